import { Loader2Icon } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { formatPence } from "#core/money/money.ts";
import type { CreditAccountDetail } from "#server/admin/admin-pages.server.ts";
import { adminApi, parseDecimal } from "./admin-api.ts";
import { useAdminChange } from "./use-admin-change.ts";
import { Badge, Field, formatDateTime } from "./admin-ui.tsx";
import { AuditTrail } from "./audit-trail.tsx";
import { CreditAccountEditForm, type CreditFigures } from "./credit-account-edit-form.tsx";
import { MoneyInput } from "./money-input.tsx";

// spec/back-office.md §2 and §8: the credit account's edit dialog (limit, balance, active), plus
// recording a payment, the recent transactions and the change history. The server checks every
// figure again and writes each balance change as a transaction (server/admin/credit-account-edit.ts).

/**
 * The account's detail, loaded when the dialog opens and again after each change; `loads` counts
 * the loads that arrived, so the edit form starts afresh from each (and only from each).
 */
function useAccount(accountId: string) {
  const [detail, setDetail] = useState<CreditAccountDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    void adminApi<CreditAccountDetail>(`/credit-accounts/${accountId}`).then((result) => {
      if (!isCurrent) return;
      if (result.ok) {
        setDetail(result.data);
        setLoads((n) => n + 1);
      } else setFailed(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [accountId, version]);
  /** Issue 10.9: the figures a refused save brought back, shown without reloading the form. */
  const showFigures = (figures: CreditFigures) =>
    setDetail((loaded) => loaded && { ...loaded, account: { ...loaded.account, ...figures } });
  return { detail, failed, loads, showFigures, reload: () => setVersion((n) => n + 1) };
}

function PaymentForm({ detail, onSaved }: { detail: CreditAccountDetail; onSaved: () => void }) {
  const { errors, isSaving, send } = useAdminChange();

  async function record(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const result = await send(
      `/credit-accounts/${detail.account.id}/payments`,
      {
        method: "POST",
        body: {
          amount: parseDecimal(String(form.get("amount"))),
          reference: String(form.get("reference") ?? ""),
        },
      },
      { success: "Payment recorded", failure: "Failed to record the payment" },
    );
    if (!result.ok) return;
    element.reset();
    onSaved();
  }

  return (
    <form
      onSubmit={record}
      aria-label="Record a payment"
      noValidate
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <Field id="amount" label="Payment received" error={errors["amount"]}>
        <MoneyInput id="amount" name="amount" placeholder="0.00" error={errors["amount"]} />
      </Field>
      <Field id="reference" label="Reference (optional)" error={errors["reference"]}>
        <Input id="reference" name="reference" maxLength={100} placeholder="e.g. BACS 0412" />
      </Field>
      <Button type="submit" variant="accent" disabled={isSaving}>
        {isSaving && <Loader2Icon className="animate-spin" aria-hidden />}
        Record payment
      </Button>
    </form>
  );
}

function Figures({ detail }: { detail: CreditAccountDetail }) {
  const { account } = detail;
  const items = [
    ["Credit limit", account.creditLimitPence],
    ["Balance owed", account.currentBalancePence],
    ["Available", account.availablePence],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-2">
      {items.map(([label, pence]) => (
        <div key={label} className="rounded-md border border-border bg-slate-50 px-3 py-2">
          <dt className="text-xs text-slate-500">{label}</dt>
          <dd className="font-bold text-slate-900 tabular-nums">{formatPence(pence)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Transactions({ detail }: { detail: CreditAccountDetail }) {
  if (detail.transactions.length === 0)
    return <p className="text-sm text-slate-500">No transactions found.</p>;
  return (
    <div className="overflow-x-auto rounded-md border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">Recent transactions</caption>
        <thead className="bg-slate-50 text-left text-xs text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Date
            </th>
            <th scope="col" className="px-3 py-2">
              Type
            </th>
            <th scope="col" className="px-3 py-2">
              Description
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Amount
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          {detail.transactions.map((t) => (
            <tr key={t.id} className="border-t border-border">
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(t.createdAt)}</td>
              <td className="px-3 py-2 capitalize">{t.type}</td>
              <td className="px-3 py-2">
                {t.description}
                {t.reference && (
                  <span className="block text-xs text-slate-500">Ref {t.reference}</span>
                )}
              </td>
              <td
                className={`px-3 py-2 text-right whitespace-nowrap tabular-nums ${t.type === "charge" ? "text-red-700" : "text-emerald-700"}`}
              >
                {t.type === "charge" ? "+" : "−"}
                {formatPence(t.amountPence)}
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                {formatPence(t.balanceAfterPence)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AccountBody({ accountId }: { accountId: string }) {
  const { detail, failed, loads, showFigures, reload } = useAccount(accountId);
  const revalidator = useRevalidator();
  const saved = () => {
    reload();
    void revalidator.revalidate();
  };
  if (!detail)
    return (
      <DialogDescription>
        {failed ? "This credit account could not be loaded." : "Loading the account…"}
      </DialogDescription>
    );
  return (
    <>
      <DialogDescription>
        {detail.account.name} · {detail.account.email}{" "}
        <Badge variant={detail.account.isActive ? "success" : "secondary"} className="ml-1">
          {detail.account.isActive ? "Active" : "Inactive"}
        </Badge>
      </DialogDescription>
      <div className="mt-5 space-y-6">
        <Figures detail={detail} />
        <CreditAccountEditForm
          key={loads}
          account={detail.account}
          onSaved={saved}
          onStale={showFigures}
        />
        <div className="border-t border-border pt-5">
          <PaymentForm detail={detail} onSaved={saved} />
        </div>
        <section aria-labelledby="transactions-heading" className="space-y-2">
          <h3 id="transactions-heading" className="text-sm font-semibold text-slate-900">
            Recent transactions
          </h3>
          <Transactions detail={detail} />
        </section>
        <AuditTrail entries={detail.audit} />
      </div>
    </>
  );
}

export function CreditAccountDialog({
  accountId,
  onClose,
}: {
  accountId: string | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={accountId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92vh] max-w-2xl overflow-y-auto">
        <DialogTitle>Credit account</DialogTitle>
        {accountId && <AccountBody key={accountId} accountId={accountId} />}
      </DialogContent>
    </Dialog>
  );
}
