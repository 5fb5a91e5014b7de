import { z } from "zod";
import { poundsField } from "#core/money/pounds-input.ts";
import { safeText } from "#core/schemas/safe-text.ts";
import { inventoryPolicies } from "./stock.ts";
import { handleFormat } from "./handles.ts";

// Issue 11.2: what the product editor sends, checked by the same schema in the browser (to show a
// message beside the field before sending) and on the server (which never trusts the browser).
// Prices are typed in pounds excluding VAT and become pence; stock follows Shopify (tracked or not,
// a quantity, deny or continue at 0).

export const productStatuses = ["draft", "active", "archived"] as const;
export type ProductStatus = (typeof productStatuses)[number];

/** A product's price or compare-at price is at most £100,000 (issue 11, "Bad input"). */
export const maxProductPricePence = 10_000_000;
export const maxOptions = 3;
export const maxOptionValues = 100;
export const maxVariants = 2_000;
export const maxStock = 1_000_000;
export const maxWeightGrams = 1_000_000;
const maxRowId = 2_147_483_647;

/** What the back office says when SHOPIFY_STORE_DOMAIN makes the catalogue Shopify's. */
export const shopifyCatalogueMessage =
  "This shop's catalogue is managed in Shopify: change products there.";

/** Shopify's option and value for a product that has no options of its own. */
export const defaultOption = { name: "Title", value: "Default Title" };

/** A handle made from a title, as Shopify makes them: "Hi-Vis Polo (Yellow)" → "hi-vis-polo-yellow". */
export function handleFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 200)
    .replace(/-+$/, "");
}

const line = (label: string, max: number) =>
  safeText()
    .trim()
    .max(max, { error: `Keep the ${label} under ${max} characters` });

const stockQuantity = z
  .int({ error: "Enter a whole number of items" })
  .min(-maxStock, { error: `Stock cannot be below -${maxStock.toLocaleString("en-GB")}` })
  .max(maxStock, { error: `Stock cannot be more than ${maxStock.toLocaleString("en-GB")}` });

const rowId = (message: string) =>
  z.int({ error: message }).positive({ error: message }).max(maxRowId, { error: message });

export const variantInputSchema = z.object({
  /** The variant's id when it exists already: kept through renames and reordering. */
  id: rowId("This variant no longer exists").nullish(),
  /** One value per option, in the options' order. */
  optionValues: z.array(line("option value", 255)).max(maxOptions),
  sku: line("SKU", 255).default(""),
  barcode: line("barcode", 255).default(""),
  price: poundsField(maxProductPricePence),
  compareAtPrice: z
    .union([z.literal(""), z.null(), poundsField(maxProductPricePence)])
    .transform((value) => (value === "" || value === null ? null : (value as number)))
    .default(null),
  weightGrams: z
    .int({ error: "Enter the weight in whole grams" })
    .min(0, { error: "The weight cannot be negative" })
    .max(maxWeightGrams, { error: "The weight cannot be more than 1,000 kg" })
    .nullish()
    .transform((value) => value ?? null),
  inventoryTracked: z.boolean().default(false),
  inventoryQuantity: stockQuantity.default(0),
  /**
   * The quantity the editor was showing when it loaded: the save moves stock by the difference,
   * so items sold meanwhile are not put back. Absent for a new variant (the quantity is set).
   */
  inventoryQuantityLoaded: stockQuantity.nullish(),
  inventoryPolicy: z.enum(inventoryPolicies, { error: "Choose deny or continue" }).default("deny"),
  imageId: rowId("Choose one of this product's images").nullish(),
});

const optionSchema = z.object({
  name: line("option name", 255).min(1, { error: "Name the option, e.g. Colour or Size" }),
  values: z
    .array(line("option value", 255).min(1, { error: "An option value cannot be empty" }))
    .min(1, { error: "Give the option at least one value" })
    .max(maxOptionValues, { error: `An option can have at most ${maxOptionValues} values` }),
});

