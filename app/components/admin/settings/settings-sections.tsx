import { TriangleAlertIcon } from "lucide-react";
import {
  maxReferenceLength,
  promiseIcons,
  referencePlaceholders,
  type PromiseIcon,
  type ReferencePlaceholder,
} from "#core/settings/settings-values.ts";
import { paymentReference } from "#core/settings/shop-details.ts";
import type { BankStatus } from "#server/settings/shop-settings.server.ts";
import { SettingsCard, TextField, type SectionProps } from "./settings-parts.tsx";

// Issue 18.9: the groups of /admin/settings — the business, how buyers reach it, where they pay,
// the welcome announcement and the promise strip.

export function BusinessSection(props: SectionProps) {
  return (
    <SettingsCard
      id="business"
      title="Business"
      intro="Shown in the footer, the terms of sale, the privacy notice and the contact page."
    >
      <TextField {...props} name="tradingName" label="Trading name" autoComplete="organization" />
      <TextField {...props} name="legalName" label="Legal name" hint="e.g. Tradewear Ltd" />
      <TextField
        {...props}
        name="companyNumber"
        label="Company number"
        hint="8 characters, e.g. 01234567 or SC123456"
      />
      <TextField {...props} name="vatNumber" label="VAT number" hint="GB and 9 or 12 digits" />
      <TextField
        {...props}
        name="registeredAddress"
        label="Registered address"
        hint="One line per line of the address"
        lines={4}
      />
      <TextField
        {...props}
        name="tradingAddress"
        label="Trading address"
        hint="Where you trade from, if not the registered address"
        lines={4}
      />
    </SettingsCard>
  );
}

export function ContactSection(props: SectionProps) {
  return (
    <SettingsCard
      id="contact"
      title="Phone, hours and e-mail"
      intro="Shown in the header, the footer and on every help page."
    >
      <TextField {...props} name="phone" label="Phone" inputMode="tel" autoComplete="tel" />
      <TextField
        {...props}
        name="openingHours"
        label="Opening hours"
        placeholder="Mon–Fri 9am–5pm"
      />
      <TextField {...props} name="email" label="Sales e-mail" inputMode="email" />
      <TextField
        {...props}
        name="accountsEmail"
        label="Accounts e-mail"
        inputMode="email"
        hint="For remittance advice; printed with the bank details"
      />
    </SettingsCard>
  );
}

function ReferencePreview({ pattern, kind }: { pattern: string; kind: ReferencePlaceholder }) {
  const { token, longest } = referencePlaceholders[kind];
  if (!pattern.includes(token)) return null;
  const example = paymentReference(pattern, kind, longest);
  return (
    <p className="text-xs text-slate-600 sm:col-span-2">
      {kind === "order" ? "A buyer paying an order" : "A credit customer"} quotes up to{" "}
      <strong className="font-mono text-slate-900">{example}</strong> ({example.length} of{" "}
      {maxReferenceLength} characters).
    </p>
  );
}

const bankWarnings: Record<Exclude<BankStatus, "ready">, string> = {
  demo: "These are the demo's bank details: buyers are not offered bank transfer until you enter the shop's own.",
  missing: "No bank details yet: buyers are not offered bank transfer until you enter them.",
};

export function BankSection({ bankStatus, ...props }: SectionProps & { bankStatus: BankStatus }) {
  return (
    <SettingsCard
      id="bank"
      title="Bank transfer"
      intro="Printed on the order confirmation, its e-mail and the credit account page."
    >
      {bankStatus !== "ready" && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 sm:col-span-2"
        >
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
          {bankWarnings[bankStatus]}
        </p>
      )}
      <TextField {...props} name="bankAccountName" label="Account name" />
      <TextField {...props} name="bankName" label="Bank name" />
      <TextField {...props} name="sortCode" label="Sort code" placeholder="NN-NN-NN" />
      <TextField {...props} name="accountNumber" label="Account number" inputMode="numeric" />
      <TextField
        {...props}
        name="orderReference"
        label="Order payment reference"
        hint={`Must contain ${referencePlaceholders.order.token}`}
      />
      <TextField
        {...props}
        name="accountReference"
        label="Credit account payment reference"
        hint={`Must contain ${referencePlaceholders.account.token}`}
      />
      <ReferencePreview pattern={props.form.orderReference} kind="order" />
      <ReferencePreview pattern={props.form.accountReference} kind="account" />
    </SettingsCard>
  );
}

export function AnnouncementSection(props: SectionProps) {
  const { form, set } = props;
  return (
    <SettingsCard
      id="announcement"
      title="Welcome announcement"
      intro="A message shown once to each new visitor, until they close it."
    >
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800 sm:col-span-2">
        <input
          type="checkbox"
          name="announcementEnabled"
          checked={form.announcementEnabled}
          onChange={(event) => set("announcementEnabled", event.target.checked)}
          className="size-4 accent-brand-700"
        />
        Show the welcome announcement
      </label>
      <TextField {...props} name="announcementTitle" label="Title" wide />
      <TextField {...props} name="announcementText" label="Message" lines={4} wide />
    </SettingsCard>
  );
}

const iconLabels: Record<PromiseIcon, string> = {
  truck: "Delivery van",
  star: "Star",
  "credit-card": "Card",
  lock: "Padlock",
  shield: "Shield",
  clock: "Clock",
};

export function PromisesSection({ form, set, errors }: SectionProps) {
  const update = (index: number, change: Partial<{ icon: PromiseIcon; text: string }>) =>
    set(
      "promises",
      form.promises.map((claim, at) => (at === index ? { ...claim, ...change } : claim)),
    );
  return (
    <SettingsCard
      id="promises"
      title="Promise strip"
      intro="Up to four claims under the header. Only write what the shop can back: leave a row empty to drop it."
    >
      {form.promises.map((claim, index) => {
        const id = `settings-promise-${index}`;
        const error = errors[`promises.${index}.text`] ?? errors[`promises.${index}.icon`];
        return (
          <div key={index} className="space-y-1.5 sm:col-span-2">
            <label htmlFor={id} className="block text-sm font-medium text-slate-800">
              Claim {index + 1}
            </label>
            <div className="flex gap-2">
              <select
                aria-label={`Claim ${index + 1} icon`}
                value={claim.icon}
                onChange={(event) => update(index, { icon: event.target.value as PromiseIcon })}
                className="h-10 w-36 shrink-0 rounded-md border border-slate-300 bg-white px-2 text-sm"
              >
                {promiseIcons.map((icon) => (
                  <option key={icon} value={icon}>
                    {iconLabels[icon]}
                  </option>
                ))}
              </select>
              <input
                id={id}
                value={claim.text}
                onChange={(event) => update(index, { text: event.target.value })}
                className="h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-sm"
                {...(error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {})}
              />
            </div>
            {error && (
              <p id={`${id}-error`} className="text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </SettingsCard>
  );
}
