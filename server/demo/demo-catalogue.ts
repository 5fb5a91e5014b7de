import { colourSlug } from "#core/catalogue/colours.ts";
import type { SelectedOption } from "#server/db/schema/index.ts";
import { demoCollectionSpecs } from "./demo-catalogue-collections.ts";
import { footwearProducts } from "./demo-catalogue-footwear.ts";
import { headwearProducts } from "./demo-catalogue-headwear.ts";
import { jacketProducts } from "./demo-catalogue-jackets.ts";
import { leisurewearProducts } from "./demo-catalogue-leisurewear.ts";
import { ppeProducts } from "./demo-catalogue-ppe.ts";
import { safetyProducts } from "./demo-catalogue-safety.ts";
import { teeAndSweatProducts } from "./demo-catalogue-tees-and-sweats.ts";
import type { DemoProductSpec } from "./demo-catalogue-types.ts";
import { uniformProducts } from "./demo-catalogue-uniforms.ts";
import { hasBackView } from "./garment-svg-back.ts";
import { workwearProducts } from "./demo-catalogue-workwear.ts";

// Expands the hand-written product specs (demo-catalogue-*.ts) into the rows the seed inserts:
// every colour × size (× further option) becomes a variant with its own SKU, price and image.

export type DemoCollection = {
  handle: string;
  title: string;
  description: string;
  descriptionHtml: string;
  imageUrl: string;
  imageAlt: string;
  sortOrder: number;
};

export type DemoImage = {
  colour: string;
  /** Issue 15.2: a top's back, after its front, for the live mock-up's back positions. */
  view: "front" | "back";
  url: string;
  altText: string;
  width: number;
  height: number;
};

export type DemoVariant = {
  title: string;
  sku: string;
  pricePence: number;
  compareAtPricePence: number | null;
  /**
   * The demo tracks stock where it has none (out of stock), a few (low stock) or sells on back
   * order; every other variant is untracked, always for sale.
   */
  inventoryTracked: boolean;
  inventoryQuantity: number;
  inventoryPolicy: "deny" | "continue";
  weightGrams: number;
  colour: string;
  selectedOptions: SelectedOption[];
};

export type DemoProduct = {
  handle: string;
  title: string;
  description: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  tags: string[];
  options: { name: string; values: string[] }[];
  images: DemoImage[];
  variants: DemoVariant[];
  collectionHandles: string[];
};

export type DemoCatalogue = { collections: DemoCollection[]; products: DemoProduct[] };

export const demoProductSpecs: readonly DemoProductSpec[] = [
  ...leisurewearProducts,
  ...teeAndSweatProducts,
  ...workwearProducts,
  ...jacketProducts,
  ...safetyProducts,
  ...ppeProducts,
  ...footwearProducts,
  ...uniformProducts,
  ...headwearProducts,
];

/** Brand collections hold every product of their brand, so specs need not list them. */
const brandCollectionByVendor: Record<string, string> = {
  Portwest: "portwest",
  Snickers: "snickers-workwear",
};

const vendorSkuCode: Record<string, string> = {
  Portwest: "PW",
  Snickers: "SN",
  Dickies: "DK",
  "Regatta Professional": "RG",
  Result: "RS",
  Gildan: "GD",
  "Fruit of the Loom": "FL",
  Russell: "RU",
  Beechfield: "BF",
  Blåkläder: "BK",
  Scruffs: "SC",
  DeWalt: "DW",
  Uvex: "UV",
  JSP: "JSP",
  "Dr. Martens": "DM",
  Premier: "PR",
  Dennys: "DN",
};

