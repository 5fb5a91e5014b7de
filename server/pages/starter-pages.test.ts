import { expect, it } from "vitest";
import { pages } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { ensureStarterPages, starterPages } from "./starter-pages.ts";

// Issue 13.5: every shop starts with the information pages, once; the owner's pages are never
// touched again.

describeWithDatabase("the starter pages", (use) => {
  it("are written into a shop with no page, once, made safe, with their anchors", async () => {
    const db = use().db;
    expect(await ensureStarterPages(db)).toBe(true);
    const rows = await db.select().from(pages);
    expect(rows.map((row) => row.handle).sort()).toEqual(
      starterPages.map((page) => page.handle).sort(),
    );
    const faq = rows.find((row) => row.handle === "faq")!;
    expect(faq.bodyHtml).toContain('<h3 id="credit-account">');
    expect(faq.bodyHtml).toContain("{phone}");
    expect(await ensureStarterPages(db)).toBe(false);
    expect(await db.select().from(pages)).toHaveLength(rows.length);
  });

  it("are not written into a shop that has a page of its own", async () => {
    const db = use().db;
    await db.delete(pages);
    await db.insert(pages).values({ handle: "about-us", title: "About us" });
    expect(await ensureStarterPages(db)).toBe(false);
    expect((await db.select().from(pages)).map((row) => row.handle)).toEqual(["about-us"]);
  });
});