export const productInputSchema = z
  .object({
    title: line("title", 255).min(1, { error: "Enter the product's title" }),
    /** Empty: made from the title. */
    handle: z
      .string()
      .trim()
      .toLowerCase()
      .max(255, { error: "Keep the handle under 255 characters" })
      .default(""),
    descriptionHtml: safeText()
      .max(100_000, { error: "Keep the description under 100,000 characters" })
      .default(""),
    vendor: line("vendor", 255).default(""),
    productType: line("product type", 255).default(""),
    tags: z
      .array(line("tag", 255).min(1, { error: "A tag cannot be empty" }))
      .max(250, { error: "A product can have at most 250 tags" })
      .default([]),
    status: z.enum(productStatuses, { error: "Choose draft, active or archived" }).default("draft"),
    seoTitle: line("SEO title", 255).default(""),
    seoDescription: line("SEO description", 1_000).default(""),
    collectionIds: z
      .array(rowId("Choose one of the shop's collections"))
      .max(250, { error: "A product can be in at most 250 collections" })
      .default([]),
    /** The product's pictures in gallery order, with their alt text (uploaded separately). */
    images: z
      .array(
        z.object({
          id: rowId("This picture no longer exists"),
          altText: line("alt text", 512).default(""),
        }),
      )
      .max(250, { error: "A product can have at most 250 pictures" })
      .default([]),
    removedImageIds: z.array(rowId("This picture no longer exists")).max(250).default([]),
    options: z
      .array(optionSchema)
      .max(maxOptions, { error: `A product can have at most ${maxOptions} options` })
      .default([]),
    variants: z
      .array(variantInputSchema)
      .min(1, { error: "A product needs at least one variant" })
      .max(maxVariants, {
        error: `A product can have at most ${maxVariants.toLocaleString("en-GB")} variants`,
      }),
  })
  .superRefine((product, context) => {
    const handle = product.handle || handleFromTitle(product.title);
    if (!handleFormat.test(handle))
      context.addIssue({
        code: "custom",
        path: ["handle"],
        message: "Use lower-case letters, numbers and single hyphens, e.g. hi-vis-polo",
      });
    const names = product.options.map((option) => option.name.toLowerCase());
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index)
        context.addIssue({
          code: "custom",
          path: ["options", index, "name"],
          message: "Two options cannot have the same name",
        });
    });
    product.options.forEach((option, index) => {
      const values = option.values.map((value) => value.toLowerCase());
      const repeated = values.findIndex((value, at) => values.indexOf(value) !== at);
      if (repeated >= 0)
        context.addIssue({
          code: "custom",
          path: ["options", index, "values", repeated],
          message: `"${option.values[repeated]}" is in this option twice`,
        });
    });
    const combinations = product.options.reduce((count, option) => count * option.values.length, 1);
    if (combinations > maxVariants)
      context.addIssue({
        code: "custom",
        path: ["options"],
        message: `These options make ${combinations.toLocaleString("en-GB")} variants: a product can have at most ${maxVariants.toLocaleString("en-GB")}`,
      });
    const seenCombinations = new Set<string>();
    const seenSkus = new Map<string, number>();
    product.variants.forEach((variant, index) => {
      const wanted = product.options.length;
      const fits =
        variant.optionValues.length === wanted &&
        variant.optionValues.every((value, at) => product.options[at]!.values.includes(value));
      if (!fits && !(wanted === 0 && variant.optionValues.length === 0))
        context.addIssue({
          code: "custom",
          path: ["variants", index, "optionValues"],
          message: "This variant's options are not among the product's option values",
        });
      const key = JSON.stringify(variant.optionValues);
      if (seenCombinations.has(key))
        context.addIssue({
          code: "custom",
          path: ["variants", index, "optionValues"],
          message: "Two variants have the same options",
        });
      seenCombinations.add(key);
      if (variant.sku) {
        const other = seenSkus.get(variant.sku.toLowerCase());
        if (other !== undefined)
          context.addIssue({
            code: "custom",
            path: ["variants", index, "sku"],
            message: `SKU ${variant.sku} is also on variant ${other + 1}`,
          });
        seenSkus.set(variant.sku.toLowerCase(), index);
      }
    });
    if (product.options.length === 0 && product.variants.length > 1)
      context.addIssue({
        code: "custom",
        path: ["variants"],
        message: "A product without options has one variant: add an option such as Size",
      });
  });

export type ProductInput = z.input<typeof productInputSchema>;
export type ProductChange = z.output<typeof productInputSchema>;
export type VariantChange = z.output<typeof variantInputSchema>;

/** Every combination of the options' values, in order (Colour × Size × …): the variant grid. */
export function optionCombinations(options: readonly { values: readonly string[] }[]): string[][] {
  return options.reduce<string[][]>(
    (rows, option) => rows.flatMap((row) => option.values.map((value) => [...row, value])),
    [[]],
  );
}
