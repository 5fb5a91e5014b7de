import { desc, eq } from "drizzle-orm";
import type { Viewer } from "#server/accounts/viewer.ts";
import { placeCreditOrder } from "#server/credit/credit-order.server.ts";
import {
  newKey,
  orderBody,
  polo,
  variantGid,
  type CreditFixture,
} from "#server/credit/credit-test-support.ts";
import type { Db } from "#server/db/client.ts";
import { mailOutbox, orders } from "#server/db/schema/index.ts";

// Test-only, for the proof workflow's tests: a buyer's order of 12 navy polos embroidered at the
// chest with one design, placed on their credit account as the basket would, and the newest
// e-mail to an address.

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
