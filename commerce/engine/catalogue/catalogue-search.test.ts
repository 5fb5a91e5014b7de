import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import {
  collectionProducts,
  collections,
  productVariants,
  products,
} from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { askEngine, testEngine } from "../engine-test-support.ts";

// Issue 12.6: search is ranked full-text with typo correction, and catalogue lists page by keyset
// cursors, forwards and backwards, on PGlite and on PostgreSQL alike.

type Edge = { cursor: string; node: { handle: string } };
type Page = { edges: Edge[]; pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean } };

const catalogue = [
  { handle: "portwest-c472-hi-vis-vest", title: "Portwest C472 Hi-Vis Vest", vendor: "Portwest", productType: "Hi-Vis Vest", tags: ["hi-vis"] },
  { handle: "result-core-polo-shirt", title: "Result Core Polo Shirt", vendor: "Result", productType: "Polo Shirt", tags: ["polo"] },
  { handle: "dickies-redhawk-trousers", title: "Dickies Redhawk Trousers", vendor: "Dickies", productType: "Trousers", description: "Wear them with a polo shirt and safety boots." },
  { handle: "snickers-softshell-jacket", title: "Snickers Softshell Jacket", vendor: "Snickers", productType: "Jacket", tags: ["waterproof"] },
  { handle: "hidden-polo", title: "Hidden Polo Shirt", vendor: "Result", productType: "Polo Shirt", status: "draft" as const },
  // Issue 18.7: words written apart, hyphenated or together.
  { handle: "hi-vis-rail-coverall", title: "Hi Vis Rail Coverall", vendor: "Yoko", productType: "Coverall" },
  { handle: "gildan-heavy-t-shirt", title: "Gildan Heavy Cotton T-Shirt", vendor: "Gildan", productType: "T-Shirt" },
  { handle: "russell-oxford-shirt", title: "Russell Oxford Shirt", vendor: "Russell", productType: "Shirt" },
  // 23 products with the same title and vendor: equal sort keys and equal ranks (ties).
  ...Array.from({ length: 23 }, (_, at) => ({ handle: `essential-tee-${at}`, title: "Essential Tee", vendor: "Gildan", productType: "T-Shirt" })),
]; // prettier-ignore

