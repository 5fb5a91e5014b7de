import { CheckIcon } from "lucide-react";
import { useId } from "react";
import type { CustomerListRow } from "#server/admin/admin-pages.server.ts";
import { adminApi } from "./admin-api.ts";
import { SearchPicker } from "./search-picker.tsx";

// Choosing a customer in the admin dialogs: type part of a name, e-mail or phone and pick from the
// matches (the Customers list's own search on the server).

export type PickedCustomer = Pick<CustomerListRow, "id" | "name" | "email" | "hasCreditAccount">;

async function searchCustomers(q: string): Promise<CustomerListRow[]> {
  const result = await adminApi<{ data: { rows: CustomerListRow[] } }>(
    `/lists/customers?${new URLSearchParams({ q, sort: "name", dir: "asc" })}`,
  );
  return result.ok ? result.data.data.rows.slice(0, 8) : [];
}

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
  const isDisabled = (customer: CustomerListRow) =>
    disableWithCreditAccount && customer.hasCreditAccount;
  return (
    <SearchPicker
      value={value}
      onChange={onChange}
      error={error}
      search={searchCustomers}
      describeValue={(customer) => ({ title: customer.name, detail: customer.email })}
      isDisabled={isDisabled}
      renderMatch={(customer) => (
        <>
          <span className="min-w-0">
            <span className="block truncate font-medium text-slate-900">{customer.name}</span>
            <span className="block truncate text-slate-600">{customer.email}</span>
          </span>
          {isDisabled(customer) && (
            <span className="flex shrink-0 items-center gap-1 text-xs text-slate-500">
              <CheckIcon className="size-3.5" aria-hidden /> Has an account
            </span>
          )}
        </>
      )}
      inputId={`${id}-customer`}
      placeholder="Type a name, e-mail or phone"
      label="Find a customer"
      matchesLabel="Matching customers"
      noMatches="No customers found."
    />
  );
}
