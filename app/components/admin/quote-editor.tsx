import { Loader2Icon, SendIcon } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { Field, formatDate, statusLabel } from "#app/components/admin/admin-ui.tsx";
import { Card, invalid, textArea } from "#app/components/admin/catalogue/editor-parts.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import type { AdminQuote, QuoteDayRange } from "#server/admin/admin-pages.server.ts";
import type { AdminApiResult } from "./admin-api.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { MoneyInput } from "./money-input.tsx";
import {
  isQuoteFormEdited,
  quoteEditBody,
  quoteFormOf,
  wasQuoteSent,
  type QuoteForm,
  type QuoteLineForm,
} from "./quote-form.ts";
import { QuoteLineAdder } from "./quote-line-adder.tsx";
import { QuoteLines } from "./quote-lines.tsx";
import { QuoteTotalsList } from "./quote-totals-list.tsx";
import { StaleNotice } from "./stale-notice.tsx";
import { useAdminChange } from "./use-admin-change.ts";

// Issue 14.6: the admin prices a quote request and sends it. Save sends every line's prices, the
// delivery, the message and the last day with the version the page loaded (If-Match); the
// server's answer (its figures, its new version) replaces the form's. Lines may be removed, or
// added from the catalogue, and are written with the save. Send e-mails the buyer the
// quote as saved, so it waits until nothing is left unsaved. A problem the server names shows
// beside its field and takes the focus there; a save refused because the quote changed meanwhile
// keeps the typing and offers the current version.

const maxMessage = 2000;

/** The id of the field a server error names ("lines.0.unitPrice", "delivery"). */
const fieldId = (field: string) =>
  field.startsWith("lines.") ? `quote-line-${field.slice(6).replace(".", "-")}` : `quote-${field}`;

