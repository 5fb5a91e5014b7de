import { Loader2Icon } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { noShipment } from "#core/orders/shipment.ts";
import type { OrderStatus } from "#server/admin/admin-pages.server.ts";
import { statusLabel } from "./admin-ui.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { ShipmentDialog, type ShipmentValues } from "./shipment-dialog.tsx";
import { StaleNotice } from "./stale-notice.tsx";
import { useAdminChange } from "./use-admin-change.ts";

// The order's next steps as buttons: only the moves its status allows (server/admin/order-status.ts
// checks again). Cancelling asks first; a credit-account order's charge is then refunded. Issue
// 10.9: the change goes with the order's ETag as the page loaded it; if another admin moved the
// order on meanwhile it is refused (412, "This order changed while you had it open"), said here
// with the status now, and the page reloads to offer that status's next steps. Issue 18.10:
// "Mark as shipped" asks for the carrier and tracking number first (both optional).

const actionLabels: Record<OrderStatus, string> = {
  pending: "Mark as pending",
  awaiting_proof: "Mark as awaiting proof",
  processing: "Start processing",
  shipped: "Mark as shipped",
  completed: "Mark as completed",
  cancelled: "Cancel order",
};

export function OrderStatusActions({
  orderId,
  orderNumber,
  paymentMethod,
  next,
  etag,
}: {
  orderId: string;
  orderNumber: string;
  paymentMethod: string;
  next: readonly OrderStatus[];
  /** The order's version as the page loaded it. */
  etag: string;
}) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<OrderStatus | null>(null);
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);
  const [isShipping, setIsShipping] = useState(false);
  const { send, conflict, errors, isSaving } = useAdminChange(etag);

  async function change(status: OrderStatus, shipment?: ShipmentValues) {
    setBusy(status);
    const result = await send<{ refundPence: number; to: OrderStatus }>(
      `/orders/${orderId}/status`,
      { method: "PATCH", body: { status, ...shipment } },
      {
        // Issue 15.3: a paid order whose artwork is not approved yet waits for its proofs.
        success: ({ to }) => `Order ${orderNumber} is now ${statusLabel(to)}`,
        successDetail: "The customer has been e-mailed.",
        failure: "Failed to update the order status",
      },
    );
    // A refused shipment stays in its dialog, the reason beside its field; anything else reloads.
    if (result.ok || result.status !== 400) await revalidator.revalidate();
    setBusy(null);
    return result;
  }

  const statusNow = conflict && String(conflict.current["status"] ?? "");
  const notice = conflict && statusNow && (
    <StaleNotice message={conflict.message} hint={null}>
      It is now <strong>{statusLabel(statusNow)}</strong>; the buttons below are its next steps.
    </StaleNotice>
  );
  if (next.length === 0)
    return (
      <div className="space-y-3">
        {notice}
        <p className="text-sm text-slate-500">This order's status is final.</p>
      </div>
    );
  return (
    <div className="space-y-3">
      {notice}
      <div className="flex flex-wrap gap-2">
        {next.map((status) => (
          <Button
            key={status}
            type="button"
            size="sm"
            variant={status === "cancelled" ? "outline" : "default"}
            className={status === "cancelled" ? "border-red-300 text-red-700 hover:bg-red-50" : ""}
            disabled={busy !== null}
            onClick={() =>
              status === "cancelled"
                ? setIsConfirmingCancel(true)
                : status === "shipped"
                  ? setIsShipping(true)
                  : void change(status)
            }
          >
            {busy === status && <Loader2Icon className="animate-spin" aria-hidden />}
            {status === "processing" && paymentMethod === "bank_transfer"
              ? // Issue 14.5: for a bank transfer this records the payment and issues the invoice.
                "Payment received"
              : actionLabels[status]}
          </Button>
        ))}
        {isShipping && (
          <ShipmentDialog
            open
            title={`Ship order ${orderNumber}`}
            description="The customer is e-mailed that it has shipped, with the carrier and tracking number if you give them. Both can be added later."
            submitLabel="Mark as shipped"
            initial={noShipment}
            errors={errors}
            isSaving={isSaving}
            onSubmit={(values) => change("shipped", values)}
            onClose={() => setIsShipping(false)}
          />
        )}
        <ConfirmDialog
          open={isConfirmingCancel}
          title={`Cancel order ${orderNumber}?`}
          description={
            paymentMethod === "credit_account"
              ? "The customer is e-mailed a credit note, and the order's charge is credited back to their credit account. This cannot be undone."
              : "The customer is e-mailed, with a credit note if the order was invoiced. This cannot be undone."
          }
          confirmLabel="Cancel order"
          onConfirm={() => {
            setIsConfirmingCancel(false);
            void change("cancelled");
          }}
          onCancel={() => setIsConfirmingCancel(false)}
        />
      </div>
    </div>
  );
}
