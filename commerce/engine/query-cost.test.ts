import { readFileSync } from "node:fs";
import path from "node:path";
import { buildSchema, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { queryCost, shopifyCost } from "./query-cost.ts";

// Issue 10.1: the cost model of docs/decisions/009-graphql-query-cost.md, in Shopify's units.

const schema = buildSchema(
  readFileSync(path.join(import.meta.dirname, "schema/engine.graphql"), "utf8"),
);

function units(document: string, variables: Record<string, unknown> = {}, operationName?: string) {
  return shopifyCost(schema, parse(document), operationName, variables);
}

const variantsOfProducts = (products: number, variants: number) =>
  `products(first: ${products}) { edges { node { variants(first: ${variants}) { edges { node { id title } } } } } }`;

describe("the query cost", () => {
  it("costs a scalar nothing, an object 1, and a connection 2 plus its page size times one item", () => {
    expect(units(`{ __typename }`)).toBe(0);
    expect(units(`{ shop { name moneyFormat } }`)).toBe(1);
    expect(units(`{ shop { name primaryDomain { host } } }`)).toBe(2);
    expect(
      units(
        `{ products(first: 10) { edges { cursor node { id title } } pageInfo { hasNextPage } } }`,
      ),
    ).toBe(12);
    // 2 + 10 × (1 product + variants: 2 + 5 × (1 variant + 1 price))
    expect(
      units(
        `{ products(first: 10) { edges { node { title variants(first: 5) { edges { node { price { amount } } } } } } } }`,
      ),
    ).toBe(132);
  });

  it("costs a connection's nodes as its edges' node", () => {
    const byEdges = `{ products(first: 10) { edges { node { title variants(first: 5) { edges { node { price { amount } } } } } } } }`;
    const byNodes = `{ products(first: 10) { nodes { title variants(first: 5) { nodes { price { amount } } } } } }`;
    expect(units(byNodes)).toBe(units(byEdges));
    expect(
      units(`{ products(first: 250) { nodes { variants(first: 250) { nodes { id } } } } }`),
    ).toBe(63_252);
  });

  it("takes the resolvers' default page size of 20 when no first is given", () => {
    expect(units(`{ collections { edges { node { id } } } }`)).toBe(22);
  });

  it("counts every alias and every use of a fragment, named or inline", () => {
    const one = units(`{ ${variantsOfProducts(250, 250)} }`);
    expect(one).toBe(63_252);
    const aliases = Array.from({ length: 60 }, (_, i) => `a${i}: ${variantsOfProducts(250, 250)}`);
    expect(units(`{ ${aliases.join(" ")} }`)).toBe(60 * one);
    expect(
      units(`{ a: products(first: 250) { ...P } b: products(first: 250) { ...P } }
        fragment P on ProductConnection { edges { node { ...V ... on Product { variants(first: 250) { edges { node { id } } } } } } }
        fragment V on Product { variants(first: 250) { edges { node { id } } } }`),
    ).toBe(2 * (2 + 250 * (1 + 2 * 252)));
  });

  it("reads page sizes from variables and from a variable's default", () => {
    const document = `query ($p: Int = 250, $v: Int) { products(first: $p) { edges { node { variants(first: $v) { edges { node { id } } } } } } }`;
    expect(units(document, { v: 250 })).toBe(63_252);
    expect(units(document, { p: 1, v: 1 })).toBe(2 + 1 * (1 + 2 + 1));
    // No $v: the variants fall back to 20.
    expect(units(document, {})).toBe(2 + 250 * (1 + 2 + 20));
  });

  it("costs an interface or union by its costliest possible type", () => {
    expect(
      units(
        `{ node(id: "x") { id ... on Product { variants(first: 3) { edges { node { id } } } } ... on Collection { image { url } } } }`,
      ),
    ).toBe(1 + 2 + 3);
  });

  it("costs a mutation's root field 10 plus what its payload selects", () => {
    expect(units(`mutation { cartCreate { cart { id } userErrors { message } } }`)).toBe(
      10 + 1 + 1,
    );
  });

  it("costs only the operation asked for", () => {
    const document = `query Small { shop { name } } query Big { ${variantsOfProducts(250, 250)} }`;
    expect(units(document, {}, "Small")).toBe(1);
    expect(units(document, {}, "Big")).toBe(63_252);
  });

  it("gives Storefront points as Shopify's units divided by 1,000, rounded up", () => {
    const cost = (document: string) => queryCost(schema, parse(document), undefined, {});
    expect(cost(`{ __typename }`)).toBe(0);
    expect(cost(`{ shop { name } }`)).toBe(1);
    expect(cost(`{ ${variantsOfProducts(250, 250)} }`)).toBe(64);
    const aliases = Array.from({ length: 60 }, (_, i) => `a${i}: ${variantsOfProducts(250, 250)}`);
    expect(cost(`{ ${aliases.join(" ")} }`)).toBe(3_796);
  });
});
