import { Loader2Icon } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { formatPence, penceToPounds } from "#core/money/money.ts";
import type { CreditAccountListRow } from "#server/admin/admin-pages.server.ts";
import { parseDecimal, typedPence } from "./admin-api.ts";
import { Field } from "./admin-ui.tsx";
import { Checkbox, MoneyInput } from "./money-input.tsx";
import { StaleNotice } from "./stale-notice.tsx";
import { useAdminChange } from "./use-admin-change.ts";

// spec/back-office.md §2: the credit account's edit form (limit, balance, active). Issue 10.9: it
// sends only what the admin changed — a limit change never carries a balance, so a charge made
// while the dialog was open cannot be written off — with the account's ETag as If-Match. When the
// account changed meanwhile the server answers 412 with its figures now: the form shows them, moves
// the fields the admin left alone to them, keeps what the admin typed, and saves against the new
// version next time.

export type CreditFigures = Pick<
  CreditAccountListRow,
  "creditLimitPence" | "currentBalancePence" | "availablePence" | "isActive"
>;

export function CreditAccountEditForm({
  account,
  onSaved,
  onStale,
}: {
  account: CreditAccountListRow;
  onSaved: () => void;
  /** The account's figures as the 412 gave them, for the rest of the dialog. */
  onStale: (figures: CreditFigures) => void;
}) {
  const { errors, isSaving, send, conflict } = useAdminChange(account.etag);
  // The figures the fields started from: a field that still shows its own is not sent.
  const [base, setBase] = useState<CreditFigures>(account);
  const [limit, setLimit] = useState(penceToPounds(account.creditLimitPence));
  const [balance, setBalance] = useState(penceToPounds(account.currentBalancePence));
  const [isActive, setIsActive] = useState(account.isActive);
  const [reason, setReason] = useState("");
  const isLimitChanged = typedPence(limit) !== base.creditLimitPence;
  const isBalanceChanged = typedPence(balance) !== base.currentBalancePence;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await send(
      `/credit-accounts/${account.id}`,
      {
        method: "PATCH",
        body: {
          ...(isLimitChanged ? { creditLimit: parseDecimal(limit) } : {}),
          ...(isBalanceChanged ? { currentBalance: parseDecimal(balance), reason } : {}),
          ...(isActive !== base.isActive ? { isActive } : {}),
        },
      },
      {
        success: "Credit account updated successfully",
        failure: "Failed to update credit account",
      },
    );
    if (result.ok) return onSaved();
    if (result.status !== 412 || !result.current) return;
    const now = result.current as CreditFigures;
    if (!isLimitChanged) setLimit(penceToPounds(now.creditLimitPence));
    if (!isBalanceChanged) setBalance(penceToPounds(now.currentBalancePence));
    if (isActive === base.isActive) setIsActive(now.isActive);
    setBase(now);
    onStale(now);
  }

  const now = conflict?.current as CreditFigures | undefined;
  return (
    <form onSubmit={save} className="space-y-4" aria-label="Edit credit account" noValidate>
      {conflict && now && (
        <StaleNotice message={conflict.message}>
          Now: limit <strong>{formatPence(now.creditLimitPence)}</strong> · balance owed{" "}
          <strong>{formatPence(now.currentBalancePence)}</strong> · available{" "}
          <strong>{formatPence(now.availablePence)}</strong> ·{" "}
          {now.isActive ? "active" : "inactive"}
        </StaleNotice>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="creditLimit" label="Credit limit" error={errors["creditLimit"]}>
          <MoneyInput
            id="creditLimit"
            name="creditLimit"
            value={limit}
            onChange={(event) => setLimit(event.target.value)}
            error={errors["creditLimit"]}
          />
        </Field>
        <Field
          id="currentBalance"
          label="Current balance"
          error={errors["currentBalance"]}
          hint="A change is recorded as an adjustment"
        >
          <MoneyInput
            id="currentBalance"
            name="currentBalance"
            value={balance}
            onChange={(event) => setBalance(event.target.value)}
            error={errors["currentBalance"]}
          />
        </Field>
      </div>
      <Field id="reason" label="Reason for a balance change (optional)" error={errors["reason"]}>
        <Input
          id="reason"
          name="reason"
          maxLength={200}
          placeholder="e.g. Credit note CN-114"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Checkbox
          name="isActive"
          label="Account active"
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
