import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { productVariants, products } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { askEngine, testEngine } from "../engine-test-support.ts";

// Issue 12.6: a product card's availability and "from" price are answered from the product's row
// (`is_available` and `price_min_pence`, kept from its variants by triggers), not by reading every
// variant of every card. They must still say what the variants say, after any write to them.

type Card = {
  handle: string;
  availableForSale: boolean;
  priceRange: { minVariantPrice: { amount: string }; maxVariantPrice: { amount: string } };
};

const listDocument = `{ products(first: 10, sortKey: ID) { edges { node {
  handle availableForSale
  priceRange { minVariantPrice { amount } maxVariantPrice { amount } } } } } }`;

describeWithDatabase("a product card's availability and prices", (use) => {
  let engine: ReturnType<typeof testEngine>;
  let poloId = 0;

  /** What a list of products says of each: available, lowest and highest price. */
  async function cards(): Promise<Record<string, [boolean, string, string]>> {
    const answer = await askEngine(engine, listDocument);
    expect(answer.errors).toBeUndefined();
    const edges = answer.data?.["products"].edges as { node: Card }[];
    return Object.fromEntries(
      edges.map(({ node }) => [
        node.handle,
        [
          node.availableForSale,
          node.priceRange.minVariantPrice.amount,
          node.priceRange.maxVariantPrice.amount,
        ],
      ]),
    );
  }

  beforeAll(async () => {
    const { db } = use();
    const [polo, vest] = await db
      .insert(products)
      .values([
        { handle: "card-polo", title: "Card Polo" },
        { handle: "card-vest", title: "Card Vest" },
      ])
      .returning();
    poloId = polo!.id;
    await db.insert(productVariants).values([
      // S sold out (tracked, none left, no back orders); M and L in stock.
      { productId: polo!.id, title: "S", pricePence: 925, position: 1, inventoryTracked: true },
      {
        productId: polo!.id,
        title: "M",
        pricePence: 1099,
        position: 2,
        inventoryTracked: true,
        inventoryQuantity: 4,
      },
      { productId: polo!.id, title: "L", pricePence: 1299, position: 3 },
      { productId: vest!.id, title: "One size", pricePence: 295, position: 1 },
    ]);
    engine = testEngine(use().db);
  });

  it("tells each card's availability, lowest and highest price from its variants", async () => {
    expect(await cards()).toEqual({
      "card-polo": [true, "9.25", "12.99"],
      "card-vest": [true, "2.95", "2.95"],
    });
  });

  it("follows the variants: a price change, and every size sold out", async () => {
    const { db } = use();
    await db
      .update(productVariants)
      .set({ pricePence: 1399 })
      .where(and(eq(productVariants.productId, poloId), eq(productVariants.title, "S")));
    expect((await cards())["card-polo"]).toEqual([true, "10.99", "13.99"]);
    await db
      .update(productVariants)
      .set({ inventoryTracked: true, inventoryQuantity: 0 })
      .where(eq(productVariants.productId, poloId));
    expect((await cards())["card-polo"]).toEqual([false, "10.99", "13.99"]);
  });
});
