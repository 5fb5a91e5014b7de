import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import {
  creditTransactions,
  customerCreditAccounts,
  profiles,
  users,
} from "#server/db/schema/index.ts";
import { listAuditTrail, type AuditEntry } from "./audit.ts";
import { etagOf } from "./record-version.ts";
import { customerNameSql, noEmail, unknownName } from "./customers-admin.ts";
import {
  foundRows,
  listReaders,
  orderBy,
  searchWhere,
  totalOver,
  type ListQuery,
} from "./admin-list.ts";

// spec/back-office.md §2 Credit Accounts tab: the list (search by name, e-mail, user id) and one
// account's figures, recent transactions and audit trail for its dialog. The changes are in
// credit-admin-changes.ts.

export const creditSorts = ["name", "email", "limit", "balance", "available", "created"] as const;
export type CreditSort = (typeof creditSorts)[number];

export type CreditAccountListRow = {
  id: string;
  userId: string;
  name: string;
  email: string;
  creditLimitPence: number;
  currentBalancePence: number;
  availablePence: number;
  isActive: boolean;
  /** ISO 8601. */
  createdAt: string;
  /** Issue 10.9: the account's version, sent back as If-Match with an edit. */
  etag: string;
};

/** Issue 10.9: an account's version, from every figure its dialog shows and edits. */
export function creditAccountEtag(row: {
  id: string;
  creditLimitPence: number;
  currentBalancePence: number;
  isActive: boolean;
}): string {
  return etagOf("customer_credit_account", row.id, [
    row.creditLimitPence,
    row.currentBalancePence,
    row.isActive,
  ]);
}

const available = sql<number>`${customerCreditAccounts.creditLimitPence} - ${customerCreditAccounts.currentBalancePence}`;

const sortColumns = {
  name: sql`lower(${customerNameSql()})`,
  email: sql`lower(${users.email})`,
  limit: customerCreditAccounts.creditLimitPence,
  balance: customerCreditAccounts.currentBalancePence,
  available,
  created: customerCreditAccounts.createdAt,
} as const;

function selectAccounts(db: Db) {
  return db
    .select({
      id: customerCreditAccounts.id,
      userId: customerCreditAccounts.userId,
      name: customerNameSql(),
      email: users.email,
      creditLimitPence: customerCreditAccounts.creditLimitPence,
      currentBalancePence: customerCreditAccounts.currentBalancePence,
      isActive: customerCreditAccounts.isActive,
      createdAt: customerCreditAccounts.createdAt,
      total: totalOver,
    })
    .from(customerCreditAccounts)
    .leftJoin(users, eq(users.id, customerCreditAccounts.userId))
    .leftJoin(profiles, eq(profiles.id, customerCreditAccounts.userId));
}

type AccountSelect = Awaited<ReturnType<ReturnType<typeof selectAccounts>["execute"]>>[number];

function toRow(row: AccountSelect): CreditAccountListRow {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name || unknownName,
    email: row.email ?? noEmail,
    creditLimitPence: row.creditLimitPence,
    currentBalancePence: row.currentBalancePence,
    availablePence: row.creditLimitPence - row.currentBalancePence,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    etag: creditAccountEtag(row),
  };
}

async function selectPage(db: Db, query: ListQuery<CreditSort>, limit: number, offset: number) {
  const rows = await selectAccounts(db)
    .where(
      searchWhere(query.q, [
        customerNameSql(),
        profiles.firstName,
        profiles.lastName,
        users.email,
        customerCreditAccounts.userId,
      ]),
    )
    .orderBy(...orderBy(sortColumns[query.sort], query.dir, customerCreditAccounts.id))
    .limit(limit)
    .offset(offset);
  return foundRows(rows, toRow);
}

/** The Credit Accounts tab's page, and every matching account for its CSV export. */
export const { page: listCreditAccounts, all: listAllCreditAccounts } = listReaders(selectPage);

export type AdminCreditTransaction = {
  id: string;
  type: string;
  description: string;
  reference: string | null;
  amountPence: number;
  balanceAfterPence: number;
  /** The e-mail of who made it: the customer for an order, an admin for a payment. */
  createdBy: string | null;
  createdAt: string;
};

export type CreditAccountDetail = {
  account: CreditAccountListRow;
  transactions: AdminCreditTransaction[];
  audit: AuditEntry[];
};

/** An account's dialog: its figures, its 20 newest transactions and its audit trail. */
export async function getCreditAccountDetail(
  db: Db,
  id: string,
): Promise<CreditAccountDetail | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectAccounts(db).where(eq(customerCreditAccounts.id, id));
  if (!row) return null;
  const [transactions, audit] = await Promise.all([
    db
      .select({
        id: creditTransactions.id,
        type: creditTransactions.transactionType,
        description: creditTransactions.description,
        reference: creditTransactions.reference,
        amountPence: creditTransactions.amountPence,
        balanceAfterPence: creditTransactions.balanceAfterPence,
        createdBy: users.email,
        createdAt: creditTransactions.createdAt,
      })
      .from(creditTransactions)
      .leftJoin(users, eq(users.id, creditTransactions.createdBy))
      .where(eq(creditTransactions.accountId, id))
      .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id))
      .limit(20),
    listAuditTrail(db, "customer_credit_account", id),
  ]);
  return {
    account: toRow(row),
    transactions: transactions.map((t) => ({ ...t, createdAt: t.createdAt.toISOString() })),
    audit,
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(id: string): boolean {
  return uuidPattern.test(id);
}
