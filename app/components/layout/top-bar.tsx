import { PhoneIcon } from "lucide-react";
import { Link } from "react-router";
import { useShopDetails } from "#app/lib/shop-details.ts";
import { VatSwitch } from "./vat-switch.tsx";

const topLinks = [
  { to: "/delivery-information", label: "Delivery Information" },
  { to: "/faq", label: "FAQs" },
  { to: "/faq#credit-account", label: "Easy Credit Account" },
  { to: "/contact-us", label: "Contact Us" },
];

export function TopBar() {
  const shop = useShopDetails();
  return (
    <div className="bg-brand-950 text-[13px] text-brand-100">
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        {shop.phone ? (
          <a href={shop.phone.href} className="flex items-center gap-2 hover:text-white">
            <PhoneIcon className="size-3.5" aria-hidden />
            <span>
              <span className="font-semibold text-white">{shop.phone.display}</span>
              {shop.openingHours && (
                <span className="hidden sm:inline"> · Lines open {shop.openingHours}</span>
              )}
            </span>
          </a>
        ) : (
          <span />
        )}
        <div className="flex items-center gap-6">
          <nav aria-label="Help" className="hidden md:block">
            <ul className="flex items-center gap-5">
              {topLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <VatSwitch />
        </div>
      </div>
    </div>
  );
}
