import fc from "fast-check";
import { engineEndpoint } from "#commerce/engine/storefront-engine.ts";
import { designFixtures } from "#server/files/design-fixtures.ts";
import { jsonBody, mutated, urlPart } from "./fuzz-arbitraries.ts";

// Issue 10.7: one generator per endpoint of the app, each built around a request the endpoint
// accepts (its sample), so the junk reaches past the first type check into the rules and queries.

export type Who = "visitor" | "customer" | "admin" | "account";
export type FuzzRequest = {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: BodyInit;
};
export type Target = { name: string; who: Who; request: fc.Arbitrary<FuzzRequest> };

/** The demo rows the samples name. */
export type FuzzIds = {
  embroideryId: number;
  printId: number;
  creditAccountId: string;
  retailId: string;
  priceId: string;
  poloId: number;
  variantGid: string;
  variantId: number;
  orderId: string;
  orderNumber: string;
  cartToken: string;
  cartId: string;
  designId: string;
};

export const jsonHeaders = { "content-type": "application/json" };

export function json(
  name: string,
  who: Who,
  method: string,
  path: fc.Arbitrary<string>,
  sample: unknown,
): Target {
  return {
    name,
    who,
    request: fc.record({
      method: fc.constant(method),
      path,
      headers: fc.uuid().map((key) => ({ ...jsonHeaders, "idempotency-key": key })),
      body: jsonBody(sample),
    }),
  };
}

export function get(name: string, who: Who, path: fc.Arbitrary<string>): Target {
  return { name, who, request: path.map((p) => ({ method: "GET", path: p })) };
}

/** Text fields as a form: urlencoded, or multipart with an optional file. */
export function form(
  name: string,
  who: Who,
  path: fc.Arbitrary<string>,
  sample: Record<string, string>,
  file?: string,
): Target {
  const fields = mutated(sample).map((value) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.entries(value).map(
          ([key, item]) =>
            [key, typeof item === "string" ? item : (JSON.stringify(item) ?? "")] as const,
        )
      : [["value", typeof value === "string" ? value : (JSON.stringify(value) ?? "")] as const],
  );
  return {
    name,
    who,
    request: fc
      .record({
        path,
        fields,
        multipart: fc.boolean(),
        bytes: fc.oneof(fc.constant(designFixtures.png), fc.uint8Array({ maxLength: 64 })),
      })
      .map(({ path: p, fields: entries, multipart, bytes }) => {
        if (!multipart && !file)
          return {
            method: "POST",
            path: p,
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams(entries.map(([k, v]) => [k, v])).toString(),
          };
        const body = new FormData();
        for (const [key, value] of entries) body.append(key, value);
        if (file) body.set(file, new Blob([bytes]), "design.png");
        return { method: "POST", path: p, body };
      }),
  };
}

export const q = (path: string, key: string, valid: string) =>
  urlPart(valid).map((value) => `${path}?${key}=${value}`);
export const at = (prefix: string, valid: string, suffix = "") =>
  urlPart(valid).map((value) => `${prefix}${value}${suffix}`);

export function graphql(name: string, query: string, variables: Record<string, unknown>): Target {
  return {
    name,
    who: "visitor",
    request: mutated(variables).map((vars) => ({
      method: "POST",
      path: engineEndpoint,
      headers: jsonHeaders,
      body: JSON.stringify({ query, variables: vars }),
    })),
  };
}

/** The sample parts several endpoint families share. */
export type SampleParts = {
  address: { name: string; line1: string; city: string; postcode: string };
  line: {
    variantId: string;
    quantity: number;
    customizationType: string;
    customizationPosition: string;
    designId: string;
  };
};
