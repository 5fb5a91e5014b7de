import { and, count, eq, gte, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { customerCreditAccounts, profiles, users } from "#server/db/schema/index.ts";
import {
  foundRows,
  listReaders,
  orderBy,
  searchWhere,
  totalOver,
  type ListPage,
  type ListQuery,
} from "./admin-list.ts";

// spec/back-office.md §2 Customers tab: name, e-mail, phone, company, created date; 'Active This
// Month' = customers created within the last month; search by first name, last name, e-mail,
// phone. The spec joined an auth user list to profiles and fell back to 'Unknown' / 'No email'
// when it could not be read; here both live in one database, and the fallbacks stay for a
// customer with no name on their profile.

export const unknownName = "Unknown";
export const noEmail = "No email";

export const customerSorts = ["name", "email", "company", "created"] as const;
export type CustomerSort = (typeof customerSorts)[number];

export type CustomerListRow = {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  /** ISO 8601. */
  createdAt: string;
  hasCreditAccount: boolean;
};

export type CustomerList = ListPage<CustomerListRow> & { activeThisMonth: number };

/** First and last name from the profile, else the account's name; "" when neither is known. */
export const customerNameSql = (p = profiles, u = users) =>
  sql<string>`coalesce(nullif(trim(coalesce(${p.firstName}, '') || ' ' || coalesce(${p.lastName}, '')), ''), nullif(trim(${u.name}), ''), '')`;

const sortColumns = {
  name: sql`lower(${customerNameSql()})`,
  email: sql`lower(${users.email})`,
  company: sql`lower(${profiles.companyName})`,
  created: users.createdAt,
} as const;

async function selectCustomers(
  db: Db,
  query: ListQuery<CustomerSort>,
  limit: number,
  offset: number,
) {
  const rows = await db
    .select({
      id: users.id,
      name: customerNameSql(),
      email: users.email,
      phone: profiles.phone,
      company: profiles.companyName,
      createdAt: users.createdAt,
      creditAccountId: customerCreditAccounts.id,
      total: totalOver,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(customerCreditAccounts, eq(customerCreditAccounts.userId, users.id))
    .where(
      and(
        eq(users.role, "customer"),
        searchWhere(query.q, [
          profiles.firstName,
          profiles.lastName,
          customerNameSql(),
          users.email,
          profiles.phone,
        ]),
      ),
    )
    .orderBy(...orderBy(sortColumns[query.sort], query.dir, users.id))
    .limit(limit)
    .offset(offset);
  return foundRows(rows, (row): CustomerListRow => ({
    id: row.id,
    name: row.name || unknownName,
    email: row.email || noEmail,
    phone: row.phone ?? "",
    company: row.company ?? "",
    createdAt: row.createdAt.toISOString(),
    hasCreditAccount: row.creditAccountId !== null,
  }));
}

const customerReaders = listReaders(selectCustomers);

/** Customers created within the last calendar month (spec: 'Active This Month'). */
export async function countCustomersJoinedThisMonth(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, "customer"), gte(users.createdAt, sql`now() - interval '1 month'`)));
  return row?.n ?? 0;
}

export async function listCustomers(db: Db, query: ListQuery<CustomerSort>): Promise<CustomerList> {
  const [page, activeThisMonth] = await Promise.all([
    customerReaders.page(db, query),
    countCustomersJoinedThisMonth(db),
  ]);
  return { ...page, activeThisMonth };
}

/** Every customer matching the search, for the CSV export. */
export const listAllCustomers = customerReaders.all;
