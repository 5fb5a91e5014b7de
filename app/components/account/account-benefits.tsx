import { BadgePercentIcon, CreditCardIcon, PackageSearchIcon, PhoneIcon } from "lucide-react";
import { ShopEmail, ShopHours, ShopPhone } from "#app/components/layout/shop-contact.tsx";
import { useShopDetails } from "#app/lib/shop-details.ts";

const benefits = [
  {
    icon: PackageSearchIcon,
    title: "Order history",
    text: "Every order, its items and its status in one place.",
  },
  {
    icon: CreditCardIcon,
    title: "Trade credit accounts",
    text: "Approved businesses can order on account and pay on terms.",
  },
  {
    icon: BadgePercentIcon,
    title: "Your own prices",
    text: "Agreed trade prices appear automatically once you sign in.",
  },
];

/** Beside the sign-in forms: why a trade buyer opens an account, and who to call. */
export function AccountBenefits() {
  const shop = useShopDetails();
  return (
    <aside className="rounded-xl bg-brand-900 p-6 text-white sm:p-8">
      <h2 className="text-lg font-semibold">Why open a {shop.name} account?</h2>
      <ul className="mt-5 space-y-5">
        {benefits.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-white/10 text-accent-400">
              <Icon className="size-5" aria-hidden />
            </span>
            <div>
              <p className="font-semibold">{title}</p>
              <p className="text-sm leading-6 text-brand-100">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-8 border-t border-white/15 pt-5 text-sm text-brand-100">
        <p className="flex items-center gap-2 font-semibold text-white">
          <PhoneIcon className="size-4 text-accent-400" aria-hidden />
          Need a hand?
        </p>
        <p className="mt-1 leading-6">
          Call <ShopPhone className="font-semibold text-white underline" />
          <ShopHours /> or e-mail <ShopEmail className="font-semibold text-white underline" />.
        </p>
      </div>
    </aside>
  );
}
