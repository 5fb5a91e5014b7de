import { beforeAll, expect, it } from "vitest";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { askEngine, testEngine } from "./engine-test-support.ts";

// Decision 043: the shop's pages ask the engine in process (execute): the same answer as over
// HTTP, the same refusals, and one answer cache for both.

describeWithDatabase("the engine asked in process", (use) => {
  let engine: ReturnType<typeof testEngine>;
  const document = `query ($handle: String!) { product(handle: $handle) { title handle } }`;

  beforeAll(async () => {
    await applyDemoSeed(use().db);
    engine = testEngine(use().db);
  });

  it("answers as an HTTP caller is answered, as an object", async () => {
    const overHttp = await askEngine(engine, document, { handle: "portwest-b210-essential-polo" });
    const inProcess = await engine.execute(document, { handle: "portwest-b210-essential-polo" });
    expect(overHttp.data?.["product"]).toMatchObject({ handle: "portwest-b210-essential-polo" });
    expect(inProcess).toEqual({ data: overHttp.data });
  });

  it("refuses what an HTTP caller is refused, with the same codes", async () => {
    const unsafe = await engine.execute(document, { handle: "polo\u0000" });
    expect(unsafe.errors?.[0]?.extensions?.["code"]).toBe("BAD_USER_INPUT");
    expect(unsafe.errors?.[0]?.message).toContain('"$handle"');
    const invalid = await engine.execute(`{ product(handle: "x") { nope } }`, {});
    expect(invalid.errors?.[0]?.message).toContain("nope");
    expect(invalid.data).toBeUndefined();
  });

  it("keeps a catalogue answer that an HTTP caller is then served from the cache", async () => {
    await engine.setCaching(true);
    try {
      const inProcess = await engine.execute(document, { handle: "portwest-b210-essential-polo" });
      const response = await engine(
        new Request("http://shop.test/api/2025-01/graphql", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            query: document,
            variables: { handle: "portwest-b210-essential-polo" },
          }),
        }),
      );
      expect(response.headers.get("x-cache")).toBe("hit");
      const body = (await response.json()) as { data: unknown; extensions: unknown };
      expect(body.data).toEqual(inProcess.data);
      expect(body.extensions).toMatchObject({ cost: { requestedQueryCost: expect.any(Number) } });
    } finally {
      await engine.setCaching(false);
    }
  });

  it("shares a kept answer among its callers, frozen, so one cannot change another's", async () => {
    await engine.setCaching(true);
    try {
      const variables = { handle: "portwest-b210-essential-polo" };
      const first = await engine.execute(document, variables);
      const title = (first.data?.["product"] as { title: string }).title;
      const second = await engine.execute(document, variables);
      expect(second).toEqual(first);
      const product = second.data?.["product"] as { title: string };
      expect(() => {
        product.title = "Changed by one page";
      }).toThrow(TypeError);
      const third = await engine.execute(document, variables);
      expect(third.data?.["product"]).toMatchObject({ title });
    } finally {
      await engine.setCaching(false);
    }
  });
});
