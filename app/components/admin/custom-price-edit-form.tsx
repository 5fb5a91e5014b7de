import { Loader2Icon } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { DialogDescription } from "#app/components/ui/dialog.tsx";
import { formatPence, penceToPounds } from "#core/money/money.ts";
import type { CustomPriceDetail, CustomPriceListRow } from "#server/admin/admin-pages.server.ts";
import { adminApi, parseDecimal, typedPence } from "./admin-api.ts";
import { Field } from "./admin-ui.tsx";
import { AuditTrail } from "./audit-trail.tsx";
import { Checkbox, MoneyInput } from "./money-input.tsx";
import { StaleNotice } from "./stale-notice.tsx";
import { useAdminChange } from "./use-admin-change.ts";

// Editing a customer's price (price, notes, active) with its change history, in the custom price
// dialog. DESIGN §3.1: a custom price is the customer's net price, with no quantity break on top.

export const textareaClass =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30";

/** The price's record, loaded when the dialog opens. */
function usePrice(id: string) {
  const [detail, setDetail] = useState<CustomPriceDetail | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    void adminApi<CustomPriceDetail>(`/custom-pricing/${id}`).then((result) => {
      if (!isCurrent) return;
      if (result.ok) setDetail(result.data);
      else setFailed(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [id]);
  return { detail, failed };
}

export function CustomPriceEditForm({ id, onDone }: { id: string; onDone: () => void }) {
  const { detail, failed } = usePrice(id);
  if (!detail)
    return (
      <DialogDescription>
        {failed ? "This custom price could not be loaded." : "Loading the price…"}
      </DialogDescription>
    );
  const { price } = detail;
  const standard = price.standardPence
    ? price.standardPence.min === price.standardPence.max
      ? formatPence(price.standardPence.min)
      : `${formatPence(price.standardPence.min)}–${formatPence(price.standardPence.max)}`
    : null;
  return (
    <>
      <DialogDescription>
        {price.customerName} · {price.email}
        <br />
        {price.productTitle} — {price.variantTitle ?? "All variants"}
      </DialogDescription>
      <PriceFields price={price} standard={standard} onDone={onDone} />
      <div className="mt-6">
        <AuditTrail entries={detail.audit} />
      </div>
    </>
  );
}

type PriceFigures = Pick<CustomPriceListRow, "customPricePence" | "notes" | "isActive">;

/**
 * The edit's fields. Issue 10.9: only what the admin changed is sent, with the price's ETag as
 * If-Match; on a 412 ("This price changed while you had it open") the notice shows the price now,
 * the fields left alone take it, and the next save goes against the new version.
 */
function PriceFields({
  price,
  standard,
  onDone,
}: {
  price: CustomPriceListRow;
  standard: string | null;
  onDone: () => void;
}) {
  const { errors, isSaving, send, conflict } = useAdminChange(price.etag);
  const [base, setBase] = useState<PriceFigures>(price);
  const [amount, setAmount] = useState(penceToPounds(price.customPricePence));
  const [notes, setNotes] = useState(price.notes);
  const [isActive, setIsActive] = useState(price.isActive);
  const isAmountChanged = typedPence(amount) !== base.customPricePence;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await send(
      `/custom-pricing/${price.id}`,
      {
        method: "PATCH",
        body: {
          ...(isAmountChanged ? { customPrice: parseDecimal(amount) } : {}),
          ...(notes !== base.notes ? { notes } : {}),
          ...(isActive !== base.isActive ? { isActive } : {}),
        },
      },
      {
        success: "Custom pricing updated successfully",
        failure: "Failed to update custom pricing",
      },
    );
    if (result.ok) return onDone();
    if (result.status !== 412 || !result.current) return;
    const now = result.current as PriceFigures;
    if (!isAmountChanged) setAmount(penceToPounds(now.customPricePence));
    if (notes === base.notes) setNotes(now.notes);
    if (isActive === base.isActive) setIsActive(now.isActive);
    setBase(now);
  }

  const now = conflict?.current as PriceFigures | undefined;
  return (
    <form onSubmit={save} className="mt-5 space-y-4" noValidate aria-label="Edit custom price">
      {conflict && now && (
        <StaleNotice message={conflict.message}>
          Now: <strong>{formatPence(now.customPricePence)}</strong> ex VAT ·{" "}
          {now.isActive ? "active" : "inactive"}
          {now.notes ? ` · “${now.notes}”` : ""}
        </StaleNotice>
      )}
      <Field
        id="customPrice"
        label="Custom price per item (ex VAT)"
        error={errors["customPrice"]}
        hint={standard ? `Standard price ${standard} ex VAT` : undefined}
      >
        <MoneyInput
          id="customPrice"
          name="customPrice"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={errors["customPrice"]}
        />
      </Field>
      <Field id="notes" label="Notes (optional)" error={errors["notes"]}>
        <textarea
          id="notes"
          name="notes"
          rows={2}
          maxLength={500}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          className={textareaClass}
        />
      </Field>
      <div className="flex items-center justify-between gap-3">
        <Checkbox
          name="isActive"
          label="Active"
          checked={isActive}
          onChange={(event) => setIsActive(event.target.checked)}
        />
        <Button type="submit" disabled={isSaving}>
          {isSaving && <Loader2Icon className="animate-spin" aria-hidden />}
          Save changes
        </Button>
      </div>
    </form>
  );
}
