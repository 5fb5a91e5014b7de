import { ExternalLinkIcon } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Field } from "#app/components/admin/admin-ui.tsx";
import { useAdminChange } from "#app/components/admin/use-admin-change.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { pageInputSchema, type PageInput } from "#core/pages/page-input.ts";
import { pagePath } from "#core/pages/page-paths.ts";
import type { EditorPage } from "#server/pages/pages.server.ts";
import {
  Card,
  EditorForm,
  invalid,
  ListingCard,
  SaveButton,
  SaveNotices,
} from "./catalogue/editor-parts.tsx";
import { RichTextEditor } from "./catalogue/rich-text-editor.tsx";

// Issue 13.5: the editor of /admin/pages/new and /admin/pages/:id. The fields are checked with the
// server's own schema before they are sent (each problem beside its field); the server checks
// again, keeps only the tags a page may hold, and refuses a save made against an older version.

type PageForm = Required<
  Pick<PageInput, "title" | "handle" | "bodyHtml" | "seoTitle" | "seoDescription">
>;

function formOf(page: EditorPage | null): PageForm {
  return {
    title: page?.title ?? "",
    handle: page?.handle ?? "",
    bodyHtml: page?.bodyHtml ?? "",
    seoTitle: page?.seoTitle ?? "",
    seoDescription: page?.seoDescription ?? "",
  };
}

function problemsOf(form: PageForm): Record<string, string> {
  const parsed = pageInputSchema.safeParse(form);
  if (parsed.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    problems[issue.path.join(".") || "form"] ??= issue.message;
  return problems;
}

export function PageEditor({ page }: { page: EditorPage | null }) {
  const navigate = useNavigate();
  const [form, setForm] = useState(() => formOf(page));
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const change = useAdminChange(page?.etag);
  const errors = { ...localErrors, ...change.errors };
  const set = <K extends keyof PageForm>(key: K, value: PageForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  async function save() {
    const problems = problemsOf(form);
    setLocalErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const result = await change.send<{ id: number }>(
      page ? `/pages/${page.id}` : "/pages",
      { method: page ? "PUT" : "POST", body: form },
      { success: page ? "Page saved" : "Page created", failure: "The page was not saved" },
    );
    // The page as the server now has it (its handle, its version, its text as kept).
    if (result.ok)
      void navigate(`/admin/pages/${result.data.id}`, { replace: true, preventScrollReset: true });
  }

  return (
    <EditorForm
      label={page ? `Edit ${page.title}` : "New page"}
      back={{ to: "/admin/pages", label: "Pages" }}
      heading={page ? page.title : "New page"}
      onSave={() => void save()}
      actions={
        <>
          {page && (
            <Button asChild variant="outline" size="sm">
              <a href={pagePath(page.handle)} target="_blank" rel="noreferrer">
                View in shop <ExternalLinkIcon aria-hidden />
              </a>
            </Button>
          )}
          <SaveButton isSaving={change.isSaving} label={page ? "Save" : "Create page"} />
        </>
      }
    >
      <SaveNotices
        noun="page"
        conflict={change.conflict}
        onReload={() => void navigate(0)}
        errors={errors}
      />
      <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-5">
          <Card title="Page">
            <Field id="title" label="Title" error={errors["title"]}>
              <Input
                id="title"
                value={form.title}
                onChange={(event) => set("title", event.target.value)}
                placeholder="e.g. Delivery Information"
                {...invalid("title", errors["title"])}
              />
            </Field>
            <div className="space-y-1.5">
              <p id="body-label" className="text-sm font-medium text-slate-800">
                Text
              </p>
              <p className="text-sm text-slate-600">
                Sections start with a section heading; a note shows as a box; tables scroll sideways
                on a phone. Write {"{phone}"}, {"{email}"}, {"{hours}"}, {"{address}"}, {"{shop}"}{" "}
                or {"{legal-identity}"} to show the shop&apos;s details as the shop settings have
                them.
              </p>
              <RichTextEditor
                id="body"
                labelledBy="body-label"
                profile="page"
                value={form.bodyHtml}
                onChange={(html) => set("bodyHtml", html)}
              />
              {errors["bodyHtml"] && <p className="text-sm text-red-700">{errors["bodyHtml"]}</p>}
            </div>
          </Card>
        </div>
        <div className="space-y-5">
          <ListingCard
            form={form}
            errors={errors}
            set={set}
            path="pages"
            handleHint={
              page === null
                ? "Made from the title when left empty."
                : "Changing it changes the page's address: links to the old one stop working."
            }
          />
        </div>
      </div>
    </EditorForm>
  );
}
