import { formatPence } from "#core/money/money.ts";
import type { CatalogueMatch } from "#server/admin/admin-pages.server.ts";
import { adminApi } from "./admin-api.ts";
import { SearchPicker } from "./search-picker.tsx";

// Choosing a product, then one of its variants or all of them, for a custom price: the catalogue
// searched on the server by title, handle or SKU.

export type PickedProduct = CatalogueMatch;

async function searchCatalogue(q: string): Promise<CatalogueMatch[]> {
  const result = await adminApi<CatalogueMatch[]>(`/catalogue?${new URLSearchParams({ q })}`);
  return result.ok ? result.data : [];
}

export function ProductPicker({
  value,
  onChange,
  error,
  inputId,
}: {
  value: PickedProduct | null;
  onChange: (product: PickedProduct | null) => void;
  error?: string | undefined;
  inputId?: string;
}) {
  return (
    <SearchPicker
      value={value}
      onChange={onChange}
      error={error}
      inputId={inputId}
      search={searchCatalogue}
      describeValue={(product) => ({
        title: product.title,
        detail: `${product.variants.length} variant${product.variants.length === 1 ? "" : "s"}`,
      })}
      renderMatch={(product) => {
        const prices = product.variants.map((variant) => variant.pricePence);
        const from = prices.length > 0 ? Math.min(...prices) : null;
        return (
          <>
            <span className="min-w-0 truncate font-medium text-slate-900">{product.title}</span>
            {from !== null && (
              <span className="shrink-0 text-xs text-slate-500">from {formatPence(from)}</span>
            )}
          </>
        );
      }}
      placeholder="Type a product name or SKU"
      label="Find a product"
      matchesLabel="Matching products"
      noMatches="No products found."
    />
  );
}
