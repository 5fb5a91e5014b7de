import { eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import {
  collectionProducts,
  collections,
  productVariants,
  products,
} from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { askEngine, testEngine } from "../engine-test-support.ts";

// Issue 12.7: a collection's products narrowed by Shopify's ProductFilter inputs (AND across
// kinds, OR within one) and the facets counted under the other filters, on PGlite and PostgreSQL.

type FilterValue = { id: string; label: string; count: number; input: string };
type Filter = { id: string; label: string; type: string; values: FilterValue[] };

// Each product: vendor, lowest price in pence, colours and sizes of its variants, stock.
const catalogue = [
  { handle: "vest-yellow", vendor: "Portwest", price: 450, colours: ["Yellow"], sizes: ["M", "L"], stock: true },
  { handle: "vest-orange", vendor: "Portwest", price: 500, colours: ["Orange"], sizes: ["L", "XL"], stock: true },
  { handle: "polo-navy", vendor: "Result", price: 1299, colours: ["Navy", "Black"], sizes: ["S", "M"], stock: true },
  { handle: "polo-black", vendor: "Result", price: 1499, colours: ["Black"], sizes: ["L"], stock: false },
  { handle: "trousers", vendor: "Dickies", price: 3499, colours: ["Black"], sizes: ["M", "L"], stock: true },
  { handle: "jacket", vendor: "Snickers", price: 12999, colours: ["Navy"], sizes: ["XL"], stock: true },
]; // prettier-ignore

describeWithDatabase("faceted browsing of a collection", (use) => {
  let engine: ReturnType<typeof testEngine>;

  const ask = (document: string, variables: Record<string, unknown> = {}) =>
    askEngine(engine, document, variables);

  const document = `query ($filters: [ProductFilter!], $first: Int) {
    collectionByHandle(handle: "workwear") { products(first: $first, filters: $filters) {
      edges { node { handle } } pageInfo { hasNextPage }
      filters { id label type values { id label count input } } } } }`;

  async function browse(filters: unknown[], first = 50, on = engine) {
    const answer = await askEngine(on, document, { filters, first });
    expect(answer.errors).toBeUndefined();
    const connection = answer.data?.["collectionByHandle"].products;
    return {
      handles: (connection.edges as { node: { handle: string } }[]).map((edge) => edge.node.handle),
      filters: connection.filters as Filter[],
      hasNextPage: connection.pageInfo.hasNextPage as boolean,
    };
  }

  const counts = (filters: Filter[], id: string) =>
    Object.fromEntries(
      (filters.find((filter) => filter.id === id)?.values ?? []).map((value) => [
        value.label,
        value.count,
      ]),
    );

  beforeAll(async () => {
    const { db } = use();
    const rows = await db
      .insert(products)
      .values(catalogue.map(({ handle, vendor }) => ({ handle, title: handle, vendor })))
      .returning();
    await db.insert(productVariants).values(
      catalogue.flatMap((item, at) =>
        item.colours.flatMap((colour, colourAt) =>
          item.sizes.map((size, sizeAt) => ({
            productId: rows[at]!.id,
            title: `${colour} / ${size}`,
            pricePence: item.price + colourAt * 100 + sizeAt * 50,
            inventoryTracked: true,
            inventoryQuantity: item.stock ? 5 : 0,
            selectedOptions: [
              { name: "Colour", value: colour },
              { name: "Size", value: size },
            ],
            position: colourAt * 10 + sizeAt + 1,
          })),
        ),
      ),
    );
    const [workwear] = await db
      .insert(collections)
      .values({ handle: "workwear", title: "Workwear" })
      .returning();
    await db
      .insert(collectionProducts)
      .values(
        rows.map((row, at) => ({ collectionId: workwear!.id, productId: row.id, position: at })),
      );
    engine = testEngine(db);
  });

  it("counts every value of every facet when nothing is chosen", async () => {
    const { handles, filters } = await browse([]);
    expect(handles).toHaveLength(6);
    expect(filters.map((filter) => filter.label)).toEqual([
      "Availability",
      "Price",
      "Brand",
      "Size",
      "Colour",
    ]);
    expect(counts(filters, "filter.v.option.size")).toEqual({ S: 1, M: 3, L: 4, XL: 2 });
    expect(Object.keys(counts(filters, "filter.v.option.size"))).toEqual(["S", "M", "L", "XL"]);
    expect(counts(filters, "filter.v.availability")).toEqual({ "In stock": 5, "Out of stock": 1 });
    expect(counts(filters, "filter.v.price")).toEqual({
      "Under £10": 2,
      "£10 to £25": 2,
      "£25 to £50": 1,
      "£100 and over": 1,
    });
    expect(counts(filters, "filter.p.vendor")).toEqual({
      Dickies: 1,
      Portwest: 2,
      Result: 2,
      Snickers: 1,
    });
  });

  it("ORs values of one facet, ANDs facets, and counts each facet under the others", async () => {
    const sizes = [
      { variantOption: { name: "Size", value: "M" } },
      { variantOption: { name: "Size", value: "XL" } },
    ];
    const bySize = await browse(sizes);
    expect(bySize.handles).toEqual([
      "vest-yellow",
      "vest-orange",
      "polo-navy",
      "trousers",
      "jacket",
    ]);
    // Sizes are counted as if no size were chosen, so another size can still be added.
    expect(counts(bySize.filters, "filter.v.option.size")).toEqual({ S: 1, M: 3, L: 4, XL: 2 });
    expect(counts(bySize.filters, "filter.v.option.colour")).toEqual({
      Yellow: 1,
      Orange: 1,
      Navy: 2,
      Black: 2,
    });

    const both = await browse([...sizes, { variantOption: { name: "Colour", value: "Black" } }]);
    expect(both.handles).toEqual(["polo-navy", "trousers"]);
    expect(counts(both.filters, "filter.v.option.size")).toEqual({ S: 1, M: 2, L: 2, XL: 0 });
    expect(counts(both.filters, "filter.p.vendor")).toEqual({ Result: 1, Dickies: 1 });

    const inStockUnder25 = await browse([
      { available: true },
      { price: { min: 0, max: 9.99 } },
      { price: { min: 10, max: 24.99 } },
    ]);
    expect(inStockUnder25.handles).toEqual(["vest-yellow", "vest-orange", "polo-navy"]);
    expect(counts(inStockUnder25.filters, "filter.v.availability")).toEqual({
      "In stock": 3,
      "Out of stock": 1,
    });
  });

  it("answers a value's own input back as the filter that chooses it", async () => {
    const { filters } = await browse([]);
    const brand = filters.find((filter) => filter.id === "filter.p.vendor")!;
    const portwest = brand.values.find((value) => value.label === "Portwest")!;
    expect(JSON.parse(portwest.input)).toEqual({ productVendor: "Portwest" });
    const band = filters.find((filter) => filter.id === "filter.v.price")!.values[1]!;
    const chosen = await browse([JSON.parse(band.input)]);
    expect(chosen.handles).toEqual(["polo-navy", "polo-black"]);
    // A chosen value nothing matches stays listed (with 0) so it can be taken off.
    const none = await browse([
      { productVendor: "Snickers" },
      { variantOption: { name: "Size", value: "S" } },
    ]);
    expect(none.handles).toEqual([]);
    expect(counts(none.filters, "filter.v.option.size")["S"]).toBe(0);
  });

  it("keeps the filters across pages", async () => {
    const black = [{ variantOption: { name: "colour", value: "Black" } }];
    const first = await ask(
      `query ($filters: [ProductFilter!]) { collectionByHandle(handle: "workwear") {
        products(first: 2, filters: $filters) { edges { cursor node { handle } } pageInfo { hasNextPage } } } }`,
      { filters: black },
    );
    const edges = first.data?.["collectionByHandle"].products.edges;
    expect(edges.map((edge: { node: { handle: string } }) => edge.node.handle)).toEqual([
      "polo-navy",
      "polo-black",
    ]);
    const next = await ask(
      `query ($filters: [ProductFilter!], $after: String) { collectionByHandle(handle: "workwear") {
        products(first: 2, after: $after, filters: $filters) { edges { node { handle } } pageInfo { hasNextPage } } } }`,
      { filters: black, after: edges[1].cursor },
    );
    expect(next.data?.["collectionByHandle"].products).toEqual({
      edges: [{ node: { handle: "trousers" } }],
      pageInfo: { hasNextPage: false },
    });
  });

  /** Adds a Yoko cap to the collection: the catalogue changed, but nobody has said so yet. */
  async function addCap() {
    const { db } = use();
    const [added] = await db
      .insert(products)
      .values({ handle: "cap", title: "cap", vendor: "Yoko" })
      .returning();
    const [workwear] = await db.select().from(collections);
    await db
      .insert(collectionProducts)
      .values({ collectionId: workwear!.id, productId: added!.id, position: 99 });
    return async () => {
      await db.delete(collectionProducts).where(eq(collectionProducts.productId, added!.id));
      await db.delete(products).where(eq(products.id, added!.id));
    };
  }

  it("keeps a collection's counts for every page until the catalogue changes", async () => {
    // A visitor waits as long as the recount takes (decision 042: at most 50 ms in the shop).
    const waiting = testEngine(use().db, { facetStaleWaitMs: 60_000 });
    waiting.setCaching(true);
    const before = await browse([], 1, waiting);
    expect(counts(before.filters, "filter.p.vendor")).not.toHaveProperty("Yoko");
    const removeCap = await addCap();
    try {
      // In the collection now, but nobody said the catalogue changed: another page of the
      // collection (another answer) still shows the kept counts.
      const kept = await browse([], 2, waiting);
      expect(counts(kept.filters, "filter.p.vendor")).toEqual(
        counts(before.filters, "filter.p.vendor"),
      );
      // The change notification makes them stale (server/app.ts: invalidate on catalogue_changed).
      waiting.invalidate();
      const counted = await browse([], 3, waiting);
      expect(counts(counted.filters, "filter.p.vendor")).toMatchObject({ Yoko: 1 });
    } finally {
      await removeCap();
    }
  });

  it("shows the last counts while a recount is under way, and never keeps that answer", async () => {
    // Decision 042: a visitor who may not wait at all is shown the counts from before the change.
    const hurried = testEngine(use().db, { facetStaleWaitMs: 0 });
    hurried.setCaching(true);
    const before = await browse([], 1, hurried);
    const removeCap = await addCap();
    try {
      hurried.invalidate();
      const stale = await browse([], 1, hurried);
      expect(counts(stale.filters, "filter.p.vendor")).toEqual(
        counts(before.filters, "filter.p.vendor"),
      );
      // The same question again: not answered from the cache, so the recount shows once done.
      await vi.waitFor(async () => {
        const again = await browse([], 1, hurried);
        expect(counts(again.filters, "filter.p.vendor")).toMatchObject({ Yoko: 1 });
      });
    } finally {
      await removeCap();
    }
  });

  it("counts every collection's facets once caching starts, before anyone asks", async () => {
    const { db } = use();
    const counting = testEngine(db);
    await counting.setCaching(true);
    // A change the engine is not told of does not show: the counts were made before it.
    const removeCap = await addCap();
    try {
      const answer = await browse([], 50, counting);
      expect(counts(answer.filters, "filter.p.vendor")).not.toHaveProperty("Yoko");
      expect(answer.handles).toContain("cap");
    } finally {
      await removeCap();
    }
  });

  it("refuses a malformed price or an unknown kind of filter, naming the field", async () => {
    const negative = await ask(document, { filters: [{ price: { min: -5 } }] });
    expect(negative.errors?.[0]?.message).toContain("filters.price.min");
    const upsideDown = await ask(document, { filters: [{ price: { min: 50, max: 10 } }] });
    expect(upsideDown.errors?.[0]?.message).toContain("filters.price.min");
    const unknown = await ask(document, { filters: [{ category: { id: "x" } }] });
    expect(unknown.errors?.[0]?.message).toContain("category");
  });
});
