import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addLine,
  type BasketLine,
  type BasketLineInput,
  basketLineKey,
  clearBasket,
  decorationPositions,
  decorationTypes,
  floorQuantityInput,
  parseSavedBasket,
  productQuantity,
  readBasketLine,
  requireBasketLine,
  removeLine,
  setLineQuantity,
  totalItems,
} from "./basket.ts";
import { BasketLineSchema } from "./basket-schema.ts";

const poloInput = {
  id: "gid://shopify/ProductVariant/11-1700000000000",
  variantId: "gid://shopify/ProductVariant/11",
  productId: "gid://shopify/Product/1",
  name: "Classic Polo",
  variant: "Navy / M",
  pricePence: 1200,
  quantity: 1,
  image: "https://cdn.example.com/polo.jpg",
  handle: "classic-polo",
} satisfies BasketLineInput;

function line(overrides: Partial<BasketLineInput> = {}): BasketLine {
  return requireBasketLine({ ...poloInput, ...overrides });
}

const embroideredChest = {
  customizationType: "embroidery",
  customizationPosition: "Chest Left",
  designId: "design-7",
} as const;

describe("readBasketLine", () => {
  it("fills in the spec's defaults for a plain line", () => {
    expect(line()).toEqual({
      ...poloInput,
      basePricePence: 1200,
      customizationPricePence: 0,
      setupFeePence: 0,
      customizationType: "plain",
      customizationPosition: "",
      sku: "",
    });
  });

  it("keeps a base price that differs from the per-item price", () => {
    expect(line({ basePricePence: 1000 }).basePricePence).toBe(1000);
  });

  it("reads numbers saved as strings back as numbers", () => {
    const parsed = line({
      pricePence: "1795",
      basePricePence: "1200",
      setupFeePence: " 995 ",
      quantity: "3",
    });
    expect(parsed).toMatchObject({
      pricePence: 1795,
      basePricePence: 1200,
      setupFeePence: 995,
      quantity: 3,
    });
  });

  it.each([0, -2, 2.5, "2.5", "", "three", null, true])("rejects a quantity of %j", (quantity) => {
    expect(readBasketLine({ ...poloInput, quantity })).toBeNull();
  });

  it("rejects fractions of a penny and negative prices", () => {
    expect(readBasketLine({ ...poloInput, pricePence: 12.5 })).toBeNull();
    expect(readBasketLine({ ...poloInput, setupFeePence: -1 })).toBeNull();
  });

  it("requires a position for embroidery and print, and none for a plain garment", () => {
    expect(readBasketLine({ ...poloInput, customizationType: "print" })).toBeNull();
    expect(readBasketLine({ ...poloInput, customizationPosition: "Back Center" })).toBeNull();
    expect(
      line({ customizationType: "print", customizationPosition: "Back Center" })
        .customizationPosition,
    ).toBe("Back Center");
  });

  it("accepts only the listed decoration types and positions", () => {
    expect(decorationTypes).toEqual(["plain", "embroidery", "print"]);
    expect(decorationPositions).toHaveLength(6);
    expect(readBasketLine({ ...poloInput, customizationType: "engraving" })).toBeNull();
    expect(
      readBasketLine({
        ...poloInput,
        customizationType: "print",
        customizationPosition: "Pocket",
      }),
    ).toBeNull();
  });

  it("accepts Storefront variant ids only", () => {
    expect(readBasketLine({ ...poloInput, variantId: "11" })).toBeNull();
  });

  it("accepts an empty image or a web address, not other schemes", () => {
    expect(line({ image: "" }).image).toBe("");
    expect(line({ image: "/images/polo.jpg" }).image).toBe("/images/polo.jpg");
    expect(readBasketLine({ ...poloInput, image: "javascript:alert(1)" })).toBeNull();
  });
});

