import { useState, type FormEvent, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import {
  checkoutCountries,
  parseCheckoutForm,
  type CheckoutFieldErrors,
} from "#core/checkout/checkout-form.ts";

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
};

function Field({
  name,
  label,
  error,
  optional = false,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={name} className="block text-sm font-medium text-slate-800">
        {label}
        {optional && <span className="font-normal text-slate-500"> (optional)</span>}
      </label>
      {children}
      {error && (
        <p id={`${name}-error`} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
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
}: Props) {
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

  const text = (
    name: string,
    label: string,
    options: {
      optional?: boolean;
      type?: string;
      autoComplete?: string;
      defaultValue?: string;
    } = {},
  ) => (
    <Field name={name} label={label} error={errors[name]} optional={options.optional}>
      <Input
        id={name}
        name={name}
        type={options.type ?? "text"}
        autoComplete={options.autoComplete}
        defaultValue={values[name] ?? options.defaultValue ?? ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${name}-error` : undefined}
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
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold text-slate-900">Delivery address (UK only)</legend>
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
            defaultValue={values["country"] ?? "GB"}
            aria-invalid={errors["country"] ? true : undefined}
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
