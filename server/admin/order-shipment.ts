import { eq, sql } from "drizzle-orm";
import { ShipmentSchema, shipmentOf, type ShipmentInput } from "#core/orders/shipment.ts";
import type { AppServices } from "#server/context.ts";
import { mailOutbox, orders } from "#server/db/schema/index.ts";
import { notifyAccountEvent } from "#server/events/account-events.ts";
import { sendPendingMail } from "#server/mail/mail-sender.server.ts";
import type { Admin } from "./admin-guard.ts";
import type { Failure } from "./admin-http.ts";
import { firstFieldError } from "./admin-input.ts";
import { getShopSettings } from "#server/settings/shop-settings.server.ts";
import { recordAudit } from "./audit.ts";
import { isUuid } from "./credit-admin.ts";
import { orderLinkLine, shipmentUpdateMail } from "./order-status-mail.ts";
import { shipmentAudit, staleOrderMessage } from "./order-status.ts";
import { orderEtag, shipmentOfOrder } from "./orders-admin.ts";
import { isCurrent, readIfMatch, staleRecord } from "./record-version.ts";

// Issue 18.10: a shipped order's carrier and tracking number, added or corrected after the order
// was marked shipped (the courier's number often comes later). As with the status change: the
// order row locked, its version (If-Match) compared under the lock, the change audited, the
// customer e-mailed the new details with the link to the order, their open pages told on commit.
// Only while the order is shipped: before, shipping it takes them; after, it has arrived.

export type ShipmentChange = {
  orderId: string;
  orderNumber: string;
  /** False when the details sent are those the order already had (nothing written). */
  changed: boolean;
  etag: string;
};

type ShipmentServices = Pick<AppServices, "config" | "database" | "logger">;

export async function updateOrderShipment(
  services: ShipmentServices,
  admin: Admin,
  orderId: string,
  body: unknown,
  ifMatch: string | undefined,
): Promise<{ ok: true; value: ShipmentChange } | Failure> {
  const precondition = readIfMatch(ifMatch, "order");
  if (!precondition.ok) return precondition;
  if (body === null || typeof body !== "object" || Array.isArray(body))
    return { ok: false, status: 400, error: "Send the carrier and tracking number", field: "body" };
  const parsed = ShipmentSchema.safeParse(body);
  if (!parsed.success) return firstFieldError(parsed.error, "carrier");
  const shipment = shipmentOf(parsed.data satisfies ShipmentInput);
  const notFound: Failure = { ok: false, status: 404, error: "This order no longer exists" };
  if (!isUuid(orderId)) return notFound;

  // Read before the transaction: the embedded database has one connection.
  const shop = await getShopSettings(services.database);
  const result = await services.database.db.transaction(
    async (tx): Promise<{ ok: true; value: ShipmentChange } | Failure> => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
      if (!order) return notFound;
      const etag = orderEtag(order);
      if (!isCurrent(precondition, etag))
        return staleRecord(staleOrderMessage, { status: order.status }, etag);
      if (order.status !== "shipped")
        return {
          ok: false,
          status: 409,
          error: `Only a shipped order's carrier and tracking number can be changed; this order is ${order.status}.`,
          field: "carrier",
        };
      const before = shipmentOfOrder(order);
      if (JSON.stringify(before) === JSON.stringify(shipment))
        return {
          ok: true,
          value: { orderId, orderNumber: order.orderNumber, changed: false, etag },
        };

      const columns = {
        shippingCarrier: shipment.carrier,
        shippingCarrierName: shipment.carrierName,
        trackingNumber: shipment.trackingNumber,
      };
      await tx
        .update(orders)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId));
      if (order.customerEmail)
        await tx
          .insert(mailOutbox)
          .values(
            shipmentUpdateMail(
              order,
              shipment,
              await orderLinkLine(tx, services.config.publicUrl, order),
              shop,
            ),
          );
      await recordAudit(tx, admin, {
        action: "update_order_shipment",
        entityType: "order",
        entityId: orderId,
        before: shipmentAudit(before),
        after: shipmentAudit(shipment),
      });
      if (order.userId)
        await notifyAccountEvent(tx, order.userId, {
          type: "order.status_changed",
          orderNumber: order.orderNumber,
          status: order.status,
        });
      return {
        ok: true,
        value: {
          orderId,
          orderNumber: order.orderNumber,
          changed: true,
          etag: orderEtag({ ...order, ...columns }),
        },
      };
    },
  );

  if (result.ok && result.value.changed) {
    try {
      await sendPendingMail(services);
    } catch (error) {
      services.logger.error({ err: error, orderId }, "sending the shipment e-mail failed");
    }
  }
  return result;
}
