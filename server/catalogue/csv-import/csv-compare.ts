import type { ProductChange, VariantChange } from "#core/catalogue/product-input.ts";
import { sanitiseHtml } from "#core/html/sanitise-html.ts";
import type { EditorProduct, EditorVariant } from "../product-editor.ts";

// Issue 11.5: whether an import would change a product, and which of its variants. The same file
// imported twice changes nothing the second time: a product whose every field, option, variant
// (in order) and picture already is what the file says is left alone — no write, no audit entry,
// no new "updated" time.

export type VariantCounts = { created: number; updated: number; unchanged: number };

type Picture = { url: string; altText: string };

const variantKey = (
  variant: Omit<EditorVariant, "id" | "imageId">,
  imageUrl: string | null,
  position: number,
) =>
  JSON.stringify([
    position,
    variant.optionValues,
    variant.sku,
    variant.barcode,
    variant.pricePence,
    variant.compareAtPricePence,
    variant.weightGrams,
    variant.inventoryTracked,
    variant.inventoryQuantity,
    variant.inventoryPolicy,
    imageUrl,
  ]);

const wantedVariant = (variant: VariantChange) => ({
  optionValues: variant.optionValues,
  sku: variant.sku,
  barcode: variant.barcode,
  pricePence: variant.price,
  compareAtPricePence: variant.compareAtPrice,
  weightGrams: variant.weightGrams,
  inventoryTracked: variant.inventoryTracked,
  inventoryQuantity: variant.inventoryQuantity,
  inventoryPolicy: variant.inventoryPolicy,
});

const productKey = (
  fields: Pick<
    EditorProduct,
    | "title"
    | "handle"
    | "descriptionHtml"
    | "vendor"
    | "productType"
    | "tags"
    | "status"
    | "seoTitle"
    | "seoDescription"
    | "options"
  >,
  images: Picture[],
) =>
  JSON.stringify([
    fields.title,
    fields.handle,
    fields.descriptionHtml,
    fields.vendor,
    fields.productType,
    fields.tags,
    fields.status,
    fields.seoTitle,
    fields.seoDescription,
    fields.options,
    images.map((image) => [image.url, image.altText]),
  ]);

export function compareWithStored(
  input: ProductChange,
  images: Picture[],
  variantImageUrls: readonly (string | null)[],
  existing: EditorProduct | null,
): { isSame: boolean; variants: VariantCounts } {
  const counts: VariantCounts = { created: 0, updated: 0, unchanged: 0 };
  const storedById = new Map((existing?.variants ?? []).map((v, at) => [v.id, { v, at }]));
  const storedImages = new Map((existing?.images ?? []).map((image) => [image.id, image.url]));
  input.variants.forEach((variant, at) => {
    const stored = variant.id ? storedById.get(variant.id) : undefined;
    if (!stored) {
      counts.created += 1;
      return;
    }
    const storedUrl = stored.v.imageId ? (storedImages.get(stored.v.imageId) ?? null) : null;
    const same =
      variantKey(stored.v, storedUrl, stored.at) ===
      variantKey(wantedVariant(variant), variantImageUrls[at] ?? null, at);
    counts[same ? "unchanged" : "updated"] += 1;
  });
  if (!existing) return { isSame: false, variants: counts };
  const wanted = productKey(
    {
      ...input,
      descriptionHtml: sanitiseHtml(input.descriptionHtml),
      tags: [...new Set(input.tags)],
    },
    images,
  );
  const stored = productKey(existing, existing.images);
  const isSame =
    wanted === stored &&
    counts.created === 0 &&
    counts.updated === 0 &&
    input.variants.length === existing.variants.length;
  return { isSame, variants: counts };
}
