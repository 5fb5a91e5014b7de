import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import {
  ArchiveIcon,
  ArchiveRestoreIcon,
  DownloadIcon,
  FileImageIcon,
  Loader2Icon,
  PencilIcon,
  Trash2Icon,
} from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { ConfirmDialog } from "#app/components/basket/confirm-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import type { LogoView } from "#server/logos/logos.server.ts";
import { changeLogo, type LogoApiResult, type LogoChange } from "./logo-api.ts";
import { fileSizeText } from "./logo-format.ts";
import { LogoRenameDialog } from "./logo-rename-dialog.tsx";
import { LogoStatusBadges } from "./logo-status-badges.tsx";

// Issue 15.1: one logo in the buyer's library — its preview (or a file icon for a PDF, AI or EPS
// file), name, file, when it was added, where it stands for embroidery and print, and what can be
// done with it. Every change names the version the page showed (its etag); when the logo changed
// in another window meanwhile the card says so and the page reloads it as it is.

const shopTimeZone = tz("Europe/London");
const previewSize = 320;

type Busy = "archive" | "remove" | null;

export function LogoCard({
  logo,
  problem,
  onProblem,
}: {
  logo: LogoView;
  /** What went wrong with the last change, kept by the library: a card moves between sections. */
  problem: string | null;
  onProblem: (message: string | null) => void;
}) {
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState<Busy>(null);
  const [renaming, setRenaming] = useState(false);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const headingId = `logo-${logo.id}`;

  /** Sends a change; on success toasts `done`, else says why in the card (a refused name aside). */
  async function send(change: LogoChange, done: string): Promise<LogoApiResult> {
    onProblem(null);
    const result = await changeLogo(logo, change);
    if (result.ok) {
      toast.success(done);
      void revalidate();
    } else if (result.status === 404) {
      // Removed in another window: the card goes with the reload, so the toast says why.
      toast.error(result.error);
      void revalidate();
    } else if (result.status === 412) {
      onProblem(result.error);
      void revalidate();
    } else if (!(result.status === 400 && result.field === "name")) {
      onProblem(result.error);
    }
    return result;
  }

  async function toggleArchived() {
    setBusy("archive");
    const archived = !logo.isArchived;
    const result = await send(
      { method: "PATCH", body: { archived } },
      archived ? `“${logo.name}” is archived.` : `“${logo.name}” is back in your logos.`,
    );
    setBusy(null);
    // The card moves to the other list: the keyboard starts again from the library.
    if (result.ok) document.getElementById("logos-in-use")?.focus();
  }

  async function remove() {
    setConfirmingRemoval(false);
    setBusy("remove");
    await send({ method: "DELETE" }, `“${logo.name}” is removed from your logos.`);
    setBusy(null);
  }

  return (
    <article
      aria-labelledby={headingId}
      aria-busy={busy !== null}
      className="flex w-full flex-col overflow-hidden rounded-lg border border-border bg-white shadow-sm"
      data-testid="logo-card"
    >
      <div className="flex aspect-[4/3] items-center justify-center border-b border-border bg-white bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#ffffff_0%_50%)] bg-size-[16px_16px] p-4">
        {logo.previewUrl ? (
          <img
            src={logo.previewUrl}
            alt={logo.name}
            width={previewSize}
            height={previewSize}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-contain"
          />
        ) : (
          <div className="flex max-w-full flex-col items-center gap-2 text-center">
            <FileImageIcon className="size-12 text-slate-500" aria-hidden />
            <span className="max-w-full text-sm break-all text-slate-700">{logo.fileName}</span>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-words text-slate-900">
            {logo.name}
          </h3>
          <p className="text-sm break-all text-slate-600">
            {logo.fileName} · {fileSizeText(logo.sizeBytes)}
          </p>
          <p className="text-sm text-slate-600">
            Added on{" "}
            <time dateTime={logo.createdAt}>
              {format(new Date(logo.createdAt), "d MMMM yyyy", { in: shopTimeZone })}
            </time>
          </p>
        </div>
        <LogoStatusBadges logo={logo} />
        {problem && (
          <p
            role="alert"
            className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
          >
            {problem}
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy !== null}
            onClick={() => setRenaming(true)}
            aria-label={`Rename ${logo.name}`}
          >
            <PencilIcon aria-hidden />
            Rename
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy !== null}
            onClick={() => void toggleArchived()}
            aria-label={`${logo.isArchived ? "Restore" : "Archive"} ${logo.name}`}
          >
            {busy === "archive" ? (
              <Loader2Icon className="animate-spin" aria-hidden />
            ) : logo.isArchived ? (
              <ArchiveRestoreIcon aria-hidden />
            ) : (
              <ArchiveIcon aria-hidden />
            )}
            {logo.isArchived ? "Restore" : "Archive"}
          </Button>
          <Button asChild variant="outline" size="sm">
            <a
              href={logo.downloadUrl}
              download={logo.fileName}
              aria-label={`Download ${logo.name}`}
            >
              <DownloadIcon aria-hidden />
              Download
            </a>
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={busy !== null}
            onClick={() => setConfirmingRemoval(true)}
            aria-label={`Remove ${logo.name}`}
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
          >
            {busy === "remove" ? (
              <Loader2Icon className="animate-spin" aria-hidden />
            ) : (
              <Trash2Icon aria-hidden />
            )}
            Remove
          </Button>
        </div>
      </div>
      <LogoRenameDialog
        open={renaming}
        onOpenChange={setRenaming}
        currentName={logo.name}
        onRename={(name) => send({ method: "PATCH", body: { name } }, `Renamed to “${name}”.`)}
      />
      <ConfirmDialog
        open={confirmingRemoval}
        title="Remove this logo?"
        description={`“${logo.name}” leaves your library. Orders and quotes that already use it keep it.`}
        confirmLabel="Remove logo"
        cancelLabel="Keep it"
        onConfirm={() => void remove()}
        onCancel={() => setConfirmingRemoval(false)}
      />
    </article>
  );
}
