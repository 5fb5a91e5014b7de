import {
  productInputSchema,
  type ProductChange,
  type ProductInput,
  type ProductStatus,
} from "#core/catalogue/product-input.ts";
import {
  optionNameFields,
  optionValueFields,
  parseCsvBoolean,
  parseCsvStatus,
  parseCsvWholeNumber,
  type CellResult,
  type ShopifyCsvColumns,
  type ShopifyCsvField,
} from "#core/catalogue/shopify-csv.ts";
import type { EditorProduct } from "../product-editor.ts";
import { compareWithStored, type VariantCounts } from "./csv-compare.ts";
import { readerOf, type Reader } from "./csv-cell-reader.ts";
import {
  keptVariantInput,
  matchVariants,
  optionNamesOf,
  variantInputOf,
  type FileVariant,
} from "./csv-plan-variants.ts";
import { issueProblem } from "./csv-problems.ts";
import type { FileProduct, FileRow, ImportProblem } from "./csv-map.ts";

// Issue 11.5: one product of the file (its Handle's rows) turned into what the product editor
// would send (core/catalogue/product-input.ts: the same schema, limits and messages), against the
// product as the shop has it. Shopify's rules for an existing product: a column the file does not
// have leaves that value alone; a column it has sets it, blank included (a blank price or stock
// figure leaves the variant's alone). Variants are matched by SKU, then by their option values; a
// variant the file does not list is kept. Stock from the file is SET, as Shopify's import sets
// "Inventory quantity" (docs/decisions/012-product-csv-import.md). Prices may be given with VAT.

export type PlanContext = {
  columns: ShopifyCsvColumns;
  /** The file's prices include VAT at 20% (divided by 1.2, rounded half-up to the penny). */
  pricesIncludeVat: boolean;
  /** The shop's own origin: an image URL on it is kept as the path, as the shop stores its own. */
  shopOrigin: string;
  /** SKU (lower case) → the handle of the product that has it in the shop. */
  skuOwners: ReadonlyMap<string, string>;
  /** SKU (lower case) → the first product and line of the file that lists it. */
  fileSkus: ReadonlyMap<string, { handle: string; line: number }>;
};

export type PlannedAction = "create" | "update" | "unchanged" | "invalid";

export type ProductPlan = {
  handle: string;
  title: string;
  line: number;
  rowCount: number;
  action: PlannedAction;
  problems: ImportProblem[];
  existing: EditorProduct | null;
  /** What to save (variant image ids are filled in once the images are written). */
  input: ProductChange | null;
  /** The product's pictures after the import, in order. */
  images: { url: string; altText: string }[];
  /** Per variant of `input`, the picture it shows (one of `images`), or null. */
  variantImageUrls: (string | null)[];
  variants: VariantCounts;
};

/** An image address: https?://… (outside pictures are kept as links) or a path on this shop. */
export function imageUrlOf(raw: string, shopOrigin: string): CellResult<string> {
  if (raw.length > 2_000) return { ok: false, message: "This web address is too long" };
  if (raw.startsWith("/") && !raw.startsWith("//")) return { ok: true, value: raw };
  try {
    const url = new URL(raw);
    if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("not the web");
    return {
      ok: true,
      value: url.origin === shopOrigin ? `${url.pathname}${url.search}` : url.toString(),
    };
  } catch {
    const shown = raw.length > 40 ? `${raw.slice(0, 40)}…` : raw;
    return { ok: false, message: `'${shown}' is not a web address (https://…)` };
  }
}

function statusOf(row: FileRow, read: Reader, existing: EditorProduct | null): ProductStatus {
  if (row.cell("status")) return read.parse(row, "status", parseCsvStatus, "draft");
  if (row.cell("published")) {
    const published = read.parse(row, "published", parseCsvBoolean, false);
    if (published) return "active";
    return existing?.status === "archived" ? "archived" : "draft";
  }
  // Shopify publishes a new product whose Published cell is blank.
  return existing?.status ?? "active";
}

