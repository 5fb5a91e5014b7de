import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import type { PostalAddress } from "./orders.ts";

/**
 * Issue 14.4: a buyer's address book. Each address is the checkout's shape (an order's
 * delivery address); at most one is the default, which the checkout and the credit panel offer
 * first. `version` is the edit check (DESIGN §7): two tabs cannot overwrite each other's change.
 */
export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    address: jsonb().$type<PostalAddress>().notNull(),
    isDefault: boolean().notNull().default(false),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId),
    uniqueIndex("customer_addresses_one_default")
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
