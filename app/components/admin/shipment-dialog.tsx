import { Loader2Icon } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import {
  carrierNameMaxLength,
  carriers,
  trackingNumberMaxLength,
  type Shipment,
} from "#core/orders/shipment.ts";
import type { AdminApiResult } from "./admin-api.ts";
import { Field } from "./admin-ui.tsx";
import type { FieldErrors } from "./use-admin-change.ts";

// Issue 18.10: the carrier and tracking number of a shipment, both optional — asked when an order
// is marked shipped, and again to add or correct them while it is on its way. The server checks
// them (core/orders/shipment.ts); its message shows beside the field it names.

export type ShipmentValues = { carrier: string; carrierName: string; trackingNumber: string };

const selectClass =
  "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30 aria-[invalid=true]:border-destructive";

function described(id: string, errors: FieldErrors) {
  return errors[id]
    ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` }
    : { "aria-invalid": undefined };
}

export function ShipmentDialog({
  open,
  title,
  description,
  submitLabel,
  initial,
  errors,
  isSaving,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  description: string;
  submitLabel: string;
  initial: Shipment;
  errors: FieldErrors;
  isSaving: boolean;
  /** Sends the values; the dialog closes unless a field was refused. */
  onSubmit: (values: ShipmentValues) => Promise<AdminApiResult<unknown>>;
  onClose: () => void;
}) {
  const [carrier, setCarrier] = useState<string>(initial.carrier ?? "");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = await onSubmit({
      carrier,
      carrierName: carrier === "other" ? String(form.get("carrierName") ?? "") : "",
      trackingNumber: String(form.get("trackingNumber") ?? ""),
    });
    // A refused value stays here beside its field; a stale order or refused move closes (toasted).
    if (result.ok || result.status !== 400) onClose();
  }

  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form onSubmit={submit} className="mt-5 space-y-4" noValidate aria-label={title}>
          <Field id="carrier" label="Carrier (optional)" error={errors["carrier"]}>
            <select
              id="carrier"
              name="carrier"
              value={carrier}
              onChange={(event) => setCarrier(event.target.value)}
              className={selectClass}
              {...described("carrier", errors)}
            >
              <option value="">Not given</option>
              {carriers.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.label}
                </option>
              ))}
            </select>
          </Field>
          {carrier === "other" && (
            <Field id="carrierName" label="Carrier's name" error={errors["carrierName"]}>
              <Input
                id="carrierName"
                name="carrierName"
                defaultValue={initial.carrierName ?? ""}
                maxLength={carrierNameMaxLength}
                autoComplete="off"
                {...described("carrierName", errors)}
              />
            </Field>
          )}
          <Field
            id="trackingNumber"
            label="Tracking number (optional)"
            error={errors["trackingNumber"]}
            hint="As the carrier's label shows it: letters and digits, spaces or hyphens."
          >
            <Input
              id="trackingNumber"
              name="trackingNumber"
              defaultValue={initial.trackingNumber ?? ""}
              maxLength={trackingNumberMaxLength + 10}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="font-mono uppercase"
              {...described("trackingNumber", errors)}
            />
          </Field>
          <div className="flex flex-wrap justify-end gap-2 pt-1">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSaving}>
              {isSaving && <Loader2Icon className="animate-spin" aria-hidden />}
              {submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
