import {
  BookOpenIcon,
  ClockIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  RotateCcwIcon,
  RulerIcon,
  TruckIcon,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ContactForm } from "#app/components/forms/contact-form.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { ShopEmail, ShopPhone } from "#app/components/layout/shop-contact.tsx";
import { shopDetailsOfMatches, useShopDetails } from "#app/lib/shop-details.ts";
import type { Route } from "./+types/contact-us";
import { sharedPageHeaders } from "#core/http/page-cache-headers.ts";

// Issue 12.2: the same for every visitor, so kept by the page cache and a CDN.
export const headers = sharedPageHeaders;

// spec/storefront.md §2 /contact-us: the contact form, with the shop's phone, e-mail, address
// and opening hours (spec/storefront.md §9: lines open 9am-5pm Monday to Friday, e-mail answered
// within 1 working day; dispatch the same day for orders before 2pm on weekdays).

export const meta: Route.MetaFunction = withShopName(({ matches }) => {
  const shop = shopDetailsOfMatches(matches);
  const call = shop.phone
    ? ` Call ${shop.phone.display}${shop.openingHours ? ` (${shop.openingHours})` : ""} or`
    : "";
  return pageMeta(
    "Contact Us",
    `Contact ${shop.name} about workwear, PPE, uniforms, quotes and orders.${call} Send us a message and we reply within 1 working day.`,
  );
});

const quickAnswers = [
  { to: "/delivery-information", label: "Delivery information", icon: TruckIcon },
  { to: "/returns-policy", label: "Returns and exchanges", icon: RotateCcwIcon },
  { to: "/size-guide", label: "Size guide", icon: RulerIcon },
  { to: "/faq", label: "Frequently asked questions", icon: BookOpenIcon },
];

function ContactTile({
  icon: Icon,
  title,
  children,
  note,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  note: string;
}) {
  return (
    <div className="flex gap-4 rounded-xl border border-border bg-white p-5 shadow-sm">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{title}</h2>
        <div className="mt-1 text-lg font-semibold break-words text-slate-900">{children}</div>
        <p className="mt-0.5 text-sm text-slate-600">{note}</p>
      </div>
    </div>
  );
}

export default function ContactUs() {
  const shop = useShopDetails();
  return (
    <>
      <PageHeader
        title="Contact Us"
        intro="Questions about sizes, stock or a quote for your team? Need help with an order? Our UK team knows the products and is happy to help."
      />
      <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
        <div className="grid gap-4 md:grid-cols-3">
          <ContactTile
            icon={PhoneIcon}
            title="Call us"
            note={shop.openingHours ? `Lines open ${shop.openingHours}` : "Or send us a message"}
          >
            <ShopPhone className="hover:text-brand-700 hover:underline" />
          </ContactTile>
          <ContactTile icon={MailIcon} title="E-mail us" note="We reply within 1 working day">
            <ShopEmail className="hover:text-brand-700 hover:underline" />
          </ContactTile>
          {shop.address.length > 0 && (
            <ContactTile icon={MapPinIcon} title="Trade counter" note="Collection by arrangement">
              {shop.address.join(", ")}
            </ContactTile>
          )}
        </div>

        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_340px]">
          <div className="rounded-2xl border border-border bg-white p-5 shadow-sm sm:p-8 lg:self-start">
            <h2
              id="contact-form"
              className="scroll-mt-32 text-2xl font-bold tracking-tight text-slate-900"
            >
              Send us a message
            </h2>
            <p className="mt-2 mb-6 text-[15px] leading-7 text-slate-600">
              Fill in the form and the right person will get back to you within 1 working day. For a
              quote on decorated garments you can also{" "}
              <Link
                to="/pricing#upload-design"
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                upload your design
              </Link>
              .
            </p>
            <ContactForm />
          </div>

          <aside className="space-y-6" aria-label="Opening hours and address">
            <div className="rounded-xl bg-brand-900 p-6 text-brand-100 shadow-sm">
              <h2 className="flex items-center gap-2 text-lg font-semibold text-white">
                <ClockIcon className="size-5 text-accent-400" aria-hidden />
                Opening hours
              </h2>
              <p className="mt-4 text-sm font-semibold text-white">
                {shop.openingHours ?? "Send us a message at any time"}
              </p>
              <p className="mt-4 text-sm leading-6 text-brand-200">
                Stock orders placed before 2pm on a weekday are dispatched the same day.
              </p>
            </div>

            <div className="rounded-xl border border-border bg-white p-6 shadow-sm">
              <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                <MapPinIcon className="size-5 text-brand-700" aria-hidden />
                Our address
              </h2>
              <address className="mt-3 text-[15px] leading-7 text-slate-700 not-italic">
                {shop.legalName}
                {shop.address.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
                <span className="block">United Kingdom</span>
              </address>
              {shop.companyLine && (
                <p className="mt-3 text-sm text-slate-600">{shop.companyLine}</p>
              )}
              {shop.vatNumber && <p className="text-sm text-slate-600">VAT no. {shop.vatNumber}</p>}
            </div>

            <nav
              aria-label="Quick answers"
              className="rounded-xl border border-border bg-white p-6 shadow-sm"
            >
              <h2 className="text-lg font-semibold text-slate-900">Quick answers</h2>
              <ul className="mt-3 space-y-1">
                {quickAnswers.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="flex items-center gap-3 rounded-md px-2 py-2 text-[15px] font-medium text-brand-700 hover:bg-brand-50"
                    >
                      <link.icon className="size-4 shrink-0" aria-hidden />
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </aside>
        </div>
      </section>
    </>
  );
}
