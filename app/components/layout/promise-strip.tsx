import {
  ClockIcon,
  CreditCardIcon,
  LockIcon,
  ShieldCheckIcon,
  StarIcon,
  TruckIcon,
  type LucideIcon,
} from "lucide-react";
import type { PromiseIcon } from "#core/settings/settings-values.ts";
import { useShopDetails } from "#app/lib/shop-details.ts";

// spec/storefront.md §2's promise strip, with the claims the owner set on /admin/settings (issue
// 18.9): a claim the shop cannot back ("Rated Excellent" beside "No reviews yet") shows only when
// the owner writes it. No claims, no strip.

const icons: Record<PromiseIcon, LucideIcon> = {
  truck: TruckIcon,
  star: StarIcon,
  "credit-card": CreditCardIcon,
  lock: LockIcon,
  shield: ShieldCheckIcon,
  clock: ClockIcon,
};

export function PromiseStrip() {
  const { promises } = useShopDetails();
  if (promises.length === 0) return null;
  return (
    <div className="border-b border-border bg-brand-50">
      <ul
        aria-label="Our promises"
        className="mx-auto flex h-10 max-w-7xl items-center justify-center gap-8 overflow-hidden px-4 text-[13px] font-medium text-brand-900 sm:px-6 lg:justify-between"
      >
        {promises.map(({ icon, text }, index) => {
          const Icon = icons[icon];
          return (
            <li
              key={`${index}:${text}`}
              className={
                index === 0 ? "flex items-center gap-2" : "hidden items-center gap-2 lg:flex"
              }
            >
              <Icon className="size-4 text-accent-600" aria-hidden />
              {text}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
