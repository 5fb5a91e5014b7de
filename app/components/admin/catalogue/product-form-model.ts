import type { ProductInput } from "#core/catalogue/product-input.ts";
import type { InventoryPolicy } from "#core/catalogue/stock.ts";
import { isColourOption } from "#core/catalogue/variant-selection.ts";
import type { EditorProduct } from "#server/catalogue/product-editor.server.ts";

// Issue 11.2: the product editor's form as the owner types it (text in inputs), and the variant
// grid made from the options. Every option value has a key that survives renaming and
// reordering; a variant row belongs to one key per option, so the grid regenerated after an edit
// keeps each existing variant (its id, price and stock) where its values still are.

export type OptionValueRow = { key: string; text: string };
export type OptionRow = { key: string; name: string; values: OptionValueRow[] };

export type VariantRow = {
  /** One option value key per option, in the options' order. */
  valueKeys: string[];
  id: number | null;
  sku: string;
  barcode: string;
  price: string;
  compareAtPrice: string;
  weightGrams: string;
  inventoryTracked: boolean;
  inventoryQuantity: string;
  inventoryQuantityLoaded: number | null;
  inventoryPolicy: InventoryPolicy;
  imageId: number | null;
};

export type ProductForm = {
  title: string;
  handle: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  tags: string;
  status: "draft" | "active" | "archived";
  seoTitle: string;
  seoDescription: string;
  collectionIds: number[];
  images: { id: number; url: string; altText: string }[];
  removedImageIds: number[];
  options: OptionRow[];
  variants: VariantRow[];
};

let lastKey = 0;
export const newKey = () => `k${++lastKey}`;

const pounds = (pence: number | null) => (pence === null ? "" : (pence / 100).toFixed(2));

export function blankVariant(valueKeys: string[], like?: VariantRow): VariantRow {
  return {
    valueKeys,
    id: null,
    sku: "",
    barcode: "",
    price: like?.price ?? "",
    compareAtPrice: like?.compareAtPrice ?? "",
    weightGrams: like?.weightGrams ?? "",
    inventoryTracked: like?.inventoryTracked ?? true,
    inventoryQuantity: "0",
    inventoryQuantityLoaded: null,
    inventoryPolicy: like?.inventoryPolicy ?? "deny",
    imageId: null,
  };
}

export function formOf(product: EditorProduct | null): ProductForm {
  if (!product)
    return {
      title: "",
      handle: "",
      descriptionHtml: "",
      vendor: "",
      productType: "",
      tags: "",
      status: "draft",
      seoTitle: "",
      seoDescription: "",
      collectionIds: [],
      images: [],
      removedImageIds: [],
      options: [],
      variants: [blankVariant([])],
    };
  const options = product.options.map((option) => ({
    key: newKey(),
    name: option.name,
    values: option.values.map((text) => ({ key: newKey(), text })),
  }));
  return {
    title: product.title,
    handle: product.handle,
    descriptionHtml: product.descriptionHtml,
    vendor: product.vendor,
    productType: product.productType,
    tags: product.tags.join(", "),
    status: product.status,
    seoTitle: product.seoTitle,
    seoDescription: product.seoDescription,
    collectionIds: product.collectionIds,
    images: product.images,
    removedImageIds: [],
    options,
    variants: product.variants.map((variant) => ({
      valueKeys: variant.optionValues.map(
        (value, at) => options[at]?.values.find((row) => row.text === value)?.key ?? "",
      ),
      id: variant.id,
      sku: variant.sku,
      barcode: variant.barcode,
      price: pounds(variant.pricePence),
      compareAtPrice: pounds(variant.compareAtPricePence),
      weightGrams: variant.weightGrams === null ? "" : String(variant.weightGrams),
      inventoryTracked: variant.inventoryTracked,
      inventoryQuantity: String(variant.inventoryQuantity),
      inventoryQuantityLoaded: variant.inventoryQuantity,
      inventoryPolicy: variant.inventoryPolicy,
      imageId: variant.imageId,
    })),
  };
}

/** The option values' texts of a variant row. */
export function valuesOf(options: OptionRow[], row: VariantRow): string[] {
  return options.map(
    (option, at) => option.values.find((value) => value.key === row.valueKeys[at])?.text ?? "",
  );
}

