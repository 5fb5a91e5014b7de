import { vi } from "vitest";
import { createCommerceClient } from "#commerce/client/storefront-client.ts";

// A stand-in for the engine: the client's `fetch` option served by a handler that sees each
// GraphQL request and answers with JSON (or a whole Response, or a throw for a network error).

export type SentRequest = {
  url: string;
  headers: Record<string, string>;
  operation: string;
  query: string;
  variables: Record<string, unknown>;
};

type Answer = Response | object;

export function fakeStorefront(handler: (request: SentRequest) => Answer | Promise<Answer>) {
  const requests: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { query: string; variables?: object };
    const request: SentRequest = {
      url: String(input),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      operation: /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? "anonymous",
      query: body.query,
      variables: { ...body.variables },
    };
    requests.push(request);
    const answer = await handler(request);
    return answer instanceof Response ? answer : Response.json(answer);
  });
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

export function testLogger() {
  return { error: vi.fn(), warn: vi.fn() };
}

/** A commerce client whose every request goes to `handler`, with a spy logger. */
export function clientServing(handler: (request: SentRequest) => Answer | Promise<Answer>) {
  const storefront = fakeStorefront(handler);
  const logger = testLogger();
  const client = createCommerceClient({
    storeDomain: "shop.test",
    fetch: storefront.fetch,
    logger,
  });
  return { client, logger, requests: storefront.requests };
}
