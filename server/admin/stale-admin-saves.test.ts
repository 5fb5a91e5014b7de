import { and, count, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { Browser } from "#server/accounts/accounts-test-support.ts";
import { createApp } from "#server/app.ts";
import type { AppServices } from "#server/context.ts";
import type { Db } from "#server/db/client.ts";
import {
  auditLog,
  creditTransactions,
  customerCreditAccounts,
  customerPricing,
  embroideryPricing,
  orders,
  printPricing,
} from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { getPricingTables } from "#server/pricing/pricing-tables.server.ts";
import { updateEmbroideryPrice, updatePrintPrice } from "#server/pricing/pricing-edits.server.ts";
import type { Admin } from "./admin-guard.ts";
import { adminTestServices, demoAdmin, userIdOf } from "./admin-test-support.ts";
import { recordCreditPayment } from "./credit-admin-changes.ts";
import { updateCustomPrice } from "./custom-pricing-changes.ts";
import { changeOrderStatus } from "./order-status.ts";

// Issue 10.9, stale admin saves: every admin edit of a record that others change (credit account,
// custom price, embroidery and print price rows, order status) is made against the ETag it was
// loaded with. Through the whole HTTP app with the admin's session: no If-Match → 428, a record
// changed since → 412 with its figures now, and in both cases nothing written; the ETag from the
// 412 (or a fresh load) → 200 with the new ETag. Concurrent saves: *.concurrency.test.ts.

type Kind = {
  /** What the back office loads the record from, and the ETag it gets with it. */
  load: () => Promise<string>;
  /** The admin's save, as the dialog sends it. */
  path: string;
  body: unknown;
  /** Someone else changes the record meanwhile (a colleague, a customer). */
  changeBehind: () => Promise<void>;
  /** What the 412 says the record is now. */
  current: () => Promise<Record<string, unknown>>;
  /** The stored record, compared before and after a refused save. */
  stored: () => Promise<unknown>;
};

describeWithDatabase("stale admin saves", (use) => {
  let db: Db;
  let services: AppServices;
  let admin: Admin;
  let browser: Browser;
  const kinds: Record<string, Kind> = {};

  const api = (path: string, init: RequestInit = {}) => browser.request(`/api/admin${path}`, init);
  const patch = (path: string, body: unknown, ifMatch?: string) =>
    api(path, {
      method: "PATCH",
      headers: {
        "content-type": "application/json",
        ...(ifMatch === undefined ? {} : { "if-match": ifMatch }),
      },
      body: JSON.stringify(body),
    });
  const etagOfAnswer = async (path: string) => (await api(path)).headers.get("etag")!;
  const audits = async () => (await db.select({ n: count() }).from(auditLog))[0]!.n;

  beforeAll(async () => {
    const database = use();
    db = database.db;
    await applyDemoSeed(db);
    services = adminTestServices(database);
    admin = await demoAdmin(db);
    browser = new Browser(createApp({ services, pageHandler: async () => new Response("") }));
    const signIn = await browser.post("/api/auth/sign-in/email", {
      email: "admin@tradewear.test",
      password: "demo-password-1",
    });
    expect(signIn.status).toBe(200);

    const tradeId = await userIdOf(db, "trade@tradewear.test");
    const [account] = await db
      .select()
      .from(customerCreditAccounts)
      .where(eq(customerCreditAccounts.userId, tradeId));
    const accountRow = async () =>
      (
        await db
          .select()
          .from(customerCreditAccounts)
          .where(eq(customerCreditAccounts.id, account!.id))
      )[0]!;
    kinds["credit account"] = {
      load: () => etagOfAnswer(`/credit-accounts/${account!.id}`),
      path: `/credit-accounts/${account!.id}`,
      body: { creditLimit: "5500.00" },
      changeBehind: async () => {
        const paid = await recordCreditPayment(db, admin, account!.id, { amount: "10.00" });
        expect(paid.ok).toBe(true);
      },
      current: async () => {
        const row = await accountRow();
        return {
          creditLimitPence: row.creditLimitPence,
          currentBalancePence: row.currentBalancePence,
        };
      },
      stored: async () => ({ row: await accountRow(), audits: await audits() }),
    };

    const [price] = await db
      .select()
      .from(customerPricing)
      .where(eq(customerPricing.userId, tradeId));
    const priceRow = async () =>
      (await db.select().from(customerPricing).where(eq(customerPricing.id, price!.id)))[0]!;
    kinds["custom price"] = {
      load: () => etagOfAnswer(`/custom-pricing/${price!.id}`),
      path: `/custom-pricing/${price!.id}`,
      body: { customPrice: "6.66" },
      changeBehind: async () => {
        const etag = await etagOfAnswer(`/custom-pricing/${price!.id}`);
        const done = await updateCustomPrice(db, admin, price!.id, { notes: "Colleague" }, etag);
        expect(done.ok).toBe(true);
      },
      current: async () => ({ notes: "Colleague", customPricePence: price!.customPricePence }),
      stored: async () => ({ row: await priceRow(), audits: await audits() }),
    };

    const tables = async () => (await getPricingTables(services))!;
    const [standard] = await db
      .select()
      .from(embroideryPricing)
      .where(eq(embroideryPricing.sizeCategory, "Standard"));
    const standardRow = async () =>
      (await db.select().from(embroideryPricing).where(eq(embroideryPricing.id, standard!.id)))[0]!;
    const standardEtag = async () =>
      (await tables()).embroidery.find((row) => row.id === standard!.id)!.etag;
    kinds["embroidery price row"] = {
      load: standardEtag,
      path: `/pricing/embroidery/${standard!.id}`,
      body: { field: "6-49", value: "4.44" },
      changeBehind: async () => {
        const body = { field: "1-5", value: "7.77" };
        const done = await updateEmbroideryPrice(
          db,
          admin,
          String(standard!.id),
          body,
          await standardEtag(),
        );
        expect(done.ok).toBe(true);
      },
      current: async () => ({ "1-5": 777, "6-49": standard!.price6To49Pence }),
      stored: async () => ({ row: await standardRow(), audits: await audits() }),
    };

    const [band] = await db.select().from(printPricing).where(eq(printPricing.minQuantity, 1));
    const bandRow = async () =>
      (await db.select().from(printPricing).where(eq(printPricing.id, band!.id)))[0]!;
    const bandEtag = async () =>
      (await tables()).print!.rows.find((row) => row.id === band!.id)!.etag;
    kinds["print price row"] = {
      load: bandEtag,
      path: `/pricing/print/${band!.id}`,
      body: { value: "5.55" },
      changeBehind: async () => {
        const done = await updatePrintPrice(
          db,
          admin,
          String(band!.id),
          { value: "3.33" },
          await bandEtag(),
        );
        expect(done.ok).toBe(true);
      },
      current: async () => ({ value: 333 }),
      stored: async () => ({ row: await bandRow(), audits: await audits() }),
    };

    const [pending] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.status, "pending"), eq(orders.paymentMethod, "bank_transfer")))
      .limit(1);
    const orderRow = async () =>
      (await db.select().from(orders).where(eq(orders.id, pending!.id)))[0]!;
    kinds["order status"] = {
      load: () => etagOfAnswer(`/orders/${pending!.id}`),
      path: `/orders/${pending!.id}/status`,
      // Allowed from pending and from processing alike: only the ETag tells the two pages apart.
      body: { status: "cancelled" },
      changeBehind: async () => {
        const etag = await etagOfAnswer(`/orders/${pending!.id}`);
        const done = await changeOrderStatus(
          services,
          admin,
          pending!.id,
          { status: "processing" },
          etag,
        );
        expect(done.ok).toBe(true);
      },
      current: async () => ({ status: "processing" }),
      stored: async () => ({ row: await orderRow(), audits: await audits() }),
    };
  }, 60_000);

  it.each([
    "credit account",
    "custom price",
    "embroidery price row",
    "print price row",
    "order status",
  ])(
    "refuses a save to the %s without If-Match (428) or with an old ETag (412, with its figures now), then takes the new ETag",
    async (name) => {
      const kind = kinds[name]!;
      const loaded = await kind.load();
      expect(loaded).toMatch(/^"[\w-]{22}"$/);

      const untouched = await kind.stored();
      const missing = await patch(kind.path, kind.body);
      expect(missing.status).toBe(428);
      expect(await missing.json()).toMatchObject({ error: expect.stringContaining("If-Match") });
      expect(await kind.stored()).toEqual(untouched);

      await kind.changeBehind();
      const changed = await kind.stored();
      const stale = await patch(kind.path, kind.body, loaded);
      expect(stale.status).toBe(412);
      const refusal = (await stale.json()) as { error: string; current: object; etag: string };
      expect(refusal.error).toMatch(/^This (account|price|order) changed while you had it open$/);
      expect(refusal.current).toMatchObject(await kind.current());
      expect(refusal.etag).toBe(await kind.load());
      expect(refusal.etag).not.toBe(loaded);
      expect(stale.headers.get("etag")).toBe(refusal.etag);
      expect(await kind.stored()).toEqual(changed);

      const saved = await patch(kind.path, kind.body, refusal.etag);
      expect(saved.status).toBe(200);
      const fresh = saved.headers.get("etag");
      expect(fresh).toBe(await kind.load());
      expect(fresh).not.toBe(refusal.etag);
      expect(await kind.stored()).not.toEqual(changed);
    },
  );

  it("refuses If-Match: * and weak ETags as no version at all (428)", async () => {
    const kind = kinds["credit account"]!;
    const loaded = await kind.load();
    for (const header of ["*", `W/${loaded}`, "", loaded.slice(1, -1)]) {
      expect((await patch(kind.path, { isActive: true }, header)).status, header).toBe(428);
    }
    expect((await patch(kind.path, { isActive: true }, `"other", ${loaded}`)).status).toBe(200);
  });

  it("keeps the ledger whole: a limit saved with an old ETag after a payment changes nothing", async () => {
    const kind = kinds["credit account"]!;
    const loaded = await kind.load();
    const adjustments = async () =>
      (
        await db
          .select({ n: count() })
          .from(creditTransactions)
          .where(eq(creditTransactions.transactionType, "adjustment"))
      )[0]!.n;
    const before = await adjustments();
    await kind.changeBehind();
    expect((await patch(kind.path, { creditLimit: 6000 }, loaded)).status).toBe(412);
    expect(await adjustments()).toBe(before);
  });
});
