import { Loader2Icon, UploadIcon } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { uploadLogo } from "./logo-api.ts";

// Issue 15.1: "Add a logo", at the top of /account/logos. The file (and an optional name) is sent
// as the product page's upload is; the server checks it by content and answers a refusal by
// field, shown beside that field. Only a missing or oversized file is caught here, before sending.

/** spec §2: up to 10 MB; the server enforces the same limit. */
const maxLogoBytes = 10 * 1024 * 1024;
const maxNameLength = 120;
const accept = ".png,.jpg,.jpeg,.svg,.pdf,.ai,.eps";

type Field = "file" | "name";
type FieldError = { field: Field; message: string };

export function LogoUploadForm() {
  const id = useId();
  const fileId = `${id}-file`;
  const nameId = `${id}-name`;
  const hintId = `${id}-file-hint`;
  const errorId = (field: Field) => `${id}-${field}-error`;
  const formRef = useRef<HTMLFormElement>(null);
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FieldError | null>(null);

  function fail(field: Field, message: string) {
    setError({ field, message });
    // After the render that marks the field invalid, so its message is read with it.
    requestAnimationFrame(() =>
      document.getElementById(field === "file" ? fileId : nameId)?.focus(),
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const file = form.get("file");
    if (!(file instanceof File) || file.name === "") {
      fail("file", "Choose your logo's file");
      return;
    }
    if (file.size === 0) {
      fail("file", `“${file.name}” is empty. Please choose another file.`);
      return;
    }
    if (file.size > maxLogoBytes) {
      fail("file", `“${file.name}” is larger than 10 MB. Please choose a smaller file.`);
      return;
    }
    setError(null);
    setBusy(true);
    const result = await uploadLogo(form);
    setBusy(false);
    if (!result.ok) {
      fail(result.field === "name" ? "name" : "file", result.error);
      return;
    }
    formRef.current?.reset();
    toast.success(
      result.status === 201
        ? "Your logo is in your library."
        : "That file is in your library already.",
    );
    void revalidate();
  }

  const described = (field: Field, hint?: string) =>
    [hint, error?.field === field ? errorId(field) : undefined].filter(Boolean).join(" ") ||
    undefined;

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-lg border border-border bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        Add a logo
      </h2>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-3 grid gap-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)_auto] md:items-start"
      >
        <div className="space-y-1">
          <label htmlFor={fileId} className="block text-sm font-medium text-slate-800">
            Logo file
          </label>
          <div className="flex items-center gap-3 rounded-md border border-dashed border-slate-400 bg-white px-3 py-2 has-aria-invalid:border-destructive">
            <UploadIcon className="size-5 shrink-0 text-brand-700" aria-hidden />
            <input
              id={fileId}
              name="file"
              type="file"
              accept={accept}
              aria-invalid={error?.field === "file" ? true : undefined}
              aria-describedby={described("file", hintId)}
              onChange={() => error?.field === "file" && setError(null)}
              className="w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
          </div>
          <p id={hintId} className="text-xs text-slate-600">
            PNG, JPEG or SVG, a PDF, or an AI or EPS file, up to 10 MB.
          </p>
          {error?.field === "file" && (
            <p id={errorId("file")} role="alert" className="text-sm font-medium text-destructive">
              {error.message}
            </p>
          )}
        </div>
        <div className="space-y-1">
          <label htmlFor={nameId} className="block text-sm font-medium text-slate-800">
            Name <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <Input
            id={nameId}
            name="name"
            maxLength={maxNameLength}
            autoComplete="off"
            placeholder="e.g. Company logo, white"
            aria-invalid={error?.field === "name" ? true : undefined}
            aria-describedby={described("name")}
          />
          {error?.field === "name" && (
            <p id={errorId("name")} role="alert" className="text-sm font-medium text-destructive">
              {error.message}
            </p>
          )}
        </div>
        <Button type="submit" disabled={busy} aria-busy={busy} className="md:mt-6">
          {busy ? <Loader2Icon className="animate-spin" aria-hidden /> : <UploadIcon aria-hidden />}
          {busy ? "Uploading…" : "Upload logo"}
        </Button>
      </form>
    </section>
  );
}
