import type { BankTransferDetails as Details } from "#server/orders/checkout.server.ts";

/** Where to pay a pro-forma order, with the order number as the reference. */
export function BankTransferDetails({ bank, reference }: { bank: Details; reference: string }) {
  return (
    <section aria-labelledby="bank-details-heading" className="rounded-lg border border-border p-4">
      <h2 id="bank-details-heading" className="text-lg font-semibold text-slate-900">
        Pay by bank transfer
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        We start on your order once your payment arrives. Please use the order number as the
        reference.
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
        <dd className="font-semibold">{reference}</dd>
      </dl>
    </section>
  );
}