/**
 * The variant grid for `options`: every combination of their values, in order. A combination an
 * existing row has (by value keys; an option the row lacks counts as its first value) keeps that
 * row; a new one starts from the first row's price, weight and stock rules.
 */
export function regenerateVariants(
  options: OptionRow[],
  previous: VariantRow[],
  previousOptions: OptionRow[],
): VariantRow[] {
  const usable = options.filter((option) => option.values.length > 0);
  const combinations = usable.reduce<string[][]>(
    (rows, option) => rows.flatMap((row) => option.values.map((value) => [...row, value.key])),
    [[]],
  );
  const projected = new Map<string, VariantRow>();
  for (const row of previous) {
    const keys = usable.map((option) => {
      const at = previousOptions.findIndex((old) => old.key === option.key);
      const key = at >= 0 ? row.valueKeys[at] : undefined;
      return key !== undefined && option.values.some((value) => value.key === key)
        ? key
        : option.values[0]!.key;
    });
    const id = keys.join("|");
    if (!projected.has(id)) projected.set(id, row);
  }
  return combinations.map((keys) => {
    const kept = projected.get(keys.join("|"));
    return kept ? { ...kept, valueKeys: keys } : blankVariant(keys, previous[0]);
  });
}

const integerOrText = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text) : text);

/** What the form sends: the editor's schema (core/catalogue/product-input.ts) checks it. */
export function inputOf(form: ProductForm): ProductInput {
  const options = form.options.filter((option) => option.values.length > 0);
  return {
    title: form.title,
    handle: form.handle,
    descriptionHtml: form.descriptionHtml,
    vendor: form.vendor,
    productType: form.productType,
    tags: form.tags
      .split(",")
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ""),
    status: form.status,
    seoTitle: form.seoTitle,
    seoDescription: form.seoDescription,
    collectionIds: form.collectionIds,
    images: form.images.map(({ id, altText }) => ({ id, altText })),
    removedImageIds: form.removedImageIds,
    options: options.map((option) => ({
      name: option.name,
      values: option.values.map((value) => value.text),
    })),
    variants: form.variants.map((row) => ({
      id: row.id,
      optionValues: valuesOf(options, row),
      sku: row.sku,
      barcode: row.barcode,
      price: row.price,
      compareAtPrice: row.compareAtPrice,
      weightGrams:
        row.weightGrams.trim() === "" ? null : (integerOrText(row.weightGrams) as number),
      inventoryTracked: row.inventoryTracked,
      inventoryQuantity: integerOrText(row.inventoryQuantity) as number,
      inventoryQuantityLoaded: row.inventoryQuantityLoaded,
      inventoryPolicy: row.inventoryPolicy,
      imageId: row.imageId,
    })),
  };
}

/** The option that is the product's colour ("Colour" or "Color"), by its index, or -1. */
function colourIndex(form: ProductForm): number {
  return form.options.findIndex((option) => isColourOption(option.name));
}

/** The colour values of the product, when it has a colour option. */
export function colourValues(form: ProductForm): string[] {
  const at = colourIndex(form);
  return at < 0 ? [] : form.options[at]!.values.map((value) => value.text);
}

/** The colour whose variants all show this picture, or "" for none. */
export function colourShownBy(form: ProductForm, imageId: number): string {
  const at = colourIndex(form);
  if (at < 0) return "";
  const option = form.options[at]!;
  const value = option.values.find((candidate) => {
    const rows = form.variants.filter((row) => row.valueKeys[at] === candidate.key);
    return rows.length > 0 && rows.every((row) => row.imageId === imageId);
  });
  return value?.text ?? "";
}

/** The picture shown for a colour: that colour's variants point at it (and no others do). */
export function showColour(form: ProductForm, imageId: number, colour: string): ProductForm {
  const at = colourIndex(form);
  if (at < 0) return form;
  const key = form.options[at]!.values.find((value) => value.text === colour)?.key;
  return {
    ...form,
    variants: form.variants.map((row) => {
      if (key !== undefined && row.valueKeys[at] === key) return { ...row, imageId };
      return row.imageId === imageId ? { ...row, imageId: null } : row;
    }),
  };
}
