import { type OrderMockup, orderMockupsOf } from "#server/mockups/order-mockups.server.ts";
import { buyerOrderProofs, type ProofGroup } from "#server/proofs/proof-views.server.ts";
import type { SetUpWaiver } from "#core/pricing/decoration-groups.ts";
import { documentLinksOf, type DocumentLink } from "#core/invoices/invoice-document.ts";
import { listIssuedOfOrders } from "#server/invoices/invoices.server.ts";
import { data, type AppLoadContext } from "react-router";
import { toGid } from "#commerce/engine/global-id.ts";
import type { BasketLine } from "#core/basket/basket.ts";
import { BasketLineSchema } from "#core/basket/basket-schema.ts";
import { carrierLabel, isCarrierCode } from "#core/orders/shipment.ts";
import { incVatPence } from "#core/pricing/vat.ts";
import type { Db } from "#server/db/client.ts";
import type { PostalAddress } from "#server/db/schema/index.ts";
import type { OrderItemRow, OrderRow } from "./order-records-queries.ts";
import {
  getDesignNames,
  getOrderOfUser,
  listItemsOfOrders,
  listOrderItems,
  listOrdersOfUser,
} from "./orders-queries.ts";

// spec/back-office.md §2 "Order history", §6: a signed-in customer sees their own orders and no
// one else's — every read here takes the viewer's user id and filters by it in the query, so an
// order of another account is simply not found. Reorder (issue 5) puts an order's lines back in
// the basket as they can be bought today; the basket prices them again on the server.

/** The dialog and the page list this many orders, newest first. */
export const orderHistoryLimit = 50;

export type OrderHistoryItem = {
  id: string;
  productTitle: string;
  variantTitle: string | null;
  sku: string | null;
  imageUrl: string | null;
  quantity: number;
  /** Garment per item ex VAT, as charged (special price or quantity break applied). */
  unitPricePence: number;
  customizationType: "plain" | "embroidery" | "print";
  customizationPosition: string | null;
  /** Decoration plus position surcharge per item ex VAT. */
  customizationPricePence: number;
  setupFeePence: number;
  /** Issue 15.4: why the set-up was not charged, when it was not. */
  setupWaiver: SetUpWaiver | null;
  lineExVatPence: number;
  /** The decoration is priced on application: a quote follows. */
  needsQuote: boolean;
  /**
   * A charge rather than goods (an extra set-up, decision 037): no product, variant or SKU was
   * ever named, so there is nothing to decorate or buy again.
   */
  isCharge: boolean;
};

export type OrderHistoryEntry = {
  orderNumber: string;
  /** ISO 8601. */
  createdAt: string;
  status: string;
  paymentMethod: string;
  poNumber: string | null;
  /** Where it goes, as given when it was placed (null when the shop confirms it later). */
  deliveryAddress: PostalAddress | null;
  /** Goods ex VAT before any discount. */
  subtotalPence: number;
  discountPence: number;
  discountCodes: string[];
  deliveryPence: number;
  vatPence: number;
  totalPence: number;
  currency: string;
  /** Issue 18.10: who carries it and the tracking number, as given when it shipped (or null). */
  carrier: string | null;
  trackingNumber: string | null;
  /** Issue 14.5: its pro-forma, invoice or credit note to download. */
  documents: DocumentLink[];
  items: OrderHistoryItem[];
  /** It has goods to put back in the basket (Reorder, Buy again). */
  canReorder: boolean;
};

export type OrderHistory = {
  orders: OrderHistoryEntry[];
  /** More orders exist than the `orderHistoryLimit` newest shown. */
  hasMore: boolean;
};

function decorationTypeOf(value: string): OrderHistoryItem["customizationType"] {
  return value === "embroidery" || value === "print" ? value : "plain";
}

type Issued = Parameters<typeof documentLinksOf>[1];

const isChargeLine = (item: OrderItemRow) =>
  item.productId === null &&
  item.remoteProductId === null &&
  item.variantId === null &&
  item.remoteVariantId === null &&
  item.sku === null;

