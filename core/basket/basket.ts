// The basket as the browser keeps it (spec/storefront.md §3 "Basket line", §4 basket operations).
// Prices on a line are for display only: DESIGN §4 says prices are recomputed on the server and in
// core/pricing, never trusted from storage.
//
// The browser reads a saved line with readBasketLine below, not with zod (decision 016: zod alone
// would be a quarter of the storefront's JavaScript). BasketLineSchema (basket-schema.ts) states
// the same rules in zod; a property test holds the two to the same answers.

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

export type BasketLine = {
  /** The variant id plus a timestamp; unique within the basket. */
  id: string;
  /** Storefront global id, e.g. gid://shopify/ProductVariant/123. */
  variantId: string;
  /** Storefront global id, e.g. gid://shopify/Product/45. */
  productId: string;
  name: string;
  /** The variant's description, e.g. "Navy / L". */
  variant: string;
  /** Per item including VAT, customisation and the spread set-up fee; display only. */
  pricePence: number;
  customizationPricePence: number;
  setupFeePence: number;
  customizationType: DecorationType;
  customizationPosition: DecorationPosition | "";
  /** Id of the stored design file uploaded on the product page. */
  designId?: string | undefined;
  /** The upload's token (issue 10.10): proof that this browser uploaded the design. */
  designToken?: string | undefined;
  designName?: string | undefined;
  quantity: number;
  /** A root-relative path or an http(s) address; '' when the product has no image. */
  image: string;
  sku: string;
  handle: string;
  /** The per-item price before customisation; pricePence when the line was saved without it. */
  basePricePence: number;
};

/** What a caller hands to the basket: numeric strings allowed, defaulted fields optional. */
export type BasketLineInput = {
  id: string;
  variantId: string;
  productId: string;
  name: string;
  variant: string;
  pricePence: number | string;
  basePricePence?: number | string | undefined;
  customizationPricePence?: number | string | undefined;
  setupFeePence?: number | string | undefined;
  customizationType?: DecorationType | undefined;
  customizationPosition?: DecorationPosition | "" | undefined;
  designId?: string | undefined;
  designToken?: string | undefined;
  designName?: string | undefined;
  quantity: number | string;
  image?: string | undefined;
  sku?: string | undefined;
  handle: string;
};

const variantGid = /^gid:\/\/shopify\/ProductVariant\/\d+$/;
const productGid = /^gid:\/\/shopify\/Product\/\d+$/;
const imageAddress = /^(https?:\/\/|\/(?!\/))\S*$/;
const numericText = /^-?\d+(\.\d+)?$/;

/** A line that is not one, in a message naming the field (the text is for developers). */
class InvalidLine extends Error {}

/**
 * spec §3: numeric fields are read back "coerced to numbers". Only numbers and numeric strings
 * count (null, true or [4] are corrupt data, not numbers); the result is a safe whole number.
 */
function wholeNumber(value: unknown, field: string, min: number): number {
  const number =
    typeof value === "string" && numericText.test(value.trim()) ? Number(value.trim()) : value;
  if (typeof number !== "number" || !Number.isSafeInteger(number) || number < min) {
    throw new InvalidLine(`${field} must be a whole number of at least ${min}`);
  }
  return number;
}

function text(value: unknown, field: string, pattern?: RegExp, minLength = 0): string {
  if (typeof value !== "string" || value.length < minLength || (pattern && !pattern.test(value))) {
    throw new InvalidLine(`${field} is not valid`);
  }
  return value;
}

function oneOf<T extends string>(value: unknown, field: string, choices: readonly T[]): T {
  if (!choices.includes(value as T)) throw new InvalidLine(`${field} is not one of the choices`);
  return value as T;
}

/**
 * The basket line in `value` with its defaults filled in (spec §3, §4), or null when it is not
 * one: numbers may come as numeric strings; a decorated line needs a position, a plain one has
 * none; unknown fields are dropped.
 */
export function readBasketLine(value: unknown): BasketLine | null {
  try {
    return checkedBasketLine(value);
  } catch (error) {
    if (error instanceof InvalidLine) return null;
    throw error;
  }
}

/** The basket line in `value`; throws when it is not one (a bug in the caller). */
export function requireBasketLine(value: BasketLineInput): BasketLine {
  return checkedBasketLine(value);
}

function checkedBasketLine(value: unknown): BasketLine {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new InvalidLine("a basket line is an object");
  }
  const input = value as Record<string, unknown>;
  // A default stands in for a missing field only: null is corrupt data, not "missing".
  const field = (name: string, fallback: unknown) =>
    input[name] === undefined ? fallback : input[name];
  const optional = <T>(name: string, read: (value: unknown) => T) =>
    input[name] === undefined ? {} : { [name]: read(input[name]) };
  const required = (name: string) => text(input[name], name, undefined, 1);
  const pence = (name: string) => wholeNumber(field(name, 0), name, 0);
  const line = {
    id: required("id"),
    variantId: text(input["variantId"], "variantId", variantGid),
    productId: text(input["productId"], "productId", productGid),
    name: required("name"),
    variant: text(input["variant"], "variant"),
    pricePence: wholeNumber(input["pricePence"], "pricePence", 0),
    ...optional("basePricePence", (price) => wholeNumber(price, "basePricePence", 0)),
    customizationPricePence: pence("customizationPricePence"),
    setupFeePence: pence("setupFeePence"),
    customizationType: oneOf(field("customizationType", "plain"), "type", decorationTypes),
    customizationPosition: oneOf(field("customizationPosition", ""), "position", [
      ...decorationPositions,
      "" as const,
    ]),
    ...optional("designId", () => required("designId")),
    ...optional("designToken", () => required("designToken")),
    ...optional("designName", () => required("designName")),
    quantity: wholeNumber(input["quantity"], "quantity", 1),
    image: field("image", "") === "" ? "" : text(input["image"], "image", imageAddress),
    sku: text(field("sku", ""), "sku"),
    handle: required("handle"),
  } as Omit<BasketLine, "basePricePence"> & { basePricePence?: number };
  // spec §4: a position is required for embroidery and print; a plain garment has none.
  const isDecorated = line.customizationType !== "plain";
  if (isDecorated === (line.customizationPosition === "")) {
    throw new InvalidLine(
      isDecorated ? "A decorated line needs a position" : "A plain line has no position",
    );
  }
  const { basePricePence, ...rest } = line;
  return { ...rest, basePricePence: basePricePence ?? line.pricePence };
}

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
  if (!Array.isArray(saved)) return [];
  const lines = saved.map(readBasketLine);
  return lines.every((line) => line !== null) ? lines : [];
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
