import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  buildClientSchema,
  buildSchema,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInterfaceType,
  GraphQLObjectType,
  GraphQLUnionType,
  isIntrospectionType,
  isSpecifiedScalarType,
} from "graphql";
import { describe, expect, it } from "vitest";
import { buildEngineSdl } from "./build-engine-sdl.ts";
import { parseSubset } from "./subset-file.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const shopifyJson = JSON.parse(
  readFileSync(
    path.join(root, "node_modules/@shopify/hydrogen-react/storefront.schema.json"),
    "utf8",
  ),
);
const subsetText = readFileSync(
  path.join(root, "commerce/engine/storefront-api-subset.graphql"),
  "utf8",
);
const engineSdl = readFileSync(path.join(root, "commerce/engine/schema/engine.graphql"), "utf8");
const shopify = buildClientSchema(shopifyJson);
const engine = buildSchema(engineSdl);

// See build-engine-sdl.ts: deprecated input fields Shopify hides from its published introspection.
const hiddenDeprecatedInputFields = new Set(["CartBuyerIdentityInput.deliveryAddressPreferences"]);

describe("the engine's schema", () => {
  it("is the one the generator makes from Shopify's schema and the subset (run npm run engine:schema)", () => {
    expect(buildEngineSdl(shopifyJson, subsetText)).toBe(engineSdl);
  });

  it("is a subset of Shopify's published schema: same type, field and argument names and types", () => {
    const problems: string[] = [];
    for (const type of Object.values(engine.getTypeMap())) {
      if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
      const theirs = shopify.getType(type.name);
      if (!theirs || theirs.constructor !== type.constructor) {
        problems.push(`${type.name}: missing or of another kind`);
        continue;
      }
      if (type instanceof GraphQLEnumType && theirs instanceof GraphQLEnumType) {
        const values = new Set(theirs.getValues().map((value) => value.name));
        for (const value of type.getValues())
          if (!values.has(value.name)) problems.push(`${type.name}.${value.name}`);
      }
      if (type instanceof GraphQLUnionType && theirs instanceof GraphQLUnionType) {
        const members = new Set(theirs.getTypes().map((member) => member.name));
        for (const member of type.getTypes())
          if (!members.has(member.name)) problems.push(`${type.name} | ${member.name}`);
      }
      if (
        type instanceof GraphQLObjectType ||
        type instanceof GraphQLInterfaceType ||
        type instanceof GraphQLInputObjectType
      ) {
        const theirFields = (theirs as typeof type).getFields();
        for (const field of Object.values(type.getFields())) {
          const key = `${type.name}.${field.name}`;
          const theirField = theirFields[field.name];
          if (!theirField) {
            if (!hiddenDeprecatedInputFields.has(key))
              problems.push(`${key}: not in Shopify's schema`);
            continue;
          }
          if (String(theirField.type) !== String(field.type))
            problems.push(`${key}: ${String(field.type)} ≠ ${String(theirField.type)}`);
          if ("args" in field && "args" in theirField) {
            for (const arg of field.args) {
              const theirArg = theirField.args.find((candidate) => candidate.name === arg.name);
              if (!theirArg || String(theirArg.type) !== String(arg.type))
                problems.push(`${key}(${arg.name})`);
            }
          }
        }
      }
    }
    for (const directive of engine.getDirectives()) {
      const theirs = shopify.getDirective(directive.name);
      if (!theirs) problems.push(`@${directive.name}: not in Shopify's schema`);
      for (const arg of directive.args) {
        const theirArg = theirs?.args.find((candidate) => candidate.name === arg.name);
        if (!theirArg || String(theirArg.type) !== String(arg.type))
          problems.push(`@${directive.name}(${arg.name})`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("gives every cart mutation Shopify's userErrors and warnings (spec/back-office.md §7)", () => {
    const mutations = Object.values(engine.getMutationType()?.getFields() ?? {}).filter(
      (mutation) => mutation.name.startsWith("cart"),
    );
    expect(mutations.length).toBeGreaterThan(0);
    const lacking = mutations.flatMap((mutation) => {
      const payload = engine.getType(String(mutation.type));
      const fields = payload instanceof GraphQLObjectType ? payload.getFields() : {};
      return [
        fields["userErrors"]?.type.toString() === "[CartUserError!]!" ? [] : ["userErrors"],
        fields["warnings"]?.type.toString() === "[CartWarning!]!" ? [] : ["warnings"],
      ].flatMap((missing) => missing.map((name) => `${mutation.name}.${name}`));
    });
    expect(lacking).toEqual([]);
  });

  it("serves every type, field and argument the subset file lists", () => {
    const missing: string[] = [];
    for (const wanted of parseSubset(subsetText).values()) {
      if (wanted.kind === "directive") {
        const directive = engine.getDirective(wanted.name);
        if (!directive) missing.push(`@${wanted.name}`);
        for (const arg of wanted.args)
          if (!directive?.args.some((candidate) => candidate.name === arg))
            missing.push(`@${wanted.name}(${arg})`);
        continue;
      }
      const type = engine.getType(wanted.name);
      if (!type) {
        missing.push(wanted.name);
        continue;
      }
      if (!("fields" in wanted) || !("getFields" in type)) continue;
      const fields = type.getFields();
      for (const { name, args } of wanted.fields) {
        const field = fields[name];
        if (!field) missing.push(`${wanted.name}.${name}`);
        else if ("args" in field)
          for (const arg of args)
            if (!field.args.some((candidate) => candidate.name === arg))
              missing.push(`${wanted.name}.${name}(${arg})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
