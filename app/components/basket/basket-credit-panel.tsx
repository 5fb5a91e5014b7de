import { CheckCircle2Icon, ReceiptPoundSterlingIcon } from "lucide-react";
import type { FormEvent } from "react";
import { Link, useRevalidator } from "react-router";
import { deliveryAddressOf } from "#app/components/account/delivery-address-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useAccountEvents } from "#app/hooks/use-account-events.ts";
import { formatPence } from "#core/money/money.ts";
import type { BasketPricing } from "#server/basket/basket.server.ts";
import type { BasketCredit } from "#server/credit/credit-views.server.ts";
import { CreditOrderFields } from "./credit-order-fields.tsx";
import type { CreditOrderRequest } from "./use-credit-order.ts";

// spec/storefront.md §2, §4, §8: for a customer with an active credit account, the basket shows
// the credit limit, current balance and available credit (from the loader, i.e. the server) and
// a "Charge to Credit Account" button, disabled while a checkout request runs and when the total
// the server priced is above the available credit. Trade buyers add a PO number and where to
// deliver; both go on the order and its confirmation.

type Details = CreditOrderRequest["customerDetails"];

type Props = {
  credit: BasketCredit;
  /** The basket as the server priced it; null while it is being priced (or could not be). */
  pricing: BasketPricing | null;
  isPlacing: boolean;
  /** The other checkout is running. */
  isCheckoutBusy: boolean;
  fieldErrors: Record<string, string>;
  onCharge: (details: Details) => void;
};

/** Why the priced basket cannot be charged to credit as it is; null when it can. */
function creditBlockedReason(pricing: BasketPricing | null): string | null {
  if (pricing?.lines.some((line) => line.problem !== null))
    return "Sort out the items marked above to charge this order to your account.";
  // docs/decisions/007: decoration priced on application cannot be charged to an account.
  if (pricing?.needsQuote)
    return "Decoration for 500 or more items is priced on application: request a quote below, and we will price it.";
  return null;
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

export function BasketCreditPanel(props: Props) {
  const { credit, pricing, isPlacing, isCheckoutBusy, fieldErrors } = props;
  const totalPence = pricing?.totalPence ?? null;
  const blockedReason = creditBlockedReason(pricing);
  // Another tab's order, or the shop changing the account, updates the figures here too.
  const { revalidate } = useRevalidator();
  useAccountEvents((event) => {
    if (event.type === "credit.changed" || event.type === "resync") void revalidate();
  });

  const shortfallPence =
    totalPence !== null && totalPence > credit.availablePence
      ? totalPence - credit.availablePence
      : 0;
  const isDisabled =
    totalPence === null ||
    shortfallPence > 0 ||
    blockedReason !== null ||
    isPlacing ||
    isCheckoutBusy;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isDisabled) return;
    const form = new FormData(event.currentTarget);
    const name = text(form, "name");
    const poNumber = text(form, "poNumber");
    const deliveryAddress = deliveryAddressOf(form, name);
    props.onCharge({
      name,
      billingAddress: "",
      shippingAddress: "",
      notes: text(form, "notes"),
      ...(poNumber ? { poNumber } : {}),
      ...(deliveryAddress ? { deliveryAddress } : {}),
    });
  }

  return (
    <section
      aria-labelledby="credit-panel-heading"
      className="mt-4 rounded-xl border border-brand-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2
        id="credit-panel-heading"
        className="flex items-center gap-2 text-lg font-bold text-slate-900"
      >
        <ReceiptPoundSterlingIcon className="size-5 text-brand-700" aria-hidden />
        Your credit account
      </h2>
      <dl className="mt-4 divide-y divide-border text-sm" data-testid="credit-figures">
        <Row label="Credit limit" value={formatPence(credit.limitPence)} />
        <Row label="Current balance" value={formatPence(credit.balancePence)} />
        <Row label="Available credit" value={formatPence(credit.availablePence)} isStrong />
      </dl>
      <form className="mt-4 space-y-3" onSubmit={onSubmit} noValidate>
        <CreditOrderFields
          customerName={credit.customerName}
          lastAddress={credit.lastDeliveryAddress}
          savedAddresses={credit.savedAddresses}
          fieldErrors={fieldErrors}
        />
        <Button
          type="submit"
          size="lg"
          variant="accent"
          className="w-full whitespace-normal"
          disabled={isDisabled}
          aria-busy={isPlacing}
        >
          {shortfallPence > 0
            ? `Insufficient Credit (Need ${formatPence(shortfallPence)} more)`
            : isPlacing
              ? "Placing your order…"
              : "Charge to Credit Account"}
        </Button>
        <p className="text-xs leading-5 text-slate-600" aria-live="polite">
          {shortfallPence > 0
            ? "Pay the difference at checkout instead, or call us to raise your limit."
            : (blockedReason ??
              "Charged at the total above and listed on your credit account page (30-day terms).")}
        </p>
      </form>
    </section>
  );
}

function Row({
  label,
  value,
  isStrong = false,
}: {
  label: string;
  value: string;
  isStrong?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className={isStrong ? "font-semibold text-slate-900" : "text-slate-700"}>{label}</dt>
      <dd className={isStrong ? "font-bold text-brand-800" : "font-medium text-slate-900"}>
        {value}
      </dd>
    </div>
  );
}

/** After a credit order the basket is empty: what was placed, and where to see the charge. */
export function CreditOrderPlacedNotice({ orderNumber }: { orderNumber: string }) {
  return (
    <div
      role="status"
      className="mx-auto mt-6 flex max-w-xl flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900"
    >
      <CheckCircle2Icon className="size-4" aria-hidden />
      <span>
        Order <strong>{orderNumber}</strong> is on your credit account. We will e-mail you when it
        ships.
      </span>
      <Link to="/credit-account" className="font-semibold underline underline-offset-2">
        View your credit account
      </Link>
    </div>
  );
}
