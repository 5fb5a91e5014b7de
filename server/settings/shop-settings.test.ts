import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { demoAdmin } from "#server/admin/admin-test-support.ts";
import { listAuditTrail } from "#server/admin/audit.ts";
import type { Admin } from "#server/admin/admin-guard.ts";
import { openDatabase } from "#server/db/client.ts";
import { mailOutbox, orders, shopSettings } from "#server/db/schema/index.ts";
import {
  createServerTestDatabase,
  describeWithDatabase,
  hasPostgresServer,
} from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import {
  checkoutInput,
  setUpOrderFixture,
  type OrderFixture,
} from "#server/orders/orders-test-support.ts";
import { OrderError, placeOrder } from "#server/orders/orders.server.ts";
import { loadStoredSettings, readShopSettings } from "./shop-settings-cache.ts";
import { saveShopSettings, staleSettingsMessage } from "./shop-settings-edit.ts";
import { getBankTransfer, getShopSettings } from "./shop-settings.server.ts";
import { changeTestSettings, testBankDetails } from "./settings-test-support.ts";

// Issue 18.9: the owner's settings — saved whole with the version they were loaded at, audited,
// kept by each process until the database says they changed — and bank transfer only with the
// shop's own bank details.

describeWithDatabase("saving the shop settings", (use) => {
  let admin: Admin;

  beforeAll(async () => {
    await applyDemoSeed(use().db);
    admin = await demoAdmin(use().db);
  }, 60_000);

  it("saves a change from the current version, audits the fields changed, and serves it at once", async () => {
    const database = use();
    const before = await readShopSettings(database);
    expect(before.settings.phone).toBe("01632 960 123");
    const result = await saveShopSettings(
      database,
      admin,
      { ...before.settings, phone: "0113 496 0000", ...testBankDetails },
      before.etag,
    );
    expect(result.ok).toBe(true);
    expect((await getShopSettings(database)).phone).toBe("0113 496 0000");
    expect(await getBankTransfer(database)).toMatchObject({ sortCode: "20-45-77" });
    const [entry] = await listAuditTrail(database.db, "shop_settings", "1", 1);
    expect(entry).toMatchObject({
      action: "update_shop_settings",
      actorEmail: "admin@tradewear.test",
      before: { phone: "01632 960 123", sortCode: "00-00-00" },
      after: { phone: "0113 496 0000", sortCode: "20-45-77" },
    });
    expect(Object.keys(entry!.after!).sort()).toEqual(
      ["accountNumber", "bankAccountName", "bankName", "phone", "sortCode"].sort(),
    );
  });

  it("refuses a save made from an older version with the settings as they are now", async () => {
    const database = use();
    const loaded = await readShopSettings(database);
    const first = await saveShopSettings(
      database,
      admin,
      { ...loaded.settings, openingHours: "Mon–Sat 8am–6pm" },
      loaded.etag,
    );
    expect(first.ok).toBe(true);
    const stale = await saveShopSettings(
      database,
      admin,
      { ...loaded.settings, phone: "0161 496 0000" },
      loaded.etag,
    );
    expect(stale).toMatchObject({
      ok: false,
      status: 412,
      error: staleSettingsMessage,
      current: { openingHours: "Mon–Sat 8am–6pm", phone: "0113 496 0000" },
    });
    expect((await getShopSettings(database)).phone).toBe("0113 496 0000");
  });

  it("refuses bad input naming the field, or no version, and writes nothing", async () => {
    const database = use();
    const loaded = await readShopSettings(database);
    const audits = (await listAuditTrail(database.db, "shop_settings", "1")).length;
    expect(
      await saveShopSettings(
        database,
        admin,
        { ...loaded.settings, sortCode: "1-2-3" },
        loaded.etag,
      ),
    ).toEqual({
      ok: false,
      status: 400,
      field: "sortCode",
      error: "A sort code is 6 digits: NN-NN-NN",
    });
    expect(
      await saveShopSettings(
        database,
        admin,
        { ...loaded.settings, orderReference: "PAYMENT FOR {order}" },
        loaded.etag,
      ),
    ).toMatchObject({ status: 400, field: "orderReference" });
    expect(await saveShopSettings(database, admin, "not settings", loaded.etag)).toMatchObject({
      status: 400,
    });
    expect(
      await saveShopSettings(
        database,
        admin,
        { ...loaded.settings, phone: "0113 000 0000" },
        undefined,
      ),
    ).toMatchObject({ status: 428, field: "If-Match" });
    expect(await loadStoredSettings(database.db)).toEqual(loaded);
    expect((await listAuditTrail(database.db, "shop_settings", "1")).length).toBe(audits);
  });

  it("drops its kept settings when the row changes by any other way (the NOTIFY)", async () => {
    const database = use();
    await readShopSettings(database);
    // Read once more so the LISTEN is in place and the copy is kept.
    await expect.poll(async () => (await readShopSettings(database)).version).toBeGreaterThan(0);
    const { settings } = await loadStoredSettings(database.db);
    await database.db
      .update(shopSettings)
      .set({ settings: { ...settings, phone: "0114 496 0999" } })
      .where(eq(shopSettings.id, 1));
    await expect.poll(async () => (await getShopSettings(database)).phone).toBe("0114 496 0999");
  });
});

