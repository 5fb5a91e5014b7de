import { ArrowLeftIcon, Loader2Icon } from "lucide-react";
import { Link } from "react-router";
import type { ReactNode } from "react";
import { Field } from "#app/components/admin/admin-ui.tsx";
import { StaleNotice } from "#app/components/admin/stale-notice.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { handleFromTitle } from "#core/catalogue/product-input.ts";
import { pagePath } from "#core/pages/page-paths.ts";

// Issue 11: the parts the product and collection editors share — their cards, the save button,
// the notices above the form (a save refused as stale, the problems stopping a save) and the
// search engine listing with the handle.

export const textArea =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30 aria-[invalid=true]:border-destructive";

export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-border bg-white p-4 shadow-sm sm:p-5">
      <h2 className="mb-3 text-base font-bold text-slate-900">{title}</h2>
      <div className="space-y-4">{children}</div>
    </section>
  );
}

/** An input's error attributes, so a screen reader reads the message with the field. */
export const invalid = (id: string, error: string | undefined) =>
  error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};

/** The editor's save button, busy while its change is on its way. */
export function SaveButton({ isSaving, label }: { isSaving: boolean; label: string }) {
  return (
    <Button type="submit" disabled={isSaving}>
      {isSaving && <Loader2Icon className="animate-spin" aria-hidden />}
      {label}
    </Button>
  );
}

/**
 * Above the form: a save refused because someone else saved first (with a way to reload their
 * version), and the problems that stop a save, the first one named.
 */
export function SaveNotices({
  noun,
  conflict,
  onReload,
  errors,
}: {
  noun: "product" | "collection" | "page";
  conflict: { message: string } | null;
  onReload: () => void;
  errors: Record<string, string>;
}) {
  const problemCount = Object.keys(errors).length;
  return (
    <>
      {conflict && (
        <StaleNotice
          message={conflict.message}
          hint="Reload to see their version; your changes here are not saved."
        >
          <Button type="button" variant="outline" size="sm" className="mt-1" onClick={onReload}>
            Reload the {noun}
          </Button>
        </StaleNotice>
      )}
      {problemCount > 0 && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          {problemCount === 1
            ? `1 problem stops this ${noun} being saved`
            : `${problemCount} problems stop this ${noun} being saved`}
          : {Object.values(errors)[0]}
        </p>
      )}
    </>
  );
}

export type ListingFields = {
  title: string;
  handle: string;
  seoTitle: string;
  seoDescription: string;
};

/** The search engine listing as Google would show it, with the handle and the page's title and meta description. */
export function ListingCard<Form extends ListingFields>({
  form,
  errors,
  set,
  path,
  handleHint,
}: {
  form: Form;
  errors: Record<string, string>;
  set: <K extends keyof Form>(key: K, value: Form[K]) => void;
  path: "products" | "collections" | "pages";
  handleHint: string;
}) {
  const handle = form.handle || handleFromTitle(form.title);
  const noun = { products: "product", collections: "collection", pages: "page" }[path];
  const address = path === "pages" ? pagePath(handle || "…") : `/${path}/${handle || "…"}`;
  return (
    <Card title="Search engine listing">
      <p className="rounded-md bg-slate-50 p-3 text-sm">
        <span className="block truncate text-base text-blue-800">
          {form.seoTitle || form.title || `${noun.charAt(0).toUpperCase()}${noun.slice(1)} title`}
        </span>
        <span className="block text-xs text-emerald-800">{address}</span>
        <span className="line-clamp-2 text-slate-600">
          {form.seoDescription || "The description's opening words are shown when this is empty."}
        </span>
      </p>
      <Field
        id="handle"
        label={`Handle (the ${noun}'s web address)`}
        error={errors["handle"]}
        hint={handleHint}
      >
        <Input
          id="handle"
          value={form.handle}
          placeholder={handleFromTitle(form.title)}
          onChange={(event) => set("handle", event.target.value as Form["handle"])}
          {...invalid("handle", errors["handle"])}
        />
      </Field>
      <Field
        id="seoTitle"
        label={`Page title (${form.seoTitle.length} of 70 characters)`}
        error={errors["seoTitle"]}
      >
        <Input
          id="seoTitle"
          value={form.seoTitle}
          placeholder={form.title}
          onChange={(event) => set("seoTitle", event.target.value as Form["seoTitle"])}
          {...invalid("seoTitle", errors["seoTitle"])}
        />
      </Field>
      <Field
        id="seoDescription"
        label={`Meta description (${form.seoDescription.length} of 160 characters)`}
        error={errors["seoDescription"]}
      >
        <textarea
          id="seoDescription"
          rows={3}
          className={textArea}
          value={form.seoDescription}
          onChange={(event) => set("seoDescription", event.target.value as Form["seoDescription"])}
          {...invalid("seoDescription", errors["seoDescription"])}
        />
      </Field>
    </Card>
  );
}

/**
 * An editor page's form: a way back to its list, the record's title as the heading, its actions
 * (the save button among them) beside it, and the cards below. Submitting runs `onSave`.
 */
export function EditorForm({
  label,
  back,
  heading,
  actions,
  onSave,
  children,
}: {
  label: string;
  back: { to: string; label: string };
  heading: string;
  actions: ReactNode;
  onSave: () => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
      className="mx-auto max-w-7xl space-y-5 px-4 py-6 sm:px-6"
      aria-label={label}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <Link
            to={back.to}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeftIcon className="size-4" aria-hidden /> {back.label}
          </Link>
          <h1 className="mt-1 truncate text-2xl font-bold tracking-tight text-slate-900">
            {heading}
          </h1>
        </div>
        <div className="flex flex-wrap items-center gap-2">{actions}</div>
      </div>
      {children}
    </form>
  );
}
