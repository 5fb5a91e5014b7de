import type { SetUpWaiver } from "#core/pricing/decoration-groups.ts";
import { documentLinksOf, type DocumentLink } from "#core/invoices/invoice-document.ts";
import { listIssuedOfOrders } from "#server/invoices/invoices.server.ts";
import { asc, eq, sql } from "drizzle-orm";
import { isCarrierCode, type Shipment } from "#core/orders/shipment.ts";
import type { Db } from "#server/db/client.ts";
import {
  creditTransactions,
  orderItems,
  orders,
  storedFiles,
  type PostalAddress,
} from "#server/db/schema/index.ts";
import {
  foundRows,
  listReaders,
  orderBy,
  searchWhere,
  totalOver,
  type ListQuery,
} from "./admin-list.ts";
import { listAuditTrail, type AuditEntry } from "./audit.ts";
import { isUuid } from "./credit-admin.ts";
import { noEmail, unknownName } from "./customers-admin.ts";
import { etagOf } from "./record-version.ts";

// spec/back-office.md §2 Orders tab (order number, customer name, e-mail, total, currency, status,
// payment method, date, item count; search by number, name, e-mail, status) and the order page
// /admin/orders/:id. The status change is in order-status.ts. Reads the schema directly: the
// shop's own order code (server/orders) is for placing orders.

export const orderSorts = ["number", "customer", "total", "status", "created"] as const;
export type OrderSort = (typeof orderSorts)[number];

export type OrderListRow = {
  id: string;
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  totalPence: number;
  currency: string;
  status: string;
  paymentMethod: string;
  /** spec/back-office.md §2 "item count": the order's lines (issue 22.8). */
  itemCount: number;
  /** The units across those lines (their quantities added up), shown beside. */
  unitCount: number;
  createdAt: string;
  /** Issue 10.9: the order's version, sent back as If-Match with a status change. */
  etag: string;
};

type OrderShipmentColumns = Pick<
  typeof orders.$inferSelect,
  "shippingCarrier" | "shippingCarrierName" | "trackingNumber"
>;

/**
 * Issue 10.9: an order's version for the status control and, issue 18.10, the shipment: what an
 * admin edits. An order with no shipment has the version it had before shipments existed.
 */
export function orderEtag(order: { id: string; status: string } & Partial<OrderShipmentColumns>) {
  const shipment = [order.shippingCarrier, order.shippingCarrierName, order.trackingNumber];
  return etagOf("order", order.id, [
    order.status,
    ...(shipment.some((value) => value !== null && value !== undefined) ? shipment : []),
  ]);
}

/** The order's shipment as core/orders/shipment.ts names it. */
export function shipmentOfOrder(order: Partial<OrderShipmentColumns>): Shipment {
  return {
    carrier: isCarrierCode(order.shippingCarrier) ? order.shippingCarrier : null,
    carrierName: order.shippingCarrierName ?? null,
    trackingNumber: order.trackingNumber ?? null,
  };
}

// Table-qualified by hand: Drizzle leaves columns unqualified in a one-table select, and inside
// these subqueries "id" would then be the item's own id.
const itemCount =
  sql<number>`(select count(*) from ${orderItems} oi where oi.order_id = ${orders}.id)`.mapWith(
    Number,
  );
const unitCount =
  sql<number>`(select coalesce(sum(oi.quantity), 0) from ${orderItems} oi where oi.order_id = ${orders}.id)`.mapWith(
    Number,
  );

const sortColumns = {
  customer: sql`lower(${orders.customerName})`,
  total: orders.totalPence,
  status: orders.status,
  created: orders.createdAt,
} as const;

async function selectPage(db: Db, query: ListQuery<OrderSort>, limit: number, offset: number) {
  // By number: TW-100009 before TW-100010 (the length first, then the text), not text order.
  const sort =
    query.sort === "number"
      ? [
          sql`length(${orders.orderNumber}) ${sql.raw(query.dir)}`,
          ...orderBy(orders.orderNumber, query.dir, orders.id),
        ]
      : orderBy(sortColumns[query.sort], query.dir, orders.id);
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      totalPence: orders.totalPence,
      currency: orders.currency,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      shippingCarrier: orders.shippingCarrier,
      shippingCarrierName: orders.shippingCarrierName,
      trackingNumber: orders.trackingNumber,
      itemCount,
      unitCount,
      createdAt: orders.createdAt,
      total: totalOver,
    })
    .from(orders)
    .where(
      searchWhere(query.q, [
        orders.orderNumber,
        orders.customerName,
        orders.customerEmail,
        orders.status,
      ]),
    )
    .orderBy(...sort)
    .limit(limit)
    .offset(offset);
  return foundRows(
    rows,
    ({
      total: _total,
      shippingCarrier,
      shippingCarrierName,
      trackingNumber,
      ...row
    }): OrderListRow => ({
      ...row,
      customerName: row.customerName || unknownName,
      customerEmail: row.customerEmail || noEmail,
      paymentMethod: row.paymentMethod || "checkout",
      createdAt: row.createdAt.toISOString(),
      etag: orderEtag({ ...row, shippingCarrier, shippingCarrierName, trackingNumber }),
    }),
  );
}

