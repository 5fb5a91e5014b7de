import { useLocation } from "react-router";
import { useVatShown } from "#app/lib/shop-details.ts";
import type { VatShown } from "#core/pricing/vat-shown.ts";

const choices: { value: VatShown; label: string }[] = [
  { value: "inc", label: "inc VAT" },
  { value: "ex", label: "ex VAT" },
];

/**
 * Issue 14.3: "Prices inc VAT / ex VAT" in the header. A plain form (server/pricing/
 * vat-shown.routes.ts): the choice is kept in a cookie and the page comes back showing it, also
 * before the page's scripts have loaded.
 */
export function VatSwitch() {
  const shown = useVatShown();
  const location = useLocation();
  return (
    <form
      method="post"
      action="/preferences/prices"
      className="flex items-center gap-2"
      aria-label="Prices shown first"
    >
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      <span aria-hidden className="hidden sm:inline">
        Prices
      </span>
      <span className="flex rounded-md bg-brand-900 p-0.5">
        {choices.map(({ value, label }) => (
          <button
            key={value}
            type="submit"
            name="prices"
            value={value}
            aria-pressed={shown === value}
            className="rounded px-2 py-1 font-semibold text-brand-100 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white aria-pressed:bg-white aria-pressed:text-brand-950"
          >
            {label}
          </button>
        ))}
      </span>
    </form>
  );
}
