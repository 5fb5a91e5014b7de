import { z } from "zod";

// The basket as the browser keeps it (spec/storefront.md §3 "Basket line", §4 basket operations).
// Prices on a line are for display only: DESIGN §4 says prices are recomputed on the server and in
// core/pricing, never trusted from storage.

/** spec/storefront.md §4: plain (the default), embroidery or print. */
export const decorationTypes = ["plain", "embroidery", "print"] as const;
export type DecorationType = (typeof decorationTypes)[number];

/** spec/storefront.md §9 "Positions". */
export const decorationPositions = [
  "Chest Left",
  "Chest Right",
  "Chest Center",
  "Back Center",
  "Left Sleeve",
  "Right Sleeve",
] as const;
export type DecorationPosition = (typeof decorationPositions)[number];

// spec §3: numeric fields are read back "coerced to numbers". Only numbers and numeric strings
// count: z.coerce.number() would also turn null, true or [4] into numbers, which is corrupt data
// passing as valid.
const wholeNumber = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .pipe(z.number().int());

const pence = wholeNumber.pipe(z.number().nonnegative());

// A root-relative path or an http(s) address; '' when the product has no image.
const imageUrl = z.union([z.literal(""), z.string().regex(/^(https?:\/\/|\/(?!\/))\S*$/)]);

export const BasketLineSchema = z
  .object({
    /** The variant id plus a timestamp; unique within the basket. */
    id: z.string().min(1),
    /** Storefront global id, e.g. gid://shopify/ProductVariant/123. */
    variantId: z.string().regex(/^gid:\/\/shopify\/ProductVariant\/\d+$/),
    /** Storefront global id, e.g. gid://shopify/Product/45. */
    productId: z.string().regex(/^gid:\/\/shopify\/Product\/\d+$/),
    name: z.string().min(1),
    /** The variant's description, e.g. "Navy / L". */
    variant: z.string(),
    /** Per item including VAT, customisation and the spread set-up fee; display only. */
    pricePence: pence,
    /** Defaults to pricePence. */
    basePricePence: pence.optional(),
    customizationPricePence: pence.default(0),
    setupFeePence: pence.default(0),
    customizationType: z.enum(decorationTypes).default("plain"),
    customizationPosition: z.union([z.enum(decorationPositions), z.literal("")]).default(""),
    /** Id of the stored design file uploaded on the product page. */
    designId: z.string().min(1).optional(),
    /** The upload's token (issue 10.10): proof that this browser uploaded the design. */
    designToken: z.string().min(1).optional(),
    designName: z.string().min(1).optional(),
    quantity: wholeNumber.pipe(z.number().min(1)),
    image: imageUrl.default(""),
    sku: z.string().default(""),
    handle: z.string().min(1),
  })
  .superRefine((line, context) => {
    // spec §4: a position is required for embroidery and print; a plain garment has none.
    const isDecorated = line.customizationType !== "plain";
    if (isDecorated && line.customizationPosition === "") {
      context.addIssue({
        code: "custom",
        path: ["customizationPosition"],
        message: "A decorated line needs a position",
      });
    }
    if (!isDecorated && line.customizationPosition !== "") {
      context.addIssue({
        code: "custom",
        path: ["customizationPosition"],
        message: "A plain line has no position",
      });
    }
  })
  .transform(({ basePricePence, ...line }) => ({
    ...line,
    basePricePence: basePricePence ?? line.pricePence,
  }));

export type BasketLine = z.infer<typeof BasketLineSchema>;
/** What a caller hands to the basket: numeric strings allowed, defaulted fields optional. */
export type BasketLineInput = z.input<typeof BasketLineSchema>;

const SavedBasketSchema = z.array(BasketLineSchema);

/**
 * Reads the basket saved under "shop-cart". spec §3: "A corrupt saved basket is discarded" — so
 * invalid JSON, a non-array or any single invalid line empties the whole basket rather than
 * silently dropping lines the customer would then miss without being told.
 */
export function parseSavedBasket(raw: string | null): BasketLine[] {
  if (raw === null) return [];
  let saved: unknown;
  try {
    saved = JSON.parse(raw);
  } catch {
    return [];
  }
  const result = SavedBasketSchema.safeParse(saved);
  return result.success ? result.data : [];
}

/** DESIGN §4: lines merge on variant + decoration type + position + design, not the variant alone. */
export function basketLineKey(
  line: Pick<BasketLine, "variantId" | "customizationType" | "customizationPosition" | "designId">,
): string {
  return JSON.stringify([
    line.variantId,
    line.customizationType,
    line.customizationPosition,
    line.designId ?? "",
  ]);
}

/** spec §4: a line with the same merge key gains the new quantity; otherwise the line is appended. */
export function addLine(lines: readonly BasketLine[], newLine: BasketLine): BasketLine[] {
  const key = basketLineKey(newLine);
  const index = lines.findIndex((line) => basketLineKey(line) === key);
  if (index === -1) return [...lines, newLine];
  return lines.map((line, i) =>
    i === index ? { ...line, quantity: line.quantity + newLine.quantity } : line,
  );
}

/**
 * Sets a line's quantity (items). Fractions are floored; spec §4: 0 or less removes the line.
 * A quantity that is not a finite number leaves the basket as it was.
 */
export function setLineQuantity(
  lines: readonly BasketLine[],
  lineId: string,
  quantity: number,
): BasketLine[] {
  if (!Number.isFinite(quantity)) return [...lines];
  const whole = Math.floor(quantity);
  if (whole <= 0) return removeLine(lines, lineId);
  return lines.map((line) => (line.id === lineId ? { ...line, quantity: whole } : line));
}

export function removeLine(lines: readonly BasketLine[], lineId: string): BasketLine[] {
  return lines.filter((line) => line.id !== lineId);
}

export function clearBasket(): BasketLine[] {
  return [];
}

/** Number of items (not lines) in the basket. */
export function totalItems(lines: readonly BasketLine[]): number {
  return lines.reduce((total, line) => total + line.quantity, 0);
}

/** DESIGN §3.2: the quantity break counts a product's sizes and colours together (items). */
export function productQuantity(lines: readonly BasketLine[], productId: string): number {
  return totalItems(lines.filter((line) => line.productId === productId));
}

/** spec §5: the quantity input is floored at 1 and a non-numeric value becomes 1 (items). */
export function floorQuantityInput(value: string | number): number {
  const quantity =
    typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value);
  if (!Number.isFinite(quantity)) return 1;
  return Math.max(1, Math.floor(quantity));
}
