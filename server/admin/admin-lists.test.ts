import { beforeAll, expect, it } from "vitest";
import type { Db } from "#server/db/client.ts";
import {
  contactMessages,
  newsletterSubscribers,
  orderItems,
  profiles,
  users,
} from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { csvCell, toCsv } from "./admin-csv.ts";
import { containsPattern, parseListQuery } from "./admin-list.ts";
import { exportAdminList, listQueryOf, loadAdminList } from "./admin-lists.ts";
import { countCustomersJoinedThisMonth, listCustomers } from "./customers-admin.ts";
import { listCustomPrices } from "./custom-pricing-admin.ts";
import { listOrders } from "./orders-admin.ts";

// spec/back-office.md §2 and §5: the admin lists search case-insensitively on the spec's fields in
// the database, page, sort, and export to CSV safe to open in a spreadsheet.

const query = (params: Record<string, string>, list: Parameters<typeof listQueryOf>[0]) =>
  listQueryOf(list, new URLSearchParams(params));

describeWithDatabase("the admin lists", (use) => {
  let db: Db;

  beforeAll(async () => {
    db = use().db;
    await applyDemoSeed(db);
    // 30 more customers, one with a name that is a spreadsheet formula and one a wildcard.
    const now = Date.now();
    const extra = Array.from({ length: 30 }, (_, index) => ({
      id: `extra-${String(index).padStart(2, "0")}`,
      name: `Extra ${index}`,
      email: `extra${index}@example.co.uk`,
      createdAt: new Date(now - (index + 1) * 40 * 86_400_000),
    }));
    await db.insert(users).values(extra);
    await db.insert(profiles).values([
      {
        id: "extra-00",
        firstName: '=HYPERLINK("http://x")',
        lastName: "Jones",
        phone: "0161 555 0000",
      },
      { id: "extra-01", firstName: "Percy", lastName: "100% Cotton", phone: null },
    ]);
  });

  it("searches customers by name, e-mail and phone, case-insensitively", async () => {
    const names = async (q: string) =>
      (await listCustomers(db, query({ q }, "customers") as never)).rows.map((row) => row.name);
    expect(await names("hartley")).toEqual(["Dan Hartley"]);
    expect(await names("RETAIL@TRADEWEAR")).toEqual(["Amy Clarke"]);
    expect(await names("0113 496 0412")).toEqual(["Dan Hartley"]);
    expect(await names("dan hart")).toEqual(["Dan Hartley"]);
    // The admin's own % is a character, not a wildcard.
    expect(await names("100%")).toEqual(["Percy 100% Cotton"]);
    expect(await names("%")).toEqual(["Percy 100% Cotton"]);
    expect(await names("_")).toEqual([]);
    // Admins are not customers.
    expect(await names("admin@tradewear")).toEqual([]);
  });

  it("pages and sorts, and counts those who joined within the last month", async () => {
    const first = await listCustomers(
      db,
      query({ sort: "email", dir: "asc" }, "customers") as never,
    );
    expect(first.total).toBe(32);
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]?.email).toBe("extra0@example.co.uk");
    const second = await listCustomers(
      db,
      query({ sort: "email", dir: "asc", page: "2" }, "customers") as never,
    );
    expect(second.rows).toHaveLength(7);
    expect(second.rows.at(-1)?.email).toBe("trade@tradewear.test");
    // The demo customers joined 60 days ago; none of the extra ones in the last 40 days.
    expect(await countCustomersJoinedThisMonth(db)).toBe(0);
    await db.insert(users).values({ id: "new-one", name: "New One", email: "new@example.co.uk" });
    expect(await countCustomersJoinedThisMonth(db)).toBe(1);
  });

  it("shows 'Unknown' for a customer with no name anywhere", async () => {
    await db.insert(users).values({ id: "no-name", name: " ", email: "noname@example.co.uk" });
    const [row] = (await listCustomers(db, query({ q: "noname@" }, "customers") as never)).rows;
    expect(row?.name).toBe("Unknown");
  });

  it("searches orders by number, name, e-mail and status, newest first by default", async () => {
    const all = await listOrders(db, query({}, "orders") as never);
    expect(all.total).toBeGreaterThan(5);
    const dates = all.rows.map((row) => row.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const shipped = await listOrders(db, query({ q: "SHIPPED" }, "orders") as never);
    expect(shipped.rows.every((row) => row.status === "shipped")).toBe(true);
    const number = all.rows[0]!.orderNumber;
    expect(
      (await listOrders(db, query({ q: number.toLowerCase() }, "orders") as never)).rows,
    ).toHaveLength(1);
    expect(all.rows[0]?.itemCount).toBeGreaterThan(0);
  });

  it("counts an order's lines as its items, with the units they add up to beside", async () => {
    // Issue 22.8, spec/back-office.md §2: the Items column is the order's lines.
    const lines = await db
      .select({ orderId: orderItems.orderId, quantity: orderItems.quantity })
      .from(orderItems);
    const { rows } = await listOrders(db, query({}, "orders") as never);
    const counts = rows.map((row) => {
      const own = lines.filter((line) => line.orderId === row.id);
      return [row.itemCount, row.unitCount, own.length, own.reduce((n, l) => n + l.quantity, 0)];
    });
    expect(counts.every(([items, units, length, sum]) => items === length && units === sum)).toBe(
      true,
    );
    // The demo's orders include some whose lines are not one unit each.
    expect(counts.some(([items, units]) => items !== units)).toBe(true);
    const csv = await exportAdminList(db, "orders", query({}, "orders"), 100);
    expect(csv.headers.slice(-3)).toEqual(["Items", "Units", "Date"]);
  });

  it("gives each list's page through one loader, with the spec's fields", async () => {
    const credit = await loadAdminList(
      db,
      "credit-accounts",
      query({ q: "hartley" }, "credit-accounts"),
    );
    expect(credit.list).toBe("credit-accounts");
    expect(credit.data.rows[0]).toMatchObject({
      email: "trade@tradewear.test",
      availablePence: 375_000,
    });
    const prices = await loadAdminList(
      db,
      "custom-pricing",
      query({ q: "trade@" }, "custom-pricing"),
    );
    expect(prices.data.total).toBe(3);
  });

  it("finds custom prices by product or variant id, as a number or as a global id", async () => {
    // Issue 22.7: the demo trade customer's prices: the Navy / L polo alone, every vest.
    const search = async (q: string) =>
      (await listCustomPrices(db, query({ q }, "custom-pricing") as never)).rows;
    const ids = async (q: string) => (await search(q)).map((row) => row.productId);
    const trade = await search("trade@");
    const polo = trade.find((row) => row.variantTitle === "Navy / L")!;
    const vest = trade.find((row) => row.productHandle.includes("vest"))!;
    expect(await ids(String(vest.productId))).toContain(vest.productId);
    expect(await ids(`gid://shopify/Product/${vest.productId}`)).toEqual([vest.productId]);
    expect(await ids(`gid://shopify/ProductVariant/${polo.variantId}`)).toEqual([polo.productId]);
    // A product's global id is not a variant's, and the words of the form alone find nothing.
    expect(await ids(`gid://shopify/ProductVariant/${vest.productId}`)).not.toContain(
      vest.productId,
    );
    expect(await search("shopify")).toEqual([]);
  });

  it("gives the inbox's messages as stored, searched on their text, and subscribers as CSV", async () => {
    const markup = '<img src=x onerror="alert(1)">Need 40 vests';
    await db.insert(contactMessages).values({
      firstName: "Rhys",
      lastName: "Evans",
      email: "rhys@example.co.uk",
      subject: "Quote or bulk order",
      message: markup,
    });
    await db
      .insert(newsletterSubscribers)
      .values([
        { email: "=cmd@example.co.uk" },
        { email: "site@example.co.uk", unsubscribedAt: new Date("2026-01-02T10:00:00Z") },
      ]);
    const messages = await loadAdminList(
      db,
      "contact-messages",
      query({ q: "40 VESTS" }, "contact-messages"),
    );
    expect(messages.data.rows).toEqual([
      expect.objectContaining({ name: "Rhys Evans", message: markup }),
    ]);
    const csv = await exportAdminList(
      db,
      "newsletter-subscribers",
      query({ sort: "email", dir: "asc" }, "newsletter-subscribers"),
      100,
    );
    const text = toCsv(csv.headers, csv.rows).split("\r\n");
    expect(text[0]).toBe('"Email","Subscribed","Unsubscribed"');
    expect(text[1]).toMatch(/^"'=cmd@example\.co\.uk","\d{4}-\d{2}-\d{2}",""$/);
    expect(text[2]).toMatch(/^"site@example\.co\.uk","\d{4}-\d{2}-\d{2}","2026-01-02"$/);
  });

  it("exports CSV with formula-looking cells made inert", async () => {
    const csv = await exportAdminList(db, "customers", query({ q: "jones" }, "customers"), 100);
    expect(csv.rows[0]?.[0]).toBe('=HYPERLINK("http://x") Jones');
    const text = toCsv(csv.headers, csv.rows);
    expect(text.split("\r\n")[1]).toMatch(
      /^"'=HYPERLINK\(""http:\/\/x""\) Jones","extra0@example\.co\.uk","0161 555 0000"/,
    );
    expect(["=1", "+1", "-1", "@SUM(A1)", "\tx", "plain"].map(csvCell)).toEqual([
      `"'=1"`,
      `"'+1"`,
      `"'-1"`,
      `"'@SUM(A1)"`,
      `"'\tx"`,
      `"plain"`,
    ]);
  });
});

it("escapes the admin's wildcards and forgives bad list parameters", () => {
  expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  expect(
    parseListQuery(new URLSearchParams("sort=drop&dir=sideways&page=-3&q=%20x%20"), ["a", "b"], {
      sort: "a",
      dir: "desc",
    }),
  ).toEqual({ q: "x", page: 1, sort: "a", dir: "desc" });
});
