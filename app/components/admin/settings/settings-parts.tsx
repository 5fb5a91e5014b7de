import type { ReactNode } from "react";
import { Field } from "#app/components/admin/admin-ui.tsx";
import { invalid, textArea } from "#app/components/admin/catalogue/editor-parts.tsx";
import { Input } from "#app/components/ui/input.tsx";
import type { ShopSettings } from "#core/settings/settings-values.ts";

// Issue 18.9: the pieces of the settings form — a card per group, and a text field bound to one
// setting with its problem beside it.

export type SettingsForm = ShopSettings;
export type TextKey = {
  [K in keyof ShopSettings]: ShopSettings[K] extends string ? K : never;
}[keyof ShopSettings];

export type SectionProps = {
  form: SettingsForm;
  set: <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) => void;
  errors: Record<string, string>;
};

export function SettingsCard({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-24 rounded-lg border border-border bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={`${id}-heading`} className="text-base font-bold text-slate-900">
        {title}
      </h2>
      {intro && <div className="mt-1 text-sm text-slate-600">{intro}</div>}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

export function TextField({
  name,
  label,
  hint,
  form,
  set,
  errors,
  lines,
  wide = false,
  ...input
}: SectionProps & {
  name: TextKey;
  label: string;
  hint?: string;
  /** Rows of a multi-line field; a one-line field without. */
  lines?: number;
  wide?: boolean;
  autoComplete?: string;
  inputMode?: "text" | "tel" | "email" | "numeric";
  placeholder?: string;
}) {
  const id = `settings-${name}`;
  const error = errors[name];
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <Field id={id} label={label} error={error} {...(hint ? { hint } : {})}>
        {lines ? (
          <textarea
            id={id}
            name={name}
            rows={lines}
            value={form[name]}
            onChange={(event) => set(name, event.target.value)}
            className={textArea}
            {...invalid(id, error)}
            {...input}
          />
        ) : (
          <Input
            id={id}
            name={name}
            value={form[name]}
            onChange={(event) => set(name, event.target.value)}
            {...invalid(id, error)}
            {...input}
          />
        )}
      </Field>
    </div>
  );
}