function entryOf(
  order: OrderRow,
  items: readonly OrderItemRow[],
  issued: Issued,
): OrderHistoryEntry {
  return {
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentMethod: order.paymentMethod,
    poNumber: order.poNumber,
    deliveryAddress: order.shippingAddress,
    subtotalPence: order.subtotalPence,
    discountPence: order.discountPence,
    discountCodes: order.discountCodes,
    deliveryPence: order.deliveryPence,
    vatPence: order.vatPence,
    totalPence: order.totalPence,
    currency: order.currency,
    carrier: carrierLabel({
      carrier: isCarrierCode(order.shippingCarrier) ? order.shippingCarrier : null,
      carrierName: order.shippingCarrierName,
    }),
    trackingNumber: order.trackingNumber,
    documents: documentLinksOf(order, issued),
    canReorder: items.some((item) => !isChargeLine(item)),
    items: items.map((item) => ({
      id: item.id,
      productTitle: item.productTitle,
      variantTitle: item.variantTitle,
      sku: item.sku,
      imageUrl: item.imageUrl,
      quantity: item.quantity,
      unitPricePence: item.unitPricePence,
      customizationType: decorationTypeOf(item.customizationType),
      customizationPosition: item.customizationPosition,
      customizationPricePence: item.customizationPricePence,
      setupFeePence: item.setupFeePence,
      setupWaiver: item.setupWaiver,
      lineExVatPence: item.lineExVatPence,
      needsQuote: item.needsQuote,
      isCharge: isChargeLine(item),
    })),
  };
}

/** The user's newest orders with their items. */
export async function listOrderHistory(db: Db, userId: string): Promise<OrderHistory> {
  const rows = await listOrdersOfUser(db, userId, orderHistoryLimit + 1);
  const shown = rows.slice(0, orderHistoryLimit);
  const items = await listItemsOfOrders(
    db,
    shown.map((order) => order.id),
  );
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  const issued = await listIssuedOfOrders(
    db,
    shown.map((order) => order.id),
  );
  return {
    orders: shown.map((order) =>
      entryOf(order, byOrder.get(order.id) ?? [], issued.get(order.id) ?? []),
    ),
    hasMore: rows.length > orderHistoryLimit,
  };
}

/** The user's order with this number, or null when they have none by it. */
export async function getOrderHistoryEntry(
  db: Db,
  userId: string,
  orderNumber: string,
): Promise<OrderHistoryEntry | null> {
  const order = await getOrderOfUser(db, userId, orderNumber);
  if (!order) return null;
  const issued = await listIssuedOfOrders(db, [order.id]);
  return entryOf(order, await listOrderItems(db, order.id), issued.get(order.id) ?? []);
}

export type ReorderResult =
  | {
      ok: true;
      /** Basket lines (core/basket) to add, in the order's line order. */
      lines: BasketLine[];
      /** The order's lines that cannot be bought today, as "Product (Variant)". */
      skipped: string[];
    }
  | { ok: false; status: 404 | 503; error: string };

const rootRelativeOrWeb = /^(https?:\/\/|\/(?!\/))\S*$/;

/**
 * The Storefront global id an order line was for: the Shopify store's (issue 17), else our own
 * variant's; null when our variant has since been deleted.
 */
function variantGidOf(row: Pick<OrderItemRow, "variantId" | "remoteVariantId">): string | null {
  if (row.remoteVariantId !== null) return row.remoteVariantId;
  return row.variantId === null ? null : toGid("ProductVariant", row.variantId);
}

/**
 * The lines of the user's order as basket lines — variant, quantity, decoration and design — for
 * the variants still on sale and in stock (read through the Storefront API, as the basket is);
 * prices on them are display only (DESIGN §4: the basket is priced again on the server, at
 * today's prices). `now` makes the basket line ids (variant id plus a timestamp, spec §3).
 */
