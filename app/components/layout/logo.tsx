import { Link } from "react-router";
import { useShopDetails } from "#app/lib/shop-details.ts";

export function Logo({ inverted = false }: { inverted?: boolean }) {
  const shop = useShopDetails();
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2.5" aria-label={`${shop.name} home`}>
      <svg viewBox="0 0 40 40" className="size-9" aria-hidden>
        <rect width="40" height="40" rx="8" fill={inverted ? "#fbbf24" : "#12325a"} />
        <path d="M9 13h22v5h-8.2v13h-5.6V18H9z" fill={inverted ? "#0d2544" : "#ffffff"} />
        <path d="M25 25h6v6h-6z" fill={inverted ? "#0d2544" : "#fbbf24"} />
      </svg>
      <span className="flex flex-col leading-none">
        <span
          className={`text-xl font-extrabold tracking-tight ${inverted ? "text-white" : "text-brand-900"}`}
        >
          {shop.name}
        </span>
        <span
          className={`mt-1 hidden text-[11px] font-medium tracking-wide uppercase sm:block ${inverted ? "text-brand-200" : "text-slate-500"}`}
        >
          Workwear · PPE · Uniforms
        </span>
      </span>
    </Link>
  );
}
