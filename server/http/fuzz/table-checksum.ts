import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client.ts";
import * as schema from "#server/db/schema/index.ts";

// What a refused request must leave as it was: the row count of every table people's requests
// write, and a checksum of the whole rows of those an admin edits in place. Rate-limit counters
// are left out: counting a refused request is their job.

const counted: PgTable[] = [
  schema.users,
  schema.profiles,
  schema.sessions,
  schema.accounts,
  schema.verifications,
  schema.carts,
  schema.cartLines,
  schema.orders,
  schema.orderItems,
  schema.customerCreditAccounts,
  schema.creditTransactions,
  schema.customerPricing,
  schema.newsletterSubscribers,
  schema.contactMessages,
  schema.designSubmissions,
  schema.storedFiles,
  schema.mailOutbox,
  schema.idempotencyKeys,
  schema.auditLog,
  schema.catalogueImports,
];

const checksummed: PgTable[] = [
  schema.users,
  schema.profiles,
  schema.orders,
  schema.customerCreditAccounts,
  schema.customerPricing,
  schema.embroideryPricing,
  schema.printPricing,
  schema.carts,
  schema.cartLines,
];

const query = sql.raw(
  `select ${[
    ...counted.map((table) => `(select count(*) from "${getTableName(table)}")::text`),
    ...checksummed.map(
      (table) =>
        `(select coalesce(sum(hashtext(t::text)), 0) from "${getTableName(table)}" t)::text`,
    ),
  ].join(" || ',' || ")} as state`,
);

/** One line of text that changes when any row is added, removed or edited in those tables. */
export async function tableChecksum(db: Db): Promise<string> {
  const result = (await db.execute(query)) as unknown as { rows: { state: string }[] };
  return result.rows[0]!.state;
}
