import { MapPinIcon } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { Input } from "#app/components/ui/input.tsx";
import { SavedAddressOptions } from "#app/components/account/saved-address-options.tsx";
import type { SavedAddress } from "#server/accounts/address-book.server.ts";
import type { PostalAddress } from "#server/credit/credit-views.server.ts";

// The details a trade buyer adds to a credit order: the name on it, their PO number, where to
// deliver (UK only) and notes. The server checks them (server/credit/credit-order-input.ts) and a
// refused one comes back by name; its message is shown beside the field.

type FieldProps = ComponentProps<"input"> & {
  name: string;
  label: string;
  optional?: boolean;
  error: string | undefined;
};

function TextField({ name, label, optional = false, error, ...input }: FieldProps) {
  const id = `credit-${name}`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {optional && <span className="font-normal text-slate-500"> (optional)</span>}
      </label>
      <Input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

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
  // Issue 14.4: another saved address fills the fields below ("" a new one, left empty).
  const [chosenId, setChosenId] = useState(savedAddresses[0]?.id ?? "");
  const address =
    savedAddresses.length === 0
      ? lastAddress
      : (savedAddresses.find((saved) => saved.id === chosenId)?.address ?? null);
  // A known address shows as one line with a Change button; its fields stay in the form.
  const [isEditingAddress, setIsEditingAddress] = useState(address === null);
  const hasAddressError = Object.keys(fieldErrors).some((key) => key.startsWith("deliveryAddress"));
  const showFields = isEditingAddress || hasAddressError;
  return (
    <>
      <TextField
        name="name"
        label="Name on the order"
        defaultValue={customerName}
        maxLength={120}
        autoComplete="name"
        required
        error={error("name", "deliveryAddress.name")}
      />
      <TextField
        name="poNumber"
        label="Your PO number"
        optional
        maxLength={50}
        autoComplete="off"
        error={error("poNumber")}
      />
      <fieldset className="space-y-3 rounded-lg border border-border p-3">
        <legend className="px-1 text-sm font-semibold text-slate-800">Deliver to (UK only)</legend>
        {savedAddresses.length > 0 && (
          <div className="space-y-1">
            <label
              htmlFor="credit-saved-address"
              className="block text-sm font-medium text-slate-800"
            >
              Saved address
            </label>
            <select
              id="credit-saved-address"
              value={chosenId}
              onChange={(event) => {
                setChosenId(event.target.value);
                setIsEditingAddress(event.target.value === "");
              }}
              className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm"
            >
              <SavedAddressOptions savedAddresses={savedAddresses} otherLabel="Another address" />
            </select>
          </div>
        )}
        {address && !showFields && (
          <div className="flex items-start justify-between gap-3 text-sm">
            <p className="flex gap-2 text-slate-700" data-testid="delivery-address">
              <MapPinIcon className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
              <span>
                {[address.company, address.line1, address.line2, address.city]
                  .filter(Boolean)
                  .join(", ")}{" "}
                <span className="whitespace-nowrap">{address.postcode}</span>
              </span>
            </p>
            <button
              type="button"
              className="shrink-0 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
              onClick={() => setIsEditingAddress(true)}
            >
              Change<span className="sr-only"> delivery address</span>
            </button>
          </div>
        )}
        <div key={chosenId} className="space-y-3" hidden={!showFields}>
          <TextField
            name="company"
            label="Company"
            optional
            defaultValue={address?.company}
            maxLength={120}
            autoComplete="organization"
            error={error("deliveryAddress.company")}
          />
          <TextField
            name="line1"
            label="Address line 1"
            defaultValue={address?.line1}
            maxLength={120}
            autoComplete="address-line1"
            error={error("deliveryAddress.line1")}
          />
          <TextField
            name="line2"
            label="Address line 2"
            optional
            defaultValue={address?.line2}
            maxLength={120}
            autoComplete="address-line2"
            error={error("deliveryAddress.line2")}
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              name="city"
              label="Town or city"
              defaultValue={address?.city}
              maxLength={80}
              autoComplete="address-level2"
              error={error("deliveryAddress.city")}
            />
            <TextField
              name="postcode"
              label="Postcode"
              defaultValue={address?.postcode}
              maxLength={10}
              autoComplete="postal-code"
              className="uppercase"
              error={error("deliveryAddress.postcode", "deliveryAddress.country")}
            />
          </div>
          <TextField
            name="phone"
            label="Phone for the driver"
            optional
            type="tel"
            defaultValue={address?.phone}
            maxLength={40}
            autoComplete="tel"
            error={error("deliveryAddress.phone")}
          />
          <p className="text-xs text-slate-600">
            Leave the address empty and we will confirm delivery with you before dispatch.
          </p>
        </div>
      </fieldset>
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
