import { MapPinIcon, PencilIcon, StarIcon, Trash2Icon } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { controlClass, FormField } from "#app/components/forms/form-field.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { addressLines } from "#core/address/address-lines.ts";
import { maxSavedAddresses } from "#core/address/uk-address.ts";
import {
  loadAddressBook,
  submitAddressBook,
  type AddressBookActionData,
  type SavedAddress,
} from "#server/accounts/address-book.server.ts";
import type { Route } from "./+types/account-addresses";

// Issue 14.4: the signed-in buyer's address book. Every change is a plain form post (it works
// without JavaScript); the checkout and the basket's credit panel offer these addresses.

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadAddressBook(context, new URL(request.url));
}

export async function action({ context, request }: Route.ActionArgs) {
  return submitAddressBook(context, request);
}

export const meta: Route.MetaFunction = withShopName(() => [
  ...pageMeta("Addresses", "Your {shop} delivery addresses."),
  { name: "robots", content: "noindex" },
]);

/** Personal data: never kept by a shared cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

const fields = [
  { name: "name", label: "Name", autoComplete: "name" },
  { name: "company", label: "Company", autoComplete: "organization", isOptional: true },
  { name: "line1", label: "Address line 1", autoComplete: "address-line1" },
  { name: "line2", label: "Address line 2", autoComplete: "address-line2", isOptional: true },
  { name: "city", label: "Town or city", autoComplete: "address-level2" },
  { name: "county", label: "County", autoComplete: "address-level1", isOptional: true },
  { name: "postcode", label: "Postcode", autoComplete: "postal-code" },
  { name: "phone", label: "Phone", autoComplete: "tel", isOptional: true },
] as const;

function AddressForm({
  editing,
  result,
  isFirst,
}: {
  editing: SavedAddress | null;
  result: AddressBookActionData | undefined;
  isFirst: boolean;
}) {
  const navigation = useNavigation();
  const isSaving =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const values: Record<string, string | undefined> = result?.values ?? {
    ...editing?.address,
    isDefault: editing?.isDefault ? "on" : undefined,
  };
  const errors = result?.fieldErrors ?? {};
  return (
    <Form
      method="post"
      noValidate
      aria-labelledby="address-form-heading"
      className="space-y-4 rounded-xl border border-border bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="address-form-heading" className="text-lg font-semibold text-slate-900">
        {editing ? "Change this address" : "Add an address"}
      </h2>
      <p className="text-sm text-slate-600">We deliver to UK addresses only.</p>
      {result?.formError && (
        <p
          role="alert"
          className="rounded-md border border-destructive p-3 text-sm text-destructive"
        >
          {result.formError}
        </p>
      )}
      <input type="hidden" name="intent" value="save" />
      {editing && (
        <>
          <input type="hidden" name="id" value={editing.id} />
          <input type="hidden" name="version" value={editing.version} />
        </>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <FormField
            key={field.name}
            idPrefix="address"
            name={field.name}
            label={field.label}
            error={errors[field.name]}
            isOptional={"isOptional" in field}
            className={
              field.name === "line1" || field.name === "line2" ? "sm:col-span-2" : undefined
            }
          >
            {(control) => (
              <input
                {...control}
                type={field.name === "phone" ? "tel" : "text"}
                autoComplete={field.autoComplete}
                defaultValue={values[field.name] ?? ""}
                className={`${controlClass} h-10`}
              />
            )}
          </FormField>
        ))}
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          name="isDefault"
          defaultChecked={isFirst || values["isDefault"] === "on"}
        />
        Use as my default delivery address
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isSaving}>
          {isSaving ? "Saving…" : editing ? "Save changes" : "Add address"}
        </Button>
        {editing && (
          <Link
            to="/account/addresses"
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            Cancel
          </Link>
        )}
      </div>
    </Form>
  );
}

function AddressCard({ saved }: { saved: SavedAddress }) {
  const lines = addressLines(saved.address);
  return (
    <li
      aria-label={lines.join(", ")}
      className="flex flex-col gap-3 rounded-xl border border-border bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <MapPinIcon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
        <address className="text-sm leading-6 text-slate-800 not-italic">
          {lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
          {saved.address.phone && (
            <span className="block text-slate-600">{saved.address.phone}</span>
          )}
        </address>
        {saved.isDefault && (
          <span className="ml-auto rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            Default
          </span>
        )}
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-border pt-3">
        <Button asChild variant="outline" size="sm">
          <Link
            to={`/account/addresses?edit=${saved.id}`}
            aria-label={`Edit ${lines[0]}, ${lines.at(-1)}`}
          >
            <PencilIcon aria-hidden />
            Edit
          </Link>
        </Button>
        {!saved.isDefault && (
          <Form method="post">
            <input type="hidden" name="intent" value="make-default" />
            <input type="hidden" name="id" value={saved.id} />
            <Button type="submit" variant="outline" size="sm">
              <StarIcon aria-hidden />
              Make default
            </Button>
          </Form>
        )}
        <Form
          method="post"
          onSubmit={(event) => {
            if (!window.confirm("Delete this address from your address book?"))
              event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={saved.id} />
          <Button
            type="submit"
            variant="outline"
            size="sm"
            aria-label={`Delete ${lines[0]}, ${lines.at(-1)}`}
          >
            <Trash2Icon aria-hidden />
            Delete
          </Button>
        </Form>
      </div>
    </li>
  );
}

export default function AccountAddresses({ loaderData, actionData }: Route.ComponentProps) {
  const header = (
    <PageHeader
      title="Addresses"
      heading="Your addresses"
      crumbs={[{ to: "/account/orders", label: "Your account" }]}
      intro="Delivery addresses for your orders. The default one is filled in at the checkout; pick another there in one click."
    />
  );
  if (!loaderData.signedIn)
    return (
      <>
        {header}
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
          <p className="text-slate-700">
            <Link to="/auth" className="font-semibold text-brand-700 underline">
              Sign in
            </Link>{" "}
            to keep your delivery addresses.
          </p>
        </div>
      </>
    );
  const { addresses, editing, notice } = loaderData;
  const isFull = addresses.length >= maxSavedAddresses;
  return (
    <>
      {header}
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="saved-addresses-heading" className="space-y-4">
          <h2 id="saved-addresses-heading" className="text-lg font-semibold text-slate-900">
            Saved addresses ({addresses.length} of {maxSavedAddresses})
          </h2>
          {notice && (
            <p
              role="status"
              className="rounded-md bg-emerald-50 p-3 text-sm font-medium text-emerald-800"
            >
              {notice}
            </p>
          )}
          {addresses.length === 0 ? (
            <p className="text-slate-700">No saved addresses yet: add your first one here.</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {addresses.map((saved) => (
                <AddressCard key={saved.id} saved={saved} />
              ))}
            </ul>
          )}
        </section>
        {isFull && !editing ? (
          <p className="text-sm text-slate-700">
            Your address book holds {maxSavedAddresses} addresses: delete one to add another.
          </p>
        ) : (
          <AddressForm
            // A saved change alters the list: the form starts afresh, not with what was typed.
            key={`${editing?.id ?? "new"}:${addresses.map((each) => `${each.id}.${each.version}.${each.isDefault}`).join()}`}
            editing={editing}
            result={actionData}
            isFirst={addresses.length === 0}
          />
        )}
      </div>
    </>
  );
}