/** The product's pictures after the import and each variant's picture URL. */
function imagesOf(
  product: FileProduct,
  read: Reader,
  context: PlanContext,
  existing: EditorProduct | null,
) {
  const fromFile: { url: string; altText: string; position: number; at: number }[] = [];
  product.rows.forEach((row, at) => {
    if (!row.cell("imageSrc")) return;
    const url = read.parse(row, "imageSrc", (text) => imageUrlOf(text, context.shopOrigin), "");
    if (!url) return;
    const position = row.cell("imagePosition")
      ? read.parse(row, "imagePosition", (text) => parseCsvWholeNumber(text, "places"), 0)
      : Number.MAX_SAFE_INTEGER;
    fromFile.push({ url, altText: row.cell("imageAlt"), position, at });
  });
  fromFile.sort((a, b) => a.position - b.position || a.at - b.at);
  const images: { url: string; altText: string }[] =
    fromFile.length > 0
      ? fromFile.map(({ url, altText }) => ({ url, altText }))
      : (existing?.images ?? []).map(({ url, altText }) => ({ url, altText }));
  const seen = new Set<string>();
  const unique = images.filter((image) => !seen.has(image.url) && seen.add(image.url));
  return { images: unique, seen };
}

/** The plan for one product of the file against the shop's product of that handle (or none). */
export function planProduct(
  product: FileProduct,
  existing: EditorProduct | null,
  context: PlanContext,
): ProductPlan {
  const problems: ImportProblem[] = [];
  const read = readerOf(context.columns, problems);
  const row = product.productRow;
  const has = read.has;
  const keep = <T>(field: ShopifyCsvField, fromFile: T, stored: T | undefined, fallback: T) =>
    has(field) ? fromFile : (stored ?? fallback);

  // Options: from the file when it has option value columns, else the product's own.
  const hasOptionColumns = optionValueFields.some((field) => has(field));
  const names = hasOptionColumns
    ? optionNamesOf(product)
    : (existing?.options ?? []).map((o) => o.name);
  names.forEach((name, at) => {
    if (name) return;
    const stored = existing?.options[at]?.name;
    if (stored) names[at] = stored;
    else
      read.problem(row.line, optionNameFields[at]!, `Name option ${at + 1}, e.g. Colour or Size`);
  });
  const fileVariants: FileVariant[] = product.variantRows.map((variantRow) => ({
    row: variantRow,
    optionValues: hasOptionColumns
      ? names.map((name, at) => {
          const value = variantRow.cell(optionValueFields[at]!);
          if (!value)
            read.problem(
              variantRow.line,
              optionValueFields[at]!,
              `Enter this variant's ${name || `option ${at + 1}`}`,
            );
          return value;
        })
      : null,
    match: null,
  }));
  const kept = matchVariants(fileVariants, existing);

  const variantInputs = fileVariants.map((variant) => {
    let optionValues = variant.optionValues ?? variant.match?.optionValues ?? [];
    if (variant.optionValues === null && !variant.match && names.length > 0) {
      read.problem(variant.row.line, "option1Value", "A new variant needs its option values");
      optionValues = names.map(() => "");
    }
    return variantInputOf(variant, read, context.pricesIncludeVat, optionValues);
  });
  if (kept.length > 0 && names.length !== (existing?.options.length ?? 0))
    read.problem(
      row.line,
      "option1Name",
      `This product's other variants have ${existing?.options.length ?? 0} options (${(existing?.options ?? []).map((o) => o.name).join(", ")}): list every variant in the file to change its options`,
    );
  const allVariants = [...variantInputs, ...kept.map(keptVariantInput)];
  if (allVariants.length === 0)
    read.problem(row.line, "price", "A new product needs at least one variant row with its price");

  const optionValuesInOrder = names.map((name, at) => ({
    name,
    values: [...new Set(allVariants.map((variant) => variant.optionValues[at] ?? ""))].filter(
      (value) => value !== "",
    ),
  }));

  const { images, seen } = imagesOf(product, read, context, existing);
  const storedImageUrl = new Map((existing?.images ?? []).map((image) => [image.id, image.url]));
  const variantImageUrls = [
    ...fileVariants.map((variant) => {
      if (!has("variantImage"))
        return variant.match?.imageId ? (storedImageUrl.get(variant.match.imageId) ?? null) : null;
      const cell = variant.row.cell("variantImage");
      if (!cell) return null;
      const url = read.parse(
        variant.row,
        "variantImage",
        (t) => imageUrlOf(t, context.shopOrigin),
        "",
      );
      if (url && !seen.has(url)) {
        images.push({ url, altText: "" });
        seen.add(url);
      }
      return url || null;
    }),
    ...kept.map((variant) => {
      const url = variant.imageId ? storedImageUrl.get(variant.imageId) : undefined;
      return url && seen.has(url) ? url : null;
    }),
  ];

  const raw: ProductInput = {
    title: row.cell("title") || existing?.title || "",
    handle: product.handle,
    descriptionHtml: keep("body", row.cell("body"), existing?.descriptionHtml, ""),
    vendor: keep("vendor", row.cell("vendor"), existing?.vendor, ""),
    productType: keep("type", row.cell("type"), existing?.productType, ""),
    tags: has("tags")
      ? row
          .cell("tags")
          .split(",")
          .map((tag) => tag.trim())
          .filter((tag) => tag !== "")
      : (existing?.tags ?? []),
    status: statusOf(row, read, existing),
    seoTitle: keep("seoTitle", row.cell("seoTitle"), existing?.seoTitle, ""),
    seoDescription: keep(
      "seoDescription",
      row.cell("seoDescription"),
      existing?.seoDescription,
      "",
    ),
    collectionIds: existing?.collectionIds ?? [],
    options: optionValuesInOrder,
    variants: allVariants,
  };
  for (const [at, variant] of variantInputs.entries()) {
    const sku = variant.sku?.toLowerCase();
    if (!sku) continue;
    const line = fileVariants[at]!.row.line;
    const owner = context.skuOwners.get(sku);
    if (owner !== undefined && owner !== product.handle)
      read.problem(line, "sku", `SKU ${variant.sku} is already used by the product ${owner}`);
    const first = context.fileSkus.get(sku);
    if (first && first.handle !== product.handle)
      read.problem(
        line,
        "sku",
        `SKU ${variant.sku} is also on line ${first.line} (${first.handle})`,
      );
  }

  const parsed = productInputSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = [...fileVariants.map((variant) => variant.row.line), ...kept.map(() => row.line)];
    // A cell already refused is not refused again for what followed from it (a blank option
    // value is also "not among the option values").
    const family = (column: string | null) =>
      /^option\d value$/i.test(column ?? "") ? "option" : column;
    const refused = new Set(problems.map((p) => `${p.line}|${family(p.column)}`));
    for (const issue of parsed.error.issues) {
      const place = { columns: context.columns, productLine: row.line, lines };
      const problem = issueProblem(issue, place);
      if (!refused.has(`${problem.line}|${family(problem.column)}`)) problems.push(problem);
    }
  }
  const base = {
    handle: product.handle,
    title: raw.title,
    line: row.line,
    rowCount: product.rows.length,
    existing,
    images,
    variantImageUrls,
  };
  const unique = dedupeProblems(problems);
  if (unique.length > 0 || !parsed.success)
    return {
      ...base,
      action: "invalid",
      problems: unique,
      input: null,
      variants: { created: 0, updated: 0, unchanged: 0 },
    };
  const comparison = compareWithStored(parsed.data, images, variantImageUrls, existing);
  return {
    ...base,
    action: existing === null ? "create" : comparison.isSame ? "unchanged" : "update",
    problems: [],
    input: parsed.data,
    variants: comparison.variants,
  };
}

function dedupeProblems(problems: ImportProblem[]): ImportProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.line}|${problem.column}|${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
