import type { Db } from "#server/db/client.ts";
import type { RemoteCatalogue } from "#server/pricing/customer-prices.server.ts";
import { parseListQuery, type ListQuery, type SortDirection } from "./admin-list.ts";
import {
  customPricingSorts,
  listAllCustomPrices,
  listCustomPrices,
  withStoreStandardPrices,
  type CustomPricingSort,
} from "./custom-pricing-admin.ts";
import {
  creditSorts,
  listAllCreditAccounts,
  listCreditAccounts,
  type CreditSort,
} from "./credit-admin.ts";
import {
  customerSorts,
  listAllCustomers,
  listCustomers,
  type CustomerSort,
} from "./customers-admin.ts";
import {
  inboxSorts,
  listContactMessages,
  listDesignSubmissions,
  listMail,
  listSubscribers,
  type InboxSort,
} from "./inbox-admin.ts";
import { listAllOrders, listOrders, orderSorts, type OrderSort } from "./orders-admin.ts";
import { listAllQuotes, listQuotes, quoteSorts, type QuoteSort } from "./quotes-admin.ts";
import { penceToPounds } from "#core/money/money.ts";

// The main lists of /admin by name: their sorts and defaults, their page of rows for the tab, and
// their CSV export. The page loader and the API use these, so a list reads the same everywhere.

/** The spec's four tabs (spec/back-office.md §2), and the quote requests (issue 14.6). */
export const mainLists = [
  "customers",
  "credit-accounts",
  "custom-pricing",
  "orders",
  "quotes",
] as const;
/** The Inbox tab's lists: what the public forms and the shop's e-mail leave behind. */
export const inboxLists = [
  "contact-messages",
  "design-submissions",
  "newsletter-subscribers",
  "mail-outbox",
] as const;
export const adminLists = [...mainLists, ...inboxLists] as const;
export type AdminListName = (typeof adminLists)[number];
export type InboxListName = (typeof inboxLists)[number];

export const listDefaults: {
  [K in AdminListName]: { sorts: readonly string[]; sort: string; dir: SortDirection };
} = {
  customers: { sorts: customerSorts, sort: "created", dir: "desc" },
  "credit-accounts": { sorts: creditSorts, sort: "created", dir: "desc" },
  "custom-pricing": { sorts: customPricingSorts, sort: "created", dir: "desc" },
  orders: { sorts: orderSorts, sort: "created", dir: "desc" },
  quotes: { sorts: quoteSorts, sort: "created", dir: "desc" },
  "contact-messages": { sorts: inboxSorts, sort: "created", dir: "desc" },
  "design-submissions": { sorts: inboxSorts, sort: "created", dir: "desc" },
  "newsletter-subscribers": { sorts: inboxSorts, sort: "created", dir: "desc" },
  "mail-outbox": { sorts: inboxSorts, sort: "created", dir: "desc" },
};

export function isAdminList(name: string | null | undefined): name is AdminListName {
  return adminLists.includes(name as AdminListName);
}

export function isInboxList(name: string | null | undefined): name is InboxListName {
  return inboxLists.includes(name as InboxListName);
}

export function listQueryOf(list: AdminListName, params: URLSearchParams): ListQuery<string> {
  const { sorts, sort, dir } = listDefaults[list];
  return parseListQuery(params, sorts, { sort, dir });
}

/** The tab's page of rows (spec/back-office.md §2). */
/** `store`: in Shopify mode, the store whose list prices stand beside its products' prices. */
export async function loadAdminList(
  db: Db,
  list: AdminListName,
  query: ListQuery<string>,
  store: RemoteCatalogue | null = null,
) {
  switch (list) {
    case "customers":
      return { list, data: await listCustomers(db, query as ListQuery<CustomerSort>) };
    case "credit-accounts":
      return { list, data: await listCreditAccounts(db, query as ListQuery<CreditSort>) };
    case "custom-pricing": {
      const page = await listCustomPrices(db, query as ListQuery<CustomPricingSort>);
      return { list, data: { ...page, rows: await withStoreStandardPrices(page.rows, store) } };
    }
    case "orders":
      return { list, data: await listOrders(db, query as ListQuery<OrderSort>) };
    case "quotes":
      return { list, data: await listQuotes(db, query as ListQuery<QuoteSort>) };
    case "contact-messages":
      return { list, data: await listContactMessages(db, query as ListQuery<InboxSort>) };
    case "design-submissions":
      return { list, data: await listDesignSubmissions(db, query as ListQuery<InboxSort>) };
    case "newsletter-subscribers":
      return { list, data: await listSubscribers(db, query as ListQuery<InboxSort>) };
    case "mail-outbox":
      return { list, data: await listMail(db, query as ListQuery<InboxSort>) };
  }
}

export type AdminListData = Awaited<ReturnType<typeof loadAdminList>>;

const date = (iso: string) => iso.slice(0, 10);