describeWithDatabase("a shop whose settings were never saved", (use) => {
  it("has a name and no bank details, and its first save makes the settings row", async () => {
    const database = use();
    await applyDemoSeed(database.db);
    await database.db.delete(shopSettings);
    const fresh = await loadStoredSettings(database.db);
    expect(fresh.version).toBe(0);
    expect(fresh.settings.tradingName).toBe("Tradewear");
    expect(fresh.settings.sortCode).toBe("");
    expect(fresh.settings.announcementEnabled).toBe(false);
    expect(fresh.settings.promises.map((claim) => claim.text)).not.toContain(
      "Rated Excellent by trade buyers",
    );
    const saved = await saveShopSettings(
      database,
      await demoAdmin(database.db),
      { ...fresh.settings, tradingName: "Hartley Workwear" },
      fresh.etag,
    );
    expect(saved).toMatchObject({ ok: true, value: { version: 1 } });
    expect((await loadStoredSettings(database.db)).settings.tradingName).toBe("Hartley Workwear");
  });
});

describeWithDatabase("the checkout while bank transfer cannot be offered", (use) => {
  let fixture: OrderFixture;

  beforeAll(async () => {
    fixture = await setUpOrderFixture(use());
  }, 60_000);

  it("takes no order with the demo's bank details, and writes no order or e-mail", async () => {
    await changeTestSettings(use(), { sortCode: "00-00-00", accountNumber: "00000000" });
    const token = await fixture.createCart([{ merchandiseId: fixture.polo.m, quantity: 2 }]);
    const ordersBefore = (await use().db.select().from(orders)).length;
    const mailBefore = (await use().db.select().from(mailOutbox)).length;
    const refused = await placeOrder(fixture.services, checkoutInput(token)).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(OrderError);
    expect(refused).toMatchObject({ code: "PAYMENT_UNAVAILABLE" });
    expect((refused as Error).message).toContain("call us on 01632 960 123");
    expect((await use().db.select().from(orders)).length).toBe(ordersBefore);
    expect((await use().db.select().from(mailOutbox)).length).toBe(mailBefore);
  });

  it("e-mails the shop's own bank details and the reference in its pattern once they are set", async () => {
    await changeTestSettings(use(), {
      ...testBankDetails,
      orderReference: "PAY {order}",
      phone: "0113 496 0000",
      accountsEmail: "accounts@hartley.example",
    });
    const token = await fixture.createCart([{ merchandiseId: fixture.polo.m, quantity: 2 }]);
    const { order } = await placeOrder(fixture.services, checkoutInput(token));
    const body = (
      await use().db.select().from(mailOutbox).where(eq(mailOutbox.template, "order_confirmation"))
    )
      .map((row) => row.textBody)
      .find((text) => text.includes(order.orderNumber))!;
    expect(body).toContain("Bank: Northern Trade Bank");
    expect(body).toContain("Sort code: 20-45-77");
    expect(body).toContain("Account number: 43218765");
    expect(body).toContain(`Reference: PAY ${order.orderNumber}`);
    expect(body).toContain("Remittance advice to: accounts@hartley.example");
    expect(body).toContain("Phone: 0113 496 0000");
    expect(body).not.toContain("00-00-00");
  });
});

describe("two processes on one PostgreSQL server", () => {
  it.skipIf(!hasPostgresServer)(
    "shows one process's save to the other as soon as the NOTIFY reaches it",
    async () => {
      const server = await createServerTestDatabase();
      const first = await openDatabase({ url: server.url });
      const second = await openDatabase({ url: server.url });
      try {
        await first.migrate();
        await applyDemoSeed(first.db);
        // The second process has read (and, once its LISTEN is in place, keeps) the settings.
        await expect.poll(async () => (await readShopSettings(second)).version).toBe(1);
        await readShopSettings(second);
        const loaded = await readShopSettings(first);
        const saved = await saveShopSettings(
          first,
          await demoAdmin(first.db),
          { ...loaded.settings, phone: "0113 496 0123" },
          loaded.etag,
        );
        expect(saved.ok).toBe(true);
        await expect.poll(async () => (await getShopSettings(second)).phone).toBe("0113 496 0123");
      } finally {
        await first.close();
        await second.close();
        await server.drop();
      }
    },
    60_000,
  );
});
