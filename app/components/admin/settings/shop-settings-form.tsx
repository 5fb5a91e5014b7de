import { Loader2Icon } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { StaleNotice } from "#app/components/admin/stale-notice.tsx";
import { useAdminChange } from "#app/components/admin/use-admin-change.ts";
import { Button } from "#app/components/ui/button.tsx";
import { maxPromises, type ShopSettings } from "#core/settings/settings-values.ts";
import { ShopSettingsSchema } from "#core/settings/shop-settings.ts";
import type { BankStatus } from "#server/settings/shop-settings.server.ts";
import type { SettingsForm } from "./settings-parts.tsx";
import {
  AnnouncementSection,
  BankSection,
  BusinessSection,
  ContactSection,
  PromisesSection,
} from "./settings-sections.tsx";

// Issue 18.9: the form of /admin/settings. Checked with the server's own schema before it is sent
// (each problem beside its field), sent whole with the version it was loaded at (If-Match); a
// save refused because someone else saved first shows their settings' changes, and saving again
// replaces them with this form's. After a save the page (header, footer) reloads with the new values.

/** The settings as the form edits them: always four claim rows, empty ones unused. */
function formOf(settings: ShopSettings): SettingsForm {
  const promises = [...settings.promises];
  while (promises.length < maxPromises) promises.push({ icon: "truck", text: "" });
  return { ...settings, promises };
}

function problemsOf(form: SettingsForm): Record<string, string> {
  const parsed = ShopSettingsSchema.safeParse(form);
  if (parsed.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    problems[issue.path.join(".") || "form"] ??= issue.message;
  return problems;
}

const fieldNames: Partial<Record<keyof ShopSettings, string>> = {
  tradingName: "trading name",
  legalName: "legal name",
  companyNumber: "company number",
  vatNumber: "VAT number",
  registeredAddress: "registered address",
  tradingAddress: "trading address",
  phone: "phone",
  openingHours: "opening hours",
  email: "sales e-mail",
  accountsEmail: "accounts e-mail",
  bankAccountName: "account name",
  bankName: "bank name",
  sortCode: "sort code",
  accountNumber: "account number",
  orderReference: "order reference",
  accountReference: "credit account reference",
  announcementEnabled: "announcement on/off",
  announcementTitle: "announcement title",
  announcementText: "announcement message",
  promises: "promise strip",
};

/** The settings the other save changed, by name, against what this form was loaded with. */
function changedByOthers(loaded: ShopSettings, current: Record<string, unknown>): string[] {
  return (Object.keys(fieldNames) as (keyof ShopSettings)[])
    .filter((key) => JSON.stringify(loaded[key]) !== JSON.stringify(current[key]))
    .map((key) => fieldNames[key]!);
}

export function ShopSettingsForm({
  settings,
  etag,
  bankStatus,
}: {
  settings: ShopSettings;
  etag: string;
  bankStatus: BankStatus;
}) {
  const [form, setForm] = useState(() => formOf(settings));
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const change = useAdminChange(etag);
  const { revalidate } = useRevalidator();
  const errors = { ...localErrors, ...change.errors };
  const set: <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) => void = (
    key,
    value,
  ) => setForm((current) => ({ ...current, [key]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    const problems = problemsOf(form);
    setLocalErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const result = await change.send(
      "/settings",
      { method: "PUT", body: form },
      { success: "Settings saved", failure: "The settings were not saved" },
    );
    if (result.ok) await revalidate();
  }

  const problemCount = Object.keys(errors).length;
  const sectionProps = { form, set, errors };
  return (
    <form noValidate onSubmit={save} className="space-y-5" aria-label="Shop settings">
      {change.conflict && (
        <StaleNotice
          message={change.conflict.message}
          hint="Save again to replace their changes with yours, or load their version."
        >
          <p>
            They changed: {changedByOthers(settings, change.conflict.current).join(", ") || "—"}.
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => setForm(formOf(change.conflict!.current as ShopSettings))}
          >
            Load their version
          </Button>
        </StaleNotice>
      )}
      {problemCount > 0 && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          {problemCount === 1 ? "1 problem stops" : `${problemCount} problems stop`} the settings
          being saved: {Object.values(errors)[0]}
        </p>
      )}
      <BusinessSection {...sectionProps} />
      <ContactSection {...sectionProps} />
      <BankSection {...sectionProps} bankStatus={bankStatus} />
      <AnnouncementSection {...sectionProps} />
      <PromisesSection {...sectionProps} />
      <div className="sticky bottom-0 -mx-4 flex justify-end border-t border-border bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
        <Button type="submit" disabled={change.isSaving}>
          {change.isSaving && <Loader2Icon className="animate-spin" aria-hidden />}
          Save settings
        </Button>
      </div>
    </form>
  );
}
