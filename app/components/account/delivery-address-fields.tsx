import { MapPinIcon } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { Input } from "#app/components/ui/input.tsx";
import type { SavedAddress } from "#server/accounts/address-book.server.ts";
import type { PostalAddress } from "#server/credit/credit-views.server.ts";
import { SavedAddressOptions } from "./saved-address-options.tsx";

// Where to deliver an order placed without the checkout (a credit order from the basket, a quote
// accepted from the account): one of the buyer's saved addresses (issue 14.4), else the one their
// latest order went to, shown as a line with a Change button, or the fields of another UK
// address. The fields stay in the surrounding form; deliveryAddressOf reads them back. The server
// checks the address (core/address/uk-address.ts) and a refusal comes back by its path, shown
// beside its field.

type FieldProps = ComponentProps<"input"> & {
  /** Makes the field's id `${idPrefix}-${name}`. */
  idPrefix: string;
  name: string;
  label: string;
  optional?: boolean;
  error: string | undefined;
};

export function TextField({
  idPrefix,
  name,
  label,
  optional = false,
  error,
  ...input
}: FieldProps) {
  const id = `${idPrefix}-${name}`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {optional && <span className="font-normal text-slate-600"> (optional)</span>}
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

export type DeliveryAddressInput = {
  name: string;
  company?: string;
  line1: string;
  line2?: string;
  city: string;
  postcode: string;
  phone?: string;
};

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** The delivery address when any of it was filled in; the server checks it is complete. */
export function deliveryAddressOf(form: FormData, name: string): DeliveryAddressInput | undefined {
  const address = {
    company: text(form, "company"),
    line1: text(form, "line1"),
    line2: text(form, "line2"),
    city: text(form, "city"),
    postcode: text(form, "postcode"),
    phone: text(form, "phone"),
  };
  if (Object.values(address).every((value) => value === "")) return undefined;
  const { line1, city, postcode, company, line2, phone } = address;
  return {
    name,
    line1,
    city,
    postcode,
    ...(company ? { company } : {}),
    ...(line2 ? { line2 } : {}),
    ...(phone ? { phone } : {}),
  };
}

export function DeliveryAddressFields({
  idPrefix,
  lastAddress,
  savedAddresses = [],
  fieldErrors,
}: {
  idPrefix: string;
  /** The buyer's default saved address, else where their latest order went. */
  lastAddress: PostalAddress | null;
  /** Issue 14.4: the buyer's address book, the default first. */
  savedAddresses?: SavedAddress[] | undefined;
  /** The server's messages, by path ("deliveryAddress.postcode"). */
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
    <fieldset className="space-y-3 rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">Deliver to (UK only)</legend>
      {savedAddresses.length > 0 && (
        <div className="space-y-1">
          <label
            htmlFor={`${idPrefix}-saved-address`}
            className="block text-sm font-medium text-slate-800"
          >
            Saved address
          </label>
          <select
            id={`${idPrefix}-saved-address`}
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
          idPrefix={idPrefix}
          name="company"
          label="Company"
          optional
          defaultValue={address?.company}
          maxLength={120}
          autoComplete="organization"
          error={error("deliveryAddress.company")}
        />
        <TextField
          idPrefix={idPrefix}
          name="line1"
          label="Address line 1"
          defaultValue={address?.line1}
          maxLength={120}
          autoComplete="address-line1"
          error={error("deliveryAddress.line1")}
        />
        <TextField
          idPrefix={idPrefix}
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
            idPrefix={idPrefix}
            name="city"
            label="Town or city"
            defaultValue={address?.city}
            maxLength={80}
            autoComplete="address-level2"
            error={error("deliveryAddress.city")}
          />
          <TextField
            idPrefix={idPrefix}
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
          idPrefix={idPrefix}
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
  );
}
