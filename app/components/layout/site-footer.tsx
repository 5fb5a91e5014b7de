import { MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";
import { NewsletterSignup } from "#app/components/forms/newsletter-form.tsx";
import { quickOrderPath, useOffersQuickOrder, useShopDetails } from "#app/lib/shop-details.ts";
import { Logo } from "./logo.tsx";
import { footerColumns as columns, legalLinks } from "#core/navigation/footer-links.ts";

export function SiteFooter() {
  const shop = useShopDetails();
  const offersQuickOrder = useOffersQuickOrder();
  return (
    <footer className="mt-16 bg-brand-950 text-brand-100">
      <NewsletterSignup />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Logo inverted />
          <p className="mt-4 max-w-sm text-sm leading-6 text-brand-200">
            Workwear, safety clothing, safety footwear, PPE and corporate uniforms for trade and
            retail buyers across the UK, with in-house embroidery and print.
          </p>
          <ul className="mt-5 space-y-2 text-sm">
            {shop.phone && (
              <li className="flex items-center gap-2">
                <PhoneIcon className="size-4 text-accent-400" aria-hidden />
                <a href={shop.phone.href} className="hover:text-white">
                  {shop.phone.display}
                </a>
                {shop.openingHours && <span className="text-brand-200">({shop.openingHours})</span>}
              </li>
            )}
            {shop.email && (
              <li className="flex items-center gap-2">
                <MailIcon className="size-4 text-accent-400" aria-hidden />
                <a href={`mailto:${shop.email}`} className="hover:text-white">
                  {shop.email}
                </a>
              </li>
            )}
            {shop.address.length > 0 && (
              <li className="flex items-center gap-2">
                <MapPinIcon className="size-4 text-accent-400" aria-hidden />
                {shop.address.join(", ")}
              </li>
            )}
          </ul>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
              {column.title}
            </h2>
            <ul className="mt-4 space-y-2.5 text-sm">
              {column.links
                .filter((link) => offersQuickOrder || link.to !== quickOrderPath)
                .map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="text-brand-200 hover:text-white">
                      {link.label}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-xs text-brand-200 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {shop.year} {shop.legalName}. All rights reserved. Prices shown exclude VAT unless
            stated.{" "}
            {legalLinks.map((link, index) => (
              <Fragment key={link.to}>
                {index > 0 && " · "}
                <Link to={link.to} className="underline underline-offset-2 hover:text-white">
                  {link.label}
                </Link>
              </Fragment>
            ))}
          </p>
          <p>
            {[shop.companyLine, shop.vatNumber && `VAT no. ${shop.vatNumber}`]
              .filter(Boolean)
              .join(" · ")}
            {(shop.companyLine || shop.vatNumber) && " · "}
            We deliver to UK addresses only.
          </p>
        </div>
      </div>
    </footer>
  );
}
