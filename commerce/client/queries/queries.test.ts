import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import {
  buildClientSchema,
  getNamedType,
  type GraphQLSchema,
  type IntrospectionQuery,
  parse,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
} from "graphql";
import { describe, expect, it } from "vitest";
import * as basketQueries from "./basket-queries.ts";
import * as cartQueries from "./cart-queries.ts";
import * as collectionQueries from "./collection-queries.ts";
import * as productQueries from "./product-queries.ts";
import * as shopQueries from "./shop-queries.ts";

// DESIGN §5: every document the client sends validates against Shopify's published schema, and
// uses only what our engine serves (shared/reference/storefront-api-subset.graphql).

const require = createRequire(import.meta.url);
// The engine keeps the repository's copy of the subset; the shared reference is the original.
const SUBSET_CANDIDATES = [
  new URL("../../engine/storefront-api-subset.graphql", import.meta.url),
  new URL("../../../../shared/reference/storefront-api-subset.graphql", import.meta.url),
];

function loadShopifySchema(): GraphQLSchema {
  const file = require.resolve("@shopify/hydrogen-react/storefront.schema.json");
  const json = JSON.parse(readFileSync(file, "utf8")) as
    IntrospectionQuery | { data: IntrospectionQuery };
  return buildClientSchema("data" in json ? json.data : json);
}

/** Field name → argument names, per type, from the subset's `type X { ... }` blocks. */
function loadSubset(): Map<string, Map<string, Set<string>>> {
  const path = SUBSET_CANDIDATES.find((candidate) => existsSync(candidate));
  if (!path) throw new Error("storefront-api-subset.graphql not found");
  const text = readFileSync(path, "utf8");
  const types = new Map<string, Map<string, Set<string>>>();
  const copies: [string, string][] = [];
  const block = /^(?:type|interface) (\w+)[^{\n]*\{([^}]*)\}/gm;
  for (const [, name, body] of text.matchAll(block)) {
    const fields = new Map<string, Set<string>>();
    for (const line of body!.split("\n")) {
      const field = /^\s*(\w+)\s*(?:\(([^)]*)\))?\s*:/.exec(line);
      if (!field) continue;
      const args = [...(field[2] ?? "").matchAll(/(\w+)\s*:/g)].map((arg) => arg[1]!);
      fields.set(field[1]!, new Set(args));
    }
    // CartLine and ComponentizableCartLine say "same fields as BaseCartLine" in a comment.
    if (fields.size === 0 && /same fields as (\w+)/.test(body!)) {
      copies.push([name!, /same fields as (\w+)/.exec(body!)![1]!]);
    }
    types.set(name!, fields);
  }
  for (const [name, from] of copies) types.set(name, new Map(types.get(from)));
  return types;
}

/** Every place a document selects a field or passes an argument the subset does not have. */
function outsideSubset(schema: GraphQLSchema, document: string): string[] {
  const subset = loadSubset();
  const typeInfo = new TypeInfo(schema);
  const problems: string[] = [];
  visit(
    parse(document),
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (node.name.value.startsWith("__")) return;
        const parent = typeInfo.getParentType();
        const fields = parent ? subset.get(getNamedType(parent).name) : undefined;
        const args = fields?.get(node.name.value);
        const where = `${parent?.name}.${node.name.value}`;
        if (!args) return void problems.push(`${where} is not in the subset`);
        for (const arg of node.arguments ?? []) {
          if (!args.has(arg.name.value))
            problems.push(`${where}(${arg.name.value}:) is not in the subset`);
        }
      },
    }),
  );
  return problems;
}

const documents = Object.entries({
  ...productQueries,
  ...collectionQueries,
  ...shopQueries,
  ...basketQueries,
  ...cartQueries,
}).filter(([name]) => name.endsWith("_QUERY") || name.endsWith("_MUTATION"));

describe("catalogue documents", () => {
  const schema = loadShopifySchema();

  it("include every exported query and mutation", () => {
    expect(documents.map(([name]) => name)).toHaveLength(23);
  });

  it.each(documents)(
    "%s validates against Shopify's published Storefront schema",
    (_, document) => {
      expect(validate(schema, parse(document)).map((error) => error.message)).toEqual([]);
    },
  );

  it.each(documents)(
    "%s selects only fields and arguments the engine's subset serves",
    (_, document) => {
      expect(outsideSubset(schema, document)).toEqual([]);
    },
  );

  it("the subset check notices a field the engine does not serve", () => {
    expect(
      outsideSubset(
        schema,
        "{ shop { name shipsToCountries brand { coverImage { id } } } collections(first: 1) { edges { cursor } } products(first: 1, filters: []) { edges { cursor } } }",
      ),
    ).toEqual([
      "Shop.shipsToCountries is not in the subset",
      "Brand.coverImage is not in the subset",
      "QueryRoot.products(filters:) is not in the subset",
    ]);
  });

  it("the subset parser reads the cart line types with BaseCartLine's fields", () => {
    const subset = loadSubset();
    for (const line of ["CartLine", "ComponentizableCartLine"])
      expect([...subset.get(line)!.keys()]).toEqual(
        expect.arrayContaining([...subset.get("BaseCartLine")!.keys()]),
      );
    expect(subset.get("Product")!.get("variants")).toEqual(
      new Set(["first", "after", "last", "before"]),
    );
  });
});
