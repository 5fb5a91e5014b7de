import { Loader2Icon } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link, useRevalidator } from "react-router";
import {
  DeliveryAddressFields,
  TextField,
  deliveryAddressOf,
} from "#app/components/account/delivery-address-fields.tsx";
import { ConfirmDialog } from "#app/components/basket/confirm-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { formatPence } from "#core/money/money.ts";
import type { DeliveryChoices } from "#server/credit/credit-views.server.ts";
import type { QuotePayment } from "#server/quotes/quote-views.server.ts";

// Issue 14.6: accepting a sent quote into an order at its prices (POST
// /api/functions/accept-quote): on the buyer's credit account when it has room for the total, or
// by bank transfer when the shop takes them; a PO number goes on the order and its invoice, and it
// is delivered to a saved address, the last one used or another (issue 14.4's address book). The
// server decides: a refusal comes back with its reason, beside the field it names. The buyer may
// decline the quote instead (POST /api/functions/decline-quote).

type Answer =
  { success: true; orderNumber: string } | { success: false; error: string; field?: string };

type Method = "credit_account" | "bank_transfer";

/** The form's field (after its id prefix) for a field the server names, but the address's. */
const fieldIds: Record<string, string> = { poNumber: "po" };

export function QuoteAcceptForm({
  quoteNumber,
  totalPence,
  payment,
  delivery,
}: {
  quoteNumber: string;
  totalPence: number;
  payment: QuotePayment;
  delivery: DeliveryChoices;
}) {
  const id = useId();
  const { revalidate } = useRevalidator();
  const creditFits =
    payment.creditAvailablePence !== null && payment.creditAvailablePence >= totalPence;
  const [method, setMethod] = useState<Method | null>(
    creditFits ? "credit_account" : payment.bankTransfer ? "bank_transfer" : null,
  );
  const [poNumber, setPoNumber] = useState("");
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [placed, setPlaced] = useState<string | null>(null);
  const [isConfirmingDecline, setIsConfirmingDecline] = useState(false);

  if (placed)
    return (
      <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
        Order{" "}
        <Link to={`/account/orders/${placed}`} className="font-semibold underline">
          {placed}
        </Link>{" "}
        placed at the quoted prices.
      </p>
    );
  if (payment.creditAvailablePence === null && !payment.bankTransfer)
    return (
      <p className="text-sm text-slate-700">
        To accept this quote, please call us: we cannot take payment online just now.
      </p>
    );

  async function accept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!method) {
      setError({ message: "Choose how to pay", field: "paymentMethod" });
      return;
    }
    const form = new FormData(event.currentTarget);
    const deliveryAddress = deliveryAddressOf(form, String(form.get("name") ?? "").trim());
    setIsSending(true);
    setError(null);
    try {
      const response = await fetch("/api/functions/accept-quote", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          quoteNumber,
          paymentMethod: method,
          poNumber,
          ...(deliveryAddress ? { deliveryAddress } : {}),
        }),
      });
      const answer = (await response.json()) as Answer;
      if (answer.success) {
        setPlaced(answer.orderNumber);
        toast.success(`Order ${answer.orderNumber} placed at the quoted prices`);
        void revalidate();
      } else {
        setError({ message: answer.error, ...(answer.field ? { field: answer.field } : {}) });
        // The keyboard goes to the field the server named, where its message now shows.
        const field =
          answer.field === "paymentMethod"
            ? method
            : (fieldIds[answer.field ?? ""] ??
              answer.field?.replace(/^deliveryAddress\./, "delivery-"));
        if (field) requestAnimationFrame(() => document.getElementById(`${id}-${field}`)?.focus());
      }
    } catch {
      setError({ message: "We could not reach the shop. Please try again." });
    } finally {
      setIsSending(false);
    }
  }

  async function decline() {
    setIsConfirmingDecline(false);
    setIsSending(true);
    try {
      const response = await fetch("/api/functions/decline-quote", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ quoteNumber }),
      });
      const answer = (await response.json()) as { success: boolean; error?: string };
      if (answer.success) {
        toast.success(`Quote ${quoteNumber} declined`);
        void revalidate();
      } else setError({ message: answer.error ?? "The quote could not be declined." });
    } catch {
      setError({ message: "We could not reach the shop. Please try again." });
    } finally {
      setIsSending(false);
    }
  }

  const methodError = error?.field === "paymentMethod" ? error.message : undefined;
  const poError = error?.field === "poNumber" ? error.message : undefined;
  // The server names an address problem by its path ("deliveryAddress.postcode").
  const addressErrors: Record<string, string> = error?.field?.startsWith("deliveryAddress")
    ? { [error.field]: error.message }
    : {};
  const otherError =
    error && !methodError && !poError && Object.keys(addressErrors).length === 0
      ? error.message
      : undefined;
  const options: { value: Method; label: string; hint: string; disabled: boolean }[] = [];
  if (payment.creditAvailablePence !== null)
    options.push({
      value: "credit_account",
      label: "On my credit account",
      hint: creditFits
        ? `${formatPence(payment.creditAvailablePence)} available`
        : `Only ${formatPence(payment.creditAvailablePence)} available`,
      disabled: !creditFits,
    });
  if (payment.bankTransfer)
    options.push({
      value: "bank_transfer",
      label: "By bank transfer",
      hint: "We start when your payment arrives (pro-forma by e-mail)",
      disabled: false,
    });

  return (
    <form
      onSubmit={(event) => void accept(event)}
      noValidate
      className="space-y-3 rounded-lg border border-brand-100 bg-brand-50/60 p-3 sm:p-4"
      aria-label={`Accept quote ${quoteNumber}`}
    >
      <fieldset
        aria-describedby={methodError ? `${id}-method-error` : undefined}
        aria-invalid={methodError ? true : undefined}
      >
        <legend className="text-sm font-semibold text-slate-900">How would you like to pay?</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {options.map((option) => (
            <label
              key={option.value}
              htmlFor={`${id}-${option.value}`}
              className="grid cursor-pointer grid-cols-[auto_1fr] items-start gap-x-2 rounded-md border border-border bg-white p-2.5 text-sm has-[:checked]:border-brand-600 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
            >
              <input
                id={`${id}-${option.value}`}
                type="radio"
                name={`${id}-method`}
                value={option.value}
                checked={method === option.value}
                disabled={option.disabled}
                onChange={() => setMethod(option.value)}
                className="mt-0.5 accent-brand-700"
              />
              <span className="font-medium text-slate-900">{option.label}</span>
              <span className="col-start-2 text-slate-600">{option.hint}</span>
            </label>
          ))}
        </div>
        {methodError && (
          <p id={`${id}-method-error`} className="mt-1 text-sm text-red-700">
            {methodError}
          </p>
        )}
      </fieldset>
      <div className="space-y-1 sm:max-w-xs">
        <label htmlFor={`${id}-po`} className="block text-sm font-medium text-slate-800">
          Your PO number <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <Input
          id={`${id}-po`}
          value={poNumber}
          onChange={(event) => setPoNumber(event.target.value)}
          aria-invalid={poError ? true : undefined}
          aria-describedby={poError ? `${id}-po-error` : undefined}
        />
        {poError && (
          <p id={`${id}-po-error`} className="text-sm text-red-700">
            {poError}
          </p>
        )}
      </div>
      <TextField
        idPrefix={`${id}-delivery`}
        name="name"
        label="Deliver for the attention of"
        defaultValue={delivery.customerName}
        maxLength={120}
        autoComplete="name"
        className="sm:max-w-xs"
        error={addressErrors["deliveryAddress.name"]}
      />
      <DeliveryAddressFields
        idPrefix={`${id}-delivery`}
        lastAddress={delivery.lastDeliveryAddress}
        savedAddresses={delivery.savedAddresses}
        fieldErrors={addressErrors}
      />
      {otherError && (
        <p role="alert" className="text-sm text-red-700">
          {otherError}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isSending}>
          {isSending && <Loader2Icon className="animate-spin" aria-hidden />}
          {isSending ? "Placing your order…" : `Accept and order (${formatPence(totalPence)})`}
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={isSending}
          onClick={() => setIsConfirmingDecline(true)}
        >
          Decline this quote
        </Button>
      </div>
      <ConfirmDialog
        open={isConfirmingDecline}
        title={`Decline quote ${quoteNumber}?`}
        description="We will not hold these prices for you any more. You can always send your basket as a new quote request."
        confirmLabel="Decline quote"
        cancelLabel="Keep the quote"
        onConfirm={() => void decline()}
        onCancel={() => setIsConfirmingDecline(false)}
      />
    </form>
  );
}
