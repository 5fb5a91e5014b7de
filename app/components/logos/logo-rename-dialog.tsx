import { Loader2Icon } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import type { LogoApiResult } from "./logo-api.ts";

// Issue 15.1: renaming a logo in the library. The server checks the name again; a refusal of it
// stays in the dialog beside the field, anything else (the logo changed in another window, the
// shop unreachable) closes the dialog and the card says so.

const maxNameLength = 120;

export function LogoRenameDialog({
  open,
  onOpenChange,
  currentName,
  onRename,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentName: string;
  /** Sends the new name; the card handles every answer but a refused name. */
  onRename: (name: string) => Promise<LogoApiResult>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogTitle>Rename logo</DialogTitle>
        <DialogDescription>The name you choose it by on a product page.</DialogDescription>
        {/* Mounted with the dialog, so each opening starts from the name as it is now. */}
        {open && (
          <RenameForm
            currentName={currentName}
            onRename={onRename}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function RenameForm({
  currentName,
  onRename,
  onDone,
}: {
  currentName: string;
  onRename: (name: string) => Promise<LogoApiResult>;
  onDone: () => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const [name, setName] = useState(currentName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function refuse(message: string) {
    setError(message);
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmed = name.trim();
    if (trimmed === "") return refuse("Give the logo a name");
    if (trimmed === currentName) return onDone();
    setBusy(true);
    const result = await onRename(trimmed);
    setBusy(false);
    if (!result.ok && result.status === 400 && result.field === "name") return refuse(result.error);
    onDone();
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Name
      </label>
      <Input
        id={id}
        name="name"
        value={name}
        maxLength={maxNameLength}
        autoComplete="off"
        required
        onChange={(event) => setName(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 pt-5 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden />}
          {busy ? "Saving…" : "Save name"}
        </Button>
      </div>
    </form>
  );
}