describeWithDatabase("catalogue search and keyset pages", (use) => {
  let engine: ReturnType<typeof testEngine>;

  const ask = (document: string, variables: Record<string, unknown> = {}) =>
    askEngine(engine, document, variables);

  const productsQuery = `query ($q: String, $sort: ProductSortKeys, $reverse: Boolean, $first: Int, $after: String, $last: Int, $before: String) {
    products(query: $q, sortKey: $sort, reverse: $reverse, first: $first, after: $after, last: $last, before: $before) {
      edges { cursor node { handle } } pageInfo { hasNextPage hasPreviousPage } } }`;

  async function search(q: string, sort = "RELEVANCE"): Promise<string[]> {
    const answer = await ask(productsQuery, { q, sort, first: 50 });
    return (answer.data?.["products"] as Page).edges.map((edge) => edge.node.handle);
  }

  async function productsPage(variables: Record<string, unknown>): Promise<Page> {
    const answer = await ask(productsQuery, variables);
    expect(answer.errors).toBeUndefined();
    return answer.data?.["products"] as Page;
  }

  beforeAll(async () => {
    const { db } = use();
    const rows = await db.insert(products).values(catalogue).returning();
    await db.insert(productVariants).values(
      rows.map((row, at) => ({
        productId: row.id,
        title: "Default",
        sku: `TW-${1000 + at}-NAV-L`,
        pricePence: 500 + (at % 4) * 100,
        position: 1,
      })),
    );
    const [all] = await db
      .insert(collections)
      .values({ handle: "everything", title: "Everything" })
      .returning();
    await db
      .insert(collectionProducts)
      .values(
        rows.map((row, at) => ({ collectionId: all!.id, productId: row.id, position: at % 5 })),
      );
    engine = testEngine(db);
  });

  it("ranks a title match above a description match, and never shows a draft", async () => {
    const found = await search("polo shirt");
    expect(found.slice(0, 2)).toEqual(["result-core-polo-shirt", "dickies-redhawk-trousers"]);
    expect(found).not.toContain("hidden-polo");
  });

  it("finds Hi-Vis however it is written, misspelt included", async () => {
    for (const q of ["hi-vis", "hi vis", "hivis", "Hi-Vis vest", "hiviz", "hiviz vest"])
      expect(await search(q), q).toContain("portwest-c472-hi-vis-vest");
    expect(await search("jacket")).not.toContain("portwest-c472-hi-vis-vest");
  });

  it("reads a word written apart, hyphenated or together as the same word", async () => {
    // Written apart in the catalogue: found written together, hyphenated or apart.
    for (const q of ["hivis", "hi-vis", "hi vis", "HiVis coverall"])
      expect(await search(q), q).toContain("hi-vis-rail-coverall");
    // Hyphenated in the catalogue: found apart or together; "t" is a stop word, but "t shirts"
    // are T-shirts, not every shirt.
    for (const q of ["t shirts", "t-shirts", "tshirt", "T-Shirt"]) {
      const found = await search(q);
      expect(found, q).toContain("gildan-heavy-t-shirt");
      expect(found, q).not.toContain("russell-oxford-shirt");
      expect(found, q).not.toContain("result-core-polo-shirt");
    }
    // Together in the catalogue: found written apart.
    expect(await search("soft shell")).toEqual(["snickers-softshell-jacket"]);
    // Two words that make no catalogue word stay two words.
    expect(await search("oxford shirt")).toEqual(["russell-oxford-shirt"]);
    expect(await search("a shirt")).toContain("russell-oxford-shirt");
  });

  it("corrects a misspelt word to the catalogue's nearest words", async () => {
    expect((await search("polp shirt"))[0]).toBe("result-core-polo-shirt");
    expect(await search("sofshell")).toEqual(["snickers-softshell-jacket"]);
  });

  it("finds plurals and word beginnings, a field by its name, and a SKU", async () => {
    expect(await search("trouser")).toEqual(["dickies-redhawk-trousers"]);
    expect(await search("soft")).toEqual(["snickers-softshell-jacket"]);
    expect(await search("vendor:portwest")).toEqual(["portwest-c472-hi-vis-vest"]);
    expect(await search("title:polo")).toEqual(["result-core-polo-shirt"]);
    expect(await search("TW-1001-NAV-L")).toEqual(["result-core-polo-shirt"]);
    // A code's prefix, letters and a hyphen only, as a buyer types it off a catalogue page.
    expect(await search("TW-")).toEqual(expect.arrayContaining(["result-core-polo-shirt"]));
    expect((await search("TW-")).length).toBeGreaterThan(2);
    expect(await search("zzzqqq")).toEqual([]);
  });

  async function walk(variables: Record<string, unknown>, size: number, isBackward = false) {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 50; pages++) {
      const page: Page = await productsPage(
        isBackward
          ? { ...variables, last: size, before: cursor }
          : { ...variables, first: size, after: cursor },
      );
      const handles = page.edges.map((edge) => edge.node.handle);
      seen.splice(isBackward ? 0 : seen.length, 0, ...handles);
      const hasMore = isBackward ? page.pageInfo.hasPreviousPage : page.pageInfo.hasNextPage;
      if (!hasMore) return seen;
      cursor = (isBackward ? page.edges[0] : page.edges.at(-1))!.cursor;
    }
    throw new Error("too many pages");
  }

  it("pages through ties without a duplicate or a gap, forwards and backwards alike", async () => {
    const published = catalogue.filter((product) => !("status" in product)).length;
    for (const sort of ["TITLE", "VENDOR", "PRICE", "ID"]) {
      for (const reverse of [false, true]) {
        const whole = await walk({ sort, reverse }, 250);
        expect(whole, sort).toHaveLength(published);
        expect(await walk({ sort, reverse }, 4), `${sort} forwards`).toEqual(whole);
        expect(await walk({ sort, reverse }, 4, true), `${sort} backwards`).toEqual(whole);
      }
    }
    const ties = await walk({ q: "essential tee", sort: "RELEVANCE" }, 250);
    expect(ties).toHaveLength(23);
    expect(await walk({ q: "essential tee", sort: "RELEVANCE" }, 5)).toEqual(ties);
    expect(await walk({ q: "essential tee", sort: "RELEVANCE" }, 5, true)).toEqual(ties);
  });

  it("ranks the same with a filter as without, and follows a product's every write", async () => {
    // Without filters the ranking reads the narrow copy of the search vectors (migration 0032);
    // with one it reads products: the same order either way.
    const filtered = async (q: string) => {
      const answer = await ask(
        `query ($q: String!) { search(query: $q, first: 50, productFilters: [{ price: { min: 0, max: 100 } }]) { nodes { ... on Product { handle } } } }`,
        { q },
      );
      expect(answer.errors).toBeUndefined();
      return (answer.data?.["search"].nodes as { handle: string }[]).map((node) => node.handle);
    };
    for (const q of ["polo shirt", "shirt", "hi vis", "essential tee"])
      expect(await filtered(q), q).toEqual(await search(q));

    const { db } = use();
    const [zebra] = await db
      .insert(products)
      .values({ handle: "zebra-hoodie", title: "Zebra Hoodie", vendor: "Result" })
      .returning();
    const byId = eq(products.id, zebra!.id);
    expect(await search("zebra")).toEqual(["zebra-hoodie"]);
    await db.update(products).set({ title: "Quagga Hoodie" }).where(byId);
    expect(await search("zebra")).toEqual([]);
    expect(await search("quagga hoodie")).toEqual(["zebra-hoodie"]);
    await db.update(products).set({ status: "draft" }).where(byId);
    expect(await search("quagga")).toEqual([]);
    await db.update(products).set({ status: "active" }).where(byId);
    expect(await search("quagga")).toEqual(["zebra-hoodie"]);
    // Sold out (its one size's stock gone): hidden from a search that hides those, and back.
    const hidingSoldOut = async () => {
      const answer = await ask(
        `{ search(query: "quagga", first: 5, unavailableProducts: HIDE) { nodes { ... on Product { handle } } } }`,
      );
      return (answer.data?.["search"].nodes as { handle: string }[]).map((node) => node.handle);
    };
    const [size] = await db
      .insert(productVariants)
      .values({
        productId: zebra!.id,
        title: "L",
        pricePence: 2000,
        position: 1,
        inventoryTracked: true,
        inventoryQuantity: 3,
      })
      .returning();
    expect(await hidingSoldOut()).toEqual(["zebra-hoodie"]);
    await db
      .update(productVariants)
      .set({ inventoryQuantity: 0 })
      .where(eq(productVariants.id, size!.id));
    expect(await hidingSoldOut()).toEqual([]);
    expect(await search("quagga")).toEqual(["zebra-hoodie"]);
    await db
      .update(productVariants)
      .set({ inventoryQuantity: 2 })
      .where(eq(productVariants.id, size!.id));
    expect(await hidingSoldOut()).toEqual(["zebra-hoodie"]);
    await db.delete(products).where(byId);
    expect(await search("quagga")).toEqual([]);
  });

  it("pages a collection in its own order, and goes back with before", async () => {
    const document = `query ($first: Int, $after: String, $last: Int, $before: String) { collectionByHandle(handle: "everything") {
      products(first: $first, after: $after, last: $last, before: $before) { edges { cursor node { handle } } pageInfo { hasNextPage hasPreviousPage } } } }`;
    const pageOf = async (variables: Record<string, unknown>) =>
      (await ask(document, variables)).data?.["collectionByHandle"].products as Page;
    const first = await pageOf({ first: 6 });
    const second = await pageOf({ first: 6, after: first.edges.at(-1)!.cursor });
    expect(second.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
    const back = await pageOf({ last: 6, before: second.edges[0]!.cursor });
    expect(back.edges.map((edge) => edge.node.handle)).toEqual(
      first.edges.map((edge) => edge.node.handle),
    );
    expect(back.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
    const handles = [...first.edges, ...second.edges].map((edge) => edge.node.handle);
    expect(new Set(handles).size).toBe(12);
  });

  it("refuses a cursor of another order, a forged one, and first with last, naming the problem", async () => {
    const byTitle = await productsPage({ sort: "TITLE", first: 2 });
    const wrongOrder = await ask(productsQuery, {
      sort: "PRICE",
      first: 2,
      after: byTitle.edges[0]!.cursor,
    });
    expect(wrongOrder.errors?.[0]?.message).toBe("Invalid cursor");
    const forged = Buffer.from('k:["PRICE","12abc",1]').toString("base64url");
    const answer = await ask(productsQuery, { sort: "PRICE", first: 2, after: forged });
    expect(answer.errors?.[0]?.message).toBe("Invalid cursor");
    const both = await ask(productsQuery, { first: 2, last: 2 });
    expect(both.errors?.[0]?.message).toBe("Give first or last, not both");
  });
});
