import { readFileSync } from "node:fs";
import path from "node:path";
import { buildSchema, parse } from "graphql";
import Client from "shopify-buy";
import { describe, expect, it } from "vitest";
import * as basketQueries from "../client/queries/basket-queries.ts";
import * as cartQueries from "../client/queries/cart-queries.ts";
import * as collectionQueries from "../client/queries/collection-queries.ts";
import * as productQueries from "../client/queries/product-queries.ts";
import * as shopQueries from "../client/queries/shop-queries.ts";
import { maxQueryCost, queryCost, shopifyCost } from "./query-cost.ts";

// Issue 10.1: the documents that must keep working stay within 1,000 points: every one the shop's
// client sends (at its largest page, 250) and those Shopify's JS Buy SDK sends in our compatibility
// suites. The figures are the decision record's (docs/decisions/009-graphql-query-cost.md).

const schema = buildSchema(
  readFileSync(path.join(import.meta.dirname, "schema/engine.graphql"), "utf8"),
);

type Body = { query: string; variables?: Record<string, unknown>; operationName?: string };

/** Runs SDK calls against a fetch that records each document and answers with an error. */
/** The SDK's client, with the checkout resource its bundled types leave out. */
type SdkClient = ReturnType<typeof Client.buildClient> & {
  checkout: {
    create(input: object): Promise<unknown>;
    fetch(id: string): Promise<unknown>;
    addLineItems(id: string, lines: object[]): Promise<unknown>;
  };
};

async function sdkDocuments(calls: ((client: SdkClient) => Promise<unknown>)[]): Promise<Body[]> {
  const sent: Body[] = [];
  const client = Client.buildClient(
    { domain: "shop.test", storefrontAccessToken: "token" },
    async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)) as Body);
      return Response.json({ errors: [{ message: "recorded" }] });
    },
  );
  for (const call of calls) await call(client as SdkClient).catch(() => undefined);
  return sent;
}

function costs(body: Body) {
  const document = parse(body.query);
  return {
    units: shopifyCost(schema, document, body.operationName, body.variables ?? {}),
    points: queryCost(schema, document, body.operationName, body.variables ?? {}),
  };
}

describe("the cost of the documents in use", () => {
  it("keeps every document the shop's client sends within 1,000 points, at pages of 250", () => {
    const modules = [basketQueries, cartQueries, collectionQueries, productQueries, shopQueries];
    const documents = modules.flatMap((module) =>
      Object.values(module).filter(
        (text): text is string => typeof text === "string" && /^\s*(query|mutation)\b/m.test(text),
      ),
    );
    expect(documents.length).toBeGreaterThan(15);
    // The costliest is a page of 250 product cards (each with its 250 variants): 126,502 units.
    for (const query of documents)
      expect(costs({ query, variables: { first: 250 } }).points).toBeLessThanOrEqual(127);
  });

  it("keeps the JS Buy SDK's catalogue and cart calls within 1,000 points", async () => {
    const [fetchAll20, fetchAll250, byHandle, withProducts, collectionByHandle] = (
      await sdkDocuments([
        (client) => client.product.fetchAll(),
        (client) => client.product.fetchAll(250),
        (client) => client.product.fetchByHandle("x"),
        (client) => client.collection.fetchAllWithProducts({ first: 50, productsFirst: 5 }),
        (client) => client.collection.fetchByHandle("x"),
      ])
    ).map(costs);
    expect(fetchAll20).toEqual({ units: 50_122, points: 51 });
    expect(fetchAll250).toEqual({ units: 626_502, points: 627 });
    expect(byHandle).toEqual({ units: 2_506, points: 3 });
    expect(withProducts).toEqual({ units: 626_702, points: 627 });
    expect(collectionByHandle).toEqual({ units: 50_124, points: 51 });
    const cart = await sdkDocuments([
      (client) => client.checkout.create({}),
      (client) => client.checkout.fetch("gid://shopify/Cart/abc"),
      (client) =>
        client.checkout.addLineItems("gid://shopify/Cart/abc", [
          { variantId: "gid://shopify/ProductVariant/1", quantity: 1 },
        ]),
    ]);
    for (const body of cart) expect(costs(body).points).toBeLessThanOrEqual(8);
  });

  it("puts the SDK's default collections-with-products call just over the limit", async () => {
    const [defaults] = await sdkDocuments([(client) => client.collection.fetchAllWithProducts()]);
    expect(costs(defaults!)).toEqual({ units: 1_002_482, points: 1_003 });
    expect(costs(defaults!).points).toBeGreaterThan(maxQueryCost);
  });
});
