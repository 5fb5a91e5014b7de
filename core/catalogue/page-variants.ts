// Issue 12.4: a product page's variants travel in its HTML (React Router's loader data), where a
// shirt has 364 of them. Named fields on every variant cost more than the values, so the page
// receives them packed as rows of values in a fixed order, and unpacks them in the browser.

export type VariantOption = { name: string; value: string };

/** A variant as the product page uses it: choosing, pricing, stock and its colour's picture. */
export type PageVariant = {
  id: string;
  title: string;
  sku: string;
  /** Ex-VAT price in pence. */
  pricePence: number;
  compareAtPricePence: number | null;
  available: boolean;
  quantityAvailable: number | null;
  currentlyNotInStock: boolean;
  selectedOptions: VariantOption[];
  /** Index in the product's images of the picture set on the variant; null when none is. */
  imageIndex: number | null;
};

/**
 * One variant: id after the common prefix, sku, price, compare-at price, available, quantity,
 * back-ordered, image index, its title when it is not its option values joined by " / ", then
 * the index of each option's value in the product's options (or, when a variant's options do not
 * follow the product's, its options themselves).
 */
export type PackedVariant = [
  string,
  string,
  number,
  number | null,
  boolean,
  number | null,
  boolean,
  number | null,
  string | null,
  ...(number[] | [VariantOption[]]),
];

export type PackedVariants = { idPrefix: string; rows: PackedVariant[] };

type ProductOption = { name: string; values: readonly string[] };

const titleOf = (options: readonly VariantOption[]) =>
  options.map((option) => option.value).join(" / ");

function commonPrefix(ids: readonly string[]): string {
  const [first = ""] = ids;
  // Up to the last "/" of the shared start: "gid://shopify/ProductVariant/".
  let length = first.lastIndexOf("/") + 1;
  for (const id of ids) {
    while (length > 0 && !id.startsWith(first.slice(0, length))) {
      // Back to the "/" before; from a leading "/" (length 1), to nothing (no loop on "/").
      length = length <= 1 ? 0 : first.lastIndexOf("/", length - 2) + 1;
    }
  }
  return first.slice(0, length);
}

/** The index of each of the variant's values in `options`, or null when they do not line up. */
function valueIndexes(variant: PageVariant, options: readonly ProductOption[]): number[] | null {
  if (variant.selectedOptions.length !== options.length) return null;
  const indexes = variant.selectedOptions.map((selected, position) => {
    const option = options[position];
    return option?.name === selected.name ? option.values.indexOf(selected.value) : -1;
  });
  return indexes.includes(-1) ? null : indexes;
}

export function packVariants(
  variants: readonly PageVariant[],
  options: readonly ProductOption[],
): PackedVariants {
  const idPrefix = commonPrefix(variants.map((variant) => variant.id));
  return {
    idPrefix,
    rows: variants.map((variant) => {
      const indexes = valueIndexes(variant, options);
      const head = [
        variant.id.slice(idPrefix.length),
        variant.sku,
        variant.pricePence,
        variant.compareAtPricePence,
        variant.available,
        variant.quantityAvailable,
        variant.currentlyNotInStock,
        variant.imageIndex,
        variant.title === titleOf(variant.selectedOptions) ? null : variant.title,
      ] as const;
      return indexes ? [...head, ...indexes] : [...head, variant.selectedOptions];
    }),
  };
}

export function unpackVariants(
  packed: PackedVariants,
  options: readonly ProductOption[],
): PageVariant[] {
  return packed.rows.map((row) => {
    const [id, sku, pricePence, compareAtPricePence, available, quantityAvailable] = row;
    const [, , , , , , currentlyNotInStock, imageIndex, title, ...rest] = row;
    const [first] = rest;
    const selectedOptions = Array.isArray(first)
      ? first
      : (rest as number[]).map((valueIndex, position) => ({
          name: options[position]?.name ?? "",
          value: options[position]?.values[valueIndex] ?? "",
        }));
    return {
      id: packed.idPrefix + id,
      title: title ?? titleOf(selectedOptions),
      sku,
      pricePence,
      compareAtPricePence,
      available,
      quantityAvailable,
      currentlyNotInStock,
      selectedOptions,
      imageIndex,
    };
  });
}
