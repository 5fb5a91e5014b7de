import { CheckIcon, PlusIcon } from "lucide-react";
import { formatPence } from "#core/money/money.ts";
import type { CollectionMember } from "#server/catalogue/collection-editor.server.ts";
import { adminApi } from "../admin-api.ts";
import { SearchPicker } from "../search-picker.tsx";

// Issue 11.3: adding products to a collection — type part of a title, handle or SKU, then pick
// matches one after another; each joins the end of the list. Products already in the collection
// are shown but cannot be picked again.

async function searchProducts(q: string): Promise<CollectionMember[]> {
  const result = await adminApi<CollectionMember[]>(
    `/collections/product-search?${new URLSearchParams({ q })}`,
  );
  return result.ok ? result.data : [];
}

export function CollectionProductPicker({
  inCollection,
  onPick,
}: {
  inCollection: readonly CollectionMember[];
  onPick: (product: CollectionMember) => void;
}) {
  const chosen = new Set(inCollection.map((member) => member.id));
  return (
    <div className="space-y-1.5">
      <label htmlFor="add-products" className="block text-sm font-medium text-slate-800">
        Add products
      </label>
      <SearchPicker<CollectionMember, CollectionMember>
        value={null}
        onChange={(product) => {
          if (product) onPick(product);
        }}
        search={searchProducts}
        describeValue={(product) => ({ title: product.title, detail: product.handle })}
        isDisabled={(product) => chosen.has(product.id)}
        renderMatch={(product) => (
          <>
            <span className="min-w-0 truncate font-medium text-slate-900">{product.title}</span>
            <span className="flex shrink-0 items-center gap-1 text-xs text-slate-600">
              {chosen.has(product.id) ? (
                <>
                  <CheckIcon className="size-3.5" aria-hidden /> In this collection
                </>
              ) : (
                <>
                  {product.minPricePence !== null && `from ${formatPence(product.minPricePence)}`}
                  <PlusIcon className="size-3.5 text-brand-700" aria-hidden />
                  <span className="sr-only">Add</span>
                </>
              )}
            </span>
          </>
        )}
        inputId="add-products"
        placeholder="Type a product name, handle or SKU"
        label="Add products"
        matchesLabel="Matching products"
        noMatches="No products found."
      />
    </div>
  );
}
