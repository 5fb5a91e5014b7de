import type { BankTransferDetails as Details } from "#server/orders/checkout.server.ts";
import { ShopPhone } from "#app/components/layout/shop-contact.tsx";

/**
 * Where to pay a pro-forma order, with its reference in the shop's pattern. Issue 18.9: when the
 * shop's bank details can no longer be offered (set back to none since the order), the buyer is
 * asked to call instead of being shown an account.
 */
export function BankTransferDetails({
  bank,
  reference,
}: {
  bank: Details | null;
  reference: string;
}) {
  return (
    <section aria-labelledby="bank-details-heading" className="rounded-lg border border-border p-4">
      <h2 id="bank-details-heading" className="text-lg font-semibold text-slate-900">
        Pay by bank transfer
      </h2>
      {bank ? (
        <>
          <p className="mt-1 text-sm text-slate-600">
            We start on your order once your payment arrives. Please quote the reference below.
          </p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">Account name</dt>
            <dd>{bank.accountName}</dd>
            <dt className="text-slate-600">Bank</dt>
            <dd>{bank.bankName}</dd>
            <dt className="text-slate-600">Sort code</dt>
            <dd>{bank.sortCode}</dd>
            <dt className="text-slate-600">Account number</dt>
            <dd>{bank.accountNumber}</dd>
            <dt className="text-slate-600">Reference</dt>
            <dd className="font-semibold" data-testid="payment-reference">
              {reference}
            </dd>
          </dl>
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-600">
          Please call <ShopPhone className="font-medium text-brand-700 underline" /> for how to pay,
          quoting <strong>{reference}</strong>.
        </p>
      )}
    </section>
  );
}
