import { Loader2Icon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { formatPence, penceToPounds } from "#core/money/money.ts";
import { maxExtraSetupPence, standardStitchCount } from "#core/proofs/extra-setup.ts";
import { maxProofText } from "#core/proofs/proof-rules.ts";
import type { ProofGroup } from "#server/proofs/proof-views.server.ts";
import type { AdminApiResult } from "./admin-api.ts";
import { Field } from "./admin-ui.tsx";
import type { FieldErrors } from "./use-admin-change.ts";

// Issue 15.3: the proof the shop sends for one logo and method on an order — the file (a picture
// or PDF of the work), the stitch count (embroidery) and size it will produce, and a note to the
// customer, and for an embroidery design over 8,000 stitches any extra set-up (decision 037). The
// server checks every field (core/proofs ProofSendSchema); its message shows beside
// the field it names and the dialog stays open.

/** The control's link to its Field's error (the Field's id, the server's field name). */
function described(id: string, error: string | undefined) {
  return error
    ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` }
    : { "aria-invalid": undefined };
}

/** A whole number the shop records (stitch count, width, height), the last proof's to start from. */
function MeasureField({
  name,
  label,
  value,
  errors,
}: {
  name: "stitchCount" | "widthMm" | "heightMm";
  label: string;
  value: number | null | undefined;
  errors: FieldErrors;
}) {
  return (
    <Field id={name} label={label} error={errors[name]}>
      <Input
        id={name}
        name={name}
        inputMode="numeric"
        defaultValue={value ?? ""}
        autoComplete="off"
        {...described(name, errors[name])}
      />
    </Field>
  );
}

export function ProofSendDialog({
  group,
  errors,
  isSaving,
  onSubmit,
  onClose,
  mockupUrl,
}: {
  group: ProofGroup;
  /** Issue 15.2: the order's mock-up of this logo and method, which may be sent as the proof. */
  mockupUrl: string | null;
  errors: FieldErrors;
  isSaving: boolean;
  /** Sends the form; the dialog closes unless a field was refused. */
  onSubmit: (form: FormData) => Promise<AdminApiResult<unknown>>;
  onClose: () => void;
}) {
  const isEmbroidery = group.method === "embroidery";
  const latest = group.rounds[0];
  const [source, setSource] = useState<"mockup" | "file">("file");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set("logoId", group.logoId);
    form.set("method", group.method);
    if (source === "mockup") {
      form.delete("file");
      form.set("useMockup", "true");
    }
    const result = await onSubmit(form);
    if (result.ok || (result.status !== 400 && result.status !== 413)) onClose();
  }

  const title = `Send a proof of ${group.logoName}`;
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {isEmbroidery ? "Embroidery" : "Print"}. The customer is e-mailed a link to approve it or
          ask for changes; the order waits until they approve.
          {latest?.status === "sent" && " The proof they have not answered yet is replaced."}
        </DialogDescription>
        <form onSubmit={submit} className="mt-5 space-y-4" noValidate aria-label={title}>
          {mockupUrl && (
            <fieldset>
              <legend className="text-sm font-medium text-slate-900">Proof</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                <label className="flex items-center gap-3 rounded-md border border-border p-2 text-sm has-checked:border-brand-700 has-checked:bg-brand-50">
                  <input
                    type="radio"
                    name="proof-source"
                    checked={source === "mockup"}
                    onChange={() => setSource("mockup")}
                  />
                  <img
                    src={mockupUrl}
                    alt=""
                    width={56}
                    height={56}
                    className="size-14 rounded border border-border bg-slate-50 object-contain"
                  />
                  The order's mock-up
                </label>
                <label className="flex items-center gap-3 rounded-md border border-border p-2 text-sm has-checked:border-brand-700 has-checked:bg-brand-50">
                  <input
                    type="radio"
                    name="proof-source"
                    checked={source === "file"}
                    onChange={() => setSource("file")}
                  />
                  A file of my own
                </label>
              </div>
              {source === "mockup" && errors["file"] && (
                <p role="alert" className="mt-1.5 text-sm font-medium text-destructive">
                  {errors["file"]}
                </p>
              )}
            </fieldset>
          )}
          {source === "file" && (
            <Field
              id="proof-file"
              label="Proof file"
              error={errors["file"]}
              hint="A PNG, JPEG or PDF of up to 10MB: the logo on the garment as you will make it."
            >
              <input
                id="proof-file"
                name="file"
                type="file"
                required
                accept=".png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf"
                className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-200"
                {...described("proof-file", errors["file"])}
              />
            </Field>
          )}
          <div className="grid gap-4 sm:grid-cols-3">
            {isEmbroidery && (
              <MeasureField
                name="stitchCount"
                label="Stitch count"
                value={latest?.stitchCount}
                errors={errors}
              />
            )}
            <MeasureField
              name="widthMm"
              label="Width (mm)"
              value={latest?.widthMm}
              errors={errors}
            />
            <MeasureField
              name="heightMm"
              label="Height (mm)"
              value={latest?.heightMm}
              errors={errors}
            />
          </div>
          {isEmbroidery && (
            <Field
              id="extraSetup"
              label="Extra set-up for a large design (£ ex VAT, optional)"
              error={errors["extraSetup"]}
              hint={`For a design over ${standardStitchCount.toLocaleString("en-GB")} stitches, up to ${formatPence(maxExtraSetupPence)}; more than that, quote it. The customer accepts it by approving, and it is charged as an order of its own.`}
            >
              <Input
                id="extraSetup"
                name="extraSetup"
                inputMode="decimal"
                defaultValue={latest?.extraSetupPence ? penceToPounds(latest.extraSetupPence) : ""}
                autoComplete="off"
                className="sm:max-w-40"
                {...described("extraSetup", errors["extraSetup"])}
              />
            </Field>
          )}
          <Field
            id="proof-message"
            label="Note to the customer (optional)"
            error={errors["message"]}
            hint="Thread colours, what changed since the last proof, anything to check."
          >
            <textarea
              id="proof-message"
              name="message"
              rows={3}
              maxLength={maxProofText}
              className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30"
              {...described("proof-message", errors["message"])}
            />
          </Field>
          <div className="flex flex-wrap justify-end gap-2 pt-1">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSaving}>
              {isSaving && <Loader2Icon className="animate-spin" aria-hidden />}
              Send proof
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