/** A whole list (the search and sort of the page, no paging) as CSV headers and rows. */
export async function exportAdminList(
  db: Db,
  list: AdminListName,
  query: ListQuery<string>,
  limit: number,
  store: RemoteCatalogue | null = null,
): Promise<{ headers: string[]; rows: (string | number | boolean | null)[][] }> {
  switch (list) {
    case "customers": {
      const rows = await listAllCustomers(db, query as ListQuery<CustomerSort>, limit);
      return {
        headers: ["Name", "Email", "Phone", "Company", "Credit account", "Created"],
        rows: rows.map((r) => [
          r.name,
          r.email,
          r.phone,
          r.company,
          r.hasCreditAccount ? "Yes" : "No",
          date(r.createdAt),
        ]),
      };
    }
    case "credit-accounts": {
      const rows = await listAllCreditAccounts(db, query as ListQuery<CreditSort>, limit);
      return {
        headers: [
          "Name",
          "Email",
          "User ID",
          "Credit limit (GBP)",
          "Balance (GBP)",
          "Available (GBP)",
          "Status",
          "Created",
        ],
        rows: rows.map((r) => [
          r.name,
          r.email,
          r.userId,
          penceToPounds(r.creditLimitPence),
          penceToPounds(r.currentBalancePence),
          penceToPounds(r.availablePence),
          r.isActive ? "Active" : "Inactive",
          date(r.createdAt),
        ]),
      };
    }
    case "custom-pricing": {
      const rows = await withStoreStandardPrices(
        await listAllCustomPrices(db, query as ListQuery<CustomPricingSort>, limit),
        store,
      );
      return {
        headers: [
          "Customer",
          "Email",
          "Product",
          "Product ID",
          "Variant",
          "Variant ID",
          "Custom price ex VAT (GBP)",
          "Standard price ex VAT (GBP)",
          "Status",
          "Notes",
          "Created",
        ],
        rows: rows.map((r) => [
          r.customerName,
          r.email,
          r.productTitle,
          r.productId,
          r.variantTitle ?? "All variants",
          r.variantId,
          penceToPounds(r.customPricePence),
          r.standardPence === null
            ? ""
            : r.standardPence.min === r.standardPence.max
              ? penceToPounds(r.standardPence.min)
              : `${penceToPounds(r.standardPence.min)}-${penceToPounds(r.standardPence.max)}`,
          r.isActive ? "Active" : "Inactive",
          r.notes,
          date(r.createdAt),
        ]),
      };
    }
    case "orders": {
      const rows = await listAllOrders(db, query as ListQuery<OrderSort>, limit);
      return {
        headers: [
          "Order number",
          "Customer",
          "Email",
          "Total inc VAT",
          "Currency",
          "Status",
          "Payment method",
          "Items",
          "Units",
          "Date",
        ],
        rows: rows.map((r) => [
          r.orderNumber,
          r.customerName,
          r.customerEmail,
          penceToPounds(r.totalPence),
          r.currency,
          r.status,
          r.paymentMethod,
          r.itemCount,
          r.unitCount,
          r.createdAt.slice(0, 16).replace("T", " "),
        ]),
      };
    }
    case "quotes": {
      const rows = await listAllQuotes(db, query as ListQuery<QuoteSort>, limit);
      return {
        headers: [
          "Quote number",
          "Customer",
          "Email",
          "Status",
          "Items",
          "Units",
          "Goods ex VAT (GBP)",
          "Decoration to price",
          "Expires",
          "Date",
        ],
        rows: rows.map((r) => [
          r.quoteNumber,
          r.customerName,
          r.customerEmail,
          r.status,
          r.lineCount,
          r.itemCount,
          penceToPounds(r.goodsExVatPence),
          r.needsPrice ? "Yes" : "No",
          r.expiresAt ? date(r.expiresAt) : "",
          r.createdAt.slice(0, 16).replace("T", " "),
        ]),
      };
    }
    case "contact-messages": {
      const { rows } = await listContactMessages(db, query as ListQuery<InboxSort>, limit, 0);
      return {
        headers: ["Name", "Email", "Phone", "Subject", "Message", "Received"],
        rows: rows.map((r) => [r.name, r.email, r.phone, r.subject, r.message, date(r.createdAt)]),
      };
    }
    case "design-submissions": {
      const { rows } = await listDesignSubmissions(db, query as ListQuery<InboxSort>, limit, 0);
      return {
        headers: ["Name", "Email", "Service", "Quantity", "Notes", "File", "Status", "Received"],
        rows: rows.map((r) => [
          r.contactName,
          r.contactEmail,
          r.serviceType,
          r.quantity,
          r.additionalNotes,
          r.file?.name ?? "",
          r.status,
          date(r.createdAt),
        ]),
      };
    }
    case "newsletter-subscribers": {
      const { rows } = await listSubscribers(db, query as ListQuery<InboxSort>, limit, 0);
      return {
        headers: ["Email", "Subscribed", "Unsubscribed"],
        rows: rows.map((r) => [
          r.email,
          date(r.createdAt),
          r.unsubscribedAt ? date(r.unsubscribedAt) : "",
        ]),
      };
    }
    case "mail-outbox": {
      const { rows } = await listMail(db, query as ListQuery<InboxSort>, limit, 0);
      return {
        headers: ["To", "Subject", "Kind", "Status", "Written", "Sent"],
        rows: rows.map((r) => [
          r.toAddress,
          r.subject,
          r.template,
          r.status,
          r.createdAt.slice(0, 16).replace("T", " "),
          r.sentAt ? r.sentAt.slice(0, 16).replace("T", " ") : "",
        ]),
      };
    }
  }
}