/** The Orders tab's page, and every matching order for its CSV export. */
export const { page: listOrders, all: listAllOrders } = listReaders(selectPage);

export type AdminOrderItem = {
  id: string;
  productTitle: string;
  variantTitle: string | null;
  sku: string | null;
  quantity: number;
  unitPricePence: number;
  customizationType: string;
  customizationPosition: string | null;
  customizationPricePence: number;
  setupFeePence: number;
  /** Issue 15.4: why the set-up was not charged, when it was not. */
  setupWaiver: SetUpWaiver | null;
  lineExVatPence: number;
  lineVatPence: number;
  needsQuote: boolean;
  designFile: { id: string; name: string; sizeBytes: number } | null;
};

export type AdminOrderDetail = {
  id: string;
  orderNumber: string;
  status: string;
  userId: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  currency: string;
  paymentMethod: string;
  poNumber: string | null;
  notes: string;
  needsQuote: boolean;
  subtotalPence: number;
  discountPence: number;
  discountCodes: string[];
  vatPence: number;
  deliveryPence: number;
  totalPence: number;
  billingAddress: PostalAddress | null;
  shippingAddress: PostalAddress | null;
  /** Issue 18.10: the carrier and tracking number given when it shipped (or since). */
  shipment: Shipment;
  createdAt: string;
  updatedAt: string;
  /** Issue 10.9: the order's version, sent back as If-Match with a status change. */
  etag: string;
  items: AdminOrderItem[];
  /** Issue 14.5: its pro-forma, VAT invoice or credit note to download. */
  documents: DocumentLink[];
  creditTransactions: {
    id: string;
    type: string;
    amountPence: number;
    balanceAfterPence: number;
    createdAt: string;
  }[];
  audit: AuditEntry[];
};

/** The order's row, or null (also for an id that is not a UUID). */
export async function getOrderRow(db: Db, id: string) {
  if (!isUuid(id)) return null;
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order ?? null;
}

export async function getAdminOrder(db: Db, id: string): Promise<AdminOrderDetail | null> {
  const order = await getOrderRow(db, id);
  if (!order) return null;
  const [items, transactions, audit, issued] = await Promise.all([
    db
      .select({ item: orderItems, file: storedFiles })
      .from(orderItems)
      .leftJoin(storedFiles, eq(storedFiles.id, orderItems.designFileId))
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.position)),
    db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.orderId, id))
      .orderBy(asc(creditTransactions.createdAt)),
    listAuditTrail(db, "order", id),
    listIssuedOfOrders(db, [id]),
  ]);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    userId: order.userId,
    customerName: order.customerName || unknownName,
    customerEmail: order.customerEmail || noEmail,
    customerPhone: order.customerPhone,
    currency: order.currency,
    paymentMethod: order.paymentMethod || "checkout",
    poNumber: order.poNumber,
    notes: order.notes,
    needsQuote: order.needsQuote,
    subtotalPence: order.subtotalPence,
    discountPence: order.discountPence,
    discountCodes: order.discountCodes,
    vatPence: order.vatPence,
    deliveryPence: order.deliveryPence,
    totalPence: order.totalPence,
    billingAddress: order.billingAddress,
    shippingAddress: order.shippingAddress,
    shipment: shipmentOfOrder(order),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    etag: orderEtag(order),
    items: items.map(({ item, file }) => ({
      id: item.id,
      productTitle: item.productTitle,
      variantTitle: item.variantTitle,
      sku: item.sku,
      quantity: item.quantity,
      unitPricePence: item.unitPricePence,
      customizationType: item.customizationType,
      customizationPosition: item.customizationPosition,
      customizationPricePence: item.customizationPricePence,
      setupFeePence: item.setupFeePence,
      setupWaiver: item.setupWaiver,
      lineExVatPence: item.lineExVatPence,
      lineVatPence: item.lineVatPence,
      needsQuote: item.needsQuote,
      designFile: file ? { id: file.id, name: file.originalName, sizeBytes: file.sizeBytes } : null,
    })),
    documents: documentLinksOf(order, issued.get(id) ?? []),
    creditTransactions: transactions.map((t) => ({
      id: t.id,
      type: t.transactionType,
      amountPence: t.amountPence,
      balanceAfterPence: t.balanceAfterPence,
      createdAt: t.createdAt.toISOString(),
    })),
    audit,
  };
}
