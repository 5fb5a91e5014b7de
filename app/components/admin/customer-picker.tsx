import { CheckIcon, SearchIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import type { CustomerListRow } from "#server/admin/admin-pages.server.ts";
import { Button } from "#app/components/ui/button.tsx";
import { adminApi } from "./admin-api.ts";

// Choosing a customer in the admin dialogs: type part of a name, e-mail or phone and pick from the
// matches (the Customers list's own search on the server).

export type PickedCustomer = Pick<CustomerListRow, "id" | "name" | "email" | "hasCreditAccount">;

export function CustomerPicker({
  value,
  onChange,
  error,
  disableWithCreditAccount = false,
}: {
  value: PickedCustomer | null;
  onChange: (customer: PickedCustomer | null) => void;
  error?: string | undefined;
  /** For a new credit account: customers who have one cannot be picked. */
  disableWithCreditAccount?: boolean;
}) {
  const id = useId();
  const [q, setQ] = useState("");
  // The matches remember the text they answer, so a stale answer is never shown.
  const [found, setFound] = useState<{ q: string; rows: CustomerListRow[] } | null>(null);
  const isSearching = !value && q.trim().length >= 2;
  const matches = isSearching && found?.q === q ? found.rows : null;

  useEffect(() => {
    if (!isSearching) return;
    let isCurrent = true;
    const timer = setTimeout(async () => {
      const result = await adminApi<{ data: { rows: CustomerListRow[] } }>(
        `/lists/customers?${new URLSearchParams({ q, sort: "name", dir: "asc" })}`,
      );
      if (isCurrent) setFound({ q, rows: result.ok ? result.data.data.rows.slice(0, 8) : [] });
    }, 250);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [q, isSearching]);

  if (value)
    return (
      <div className="flex items-center justify-between gap-3 rounded-md border border-brand-200 bg-brand-50 px-3 py-2">
        <div className="min-w-0 text-sm">
          <p className="truncate font-semibold text-slate-900">{value.name}</p>
          <p className="truncate text-slate-600">{value.email}</p>
        </div>
        <Button type="button" size="sm" variant="outline" onClick={() => onChange(null)}>
          Change
        </Button>
      </div>
    );

  return (
    <div>
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <input
          id={`${id}-customer`}
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder="Type a name, e-mail or phone"
          aria-label="Find a customer"
          aria-invalid={error ? true : undefined}
          className="h-10 w-full rounded-md border border-slate-300 bg-white pr-3 pl-9 text-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30 aria-[invalid=true]:border-destructive"
        />
      </div>
      {matches && (
        <ul
          aria-label="Matching customers"
          className="mt-1 max-h-56 overflow-y-auto rounded-md border border-border bg-white shadow-sm"
        >
          {matches.length === 0 && (
            <li className="px-3 py-2 text-sm text-slate-500">No customers found.</li>
          )}
          {matches.map((customer) => {
            const isDisabled = disableWithCreditAccount && customer.hasCreditAccount;
            return (
              <li key={customer.id}>
                <button
                  type="button"
                  disabled={isDisabled}
                  onClick={() => onChange(customer)}
                  className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">
                      {customer.name}
                    </span>
                    <span className="block truncate text-slate-600">{customer.email}</span>
                  </span>
                  {isDisabled && (
                    <span className="flex shrink-0 items-center gap-1 text-xs text-slate-500">
                      <CheckIcon className="size-3.5" aria-hidden /> Has an account
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}
