import { orderMockupsOf } from "#server/mockups/order-mockups.server.ts";
import type { RemoteCatalogue } from "#server/pricing/customer-prices.server.ts";
import { getAdminQuote, quoteDayRange } from "#server/quotes/quote-admin.server.ts";
import type { Viewer } from "#server/accounts/viewer.ts";
import type { AppServices } from "#server/context.ts";
import { adminAccessOf } from "./admin-guard.ts";
import type { ListQuery } from "./admin-list.ts";
import {
  isInboxList,
  listQueryOf,
  mainLists,
  loadAdminList,
  type AdminListData,
  type AdminListName,
} from "./admin-lists.ts";
import { nextStatuses } from "./order-status.ts";
import { getAdminOrder } from "./orders-admin.ts";
import { orderProofsOf } from "#server/proofs/proof-views.server.ts";

// The back office's facade for app/ (STYLE: app reaches the server through *.server.ts): the page
// guard, the data of /admin, /admin/orders/:id and /admin/quotes/:id, and whether a shop page
// should offer admin controls (the server still checks every change).

export { requireAdminPage, forbiddenMessage, type Admin } from "./admin-guard.ts";
export type { AdminListName, AdminListData, InboxListName } from "./admin-lists.ts";
export type {
  ContactMessageRow,
  DesignSubmissionRow,
  SubscriberRow,
  MailRow,
} from "./inbox-admin.ts";
export type { CustomerListRow } from "./customers-admin.ts";
export type { CreditAccountListRow, CreditAccountDetail } from "./credit-admin.ts";
export type {
  CustomPriceListRow,
  CustomPriceDetail,
  CatalogueMatch,
} from "./custom-pricing-admin.ts";
export type { OrderListRow, AdminOrderDetail, AdminOrderItem } from "./orders-admin.ts";
export type { QuoteListRow } from "./quotes-admin.ts";
export type {
  AdminQuote,
  AdminQuoteLine,
  QuoteDayRange,
} from "#server/quotes/quote-admin.server.ts";
export type { AuditEntry } from "./audit.ts";
export type { OrderStatus } from "./order-status.ts";
export type { PostalAddress } from "#server/db/schema/index.ts";

export function isAdmin(viewer: Viewer | null): boolean {
  return adminAccessOf(viewer).outcome === "admin";
}

/** spec/back-office.md §8: what the tab says when its list cannot be read. */
const fetchFailures: Record<AdminListName, string> = {
  customers: "Failed to fetch customers",
  "credit-accounts": "Failed to fetch credit accounts",
  "custom-pricing": "Failed to fetch customer pricing",
  orders: "Failed to fetch orders",
  quotes: "Failed to fetch quotes",
  "contact-messages": "Failed to fetch contact messages",
  "design-submissions": "Failed to fetch design submissions",
  "newsletter-subscribers": "Failed to fetch newsletter subscribers",
  "mail-outbox": "Failed to fetch e-mails",
};

/** The spec's four tabs, the Quotes tab and the Inbox. */
export type AdminTabName = (typeof mainLists)[number] | "inbox";

export type AdminDashboard = {
  tab: AdminTabName;
  /** The list shown: the tab's own, or the Inbox's chosen box. */
  listName: AdminListName;
  query: ListQuery<string>;
  list: AdminListData | null;
  /** The spec's message when the list could not be read (logged); null otherwise. */
  error: string | null;
};

/**
 * The /admin page: the tab named by ?tab= (Customers by default; for the Inbox, the box named by
 * ?box=) with its search, sort and page.
 */
export async function loadAdminDashboard(
  services: Pick<AppServices, "database" | "logger" | "config">,
  url: URL,
  commerce: RemoteCatalogue,
): Promise<AdminDashboard> {
  const named = url.searchParams.get("tab");
  const box = url.searchParams.get("box");
  const tab: AdminTabName =
    named === "inbox" ? "inbox" : (mainLists.find((list) => list === named) ?? "customers");
  const listName: AdminListName =
    tab !== "inbox" ? tab : isInboxList(box) ? box : "contact-messages";
  const query = listQueryOf(listName, url.searchParams);
  try {
    // Issue 17: in Shopify mode the store's list prices stand beside its products' prices.
    const store = services.config.shopify ? commerce : null;
    const list = await loadAdminList(services.database.db, listName, query, store);
    return { tab, listName, query, list, error: null };
  } catch (error) {
    services.logger.error({ err: error, list: listName }, "admin list could not be read");
    return { tab, listName, query, list: null, error: fetchFailures[listName] };
  }
}

/** The order page's data, with the statuses it may move to; null when there is no such order. */
export async function loadAdminOrder(
  services: Pick<AppServices, "database" | "config" | "logger">,
  id: string,
) {
  const order = await getAdminOrder(services.database.db, id);
  if (!order) return null;
  // Issue 15.3: its proofs, where there are any to send or sent; 15.2: its mock-ups.
  const [proofs, mockups] = await Promise.all([
    orderProofsOf(services.database.db, order),
    orderMockupsOf(
      { db: services.database.db, dataDir: services.config.dataDir, logger: services.logger },
      order.id,
    ),
  ]);
  return { order, nextStatuses: nextStatuses(order.status), proofs, mockups };
}

/**
 * The quote page's data (issue 14.6), with the days its "Valid until" may be set to; null when
 * there is no such quote.
 */
export async function loadAdminQuote(
  services: Pick<AppServices, "database">,
  id: string,
  now = new Date(),
) {
  const quote = await getAdminQuote(services.database.db, id);
  return quote ? { quote, days: quoteDayRange(now) } : null;
}
