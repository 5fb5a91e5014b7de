import {
  DeliveryAddressFields,
  TextField,
} from "#app/components/account/delivery-address-fields.tsx";
import type { SavedAddress } from "#server/accounts/address-book.server.ts";
import type { PostalAddress } from "#server/credit/credit-views.server.ts";

// The details a trade buyer adds to a credit order: the name on it, their PO number, where to
// deliver (UK only) and notes. The server checks them (server/credit/credit-order-input.ts) and a
// refused one comes back by name; its message is shown beside the field.

export function CreditOrderFields({
  customerName,
  lastAddress,
  savedAddresses = [],
  fieldErrors,
}: {
  customerName: string;
  /** The buyer's default saved address, else where their latest order went. */
  lastAddress: PostalAddress | null;
  /** Issue 14.4: the buyer's address book, the default first. */
  savedAddresses?: SavedAddress[];
  /** The server's messages, by path inside customerDetails. */
  fieldErrors: Record<string, string>;
}) {
  const error = (...keys: string[]) => keys.map((key) => fieldErrors[key]).find(Boolean);
  return (
    <>
      <TextField
        idPrefix="credit"
        name="name"
        label="Name on the order"
        defaultValue={customerName}
        maxLength={120}
        autoComplete="name"
        required
        error={error("name", "deliveryAddress.name")}
      />
      <TextField
        idPrefix="credit"
        name="poNumber"
        label="Your PO number"
        optional
        maxLength={50}
        autoComplete="off"
        error={error("poNumber")}
      />
      <DeliveryAddressFields
        idPrefix="credit"
        lastAddress={lastAddress}
        savedAddresses={savedAddresses}
        fieldErrors={fieldErrors}
      />
      <div className="space-y-1">
        <label htmlFor="credit-notes" className="block text-sm font-medium text-slate-800">
          Notes for our team <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <textarea
          id="credit-notes"
          name="notes"
          rows={2}
          maxLength={2000}
          aria-invalid={error("notes") ? true : undefined}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
        />
        {error("notes") && (
          <p className="text-sm text-destructive" role="alert">
            {error("notes")}
          </p>
        )}
      </div>
    </>
  );
}
