import type { Db } from "#server/db/client.ts";
import { getCreditAccount, listCreditTransactions } from "./credit-queries.ts";

// spec/back-office.md §3, §9 and spec/storefront.md §6: a customer's credit account as the basket
// and the credit account page show it. Reads only; credit orders are in credit-order.server.ts.

/** spec/back-office.md §9: the credit page lists the 10 most recent transactions. */
export const recentTransactionCount = 10;

export type CreditAccountFigures = {
  limitPence: number;
  balancePence: number;
  /** limit − balance (DESIGN §3.6): what a credit order may come to. */
  availablePence: number;
  isActive: boolean;
};

export type CreditTransactionSummary = {
  id: string;
  /** charge, payment, refund; anything else reads as an adjustment (spec/back-office.md §3). */
  type: string;
  description: string;
  reference: string | null;
  /** Positive pence: a charge raises the balance, a payment lowers it. */
  amountPence: number;
  balanceAfterPence: number;
  /** ISO 8601. */
  createdAt: string;
};

export type CreditSummary = {
  /** null: the customer has no credit account. */
  account: CreditAccountFigures | null;
  /** Newest first, at most recentTransactionCount. */
  transactions: CreditTransactionSummary[];
};

export async function getCreditSummary(db: Db, userId: string): Promise<CreditSummary> {
  const [account, transactions] = await Promise.all([
    getCreditAccount(db, userId),
    listCreditTransactions(db, userId, recentTransactionCount),
  ]);
  return {
    account: account && {
      limitPence: account.creditLimitPence,
      balancePence: account.currentBalancePence,
      availablePence: account.creditLimitPence - account.currentBalancePence,
      isActive: account.isActive,
    },
    transactions: transactions.map((row) => ({
      id: row.id,
      type: row.transactionType,
      description: row.description,
      reference: row.reference,
      amountPence: row.amountPence,
      balanceAfterPence: row.balanceAfterPence,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
