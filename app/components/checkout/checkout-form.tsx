import { useState, type FormEvent, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { ShopEmail, ShopHours, ShopPhone } from "#app/components/layout/shop-contact.tsx";
import {
  checkoutCountries,
  parseCheckoutForm,
  type CheckoutFieldErrors,
} from "#core/checkout/checkout-form.ts";
import { poNumberMaxLength } from "#core/checkout/po-number.ts";
import { ukAddressFields } from "#core/address/uk-address.ts";
import { SavedAddressOptions } from "#app/components/account/saved-address-options.tsx";
import type { SavedAddress } from "#server/accounts/address-book.server.ts";

type Props = {
  /** The server's answer to a refused post: messages beside the fields, the values sent. */
  fieldErrors?: CheckoutFieldErrors;
  formError?: string;
  values?: Record<string, string>;
  /** Prefilled from the signed-in account (the cart's own e-mail wins). */
  defaultEmail?: string | null;
  defaultName?: string | null;
  /** The total the page shows: the server refuses to place the order at another one. */
  expectedTotalPence: number;
  /** Issue 14.4: the signed-in buyer's address book, the default first. */
  savedAddresses?: SavedAddress[];
};

function Field({
  name,
  label,
  error,
  hint,
  optional = false,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  /** A line under the label, named by the control's aria-describedby as `${name}-hint`. */
  hint?: string;
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={name} className="block text-sm font-medium text-slate-800">
        {label}
        {optional && <span className="font-normal text-slate-500"> (optional)</span>}
      </label>
      {hint && (
        <p id={`${name}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${name}-error`} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Issue 18.8, spec/storefront.md §9: web orders go to UK addresses only; an export order is taken
 * by phone or e-mail. Its id is read by the country field as its hint ("country-hint").
 */
function UkOnlyNote() {
  return (
    <div
      id="country-hint"
      className="rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-slate-800"
    >
      <p className="font-semibold text-slate-900">We deliver to UK addresses only.</p>
      <p className="mt-1">
        For delivery outside the UK, call our sales team on{" "}
        <ShopPhone className="font-medium text-brand-700 underline" />
        <ShopHours /> or e-mail <ShopEmail className="font-medium text-brand-700 underline" /> and
        we will quote for your export order.
      </p>
    </div>
  );
}

/** The hosted checkout's form, checked here and again by the action with the same schema. */
export function CheckoutForm({
  fieldErrors = {},
  formError,
  values = {},
  defaultEmail,
  defaultName,
  expectedTotalPence,
  savedAddresses = [],
}: Props) {
  // The default address fills the form until the buyer picks another or types their own; after a
  // refused post the values sent win.
  const [chosenId, setChosenId] = useState(values["name"] ? "" : (savedAddresses[0]?.id ?? ""));
  const chosen = savedAddresses.find((saved) => saved.id === chosenId)?.address;
  const fromChosen = (name: string): string | undefined =>
    chosen && (ukAddressFields as readonly string[]).includes(name)
      ? (chosen[name as (typeof ukAddressFields)[number]] ?? "")
      : undefined;
  const navigation = useNavigation();
  const submitting =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "place-order";
  const [clientErrors, setClientErrors] = useState<CheckoutFieldErrors | null>(null);
  const [billingSame, setBillingSame] = useState(
    values["billingSame"] !== undefined || !values["name"],
  );
  const errors = clientErrors ?? fieldErrors;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const fields = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = parseCheckoutForm(fields);
    if (parsed.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(parsed.fieldErrors);
  }

  /** The ids of a control's hint (`${name}-hint`) and error, when it has them. */
  const describedBy = (name: string, hasHint: boolean) =>
    [hasHint ? `${name}-hint` : "", errors[name] ? `${name}-error` : ""]
      .filter(Boolean)
      .join(" ") || undefined;

  const text = (
    name: string,
    label: string,
    options: {
      optional?: boolean;
      type?: string;
      autoComplete?: string;
      defaultValue?: string;
      hint?: string;
      maxLength?: number;
    } = {},
  ) => (
    <Field
      name={name}
      label={label}
      error={errors[name]}
      hint={options.hint}
      optional={options.optional}
    >
      <Input
        key={fromChosen(name) === undefined ? name : `${name}:${chosenId}`}
        id={name}
        name={name}
        type={options.type ?? "text"}
        autoComplete={options.autoComplete}
        maxLength={options.maxLength}
        defaultValue={values[name] ?? fromChosen(name) ?? options.defaultValue ?? ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name, Boolean(options.hint))}
      />
    </Field>
  );

  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-6">
      <input type="hidden" name="intent" value="place-order" />
      <input type="hidden" name="expectedTotal" value={expectedTotalPence} />
      {formError && (
        <p
          role="alert"
          className="rounded-md border border-destructive p-3 text-sm text-destructive"
        >
          {formError}
        </p>
      )}
      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold text-slate-900">Contact</legend>
        {text("name", "Full name", { autoComplete: "name", defaultValue: defaultName ?? "" })}
        {text("email", "E-mail", {
          type: "email",
          autoComplete: "email",
          defaultValue: defaultEmail ?? "",
        })}
        {text("phone", "Phone", { optional: true, type: "tel", autoComplete: "tel" })}
        {text("poNumber", "Your PO number", {
          optional: true,
          autoComplete: "off",
          maxLength: poNumberMaxLength,
          hint: `Your purchase-order reference, quoted on our invoice (up to ${poNumberMaxLength} characters).`,
        })}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold text-slate-900">Delivery address</legend>
        <UkOnlyNote />
        {savedAddresses.length > 0 && (
          <div className="space-y-1">
            <label htmlFor="savedAddress" className="block text-sm font-medium text-slate-800">
              Deliver to
            </label>
            <select
              id="savedAddress"
              value={chosenId}
              onChange={(event) => setChosenId(event.target.value)}
              aria-describedby="savedAddress-hint"
              className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm"
            >
              <SavedAddressOptions savedAddresses={savedAddresses} otherLabel="A new address" />
            </select>
            <p id="savedAddress-hint" className="text-sm text-slate-600">
              From your{" "}
              <Link to="/account/addresses" className="font-medium text-brand-700 underline">
                address book
              </Link>
              ; the fields below can still be changed.
            </p>
          </div>
        )}
        {text("company", "Company", { optional: true, autoComplete: "organization" })}
        {text("line1", "Address line 1", { autoComplete: "address-line1" })}
        {text("line2", "Address line 2", { optional: true, autoComplete: "address-line2" })}
        {text("city", "Town or city", { autoComplete: "address-level2" })}
        {text("county", "County", { optional: true, autoComplete: "address-level1" })}
        {text("postcode", "Postcode", { autoComplete: "postal-code" })}
        <Field name="country" label="Country" error={errors["country"]}>
          <select
            id="country"
            name="country"
            defaultValue="GB"
            aria-invalid={errors["country"] ? true : undefined}
            aria-describedby={describedBy("country", true)}
            className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm"
          >
            {checkoutCountries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.label}
              </option>
            ))}
          </select>
        </Field>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold text-slate-900">Billing address</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="billingSame"
            checked={billingSame}
            onChange={(event) => setBillingSame(event.target.checked)}
          />
          Same as the delivery address
        </label>
        {!billingSame && (
          <div className="space-y-3">
            {text("billingName", "Name")}
            {text("billingLine1", "Address line 1")}
            {text("billingLine2", "Address line 2", { optional: true })}
            {text("billingCity", "Town or city")}
            {text("billingCounty", "County", { optional: true })}
            {text("billingPostcode", "Postcode")}
          </div>
        )}
      </fieldset>

      <Field name="notes" label="Order notes" error={errors["notes"]} optional>
        <textarea
          id="notes"
          name="notes"
          rows={3}
          defaultValue={values["notes"] ?? ""}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
        />
      </Field>

      <fieldset className="space-y-2">
        <legend className="text-lg font-semibold text-slate-900">Payment</legend>
        <div className="flex items-start gap-2 text-sm">
          <input
            id="payment-bank-transfer"
            type="radio"
            name="paymentMethod"
            value="bank_transfer"
            defaultChecked
            className="mt-1"
          />
          <div>
            <label htmlFor="payment-bank-transfer" className="font-medium">
              Bank transfer (pro-forma)
            </label>
            <p className="text-slate-600">
              We e-mail you a pro-forma invoice with our bank details and your order number as the
              reference. We start on your order once the payment arrives.
            </p>
          </div>
        </div>
      </fieldset>

      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? "Placing order…" : "Place order"}
      </Button>
    </Form>
  );
}
