import { BanknoteIcon, PhoneIcon, TrendingUpIcon } from "lucide-react";
import { Link } from "react-router";
import { ShopEmail, ShopHours, ShopPhone } from "#app/components/layout/shop-contact.tsx";
import type { BankTransferDetails } from "#server/credit/credit-views.server.ts";

// Beside the figures: how to pay the account and what to do when the limit is too low, in the
// words of the FAQ and the bulk orders page (30-day terms, every charge and payment listed here).

const textLink = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

export function CreditAccountHelp({
  bank,
  reference,
}: {
  /** Null while the shop has no bank details buyers may pay into (issue 18.9). */
  bank: BankTransferDetails | null;
  /** What to quote with a payment: the account's reference in the shop's pattern. */
  reference: string;
}) {
  return (
    <aside className="space-y-5" aria-label="Paying and managing your account">
      <section
        aria-labelledby="pay-account-heading"
        className="rounded-xl border border-border bg-white p-5 shadow-sm"
      >
        <h2
          id="pay-account-heading"
          className="flex items-center gap-2 text-base font-bold text-slate-900"
        >
          <BanknoteIcon className="size-5 text-brand-700" aria-hidden />
          Paying your account
        </h2>
        <p className="mt-2 text-sm leading-6 text-slate-600">
          Every order charged to your account and every payment we receive is listed on this page.
          Payment is due on 30-day terms{bank ? ", by bank transfer to:" : "."}
        </p>
        {bank ? (
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">Account name</dt>
            <dd className="font-medium text-slate-900">{bank.accountName}</dd>
            <dt className="text-slate-600">Bank</dt>
            <dd className="font-medium text-slate-900">{bank.bankName}</dd>
            <dt className="text-slate-600">Sort code</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{bank.sortCode}</dd>
            <dt className="text-slate-600">Account number</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{bank.accountNumber}</dd>
            <dt className="text-slate-600">Reference</dt>
            <dd className="font-medium break-all text-slate-900" data-testid="payment-reference">
              {reference}
            </dd>
          </dl>
        ) : (
          <p className="mt-3 text-sm leading-6 text-slate-600">
            Please call <ShopPhone className="font-medium text-brand-700 underline" /> for how to
            pay, quoting <strong className="text-slate-900">{reference}</strong>.
          </p>
        )}
        <p className="mt-3 text-xs leading-5 text-slate-600">
          Payments show here once they reach us, usually the next working day.
        </p>
      </section>
      <section
        aria-labelledby="more-credit-heading"
        className="rounded-xl bg-brand-900 p-5 text-white"
      >
        <h2 id="more-credit-heading" className="flex items-center gap-2 text-base font-bold">
          <TrendingUpIcon className="size-5 text-accent-400" aria-hidden />
          Need a higher limit?
        </h2>
        <p className="mt-2 text-sm leading-6 text-brand-100">
          Planning a big uniform roll-out or a site kit-out? Ask our trade team to review your
          limit: we usually answer within one working day.
        </p>
        <p className="mt-3 flex items-center gap-2 text-sm">
          <PhoneIcon className="size-4 text-accent-400" aria-hidden />
          <ShopPhone className="font-semibold text-white underline" />
          <span className="text-brand-100">
            <ShopHours prefix="" suffix="" />
          </span>
        </p>
        <p className="mt-1 text-sm">
          <ShopEmail className="font-semibold text-white underline" />
        </p>
      </section>
      <p className="px-1 text-sm text-slate-600">
        Questions about a charge?{" "}
        <Link to="/contact-us" className={textLink}>
          Contact us
        </Link>{" "}
        and quote the reference shown beside it.
      </p>
    </aside>
  );
}
