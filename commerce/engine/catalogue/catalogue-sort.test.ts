import { eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import {
  collectionProducts,
  collections,
  orderItems,
  orders,
  productVariants,
  products,
} from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { askEngine, testEngine } from "../engine-test-support.ts";

// Issue 18.7: a collection's products sorted by Shopify's ProductCollectionSortKeys, and
// best selling counted from real orders (units in orders not cancelled), on PGlite and PostgreSQL.

type Page = {
  edges: { cursor: string; node: { handle: string } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean };
};

// Position in the collection, price in pence, and when the product was added.
const catalogue = [
  { handle: "boot", title: "Rigger Boot", position: 2, price: 4500, created: "2024-03-01" },
  { handle: "vest", title: "Hi-Vis Vest", position: 0, price: 295, created: "2024-05-01" },
  { handle: "polo", title: "Essential Polo", position: 1, price: 925, created: "2024-01-01" },
  { handle: "jacket", title: "Bomber Jacket", position: 3, price: 3999, created: "2024-04-01" },
  { handle: "gloves", title: "Grip Gloves", position: 4, price: 295, created: "2024-02-01" },
];

describeWithDatabase("sorting a collection's products", (use) => {
  let engine: ReturnType<typeof testEngine>;
  const idOf = new Map<string, number>();

  const collectionDocument = `query ($sortKey: ProductCollectionSortKeys, $reverse: Boolean, $first: Int, $after: String) {
    collectionByHandle(handle: "site-kit") { products(sortKey: $sortKey, reverse: $reverse, first: $first, after: $after) {
      edges { cursor node { handle } } pageInfo { hasNextPage hasPreviousPage } } } }`;

  async function collectionPage(variables: Record<string, unknown>): Promise<Page> {
    const answer = await askEngine(engine, collectionDocument, variables);
    expect(answer.errors).toBeUndefined();
    return answer.data?.["collectionByHandle"].products as Page;
  }

  /** The whole collection in this order, walked a page of `size` at a time. */
  async function walk(sortKey: string | undefined, reverse: boolean, size = 2): Promise<string[]> {
    const seen: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 10; pages++) {
      const page: Page = await collectionPage({ sortKey, reverse, first: size, after });
      seen.push(...page.edges.map((edge) => edge.node.handle));
      if (!page.pageInfo.hasNextPage) return seen;
      after = page.edges.at(-1)!.cursor;
    }
    throw new Error("too many pages");
  }

  async function bestSelling(): Promise<string[]> {
    const answer = await askEngine(
      engine,
      `{ products(first: 10, sortKey: BEST_SELLING) { edges { node { handle } } } }`,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data?.["products"].edges.map(
      (edge: { node: { handle: string } }) => edge.node.handle,
    );
  }

  /** An order of `lines` (handle → quantity) in the given status; its id. */
  async function placeOrder(lines: Record<string, number>, status = "processing") {
    const { db } = use();
    const [order] = await db
      .insert(orders)
      .values({
        status,
        paymentMethod: "bank_transfer",
        subtotalPence: 0,
        vatPence: 0,
        deliveryPence: 0,
        totalPence: 0,
      })
      .returning();
    await db.insert(orderItems).values(
      Object.entries(lines).map(([handle, quantity], position) => ({
        orderId: order!.id,
        productId: idOf.get(handle)!,
        productTitle: handle,
        quantity,
        unitPricePence: 0,
        lineExVatPence: 0,
        lineVatPence: 0,
        position,
      })),
    );
    return order!.id;
  }

  beforeAll(async () => {
    const { db } = use();
    const rows = await db
      .insert(products)
      .values(
        catalogue.map(({ handle, title, created }) => ({
          handle,
          title,
          createdAt: new Date(`${created}T09:00:00Z`),
        })),
      )
      .returning();
    for (const row of rows) idOf.set(row.handle, row.id);
    await db.insert(productVariants).values(
      catalogue.map(({ handle, price }) => ({
        productId: idOf.get(handle)!,
        title: "Default",
        pricePence: price,
        position: 1,
      })),
    );
    const [collection] = await db
      .insert(collections)
      .values({ handle: "site-kit", title: "Site Kit" })
      .returning();
    await db.insert(collectionProducts).values(
      catalogue.map(({ handle, position }) => ({
        collectionId: collection!.id,
        productId: idOf.get(handle)!,
        position,
      })),
    );
    engine = testEngine(db);
  });

  it("keeps the owner's order by default and sorts by price, name and date both ways", async () => {
    expect(await walk(undefined, false)).toEqual(["vest", "polo", "boot", "jacket", "gloves"]);
    expect(await walk("COLLECTION_DEFAULT", true)).toEqual([
      "gloves",
      "jacket",
      "boot",
      "polo",
      "vest",
    ]);
    // Equal prices (vest, gloves at £2.95) stay in id order, so pages neither repeat nor skip.
    expect(await walk("PRICE", false)).toEqual(["vest", "gloves", "polo", "jacket", "boot"]);
    expect(await walk("PRICE", true)).toEqual(["boot", "jacket", "polo", "gloves", "vest"]);
    expect(await walk("TITLE", false)).toEqual(["jacket", "polo", "gloves", "vest", "boot"]);
    expect(await walk("CREATED", true)).toEqual(["vest", "jacket", "boot", "gloves", "polo"]);
    expect(await walk("CREATED", false, 4)).toEqual(["polo", "gloves", "boot", "jacket", "vest"]);
  });

  it("puts the most sold first, counting orders as they are placed and cancelled", async () => {
    // No sales yet: every count is 0, so best selling is the id order.
    expect(await walk("BEST_SELLING", false)).toEqual(["boot", "vest", "polo", "jacket", "gloves"]);
    await placeOrder({ polo: 3, gloves: 1 });
    await placeOrder({ gloves: 5 });
    const cancelled = await placeOrder({ jacket: 50 }, "cancelled");
    await placeOrder({ boot: 2 }, "completed");
    expect(await walk("BEST_SELLING", false)).toEqual(["gloves", "polo", "boot", "vest", "jacket"]);
    expect(await walk("BEST_SELLING", true)).toEqual(["jacket", "vest", "boot", "polo", "gloves"]);
    expect(await bestSelling()).toEqual(["gloves", "polo", "boot", "vest", "jacket"]);

    // Restoring the cancelled order counts its 50 jackets; cancelling the gloves order drops 5.
    const { db } = use();
    await db.update(orders).set({ status: "processing" }).where(eq(orders.id, cancelled));
    expect((await bestSelling())[0]).toBe("jacket");
    const glovesOrders = await db
      .select({ id: orderItems.orderId })
      .from(orderItems)
      .where(eq(orderItems.quantity, 5));
    await db
      .update(orders)
      .set({ status: "cancelled" })
      .where(
        inArray(
          orders.id,
          glovesOrders.map((row) => row.id),
        ),
      );
    expect(await bestSelling()).toEqual(["jacket", "polo", "boot", "gloves", "vest"]);
    // A line deleted from an order comes off too.
    await db.delete(orderItems).where(eq(orderItems.productId, idOf.get("polo")!));
    const [polo] = await db
      .select({ unitsSold: products.unitsSold })
      .from(products)
      .where(eq(products.handle, "polo"));
    expect(polo?.unitsSold).toBe(0);
  });

  it("refuses a cursor of another sort and an unknown sort key, naming the problem", async () => {
    const byPrice = await collectionPage({ sortKey: "PRICE", first: 2 });
    const answer = await askEngine(engine, collectionDocument, {
      sortKey: "TITLE",
      first: 2,
      after: byPrice.edges[0]!.cursor,
    });
    expect(answer.errors?.[0]?.message).toBe("Invalid cursor");
    const unknown = await askEngine(engine, collectionDocument, { sortKey: "CHEAPEST" });
    expect(unknown.errors?.[0]?.message).toMatch(/CHEAPEST/);
  });
});
