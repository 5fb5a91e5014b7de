import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import type { Viewer } from "#server/accounts/viewer.ts";
import type { Admin } from "#server/admin/admin-guard.ts";
import { placeCreditOrder } from "#server/credit/credit-order.server.ts";
import {
  createCustomer,
  newKey,
  orderBody,
  polo,
  setUpCreditFixture,
  variantGid,
  type CreditFixture,
} from "#server/credit/credit-test-support.ts";
import type { Database, Db } from "#server/db/client.ts";
import { mailOutbox, orders } from "#server/db/schema/index.ts";

// Test-only, for the proof workflow's tests: the shop they run against (the credit fixture with a
// data folder of its own for proof files, and an admin), a buyer's order of 12 navy polos
// embroidered at the chest with one design, placed on their credit account as the basket would,
// and the newest e-mail to an address.

export type ProofShop = {
  fixture: CreditFixture;
  services: CreditFixture["services"];
  dataDir: string;
  admin: Admin;
  /** Removes the data folder. */
  close: () => Promise<void>;
};

export async function openProofShop(database: Database, name: string): Promise<ProofShop> {
  const fixture = await setUpCreditFixture(database);
  const dataDir = await mkdtemp(path.join(tmpdir(), `tradewear-${name}-`));
  return {
    fixture,
    services: { ...fixture.services, config: { ...fixture.services.config, dataDir } },
    dataDir,
    admin: { ...(await createCustomer(fixture.db)), role: "admin" },
    close: () => rm(dataDir, { recursive: true, force: true }),
  };
}

export async function orderTwelveEmbroidered(
  services: CreditFixture["services"],
  db: Db,
  buyer: Viewer,
  designId: string,
) {
  const body = orderBody([
    {
      variantId: await variantGid(db, polo, "Navy / L"),
      quantity: 12,
      customizationType: "embroidery",
      customizationPosition: "Chest Left",
      designId,
    },
  ]);
  const result = await placeCreditOrder(services, buyer, body, newKey());
  if (result.status !== 201) throw new Error(JSON.stringify(result));
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, (result.body as { orderNumber: string }).orderNumber));
  return order!;
}

export async function newestMailTo(db: Db, address: string) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail!;
}
