import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import type { ViewerResolver } from "#server/accounts/viewer.ts";
import type { AppServices } from "#server/context.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { users } from "#server/db/schema/index.ts";
import { creditRoutes } from "./credit.routes.ts";
import {
  creditSnapshot,
  newKey,
  orderBody,
  polo,
  setUpCreditFixture,
  variantGid,
  viewerOf,
  type CreditFixture,
} from "./credit-test-support.ts";

// The real resolver reads the Better Auth session; here a test header names the signed-in user.
const testResolver =
  (fixture: CreditFixture): ViewerResolver =>
  async (request) => {
    const userId = request.headers.get("x-test-user");
    if (!userId) return null;
    const [row] = await fixture.db.select().from(users).where(eq(users.id, userId));
    return row ? viewerOf(row) : null;
  };

describeWithDatabase("the credit routes", (use) => {
  let fixture: CreditFixture;
  let routes: Hono;
  let tradeId: string;
  let retailId: string;
  let body: ReturnType<typeof orderBody>;

  beforeAll(async () => {
    fixture = await setUpCreditFixture(use());
    routes = creditRoutes(fixture.services as AppServices, testResolver(fixture));
    const rows = await fixture.db.select().from(users);
    tradeId = rows.find((row) => row.email === "trade@tradewear.test")!.id;
    retailId = rows.find((row) => row.email === "retail@tradewear.test")!.id;
    body = orderBody([{ variantId: await variantGid(fixture.db, polo, "Navy / L"), quantity: 2 }]);
  }, 60_000);

  const post = (headers: Record<string, string>, payload: string) =>
    routes.request("/process-credit-order", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: payload,
    });

  it("places the signed-in customer's order: 201 with the order number, and a retry answers the same", async () => {
    const key = newKey();
    const headers = { "x-test-user": tradeId, "idempotency-key": key };
    const first = await post(headers, JSON.stringify(body));
    expect(first.status).toBe(201);
    const answer = (await first.json()) as { success: boolean; orderNumber: string };
    expect(answer).toEqual({ success: true, orderNumber: expect.stringMatching(/^TW-\d+$/) });

    const before = await creditSnapshot(fixture.db, tradeId);
    const retry = await post(headers, JSON.stringify(body));
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await retry.json()).toEqual(answer);
    expect(await creditSnapshot(fixture.db, tradeId)).toEqual(before);
  });

  it("answers 401 to a visitor", async () => {
    const response = await post({ "idempotency-key": newKey() }, JSON.stringify(body));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, code: "NOT_SIGNED_IN" });
  });

  it("answers 400 naming the header when the Idempotency-Key is missing, and the body when it is not JSON", async () => {
    const before = await creditSnapshot(fixture.db, tradeId);
    const noKey = await post({ "x-test-user": tradeId }, JSON.stringify(body));
    expect(noKey.status).toBe(400);
    expect(await noKey.json()).toMatchObject({ success: false, field: "Idempotency-Key" });

    const broken = await post({ "x-test-user": tradeId, "idempotency-key": newKey() }, "{basket");
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ success: false, field: "body" });

    const form = await routes.request("/process-credit-order", {
      method: "POST",
      headers: {
        "x-test-user": tradeId,
        "idempotency-key": newKey(),
        "content-type": "text/plain",
      },
      body: JSON.stringify(body),
    });
    expect(form.status).toBe(415);
    expect(await creditSnapshot(fixture.db, tradeId)).toEqual(before);
  });

  it("answers 403 with the reason to a customer without a credit account", async () => {
    const response = await post(
      { "x-test-user": retailId, "idempotency-key": newKey() },
      JSON.stringify(body),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ success: false, code: "NO_CREDIT_ACCOUNT" });
  });

  it("shows the signed-in customer their figures and ten latest transactions, newest first", async () => {
    const response = await routes.request("/credit-account", {
      headers: { "x-test-user": tradeId },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const summary = (await response.json()) as {
      account: { limitPence: number; balancePence: number; availablePence: number };
      transactions: { createdAt: string; balanceAfterPence: number }[];
    };
    const { balancePence } = (await creditSnapshot(fixture.db, tradeId)) as {
      balancePence: number;
    };
    expect(summary.account).toEqual({
      limitPence: 500_000,
      balancePence,
      availablePence: 500_000 - balancePence,
      isActive: true,
    });
    expect(summary.transactions.length).toBeGreaterThan(0);
    expect(summary.transactions.length).toBeLessThanOrEqual(10);
    expect(summary.transactions[0]!.balanceAfterPence).toBe(balancePence);
    const times = summary.transactions.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("shows a customer without an account no figures, and a visitor 401", async () => {
    const retail = await routes.request("/credit-account", {
      headers: { "x-test-user": retailId },
    });
    expect(await retail.json()).toEqual({ account: null, transactions: [] });
    expect((await routes.request("/credit-account")).status).toBe(401);
  });

  it("answers a JSON 500 that says a retry is safe when something unexpected fails", async () => {
    const failing = creditRoutes(fixture.services as AppServices, async () => {
      throw new Error("session store unreachable");
    });
    const response = await failing.request("/process-credit-order", {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": newKey() },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({
      success: false,
      error: expect.stringMatching(/will not charge you twice/),
    });
  });
});
