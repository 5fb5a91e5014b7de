import { Loader2Icon, UploadIcon } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { LogoStatusBadges } from "#app/components/logos/logo-status-badges.tsx";
import { LogoThumbnail } from "#app/components/logos/logo-thumbnail.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import type { LogoView } from "#server/logos/logos.server.ts";
import { adminApi } from "./admin-api.ts";
import { Field } from "./admin-ui.tsx";

// Issue 15.1: a customer's logo library from the back office — what they have and where each
// stands — and a logo uploaded on their behalf (artwork that came by e-mail), which is then theirs
// to choose on a product page (POST /api/admin/customers/{id}/logos).

type Library = { customer: { id: string; name: string; email: string }; logos: LogoView[] };

export function CustomerLogosDialog({
  customerId,
  customerName,
  onClose,
}: {
  customerId: string;
  customerName: string;
  onClose: () => void;
}) {
  const [library, setLibrary] = useState<Library | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const path = `/customers/${encodeURIComponent(customerId)}/logos`;

  // Read when opened and again after each upload.
  const [reads, setReads] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    void adminApi<Library>(path).then((result) => {
      if (!isCurrent) return;
      if (result.ok) setLibrary(result.data);
      else setLoadError(result.error);
    });
    return () => {
      isCurrent = false;
    };
  }, [path, reads]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const file = form.get("file");
    setNameError(null);
    if (!(file instanceof File) || file.size === 0) {
      setFileError("Choose the logo's file");
      return;
    }
    setFileError(null);
    setIsSaving(true);
    const result = await adminApi<{ id: string }>(path, { method: "POST", body: form });
    setIsSaving(false);
    if (!result.ok) {
      if (result.field === "name") setNameError(result.error);
      else setFileError(result.error);
      return;
    }
    toast.success(`Logo added to ${customerName}'s library`);
    formElement.reset();
    setReads((count) => count + 1);
  }

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{customerName}'s logos</DialogTitle>
        <DialogDescription>
          Their logo library, and artwork they sent you added to it: they can then choose it on a
          product page, and its proofs and set-up follow it.
        </DialogDescription>
        <div className="mt-4 max-h-72 overflow-y-auto">
          {loadError ? (
            <p role="alert" className="text-sm text-red-700">
              {loadError}
            </p>
          ) : !library ? (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <Loader2Icon className="size-4 animate-spin" aria-hidden /> Loading…
            </p>
          ) : library.logos.length === 0 ? (
            <p className="text-sm text-slate-600">No logos yet.</p>
          ) : (
            <ul className="space-y-2" aria-label="Logos">
              {library.logos.map((logo) => (
                <li
                  key={logo.id}
                  className="flex items-start gap-3 rounded-md border border-border p-2"
                >
                  <LogoThumbnail previewUrl={logo.previewUrl} />
                  <div className="min-w-0 space-y-1">
                    <p className="font-semibold text-slate-900">
                      {logo.name}
                      {logo.isArchived && (
                        <span className="font-normal text-slate-500"> · archived</span>
                      )}
                    </p>
                    <LogoStatusBadges logo={logo} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
        <form
          onSubmit={submit}
          noValidate
          aria-label="Add a logo"
          className="mt-4 space-y-3 border-t border-border pt-4"
        >
          <Field
            id="customer-logo-file"
            label="Logo file"
            error={fileError ?? undefined}
            hint="PNG, JPEG, SVG, PDF, AI or EPS, up to 10MB."
          >
            <input
              id="customer-logo-file"
              name="file"
              type="file"
              accept=".png,.jpg,.jpeg,.svg,.pdf,.ai,.eps"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? "customer-logo-file-error" : undefined}
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-200"
            />
          </Field>
          <Field id="customer-logo-name" label="Name (optional)" error={nameError ?? undefined}>
            <Input
              id="customer-logo-name"
              name="name"
              maxLength={120}
              autoComplete="off"
              aria-invalid={nameError ? true : undefined}
            />
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" disabled={isSaving}>
              {isSaving ? (
                <Loader2Icon className="animate-spin" aria-hidden />
              ) : (
                <UploadIcon aria-hidden />
              )}
              Add logo
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
