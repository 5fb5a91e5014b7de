import { asc, eq } from "drizzle-orm";
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import type { CommerceClient } from "#commerce/client/storefront-client.ts";
import type { Admin } from "#server/admin/admin-guard.ts";
import { listAuditTrail } from "#server/admin/audit.ts";
import { priceBasketLines } from "#server/basket/basket.server.ts";
import { parseConfig } from "#server/config/env.ts";
import type { AppServices } from "#server/context.ts";
import type { Db } from "#server/db/client.ts";
import {
  auditLog,
  embroideryPricing,
  printPricing,
  productVariants,
  users,
} from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { seededStorefront } from "#server/testing/in-process-storefront.ts";
import { updateEmbroideryPrice, updatePrintPrice } from "./pricing-edits.server.ts";
import { embroideryRowEtag, printRowEtag } from "./pricing-versions.ts";

// spec/back-office.md §2 edit mode: an admin's price change is checked, stored in pence, audited,
// and charged from the next basket priced (the basket reads the tables live).

const parsed = parseConfig({ NODE_ENV: "test", PUBLIC_URL: "http://shop.test" });
if (!parsed.ok) throw new Error("test config");

describeWithDatabase("admin price edits", (use) => {
  let db: Db;
  let commerce: CommerceClient;
  let services: AppServices;
  let admin: Admin;
  let printRow6To24: number;
  let standardId: number;
  let variantGid: string;

  beforeAll(async () => {
    db = use().db;
    ({ commerce } = await seededStorefront(db));
    services = { config: parsed.config, database: use(), logger: pino({ level: "silent" }) };
    const [user] = await db.select().from(users).where(eq(users.email, "admin@tradewear.test"));
    admin = {
      userId: user!.id,
      email: user!.email,
      name: user!.name,
      role: "admin",
      emailVerified: true,
    };
    const [band] = await db.select().from(printPricing).where(eq(printPricing.minQuantity, 6));
    printRow6To24 = band!.id;
    const [standard] = await db
      .select()
      .from(embroideryPricing)
      .where(eq(embroideryPricing.sizeCategory, "Standard"));
    standardId = standard!.id;
    const [variant] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .orderBy(asc(productVariants.id))
      .limit(1);
    variantGid = `gid://shopify/ProductVariant/${variant!.id}`;
  }, 60_000);

  // The edits as the page sends them: with the ETag of the row as it is now (Issue 10.9).
  async function editPrint(id: string, body: unknown) {
    const [row] = await db
      .select()
      .from(printPricing)
      .where(eq(printPricing.id, Number(id) || 0));
    return updatePrintPrice(db, admin, id, body, row ? printRowEtag(row) : '"none"');
  }
  async function editEmbroidery(id: string, body: unknown) {
    const [row] = await db
      .select()
      .from(embroideryPricing)
      .where(eq(embroideryPricing.id, Number(id) || 0));
    return updateEmbroideryPrice(db, admin, id, body, row ? embroideryRowEtag(row) : '"none"');
  }

  async function printedUnitDecoration(): Promise<number | undefined> {
    const result = await priceBasketLines({ commerce, services, viewer: null }, [
      {
        variantId: variantGid,
        quantity: 10,
        customizationType: "print",
        customizationPosition: "Chest Left",
      },
    ]);
    if (!result.ok) throw new Error(result.error);
    return result.basket.lines[0]?.price?.decorationPence;
  }

  it("charges a new print price in the very next basket priced, and audits the change", async () => {
    expect(await printedUnitDecoration()).toBe(295);
    const result = await editPrint(String(printRow6To24), { value: "3.10" });
    expect(result).toMatchObject({ ok: true, before: 295, after: 310 });
    expect(await printedUnitDecoration()).toBe(310);

    const [entry] = await listAuditTrail(db, "print_pricing", String(printRow6To24));
    expect(entry).toMatchObject({
      action: "update_print_price",
      actorEmail: "admin@tradewear.test",
      before: { quantityRange: "6-24", field: "price", pence: 295 },
      after: { quantityRange: "6-24", field: "price", pence: 310 },
    });
  });

  it("sets one named embroidery field, in pence, leaving the others", async () => {
    const result = await editEmbroidery(String(standardId), {
      field: "setupCostLogo",
      value: 12.5,
    });
    expect(result).toMatchObject({ ok: true, before: 995, after: 1250 });
    const [row] = await db
      .select()
      .from(embroideryPricing)
      .where(eq(embroideryPricing.id, standardId));
    expect(row).toMatchObject({
      setupCostLogoPence: 1250,
      setupCostTextPence: 0,
      price1To5Pence: 595,
    });
  });

  it.each([
    [{ value: "-1" }, "value", "cannot be negative"],
    [{ value: -0.5 }, "value", "cannot be negative"],
    [{ value: "10000.01" }, "value", "more than £10,000"],
    [{ value: "1.234" }, "value", "two decimals"],
    [{ value: "abc" }, "value", "pounds"],
    [{}, "value", "pounds"],
    [{ value: true }, "value", "pounds"],
  ])("refuses %j with 400 naming the field, and writes nothing", async (body, field, message) => {
    const auditsBefore = await db.$count(auditLog);
    const [before] = await db.select().from(printPricing).where(eq(printPricing.id, printRow6To24));
    const result = await editPrint(String(printRow6To24), body);
    expect(result).toMatchObject({ ok: false, status: 400, field });
    expect(result.ok ? "" : result.error).toContain(message);
    const [after] = await db.select().from(printPricing).where(eq(printPricing.id, printRow6To24));
    expect(after).toEqual(before);
    expect(await db.$count(auditLog)).toBe(auditsBefore);
  });

  it("refuses an embroidery field that is not a price, and an unknown row", async () => {
    expect(
      await editEmbroidery(String(standardId), {
        field: "sizeCategory",
        value: 1,
      }),
    ).toMatchObject({ ok: false, status: 400, field: "field" });
    expect(await editPrint("999999", { value: 1 })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await editPrint("1; drop", { value: 1 })).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it("accepts the ceiling exactly: £10,000.00", async () => {
    expect(await editPrint(String(printRow6To24), { value: "10000.00" })).toMatchObject({
      ok: true,
      after: 1_000_000,
    });
  });
});
