import { describe, expect, it } from "vitest";
import {
  collectionInputSchema,
  collectionProductsSchema,
  isCollectionImageUrl,
  maxCollectionProducts,
} from "./collection-input.ts";
import { moveItem, sortCollectionProducts, type SortableProduct } from "./collection-order.ts";

// Issue 11.3: the collection editor's schemas (shared by the form and the server), its sort
// presets and its moves.

const product = (
  id: number,
  title: string,
  unitsSold: number,
  createdAt: string,
  minPricePence: number | null,
): SortableProduct => ({ id, title, unitsSold, createdAt, minPricePence });

const vest = product(1, "Hi-Vis Vest", 51, "2025-01-01T09:00:00Z", 295);
const polo = product(2, "Essential Polo", 23, "2025-03-01T09:00:00Z", 925);
const boot = product(3, "Apex Boot", 23, "2025-02-01T09:00:00Z", 5995);
const draft = product(4, "Beanie (no variants yet)", 0, "2025-04-01T09:00:00Z", null);
const titles = (list: SortableProduct[]) => list.map((item) => item.title);

describe("the collection sort presets", () => {
  const products = [draft, boot, vest, polo];

  it("puts the best sellers first, a tie by title", () => {
    expect(titles(sortCollectionProducts(products, "best-selling"))).toEqual([
      "Hi-Vis Vest",
      "Apex Boot",
      "Essential Polo",
      "Beanie (no variants yet)",
    ]);
  });

  it("puts the newest products first", () => {
    expect(sortCollectionProducts(products, "newest").map((item) => item.id)).toEqual([4, 2, 3, 1]);
  });

  it("sorts by the cheapest variant either way, with unpriced products last both times", () => {
    expect(sortCollectionProducts(products, "price-asc").map((item) => item.id)).toEqual([
      1, 2, 3, 4,
    ]);
    expect(sortCollectionProducts(products, "price-desc").map((item) => item.id)).toEqual([
      3, 2, 1, 4,
    ]);
  });

  it("sorts by title A to Z, ignoring case, and leaves the list it was given alone", () => {
    const given = [...products];
    expect(titles(sortCollectionProducts(products, "title"))).toEqual([
      "Apex Boot",
      "Beanie (no variants yet)",
      "Essential Polo",
      "Hi-Vis Vest",
    ]);
    expect(products).toEqual(given);
  });
});

describe("moving a product in the list", () => {
  it("moves up, down, to the top, and clamps a move past either end", () => {
    const list = ["a", "b", "c", "d"];
    expect(moveItem(list, 2, 1)).toEqual(["a", "c", "b", "d"]);
    expect(moveItem(list, 0, 1)).toEqual(["b", "a", "c", "d"]);
    expect(moveItem(list, 3, 0)).toEqual(["d", "a", "b", "c"]);
    expect(moveItem(list, 1, 99)).toEqual(["a", "c", "d", "b"]);
    expect(moveItem(list, 9, 0)).toEqual(list);
  });
});

describe("the collection editor's schemas", () => {
  it("makes the handle from the title when it is left empty, and refuses a malformed one", () => {
    expect(collectionInputSchema.parse({ title: "Hi-Vis Vests & Tabards" })).toMatchObject({
      handle: "",
      imageUrl: "",
      seoTitle: "",
    });
    const bad = collectionInputSchema.safeParse({ title: "Vests", handle: "hi vis!" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ["handle"] });
  });

  it("takes an https image or one of the shop's own paths, nothing else", () => {
    for (const url of ["https://cdn.example.co.uk/vests.jpg", "/images/demo/vest/yellow.svg"])
      expect(isCollectionImageUrl(url), url).toBe(true);
    for (const url of [
      "http://example.com/a.jpg",
      "javascript:alert(1)",
      "//evil.example/a.jpg",
      "data:image/png;base64,AAAA",
      "images/a.jpg",
    ])
      expect(isCollectionImageUrl(url), url).toBe(false);
    const refused = collectionInputSchema.safeParse({ title: "Vests", imageUrl: "ftp://x/y.png" });
    expect(refused.error?.issues[0]).toMatchObject({ path: ["imageUrl"] });
  });

  it("refuses a product listed twice or more products than a collection holds", () => {
    const twice = collectionProductsSchema.safeParse({ productIds: [3, 1, 3] });
    expect(twice.error?.issues[0]).toMatchObject({
      path: ["productIds", 2],
      message: "This product is in the list twice",
    });
    const many = Array.from({ length: maxCollectionProducts + 1 }, (_, index) => index + 1);
    expect(collectionProductsSchema.safeParse({ productIds: many }).error?.issues[0]).toMatchObject(
      { path: ["productIds"], message: "A collection can hold at most 5,000 products" },
    );
    expect(collectionProductsSchema.safeParse({ productIds: [0] }).success).toBe(false);
  });
});
