import { ShoppingBasketIcon } from "lucide-react";
import { Link } from "react-router";
import { useBasket } from "#app/hooks/use-basket.ts";

export function BasketLink() {
  const count = useBasket().totalItems;
  return (
    <Link
      to="/basket"
      className="relative flex flex-col items-center gap-0.5 rounded-md px-2 py-1 text-slate-700 hover:text-brand-700"
      aria-label={`Basket, ${count} ${count === 1 ? "item" : "items"}`}
    >
      <ShoppingBasketIcon className="size-6" aria-hidden />
      <span className="hidden text-xs font-medium sm:block" aria-hidden>
        Basket
      </span>
      <span
        className="absolute -top-1 right-0 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-400 px-1 text-[11px] font-bold text-brand-950"
        aria-hidden
        data-testid="basket-count"
      >
        {count}
      </span>
    </Link>
  );
}
