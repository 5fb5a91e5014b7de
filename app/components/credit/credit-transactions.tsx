import { ReceiptTextIcon } from "lucide-react";
import { formatPence } from "#core/money/money.ts";
import { cn } from "#app/lib/utils.ts";
import type { CreditTransactionView } from "#server/credit/credit-views.server.ts";

// spec/back-office.md §2: the 10 latest transactions, each with type, description, date
// ('MMM dd, yyyy HH:mm', formatted on the server in UK time), optional reference, amount and the
// balance after. A charge shows '+' in red; any other type '-' in green (it lowers the balance).
// A table on wider screens; a card per transaction on a phone, where six columns would not fit.

export const noTransactionsMessage = "No transactions found.";

function typeLabel(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}

function Amount({ transaction }: { transaction: CreditTransactionView }) {
  const isCharge = transaction.type === "charge";
  return (
    <span
      className={cn("font-semibold tabular-nums", isCharge ? "text-red-700" : "text-green-700")}
      data-testid="transaction-amount"
    >
      {isCharge ? (
        "+"
      ) : (
        // The spec's ASCII '-', so it copies and reads as written; drawn as wide as a minus sign
        // (U+2212), which it replaced, so the column keeps its look.
        <span className="inline-block w-[0.57em] scale-x-135 text-center">-</span>
      )}
      {formatPence(transaction.amountPence)}
    </span>
  );
}

function When({ transaction }: { transaction: CreditTransactionView }) {
  return <time dateTime={transaction.createdAt}>{transaction.dateText}</time>;
}

export function CreditTransactions({
  transactions,
}: {
  transactions: readonly CreditTransactionView[];
}) {
  return (
    <section
      aria-labelledby="credit-transactions-heading"
      className="rounded-xl border border-border bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="credit-transactions-heading" className="text-lg font-bold text-slate-900">
        Recent transactions
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Your 10 latest charges and payments, newest first. Times are UK time.
      </p>
      {transactions.length === 0 ? (
        <div className="mt-5 flex flex-col items-center rounded-lg border border-dashed border-border px-4 py-10 text-center">
          <ReceiptTextIcon className="size-8 text-slate-400" aria-hidden />
          <p className="mt-3 font-medium text-slate-700">{noTransactionsMessage}</p>
        </div>
      ) : (
        <>
          <ul className="mt-4 divide-y divide-border sm:hidden" aria-label="Recent transactions">
            {transactions.map((transaction) => (
              <li key={transaction.id} className="py-3">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="font-semibold text-slate-900">
                    {typeLabel(transaction.type)}
                  </span>
                  <Amount transaction={transaction} />
                </div>
                <p className="mt-0.5 text-sm text-slate-700">{transaction.description}</p>
                <div className="mt-1 flex flex-wrap justify-between gap-x-3 text-xs text-slate-600">
                  <When transaction={transaction} />
                  <span>Balance after {formatPence(transaction.balanceAfterPence)}</span>
                </div>
                {transaction.reference && (
                  <p className="mt-0.5 text-xs text-slate-600">Ref: {transaction.reference}</p>
                )}
              </li>
            ))}
          </ul>
          <div className="mt-4 hidden overflow-x-auto rounded-lg border border-border sm:block">
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">Recent transactions, newest first</caption>
              <thead className="bg-slate-50 text-left text-slate-700">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Date
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Type
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Description
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Reference
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Amount
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold whitespace-nowrap">
                    Balance after
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {transactions.map((transaction) => (
                  <tr key={transaction.id}>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                      <When transaction={transaction} />
                    </td>
                    <td className="px-4 py-3 font-medium text-slate-900">
                      {typeLabel(transaction.type)}
                    </td>
                    <td className="px-4 py-3 text-slate-700">{transaction.description}</td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                      {transaction.reference ?? (
                        <>
                          <span className="text-slate-400" aria-hidden>
                            —
                          </span>
                          <span className="sr-only">None</span>
                        </>
                      )}
                    </td>
                    <td className="px-4 py-3 text-right whitespace-nowrap">
                      <Amount transaction={transaction} />
                    </td>
                    <td className="px-4 py-3 text-right whitespace-nowrap text-slate-900 tabular-nums">
                      {formatPence(transaction.balanceAfterPence)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
