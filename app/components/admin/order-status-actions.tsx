import { Loader2Icon } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import type { OrderStatus } from "#server/admin/admin-pages.server.ts";
import { adminApi } from "./admin-api.ts";
import { statusLabel } from "./admin-ui.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";

// The order's next steps as buttons: only the moves its status allows (server/admin/order-status.ts
// checks again). Cancelling asks first; a credit-account order's charge is then refunded.

const actionLabels: Record<OrderStatus, string> = {
  pending: "Mark as pending",
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
}: {
  orderId: string;
  orderNumber: string;
  paymentMethod: string;
  next: readonly OrderStatus[];
}) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<OrderStatus | null>(null);
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);

  async function change(status: OrderStatus) {
    setBusy(status);
    const result = await adminApi<{ refundPence: number }>(`/orders/${orderId}/status`, {
      method: "PATCH",
      body: { status },
    });
    if (result.ok)
      toast.success(`Order ${orderNumber} is now ${statusLabel(status)}`, {
        description: "The customer has been e-mailed.",
      });
    else toast.error("Failed to update the order status", { description: result.error });
    await revalidator.revalidate();
    setBusy(null);
  }

  if (next.length === 0)
    return <p className="text-sm text-slate-500">This order's status is final.</p>;
  return (
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
            status === "cancelled" ? setIsConfirmingCancel(true) : void change(status)
          }
        >
          {busy === status && <Loader2Icon className="animate-spin" aria-hidden />}
          {actionLabels[status]}
        </Button>
      ))}
      <ConfirmDialog
        open={isConfirmingCancel}
        title={`Cancel order ${orderNumber}?`}
        description={
          paymentMethod === "credit_account"
            ? "The customer is e-mailed, and the order's charge is credited back to their credit account. This cannot be undone."
            : "The customer is e-mailed. This cannot be undone."
        }
        confirmLabel="Cancel order"
        onConfirm={() => {
          setIsConfirmingCancel(false);
          void change("cancelled");
        }}
        onCancel={() => setIsConfirmingCancel(false)}
      />
    </div>
  );
}
