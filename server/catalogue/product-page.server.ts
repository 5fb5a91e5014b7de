import type { Product } from "#commerce/client/catalogue-types.ts";
import { colourHex } from "#core/catalogue/colours.ts";
import {
  type PackedVariants,
  type PageVariant,
  packVariants,
} from "#core/catalogue/page-variants.ts";
import { isColourOption } from "#core/catalogue/variant-selection.ts";

// Issue 12.4: the product page's loader data travels in the page's HTML, so it carries only what
// the page's browser code reads. A shirt with 364 variants sent each variant's image object,
// currency and weight with every field named, and the product's raw description: 350 KB of HTML.

type PageProductFields = Pick<
  Product,
  "id" | "handle" | "title" | "vendor" | "options" | "images"
> & {
  /** Each colour's swatch ("#rrggbb"), so the page does not carry the table of colour names. */
  swatches: Record<string, string>;
};

/** The product as the loader sends it: its variants packed (core/catalogue/page-variants.ts). */
export type PageProductData = PageProductFields & { variants: PackedVariants };

/** The product as the page's components use it, its variants unpacked. */
export type PageProduct = PageProductFields & { variants: PageVariant[] };

export type { PageVariant };

/** The page's share of `product`. */
export function productForPage(product: Product): PageProductData {
  const imageIndexByUrl = new Map(product.images.map((image, index) => [image.url, index]));
  const { id, handle, title, vendor, options, images } = product;
  const variants = product.variants.map((variant): PageVariant => ({
    id: variant.id,
    title: variant.title,
    sku: variant.sku,
    pricePence: variant.pricePence,
    compareAtPricePence: variant.compareAtPricePence,
    available: variant.available,
    quantityAvailable: variant.quantityAvailable,
    currentlyNotInStock: variant.currentlyNotInStock,
    selectedOptions: variant.selectedOptions,
    imageIndex: variant.image ? (imageIndexByUrl.get(variant.image.url) ?? null) : null,
  }));
  const colours = options.find((option) => isColourOption(option.name))?.values ?? [];
  const swatches = Object.fromEntries(colours.map((colour) => [colour, colourHex(colour)]));
  return {
    id,
    handle,
    title,
    vendor,
    options,
    images,
    swatches,
    variants: packVariants(variants, options),
  };
}