describe("parseSavedBasket", () => {
  it("reads a saved basket back", () => {
    const saved = JSON.stringify([poloInput, { ...poloInput, id: "b", quantity: "2" }]);
    expect(parseSavedBasket(saved).map((l) => l.quantity)).toEqual([1, 2]);
  });

  it("treats nothing saved as an empty basket", () => {
    expect(parseSavedBasket(null)).toEqual([]);
  });

  it.each([
    ["invalid JSON", "[{"],
    ["a value that is not a list", JSON.stringify({ lines: [poloInput] })],
    ["a list with one invalid line", JSON.stringify([poloInput, { variantId: "2", quantity: 2 }])],
  ])("discards the whole basket when it holds %s", (_, raw) => {
    expect(parseSavedBasket(raw)).toEqual([]);
  });
});

describe("basketLineKey", () => {
  it("tells the same variant apart by decoration type, position and design", () => {
    const plain = basketLineKey(line());
    const chest = basketLineKey(line(embroideredChest));
    const back = basketLineKey(line({ ...embroideredChest, customizationPosition: "Back Center" }));
    const otherDesign = basketLineKey(line({ ...embroideredChest, designId: "design-8" }));
    const printed = basketLineKey(line({ ...embroideredChest, customizationType: "print" }));
    expect(new Set([plain, chest, back, otherDesign, printed]).size).toBe(5);
  });
});

describe("addLine", () => {
  it("appends a line for a variant not yet in the basket", () => {
    const basket = [line()];
    const other = line({ id: "b", variantId: "gid://shopify/ProductVariant/12" });
    expect(addLine(basket, other)).toEqual([basket[0], other]);
  });

  it("raises the quantity of the line with the same variant and decoration", () => {
    const basket = [line({ ...embroideredChest, quantity: 2 })];
    const result = addLine(basket, line({ ...embroideredChest, id: "later", quantity: 3 }));
    expect(result).toHaveLength(1);
    expect(result[0]).toMatchObject({ id: poloInput.id, quantity: 5 });
  });

  it("keeps the same variant with a different decoration as a second line", () => {
    const basket = [line({ quantity: 2 })];
    const result = addLine(basket, line({ ...embroideredChest, id: "later", quantity: 3 }));
    expect(result.map((l) => l.quantity)).toEqual([2, 3]);
  });

  it("leaves the basket it was given untouched", () => {
    const basket = [line()];
    addLine(basket, line());
    expect(basket[0]?.quantity).toBe(1);
  });
});

describe("setLineQuantity", () => {
  const basket = [line(), line({ id: "b", variantId: "gid://shopify/ProductVariant/12" })];

  it("sets the quantity of the named line only", () => {
    expect(setLineQuantity(basket, "b", 4).map((l) => l.quantity)).toEqual([1, 4]);
    expect(basket[1]?.quantity).toBe(1);
  });

  it("floors a fractional quantity", () => {
    expect(setLineQuantity(basket, "b", 2.9)[1]?.quantity).toBe(2);
  });

  it.each([0, -1, 0.5])("removes the line when the quantity set is %s", (quantity) => {
    expect(setLineQuantity(basket, "b", quantity).map((l) => l.id)).toEqual([poloInput.id]);
  });

  it("ignores a quantity that is not a number", () => {
    expect(setLineQuantity(basket, "b", Number.NaN)).toEqual(basket);
  });
});

describe("removeLine and clearBasket", () => {
  it("removes one line by id, or every line", () => {
    const basket = [line(), line({ id: "b", variantId: "gid://shopify/ProductVariant/12" })];
    expect(removeLine(basket, "b")).toEqual([basket[0]]);
    expect(basket).toHaveLength(2);
    expect(clearBasket()).toEqual([]);
  });
});

describe("totals", () => {
  const basket = [
    line({ quantity: 5 }),
    line({ id: "b", variantId: "gid://shopify/ProductVariant/12", quantity: 5 }),
    line({ ...embroideredChest, id: "c", quantity: 2 }),
    line({
      id: "d",
      productId: "gid://shopify/Product/2",
      variantId: "gid://shopify/ProductVariant/21",
      quantity: 7,
    }),
  ];

  it("counts every item in the basket", () => {
    expect(totalItems(basket)).toBe(19);
    expect(totalItems([])).toBe(0);
  });

  it("counts a product's sizes, colours and decorations together for its quantity break", () => {
    expect(productQuantity(basket, "gid://shopify/Product/1")).toBe(12);
    expect(productQuantity(basket, "gid://shopify/Product/3")).toBe(0);
  });
});

