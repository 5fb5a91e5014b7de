import { PencilIcon, TruckIcon } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { carrierLabel, type Shipment } from "#core/orders/shipment.ts";
import { ShipmentDialog } from "./shipment-dialog.tsx";
import { useAdminChange } from "./use-admin-change.ts";

// Issue 18.10: the order page's shipment — the carrier and tracking number given when it shipped —
// with, while the order is on its way, a button to add or correct them (the customer is e-mailed
// the new details). Against the order's version, as the status buttons are.

export function OrderShipment({
  orderId,
  orderNumber,
  status,
  shipment,
  etag,
}: {
  orderId: string;
  orderNumber: string;
  status: string;
  shipment: Shipment;
  etag: string;
}) {
  const revalidator = useRevalidator();
  const [isEditing, setIsEditing] = useState(false);
  const { send, errors, isSaving } = useAdminChange(etag);
  const carrier = carrierLabel(shipment);
  const canEdit = status === "shipped";
  if (!canEdit && !carrier && !shipment.trackingNumber) return null;

  return (
    <section
      aria-labelledby="shipment-heading"
      className="rounded-lg border border-border bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2
          id="shipment-heading"
          className="flex items-center gap-2 text-sm font-semibold tracking-wide text-slate-500 uppercase"
        >
          <TruckIcon className="size-4" aria-hidden /> Shipment
        </h2>
        {canEdit && (
          <Button type="button" size="sm" variant="outline" onClick={() => setIsEditing(true)}>
            <PencilIcon aria-hidden />
            Edit tracking
          </Button>
        )}
      </div>
      <dl className="space-y-1.5 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">Carrier</dt>
          <dd className="text-right font-medium text-slate-900">{carrier ?? "Not given"}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="shrink-0 text-slate-600">Tracking number</dt>
          <dd
            className="min-w-0 text-right font-mono font-medium break-all text-slate-900 select-all"
            data-testid="admin-tracking-number"
          >
            {shipment.trackingNumber ?? "Not given"}
          </dd>
        </div>
      </dl>
      {isEditing && (
        <ShipmentDialog
          open
          title={`Tracking for order ${orderNumber}`}
          description="The customer is e-mailed the new details, with a link to their order."
          submitLabel="Save tracking"
          initial={shipment}
          errors={errors}
          isSaving={isSaving}
          onSubmit={async (values) => {
            const result = await send(
              `/orders/${orderId}/shipment`,
              { method: "PATCH", body: values },
              {
                success: `Tracking saved for order ${orderNumber}`,
                successDetail: "The customer has been e-mailed.",
                failure: "Failed to save the tracking details",
              },
            );
            if (result.ok || result.status !== 400) await revalidator.revalidate();
            return result;
          }}
          onClose={() => setIsEditing(false)}
        />
      )}
    </section>
  );
}
