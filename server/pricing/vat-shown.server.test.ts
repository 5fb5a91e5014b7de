import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { applyDemoSeed } from "../demo/demo-seed.ts";
import type { Viewer } from "../accounts/viewer.ts";
import type { Db } from "../db/client.ts";
import { customerCreditAccounts, users } from "../db/schema/index.ts";
import { describeWithDatabase } from "../db/test-database.ts";
import { vatShownFor } from "./vat-shown.server.ts";

// Issue 14.3: trade accounts read ex VAT first, everyone else inc VAT, unless they chose.

async function viewerByEmail(db: Db, email: string): Promise<Viewer> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return { userId: row!.id, email, name: row!.name, role: "customer", emailVerified: true };
}

describeWithDatabase("the prices a page shows first", (use) => {
  let db: Db;
  let trade: Viewer;
  let retail: Viewer;

  beforeAll(async () => {
    db = use().db;
    await applyDemoSeed(db);
    trade = await viewerByEmail(db, "trade@tradewear.test");
    retail = await viewerByEmail(db, "retail@tradewear.test");
  }, 60_000);

  it("shows a visitor and a retail customer inc VAT, and a trade account ex VAT", async () => {
    expect(await vatShownFor(db, null, null)).toBe("inc");
    expect(await vatShownFor(db, "other=1", retail)).toBe("inc");
    expect(await vatShownFor(db, null, trade)).toBe("ex");
  });

  it("keeps the buyer's own choice over the account's default, and ignores a value not ours", async () => {
    expect(await vatShownFor(db, "prices=inc", trade)).toBe("inc");
    expect(await vatShownFor(db, "a=b; prices=ex", null)).toBe("ex");
    expect(await vatShownFor(db, "prices=both", trade)).toBe("ex");
  });

  it("takes a suspended credit account for a retail one", async () => {
    await db
      .update(customerCreditAccounts)
      .set({ isActive: false })
      .where(eq(customerCreditAccounts.userId, trade.userId));
    expect(await vatShownFor(db, null, trade)).toBe("inc");
    await db
      .update(customerCreditAccounts)
      .set({ isActive: true })
      .where(eq(customerCreditAccounts.userId, trade.userId));
  });
});