describe("floorQuantityInput", () => {
  it.each([
    ["3", 3],
    [3, 3],
    ["2.7", 2],
    ["0", 1],
    [-4, 1],
    ["", 1],
    ["abc", 1],
    [Number.NaN, 1],
  ])("turns %j into %d", (value, expected) => {
    expect(floorQuantityInput(value)).toBe(expected);
  });
});

// Values a saved basket could hold in each field: the right kind, near misses and junk.
const numberLike = fc.oneof(
  fc.integer({ min: -5, max: 5000 }),
  fc.double({ noDefaultInfinity: false }),
  fc.constantFrom(2 ** 53, -0, 12.5),
  fc.constantFrom("3", " 995 ", "2.5", "-1", "", "1e3", "three", "0", "007", "-0"),
  fc.constantFrom(null, true, [4]),
);
const textLike = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.constantFrom(
    "",
    "gid://shopify/ProductVariant/12",
    "gid://shopify/Product/9",
    "gid://shopify/ProductVariant/x",
    "/images/a.svg",
    "//evil.example/a.png",
    "http://x/y z",
    "javascript:alert(1)",
  ),
  fc.constantFrom(null, 3, undefined),
);
const choiceLike = fc.oneof(
  fc.constantFrom(...decorationTypes, ...decorationPositions, "", "Pocket", "engraving"),
  fc.constantFrom(null, undefined, 1),
);
const fields = {
  id: textLike,
  variantId: textLike,
  productId: textLike,
  name: textLike,
  variant: textLike,
  pricePence: numberLike,
  basePricePence: fc.oneof(numberLike, fc.constant(undefined)),
  customizationPricePence: fc.oneof(numberLike, fc.constant(undefined)),
  setupFeePence: fc.oneof(numberLike, fc.constant(undefined)),
  customizationType: choiceLike,
  customizationPosition: choiceLike,
  designId: textLike,
  designToken: textLike,
  designName: textLike,
  quantity: numberLike,
  image: textLike,
  sku: textLike,
  handle: textLike,
  extra: textLike,
};

// A valid line with a few of its fields replaced or removed, as JSON would give it back: a few,
// so that many of them are still valid and the two readers' answers are compared on good lines too.
const fieldNames = Object.keys(fields) as (keyof typeof fields)[];
const savedLine = fc
  .tuple(
    fc.subarray(fieldNames, { maxLength: 2 }),
    fc.record(fields),
    fc.subarray(Object.keys(poloInput), { maxLength: 1 }),
  )
  .map(([changed, values, removed]) => {
    const line: Record<string, unknown> = { ...poloInput };
    for (const key of changed) line[key] = values[key];
    for (const key of removed) delete line[key];
    return JSON.parse(JSON.stringify(line)) as unknown;
  });

function schemaAnswer(value: unknown) {
  const result = BasketLineSchema.safeParse(value);
  return result.success ? result.data : null;
}

// Decision 016: the browser reads saved lines with readBasketLine, the server with the zod schema.
// Here both read the same lines, good and corrupt, and must give the same answer.
describe("readBasketLine and BasketLineSchema", () => {
  it("accept the same saved lines and read them into the same line", () => {
    let accepted = 0;
    fc.assert(
      fc.property(savedLine, (value) => {
        const answer = schemaAnswer(value);
        if (answer) accepted++;
        expect(readBasketLine(value)).toStrictEqual(answer);
      }),
      { numRuns: 5000 },
    );
    // The comparison means something only if good lines were among those read.
    expect(accepted).toBeGreaterThan(500);
  });

  it("give the same answer for values that are not lines at all", () => {
    for (const value of [null, [], "line", 3, [poloInput], { lines: [poloInput] }]) {
      expect(readBasketLine(value)).toStrictEqual(schemaAnswer(value));
    }
  });

  it("write the line with its fields in the same order, so the saved basket reads the same", () => {
    const decorated = {
      ...poloInput,
      customizationType: "print",
      customizationPosition: "Back Center",
      designId: "d1",
      sku: "CP-1",
    };
    expect(JSON.stringify(readBasketLine(decorated))).toBe(JSON.stringify(schemaAnswer(decorated)));
  });
});
