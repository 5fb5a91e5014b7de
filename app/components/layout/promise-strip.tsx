import { CreditCardIcon, LockIcon, StarIcon, TruckIcon } from "lucide-react";

const promises = [
  { icon: TruckIcon, text: "Free UK delivery over £75" },
  { icon: StarIcon, text: "Rated Excellent by trade buyers" },
  { icon: CreditCardIcon, text: "30-day credit accounts available" },
  { icon: LockIcon, text: "Secure payments" },
];

export function PromiseStrip() {
  return (
    <div className="border-b border-border bg-brand-50">
      <ul className="mx-auto flex h-10 max-w-7xl items-center justify-center gap-8 overflow-hidden px-4 text-[13px] font-medium text-brand-900 sm:px-6 lg:justify-between">
        {promises.map(({ icon: Icon, text }, index) => (
          <li
            key={text}
            className={
              index === 0 ? "flex items-center gap-2" : "hidden items-center gap-2 lg:flex"
            }
          >
            <Icon className="size-4 text-accent-600" aria-hidden />
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
