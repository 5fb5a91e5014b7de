import { expect, it } from "vitest";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { shopInfo } from "#server/shop-info.ts";
import { createStorefrontEngine, type EngineCaller } from "./storefront-engine.ts";

// Issue 19.2: the public token for anyone, the private token (as Hydrogen's server and
// storefront-api-client's privateAccessToken send it) for servers only, with a larger bucket.

type Answer = {
  status: number;
  body: {
    data?: { shop?: { name: string } };
    errors?: { message: string; extensions?: { code?: string } }[];
    extensions?: {
      cost: { throttleStatus: { maximumAvailable: number; currentlyAvailable: number } };
    };
  };
};

describeWithDatabase("who may call the Storefront engine", (use) => {
  const engine = () =>
    createStorefrontEngine({
      db: use().db,
      publicUrl: "https://shop.test",
      shop: shopInfo,
      storefrontToken: "public-token",
      privateToken: "private-token",
      logError: (error) => {
        throw error;
      },
      // A clock that stands still: nothing drains from the buckets between two questions.
      now: () => 1_000_000,
    });

  async function ask(
    headers: Record<string, string>,
    caller: EngineCaller = { clientKey: "203.0.113.9" },
    on = engine(),
  ): Promise<Answer> {
    const response = await on(
      new Request("http://shop.test/api/2025-01/graphql.json", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ query: "{ shop { name } }" }),
      }),
      caller,
    );
    return { status: response.status, body: (await response.json()) as Answer["body"] };
  }

  it("takes the private token in Shopify-Storefront-Private-Token without the public one", async () => {
    const answer = await ask({ "shopify-storefront-private-token": "private-token" });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.shop?.name).toBe("Tradewear");
  });

  it("refuses a wrong private token, and the private token sent as the public one", async () => {
    const wrong: Record<string, string>[] = [
      { "shopify-storefront-private-token": "public-token" },
      { "shopify-storefront-private-token": "" },
      { "x-shopify-storefront-access-token": "private-token" },
    ];
    for (const headers of wrong) {
      const answer = await ask(headers);
      expect(answer.status).toBe(401);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe("ACCESS_DENIED");
    }
  });

  it("never takes the private token from a browser, even a right one", async () => {
    const browsers: Record<string, string>[] = [
      { origin: "https://shop.test" },
      { "sec-fetch-site": "cross-site", "sec-fetch-mode": "cors" },
    ];
    for (const browser of browsers) {
      const answer = await ask({ "shopify-storefront-private-token": "private-token", ...browser });
      expect(answer.status).toBe(401);
      expect(answer.body.errors?.[0]?.message).toContain("for servers only");
    }
  });

  it("takes the private token from a server whose fetch says sec-fetch-mode (Node's does)", async () => {
    const answer = await ask({
      "shopify-storefront-private-token": "private-token",
      "sec-fetch-mode": "cors",
    });
    expect(answer.status).toBe(200);
  });

  it("still takes the public token, with the public bucket", async () => {
    const answer = await ask({ "x-shopify-storefront-access-token": "public-token" });
    expect(answer.status).toBe(200);
    expect(answer.body.extensions?.cost.throttleStatus.maximumAvailable).toBe(1_000);
  });

  it("gives the private token ten times the bucket, one per buyer address it names", async () => {
    const on = engine();
    const server = { clientKey: "198.51.100.20" };
    const forBuyer = (buyerIp: string) =>
      ask(
        {
          "shopify-storefront-private-token": "private-token",
          "shopify-storefront-buyer-ip": buyerIp,
        },
        server,
        on,
      );
    const first = await forBuyer("192.0.2.1");
    expect(first.body.extensions?.cost.throttleStatus.maximumAvailable).toBe(10_000);
    const again = await forBuyer("192.0.2.1");
    const other = await forBuyer("192.0.2.2");
    const firstLeft = first.body.extensions!.cost.throttleStatus.currentlyAvailable;
    // The same buyer's bucket fills up; another buyer of the same server starts with a full one.
    expect(again.body.extensions!.cost.throttleStatus.currentlyAvailable).toBeLessThan(firstLeft);
    expect(other.body.extensions!.cost.throttleStatus.currentlyAvailable).toBe(firstLeft);
  });
});
