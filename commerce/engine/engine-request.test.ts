import { describe, expect, it } from "vitest";
import { shopInfo } from "#server/shop-info.ts";
import type { Db } from "#server/db/client.ts";
import { maxGraphQLBodyBytes, readBoundedText } from "./engine-request.ts";
import { createStorefrontEngine } from "./storefront-engine.ts";

// Issue 10.3: the engine's own read of a GraphQL body stops past 256 KB with a 413, however the
// body arrives; issue 10.1: a batched (array) body is refused with 400, never a 500. Nothing here
// reaches the database (these requests are refused first), so the engine gets none.

const engine = createStorefrontEngine({
  db: undefined as unknown as Db,
  publicUrl: "https://shop.test",
  shop: shopInfo,
  storefrontToken: undefined,
  logError: (error) => {
    throw error;
  },
});

/** A body of `total` bytes made as it is read, counting what was pulled from it. */
function streamedBody(total: number, pulled: { bytes: number }): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  return new ReadableStream({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      pulled.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

function post(body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request("http://shop.test/api/storefront/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
    duplex: "half",
  } as RequestInit);
}

describe("the engine's request body", () => {
  it("answers a streamed 64 MB body with 413 after reading little more than 256 KB", async () => {
    const pulled = { bytes: 0 };
    const heapBefore = process.memoryUsage().heapUsed;
    const response = await engine(post(streamedBody(64 * 1024 * 1024, pulled)), {
      clientKey: "198.51.100.1",
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [
        {
          message: "The request body is larger than 256 KB",
          extensions: { code: "PAYLOAD_TOO_LARGE" },
        },
      ],
    });
    expect(pulled.bytes).toBeLessThan(maxGraphQLBodyBytes + 4 * 64 * 1024);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(80 * 1024 * 1024);
  });

  it("refuses a declared length over 256 KB without reading the body", async () => {
    const pulled = { bytes: 0 };
    const request = post(streamedBody(1024 * 1024, pulled), {
      "content-length": String(1024 * 1024),
    });
    expect((await readBoundedText(request)) instanceof Response).toBe(true);
    expect(pulled.bytes).toBeLessThanOrEqual(64 * 1024);
  });

  it("reads a body of exactly 256 KB", async () => {
    const text = await readBoundedText(post("x".repeat(maxGraphQLBodyBytes)));
    expect(text).toHaveLength(maxGraphQLBodyBytes);
  });

  it("refuses a batched body (a JSON array) with 400 and a GraphQL error", async () => {
    const response = await engine(
      post(JSON.stringify([{ query: "{ shop { name } }" }, { query: "{ shop { name } }" }])),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe("BATCHING_NOT_SUPPORTED");
  });
});