export async function reorderLines(
  context: Pick<AppLoadContext, "commerce" | "services">,
  userId: string,
  orderNumber: string,
  now: number,
): Promise<ReorderResult> {
  const { db } = context.services.database;
  const order = await getOrderOfUser(db, userId, orderNumber);
  if (!order) return { ok: false, status: 404, error: "We could not find that order." };
  const rows = await listOrderItems(db, order.id);

  const variantIds = rows.flatMap((row) => {
    const id = variantGidOf(row);
    return id === null ? [] : [id];
  });
  const variants = variantIds.length
    ? await context.commerce.getVariantsByIds(variantIds)
    : { ok: true as const, data: [] };
  if (!variants.ok)
    return {
      ok: false,
      status: 503,
      error: "We could not reorder just now. Please try again in a moment.",
    };
  const byId = new Map(variants.data.map((variant) => [variant.id, variant]));
  const designNames = await getDesignNames(
    db,
    rows.flatMap((row) => (row.designFileId ? [row.designFileId] : [])),
  );

  const lines: BasketLine[] = [];
  const skipped: string[] = [];
  rows.forEach((row, index) => {
    const name = row.variantTitle ? `${row.productTitle} (${row.variantTitle})` : row.productTitle;
    const id = variantGidOf(row);
    const variant = id === null ? undefined : byId.get(id);
    if (!variant?.available) {
      skipped.push(name);
      return;
    }
    const isDecorated = row.customizationType !== "plain" && row.customizationPosition !== null;
    const designName = row.designFileId ? designNames.get(row.designFileId) : undefined;
    const parsed = BasketLineSchema.safeParse({
      id: `${variant.id}-${now}-${index}`,
      variantId: variant.id,
      productId: variant.product.id,
      name: variant.product.title,
      variant: variant.title,
      pricePence: incVatPence(variant.pricePence),
      customizationType: isDecorated ? row.customizationType : "plain",
      customizationPosition: isDecorated ? row.customizationPosition : "",
      ...(isDecorated && row.designFileId && designName
        ? { designId: row.designFileId, designName }
        : {}),
      quantity: row.quantity,
      image: row.imageUrl && rootRelativeOrWeb.test(row.imageUrl) ? row.imageUrl : "",
      sku: variant.sku,
      handle: variant.product.handle,
    });
    // A line the basket would not accept (a decoration no longer offered, say) is skipped too.
    if (parsed.success) lines.push(parsed.data);
    else skipped.push(name);
  });
  return { ok: true, lines, skipped };
}

// The route modules' loaders and action (app/routes/account-orders*.tsx).

export type OrderHistoryPage = { signedIn: false } | ({ signedIn: true } & OrderHistory);

/**
 * The signed-in viewer's order history; a visitor is asked to sign in (the page says so). A read
 * that fails is logged and the list stays empty (spec/back-office.md §8 "Order fetch failure"):
 * the page and the dialog still show, never the error page.
 */
export async function loadOrderHistory(
  context: Pick<AppLoadContext, "services" | "viewer">,
): Promise<OrderHistoryPage> {
  const { viewer } = context;
  if (!viewer) return { signedIn: false };
  try {
    return {
      signedIn: true,
      ...(await listOrderHistory(context.services.database.db, viewer.userId)),
    };
  } catch (error) {
    context.services.logger.error({ err: error }, "order history could not be read");
    return { signedIn: true, orders: [], hasMore: false };
  }
}

export type OrderDetailPage =
  | { signedIn: false }
  | { signedIn: true; order: OrderHistoryEntry; proofs: ProofGroup[]; mockups: OrderMockup[] };

/** One of the viewer's orders; 404 when they have none by that number (someone else's too). */
export async function loadOrderDetail(
  context: Pick<AppLoadContext, "services" | "viewer">,
  orderNumber: string | undefined,
): Promise<OrderDetailPage> {
  const { viewer } = context;
  if (!viewer) return { signedIn: false };
  const order = orderNumber
    ? await getOrderHistoryEntry(context.services.database.db, viewer.userId, orderNumber)
    : null;
  if (!order) throw data(null, { status: 404 });
  // Issue 15.3: the order's proofs, to open and answer.
  const { database, config, logger } = context.services;
  const [proofs, mockups] = await Promise.all([
    buyerOrderProofs(database.db, viewer.userId, order.orderNumber),
    // Issue 15.2: how its decorated lines will look.
    getOrderOfUser(database.db, viewer.userId, order.orderNumber).then((row) =>
      row ? orderMockupsOf({ db: database.db, dataDir: config.dataDir, logger }, row.id) : [],
    ),
  ]);
  return { signedIn: true, order, proofs, mockups };
}

export type ReorderActionData = Extract<ReorderResult, { ok: true }> | { ok: false; error: string };

/** Reorder: the order's buyable lines for the basket, or why not (401, 404, 503). */
export async function submitReorder(
  context: Pick<AppLoadContext, "commerce" | "services" | "viewer">,
  orderNumber: string | undefined,
) {
  const { viewer } = context;
  if (!viewer)
    return data<ReorderActionData>(
      { ok: false, error: "Please sign in to reorder." },
      { status: 401 },
    );
  const result = orderNumber
    ? await reorderLines(context, viewer.userId, orderNumber, Date.now())
    : ({ ok: false, status: 404, error: "We could not find that order." } as const);
  if (!result.ok)
    return data<ReorderActionData>({ ok: false, error: result.error }, { status: result.status });
  return data<ReorderActionData>(result);
}