export function demoImageUrl(
  kind: string,
  colour: string,
  view: "front" | "back" = "front",
): string {
  return `/images/demo/${kind}/${view === "back" ? "back/" : ""}${colourSlug(colour)}.svg`;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** "Royal Blue" → "RBL", "Navy" → "NAV", "Hi-Vis Yellow" → "HVYE". */
function colourCode(colour: string): string {
  const words = colour
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  if (words.length === 1) return words[0]!.slice(0, 3);
  return (
    words
      .slice(0, -1)
      .map((word) => word[0])
      .join("") + words.at(-1)!.slice(0, 2)
  );
}

const optionValueCodes: Record<string, string> = {
  "One Size": "OS",
  "Short Sleeve": "SS",
  "Long Sleeve": "LS",
};

function optionCode(value: string): string {
  return optionValueCodes[value] ?? value.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

/** Every combination of the option values, first option varying slowest. */
function combinations(options: { name: string; values: string[] }[]): SelectedOption[][] {
  return options.reduce<SelectedOption[][]>(
    (rows, option) =>
      rows.flatMap((row) => option.values.map((value) => [...row, { name: option.name, value }])),
    [[]],
  );
}

/** A demo variant's stock: counted when the spec names it, else untracked. */
function demoStock(
  spec: DemoProductSpec,
  title: string,
): Pick<DemoVariant, "inventoryTracked" | "inventoryQuantity" | "inventoryPolicy"> {
  const counted = spec.stock?.[title];
  if (counted !== undefined)
    return { inventoryTracked: true, inventoryQuantity: counted, inventoryPolicy: "deny" };
  if (spec.backOrdered?.includes(title))
    return { inventoryTracked: true, inventoryQuantity: 0, inventoryPolicy: "continue" };
  const isOut = spec.unavailable?.includes(title) ?? false;
  return { inventoryTracked: isOut, inventoryQuantity: 0, inventoryPolicy: "deny" };
}

function expandProduct(spec: DemoProductSpec): DemoProduct {
  const vendorCode = vendorSkuCode[spec.vendor];
  if (!vendorCode) throw new Error(`No SKU code for vendor ${spec.vendor}`);
  const options = [
    { name: "Color", values: [...spec.colours] },
    { name: "Size", values: [...spec.sizes] },
    ...(spec.extraOptions ?? []).map((option) => ({
      name: option.name,
      values: [...option.values],
    })),
  ];
  const middleSize = (spec.sizes.length - 1) / 2;
  const variants = combinations(options).map((selectedOptions): DemoVariant => {
    const colour = selectedOptions[0]!.value;
    const title = selectedOptions.map((option) => option.value).join(" / ");
    const surcharge = selectedOptions.reduce(
      (sum, option) => sum + (spec.surchargesPence?.[option.value] ?? 0),
      0,
    );
    // Bigger sizes weigh a little more: 4% of the base weight per size step from the middle.
    const sizeIndex = spec.sizes.indexOf(selectedOptions[1]!.value);
    return {
      title,
      sku: [
        `${vendorCode}-${spec.model}`,
        colourCode(colour),
        ...selectedOptions.slice(1).map((option) => optionCode(option.value)),
      ].join("-"),
      pricePence: spec.pricePence + surcharge,
      compareAtPricePence: spec.compareAtPricePence ? spec.compareAtPricePence + surcharge : null,
      ...demoStock(spec, title),
      weightGrams: Math.round(spec.weightGrams * (1 + 0.04 * (sizeIndex - middleSize))),
      colour,
      selectedOptions,
    };
  });
  const stocked = [
    ...(spec.unavailable ?? []),
    ...Object.keys(spec.stock ?? {}),
    ...(spec.backOrdered ?? []),
  ];
  for (const title of stocked) {
    if (!variants.some((variant) => variant.title === title)) {
      throw new Error(`${spec.handle}: stock for variant "${title}", which does not exist`);
    }
  }
  const brandCollection = brandCollectionByVendor[spec.vendor];
  return {
    handle: spec.handle,
    title: spec.title,
    description: `${spec.summary}\n\n${spec.features.map((feature) => `- ${feature}`).join("\n")}`,
    descriptionHtml: `<p>${escapeHtml(spec.summary)}</p><ul>${spec.features.map((feature) => `<li>${escapeHtml(feature)}</li>`).join("")}</ul>`,
    vendor: spec.vendor,
    productType: spec.productType,
    tags: [...spec.tags],
    options,
    images: (spec.photosComingSoon ? [] : spec.colours).flatMap((colour) =>
      (hasBackView(spec.kind) ? (["front", "back"] as const) : (["front"] as const)).map(
        (view): DemoImage => ({
          colour,
          view,
          url: demoImageUrl(spec.kind, colour, view),
          altText: `${spec.title} in ${colour}${view === "back" ? ", back" : ""}`,
          width: 600,
          height: 600,
        }),
      ),
    ),
    variants,
    collectionHandles: [
      ...new Set([...spec.collections, ...(brandCollection ? [brandCollection] : [])]),
    ],
  };
}

/**
 * The whole demo catalogue, checked: unique handles and SKUs, known collections, none empty.
 * Throws on a mistake in the data so it is caught by the tests, not by a shopper.
 */
export function buildDemoCatalogue(): DemoCatalogue {
  const collections = demoCollectionSpecs.map((spec, index): DemoCollection => ({
    handle: spec.handle,
    title: spec.title,
    description: spec.description,
    descriptionHtml: `<p>${escapeHtml(spec.description)}</p>`,
    imageUrl: demoImageUrl(spec.image.kind, spec.image.colour),
    imageAlt: spec.title,
    sortOrder: (index + 1) * 10,
  }));
  const products = demoProductSpecs.map(expandProduct);
  const collectionHandles = new Set(collections.map((collection) => collection.handle));
  const used = new Set<string>();
  for (const product of products) {
    for (const handle of product.collectionHandles) {
      if (!collectionHandles.has(handle))
        throw new Error(`${product.handle}: unknown collection ${handle}`);
      used.add(handle);
    }
  }
  const empty = [...collectionHandles].filter((handle) => !used.has(handle));
  if (empty.length > 0) throw new Error(`Empty demo collections: ${empty.join(", ")}`);
  assertUnique(
    products.map((product) => product.handle),
    "product handle",
  );
  assertUnique(
    products.flatMap((product) => product.variants.map((variant) => variant.sku)),
    "SKU",
  );
  return { collections, products };
}

function assertUnique(values: string[], what: string): void {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) throw new Error(`Duplicate demo ${what}: ${value}`);
    seen.add(value);
  }
}
