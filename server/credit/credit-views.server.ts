import { tz } from "@date-fns/tz";
import { listSavedAddresses, type SavedAddress } from "../accounts/address-book.server.ts";
import { format } from "date-fns";
import type { Viewer } from "#server/accounts/viewer.ts";
import type { Db } from "#server/db/client.ts";
import {
  accountReferenceOf,
  bankTransferOf,
  paymentReference,
  type BankTransferDetails,
} from "#core/settings/shop-details.ts";
import type { Database } from "#server/db/client.ts";
import { getShopSettings } from "#server/settings/shop-settings.server.ts";

export type { BankTransferDetails, PostalAddress };
import type { PostalAddress } from "#server/db/schema/index.ts";
import { getCreditAccount, getLastDeliveryAddress } from "./credit-queries.ts";
import {
  getCreditSummary,
  type CreditAccountFigures,
  type CreditTransactionSummary,
} from "./credit.server.ts";

// What the credit account page and the basket show of a customer's credit account, read on the
// server for the signed-in viewer only (their loaders pass context.viewer): nothing here takes a
// user id from the browser, and nothing the browser keeps is trusted for these figures.

/** spec/back-office.md §2, §9: 'MMM dd, yyyy HH:mm', in UK time (GMT or BST, as the buyer lives). */
const transactionDateFormat = "MMM dd, yyyy HH:mm";
const shopTimeZone = tz("Europe/London");

/** "Jan 05, 2025 09:05" for an ISO 8601 instant, in Europe/London time. */
export function formatTransactionDate(iso: string): string {
  return format(new Date(iso), transactionDateFormat, { in: shopTimeZone });
}

export type CreditTransactionView = CreditTransactionSummary & {
  /** createdAt as the page prints it (formatted here, so date-fns stays off the browser's load). */
  dateText: string;
};

export type CreditAccountView =
  | { account: null; transactions: []; bank: null; reference: null }
  | {
      account: CreditAccountFigures;
      /** Newest first, the 10 latest (spec/back-office.md §9). */
      transactions: CreditTransactionView[];
      /** Where to pay the account; null while the shop has no real bank details (issue 18.9). */
      bank: BankTransferDetails | null;
      /** What to quote with a payment: the account's reference in the shop's pattern. */
      reference: string;
    };

/** The credit account page's data for `userId` (the signed-in viewer). */
export async function getCreditAccountView(
  database: Database,
  userId: string,
): Promise<CreditAccountView> {
  const summary = await getCreditSummary(database.db, userId);
  if (!summary.account) return { account: null, transactions: [], bank: null, reference: null };
  const [settings, row] = await Promise.all([
    getShopSettings(database),
    getCreditAccount(database.db, userId),
  ]);
  return {
    account: summary.account,
    transactions: summary.transactions.map((transaction) => ({
      ...transaction,
      dateText: formatTransactionDate(transaction.createdAt),
    })),
    bank: bankTransferOf(settings),
    reference: paymentReference(
      settings.accountReference,
      "account",
      accountReferenceOf(row?.id ?? userId),
    ),
  };
}

/** Where an order placed outside the checkout (on credit, from a quote) may go, and for whom. */
export type DeliveryChoices = {
  /** Prefills the name on the order. */
  customerName: string;
  /** Prefills the delivery address: the default saved one, else the customer's latest order's. */
  lastDeliveryAddress: PostalAddress | null;
  /** Issue 14.4: the customer's address book, the default first. */
  savedAddresses: SavedAddress[];
};

export async function deliveryChoicesOf(db: Db, viewer: Viewer): Promise<DeliveryChoices> {
  const savedAddresses = await listSavedAddresses(db, viewer.userId);
  return {
    customerName: viewer.name,
    lastDeliveryAddress:
      savedAddresses[0]?.address ?? (await getLastDeliveryAddress(db, viewer.userId)),
    savedAddresses,
  };
}

/** What the basket's credit panel needs (spec/storefront.md §2 /basket). */
export type BasketCredit = DeliveryChoices & {
  limitPence: number;
  balancePence: number;
  /** limit − balance (DESIGN §3.6): a credit order's total may not exceed it. */
  availablePence: number;
};

/**
 * The basket's credit figures: only for a signed-in customer whose account is active
 * (spec/storefront.md §4); null for a visitor, a customer without an account, or an inactive one.
 */
export async function getBasketCredit(db: Db, viewer: Viewer | null): Promise<BasketCredit | null> {
  if (!viewer) return null;
  const account = await getCreditAccount(db, viewer.userId);
  if (!account?.isActive) return null;
  return {
    limitPence: account.creditLimitPence,
    balancePence: account.currentBalancePence,
    availablePence: account.creditLimitPence - account.currentBalancePence,
    ...(await deliveryChoicesOf(db, viewer)),
  };
}
