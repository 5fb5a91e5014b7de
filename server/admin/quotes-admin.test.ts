import { asc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { quoteTotals } from "#core/quotes/quote-totals.ts";
import type { Db } from "#server/db/client.ts";
import { quoteLines, quotes } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { toCsv } from "./admin-csv.ts";
import { exportAdminList, listQueryOf, loadAdminList } from "./admin-lists.ts";
import { adminTestServices, userIdOf } from "./admin-test-support.ts";
import { listQuotes } from "./quotes-admin.ts";

// Issue 14.6: the Quotes tab of /admin lists the quote requests as the Orders tab lists orders:
// newest first, searched on number, name, e-mail and status, sorted, and exported to CSV. A sent
// quote past its expiry lists as expired, and its goods ex VAT are the lines added up as
// quoteTotals adds them.

const hour = 3_600_000;
const day = 24 * hour;

const query = (params: Record<string, string> = {}) =>
  listQueryOf("quotes", new URLSearchParams(params));

describeWithDatabase("the admin's quote list", (use) => {
  let db: Db;
  /** Quote numbers by the name the test gives them. */
  const numbers: Record<"bulk" | "lapsed" | "open", string> = { bulk: "", lapsed: "", open: "" };

  async function insertQuote(
    values: Omit<typeof quotes.$inferInsert, "quoteNumber">,
    lines: Omit<typeof quoteLines.$inferInsert, "quoteId" | "position">[],
  ) {
    const [quote] = await db.insert(quotes).values(values).returning();
    await db
      .insert(quoteLines)
      .values(lines.map((line, position) => ({ ...line, quoteId: quote!.id, position })));
    return quote!.quoteNumber;
  }

  beforeAll(async () => {
    db = adminTestServices(use()).database.db;
    await applyDemoSeed(db);
    const trade = await userIdOf(db, "trade@tradewear.test");
    const retail = await userIdOf(db, "retail@tradewear.test");
    const now = Date.now();
    // Two days old, being priced: 20 × £7.50 = £150.00, and 600 printed tees at £3.00 whose
    // print is priced on application: 600 × £3.00 = £1,800.00. Goods ex VAT £1,950.00 (195,000p).
    numbers.bulk = await insertQuote(
      {
        userId: trade,
        customerName: "Dan Hartley",
        customerEmail: "trade@tradewear.test",
        createdAt: new Date(now - 2 * day),
      },
      [
        {
          productTitle: "Essential Polo",
          variantTitle: "Navy / L",
          quantity: 20,
          unitPricePence: 750,
        },
        {
          productTitle: "Heavy Cotton T-Shirt",
          variantTitle: "Black / M",
          quantity: 600,
          unitPricePence: 300,
          customizationType: "print",
          customizationPosition: "Full Back",
          needsPrice: true,
        },
      ],
    );
    // An hour old, sent with an expiry of yesterday: 10 × (£12.00 + £4.50 embroidery) + £25.00
    // set-up = £190.00 (19,000p).
    numbers.lapsed = await insertQuote(
      {
        userId: retail,
        customerName: "Amy Clarke",
        customerEmail: "retail@tradewear.test",
        status: "sent",
        deliveryPence: 695,
        sentAt: new Date(now - 3 * day),
        expiresAt: new Date(now - day),
        createdAt: new Date(now - hour),
      },
      [
        {
          productTitle: "Safety Boot",
          quantity: 10,
          unitPricePence: 1200,
          customizationType: "embroidery",
          customizationPosition: "Chest Left",
          customizationPricePence: 450,
          setupFeePence: 2500,
        },
      ],
    );
    // Three days old, sent and good for ten more days: 5 × £9.00 = £45.00 (4,500p).
    numbers.open = await insertQuote(
      {
        userId: trade,
        customerName: "Dan Hartley",
        customerEmail: "trade@tradewear.test",
        status: "sent",
        sentAt: new Date(now - day),
        expiresAt: new Date(now + 10 * day),
        createdAt: new Date(now - 3 * day),
      },
      [{ productTitle: "Hi-Vis Vest", quantity: 5, unitPricePence: 900 }],
    );
  });

  it("lists the quotes newest first, with their items and goods ex VAT", async () => {
    // The tab's page, through the loader the page and the list API share.
    const loaded = await loadAdminList(db, "quotes", query());
    if (loaded.list !== "quotes") throw new Error(`loaded the ${loaded.list} list`);
    const { data } = loaded;
    expect(data.total).toBe(3);
    expect(data.rows).toEqual([
      expect.objectContaining({
        quoteNumber: numbers.lapsed,
        customerName: "Amy Clarke",
        customerEmail: "retail@tradewear.test",
        status: "expired",
        itemCount: 10,
        lineCount: 1,
        goodsExVatPence: 19_000,
        needsPrice: false,
      }),
      expect.objectContaining({
        quoteNumber: numbers.bulk,
        status: "requested",
        itemCount: 620,
        lineCount: 2,
        goodsExVatPence: 195_000,
        needsPrice: true,
        expiresAt: null,
      }),
      expect.objectContaining({
        quoteNumber: numbers.open,
        status: "sent",
        goodsExVatPence: 4_500,
      }),
    ]);
    expect(data.rows[0]?.expiresAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("adds up the goods as quoteTotals does", async () => {
    const { rows } = await listQuotes(db, query() as never);
    for (const row of rows) {
      const [quote] = await db.select().from(quotes).where(eq(quotes.id, row.id));
      const lines = await db
        .select()
        .from(quoteLines)
        .where(eq(quoteLines.quoteId, row.id))
        .orderBy(asc(quoteLines.position));
      const totals = quoteTotals(lines, quote!.deliveryPence);
      expect([row.goodsExVatPence, row.itemCount]).toEqual([
        totals.goodsExVatPence,
        totals.itemCount,
      ]);
    }
  });

  it("finds a quote by its number or the buyer's e-mail, and by status as it reads now", async () => {
    const found = async (q: string) =>
      (await listQuotes(db, query({ q }) as never)).rows.map((row) => row.quoteNumber);
    expect(await found(numbers.bulk.toLowerCase())).toEqual([numbers.bulk]);
    expect(await found("RETAIL@tradewear")).toEqual([numbers.lapsed]);
    expect(await found("hartley")).toEqual([numbers.bulk, numbers.open]);
    // The lapsed quote is stored as sent but reads as expired, in the search as in the list.
    expect(await found("expired")).toEqual([numbers.lapsed]);
    expect(await found("sent")).toEqual([numbers.open]);
    expect(await found("nobody@")).toEqual([]);
  });

  it("sorts by goods ex VAT, number and status", async () => {
    const sorted = async (sort: string, dir: string) =>
      (await listQuotes(db, query({ sort, dir }) as never)).rows.map((row) => row.quoteNumber);
    expect(await sorted("total", "asc")).toEqual([numbers.open, numbers.lapsed, numbers.bulk]);
    expect(await sorted("total", "desc")).toEqual([numbers.bulk, numbers.lapsed, numbers.open]);
    // Inserted in this order, so numbered in it.
    expect(await sorted("number", "asc")).toEqual([numbers.bulk, numbers.lapsed, numbers.open]);
    // expired < requested < sent, the lapsed quote by the status it reads as.
    expect(await sorted("status", "asc")).toEqual([numbers.lapsed, numbers.bulk, numbers.open]);
  });

  it("exports the list as CSV with the goods in pounds", async () => {
    const csv = await exportAdminList(db, "quotes", query({ sort: "total", dir: "desc" }), 100);
    expect(csv.headers).toEqual([
      "Quote number",
      "Customer",
      "Email",
      "Status",
      "Items",
      "Units",
      "Goods ex VAT (GBP)",
      "Decoration to price",
      "Expires",
      "Date",
    ]);
    expect(csv.rows.map((row) => row.slice(0, 8))).toEqual([
      [numbers.bulk, "Dan Hartley", "trade@tradewear.test", "requested", 2, 620, "1950.00", "Yes"],
      [numbers.lapsed, "Amy Clarke", "retail@tradewear.test", "expired", 1, 10, "190.00", "No"],
      [numbers.open, "Dan Hartley", "trade@tradewear.test", "sent", 1, 5, "45.00", "No"],
    ]);
    const text = toCsv(csv.headers, csv.rows).split("\r\n");
    expect(text[1]).toMatch(
      new RegExp(
        `^"${numbers.bulk}","Dan Hartley",.*,"1950\\.00","Yes","","\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}"$`,
      ),
    );
    expect(text[2]).toMatch(/,"190\.00","No","\d{4}-\d{2}-\d{2}",/);
  });
});
