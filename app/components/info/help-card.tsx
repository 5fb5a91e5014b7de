import { ClockIcon, MailIcon, PhoneIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useShopDetails } from "#app/lib/shop-details.ts";
import { ShopEmail } from "#app/components/layout/shop-contact.tsx";

export type HelpLink = { to: string; label: string };

/** Side card of an information page: "Need help? Call …" with the shop's phone, e-mail and hours. */
export function HelpCard({
  title = "Need help?",
  children,
  links = [],
}: {
  title?: string;
  children?: ReactNode;
  links?: HelpLink[];
}) {
  const shop = useShopDetails();
  return (
    <div className="rounded-xl bg-brand-900 p-6 text-brand-100 shadow-sm">
      <h2 className="text-lg font-semibold text-white">{title}</h2>
      <p className="mt-2 text-sm leading-6">
        {children ?? "Our UK team knows the products and the process. Speak to a real person."}
      </p>
      {shop.phone && (
        <a
          href={shop.phone.href}
          className="mt-5 flex items-center gap-3 rounded-lg bg-accent-400 px-4 py-3 font-semibold text-brand-950 hover:bg-accent-300"
        >
          <PhoneIcon className="size-5 shrink-0" aria-hidden />
          <span>
            <span className="block text-xs font-medium">Call us</span>
            <span className="text-lg">{shop.phone.display}</span>
          </span>
        </a>
      )}
      <ul className="mt-5 space-y-3 text-sm">
        {shop.openingHours && (
          <li className="flex items-start gap-3">
            <ClockIcon className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden />
            <span>Lines open {shop.openingHours}</span>
          </li>
        )}
        <li className="flex items-start gap-3">
          <MailIcon className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden />
          <span>
            <ShopEmail className="font-medium text-white underline underline-offset-2" />
            <span className="block text-brand-200">We reply within 1 working day</span>
          </span>
        </li>
      </ul>
      {links.length > 0 && (
        <ul className="mt-5 space-y-2 border-t border-white/15 pt-5 text-sm">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="font-medium text-white underline-offset-2 hover:underline"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