export function QuoteEditor({ quote: loaded, days }: { quote: AdminQuote; days: QuoteDayRange }) {
  const { revalidate } = useRevalidator();
  // The quote as last loaded or saved: the form's starting point and the version saves name.
  const [saved, setSaved] = useState(loaded);
  const [form, setForm] = useState(() => quoteFormOf(loaded, days.standard));
  const change = useAdminChange(saved.etag);
  const { errors, isSaving, conflict } = change;
  // A new version from the loader (after sending, or the current one asked for) replaces the form,
  // unless it is the version this page saved itself.
  const [loadedEtag, setLoadedEtag] = useState(loaded.etag);
  if (loaded.etag !== loadedEtag) {
    setLoadedEtag(loaded.etag);
    if (loaded.etag !== saved.etag) {
      setSaved(loaded);
      setForm(quoteFormOf(loaded, days.standard));
    }
  }
  const isEdited = isQuoteFormEdited(form, quoteFormOf(saved, days.standard));
  const setLine = (index: number, patch: Partial<QuoteLineForm>) =>
    setForm((now) => ({
      ...now,
      lines: now.lines.map((line, at) => (at === index ? { ...line, ...patch } : line)),
    }));
  const removeLine = (index: number) => {
    setForm((now) => ({ ...now, lines: now.lines.filter((_, at) => at !== index) }));
    // The row and its button are gone: the keyboard starts again from the lines' heading.
    document.getElementById("quote-lines-heading")?.focus();
  };
  const addLine = (line: QuoteLineForm) => {
    const index = form.lines.length;
    setForm((now) => ({ ...now, lines: [...now.lines, line] }));
    // Straight on to the new line's price.
    requestAnimationFrame(() => document.getElementById(`quote-line-${index}-unitPrice`)?.focus());
  };
  const set = <K extends keyof QuoteForm>(key: K, value: QuoteForm[K]) =>
    setForm((now) => ({ ...now, [key]: value }));

  function afterAnswer(result: AdminApiResult<AdminQuote>) {
    if (result.ok) {
      setSaved(result.data);
      setForm(quoteFormOf(result.data, days.standard));
    } else if (result.field) {
      document.getElementById(fieldId(result.field))?.focus();
    }
    // Reload the page's other parts (status, history); a quote now final shows read-only. Not
    // after a stale save: the admin chooses whether to load the current version.
    if (result.ok || result.status === 404 || (result.status === 409 && !result.field))
      void revalidate();
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const result = await change.send<AdminQuote>(
      `/quotes/${saved.id}`,
      { method: "PATCH", body: quoteEditBody(form) },
      { success: `Quote ${saved.quoteNumber} saved`, failure: "Failed to save the quote" },
    );
    afterAnswer(result);
  }

  async function send() {
    const result = await change.send<AdminQuote>(
      `/quotes/${saved.id}/send`,
      { method: "POST" },
      {
        success: `Quote ${saved.quoteNumber} sent`,
        successDetail: `${saved.customerEmail} has been e-mailed the quote.`,
        failure: "Failed to send the quote",
      },
    );
    afterAnswer(result);
  }

  const [isConfirmingDecline, setIsConfirmingDecline] = useState(false);
  async function decline() {
    setIsConfirmingDecline(false);
    const result = await change.send<AdminQuote>(
      `/quotes/${saved.id}/decline`,
      { method: "POST", body: {} },
      {
        success: `Quote ${saved.quoteNumber} declined`,
        successDetail: `${saved.customerEmail} has been told.`,
        failure: "Failed to decline the quote",
      },
    );
    // Declined is final: the page shows the quote read-only.
    if (result.ok || result.status !== 412) void revalidate();
  }

  // A problem the server names on a field this form has no input for (a plain line's decoration).
  const unshown = Object.entries(errors).find(([field]) => {
    const line = /^lines\.(\d+)\.(\w+)$/.exec(field);
    if (!line) return !["delivery", "message", "expiresOn"].includes(field);
    const decorated = Boolean(form.lines[Number(line[1])]?.item.decoration);
    return line[2] === "id" || (!decorated && line[2] !== "unitPrice");
  });
  const isStale = conflict !== null && conflict.etag !== saved.etag;
  return (
    <form
      noValidate
      onSubmit={save}
      aria-label={`Price quote ${saved.quoteNumber}`}
      className="space-y-5"
    >
      {isStale && (
        <StaleNotice
          message={conflict.message}
          hint="Your changes are still in the form: save again to replace theirs, or load the current version (your changes are then lost)."
        >
          {typeof conflict.current["status"] === "string" && (
            <p>
              It is now <strong>{statusLabel(conflict.current["status"])}</strong>.
            </p>
          )}
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="mt-1"
            onClick={() => void revalidate()}
          >
            Load the current version
          </Button>
        </StaleNotice>
      )}
      {unshown && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          {unshown[1]}
        </p>
      )}
      <section aria-labelledby="quote-lines-heading" className="space-y-3">
        <h2
          id="quote-lines-heading"
          tabIndex={-1}
          className="text-base font-bold text-slate-900 focus:outline-none"
        >
          Lines
        </h2>
        <QuoteLines
          quoteNumber={saved.quoteNumber}
          lines={saved.lines}
          form={form.lines}
          errors={errors}
          onChange={setLine}
          onRemove={removeLine}
        />
        <QuoteLineAdder onAdd={addLine} />
      </section>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card title="Terms">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="quote-delivery" label="Delivery (ex VAT)" error={errors["delivery"]}>
              <MoneyInput
                id="quote-delivery"
                value={form.delivery}
                onChange={(event) => set("delivery", event.target.value)}
                error={errors["delivery"]}
              />
            </Field>
            <Field
              id="quote-expiresOn"
              label="Valid until"
              error={errors["expiresOn"]}
              hint={
                saved.expiresOn
                  ? "The last day the customer can accept it."
                  : `Not set yet: ${formatDate(days.standard)} unless you choose another day.`
              }
            >
              <Input
                id="quote-expiresOn"
                type="date"
                min={days.today}
                max={days.latest}
                value={form.expiresOn}
                onChange={(event) => set("expiresOn", event.target.value)}
                {...invalid("quote-expiresOn", errors["expiresOn"])}
              />
            </Field>
          </div>
          <Field
            id="quote-message"
            label="Message to the customer"
            error={errors["message"]}
            hint={`Shown with the quote and in the e-mail (${form.message.length} of ${maxMessage.toLocaleString("en-GB")} characters).`}
          >
            <textarea
              id="quote-message"
              rows={4}
              maxLength={maxMessage}
              value={form.message}
              onChange={(event) => set("message", event.target.value)}
              className={textArea}
              {...invalid("quote-message", errors["message"])}
            />
          </Field>
        </Card>
        <Card title="Totals">
          <QuoteTotalsList totals={saved.totals} />
          {isEdited && (
            <p className="text-xs text-slate-600">
              As last saved: the totals are worked out again when you save.
            </p>
          )}
          <div className="flex flex-wrap items-center gap-2 border-t border-border pt-4">
            <Button type="submit" disabled={isSaving}>
              {isSaving && <Loader2Icon className="animate-spin" aria-hidden />}
              Save
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={isSaving || isEdited}
              aria-describedby={isEdited ? "quote-send-hint" : undefined}
              onClick={() => void send()}
            >
              <SendIcon aria-hidden />
              {wasQuoteSent(saved.status) ? "Send again" : "Send to customer"}
            </Button>
            <Button
              type="button"
              variant="outline"
              className="border-red-300 text-red-700 hover:bg-red-50"
              disabled={isSaving}
              onClick={() => setIsConfirmingDecline(true)}
            >
              {wasQuoteSent(saved.status) ? "Withdraw" : "Decline"}
            </Button>
            <ConfirmDialog
              open={isConfirmingDecline}
              title={`${wasQuoteSent(saved.status) ? "Withdraw" : "Decline"} quote ${saved.quoteNumber}?`}
              description={
                wasQuoteSent(saved.status)
                  ? "The customer is e-mailed that the quote is withdrawn and can no longer accept it. This cannot be undone."
                  : "The customer is e-mailed that we cannot quote for this request. This cannot be undone."
              }
              confirmLabel={wasQuoteSent(saved.status) ? "Withdraw quote" : "Decline request"}
              onConfirm={() => void decline()}
              onCancel={() => setIsConfirmingDecline(false)}
            />
            {isEdited && (
              <p id="quote-send-hint" className="w-full text-sm text-slate-600">
                Save your changes first
              </p>
            )}
          </div>
        </Card>
      </div>
    </form>
  );
}
