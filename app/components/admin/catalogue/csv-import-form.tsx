import { FileSpreadsheetIcon, Loader2Icon, UploadIcon, XIcon } from "lucide-react";
import { useId, useRef, useState, type DragEvent } from "react";
import type { ImportCheck } from "#server/catalogue/catalogue-import.server.ts";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { CsvCheckResult } from "./csv-check-result.tsx";
import { checkCsv, startImport } from "./csv-import-api.ts";

// Issue 11.5: the import form — a CSV chosen or dropped, the VAT box, "Check file" (the dry run,
// shown below) and "Import" (the background import, followed by the page). The server checks the
// file again on import; the check here is for the owner to see what will happen first.

function sizeText(bytes: number) {
  const megabytes = bytes / 1024 / 1024;
  if (megabytes < 1) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`;
}

type Checked = { check: ImportCheck; file: File; pricesIncludeVat: boolean };

export function CsvImportForm({
  maxFileBytes,
  onStarted,
}: {
  maxFileBytes: number;
  onStarted: (id: string) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const vatId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [pricesIncludeVat, setPricesIncludeVat] = useState(false);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"check" | "import" | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  // The check on show is for the file and VAT choice as they are now, or none.
  const current =
    checked && checked.file === file && checked.pricesIncludeVat === pricesIncludeVat
      ? checked
      : null;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setChecked(null);
    setError(
      chosen && chosen.size > maxFileBytes
        ? `This file is ${sizeText(chosen.size)}: the limit is ${sizeText(maxFileBytes)}. Split it into smaller files and import them one after another.`
        : null,
    );
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) choose(dropped);
  };

  const check = async () => {
    if (!file) return setError("Choose a CSV file first.");
    setBusy("check");
    setError(null);
    const result = await checkCsv(file, pricesIncludeVat);
    setBusy(null);
    if (result.ok) setChecked({ check: result.data, file, pricesIncludeVat });
    else setError(result.error);
  };
  const runImport = async () => {
    if (!file || !current) return;
    setBusy("import");
    setError(null);
    const result = await startImport(file, pricesIncludeVat);
    setBusy(null);
    if (!result.ok) return setError(result.error);
    onStarted(result.data.id);
    choose(null);
    if (input.current) input.current.value = "";
  };

  const importable = current ? current.check.created + current.check.updated : 0;
  return (
    <section
      aria-labelledby="import-heading"
      className="rounded-lg border border-border bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="import-heading" className="text-lg font-semibold text-slate-900">
        Import a Shopify product CSV
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Check the file first: you will see what would be added and changed, and any problems by line
        and column. Nothing changes until you import.
      </p>

      <div
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        data-testid="csv-drop-zone"
        className={cn(
          "mt-4 flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors",
          isDragging ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-slate-50",
        )}
      >
        {file ? (
          <div className="flex flex-wrap items-center justify-center gap-3">
            <FileSpreadsheetIcon className="size-8 text-brand-700" aria-hidden />
            <div className="text-left">
              <p className="font-medium break-words text-slate-900">{file.name}</p>
              <p className="text-sm text-slate-600">{sizeText(file.size)}</p>
            </div>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                choose(null);
                if (input.current) input.current.value = "";
              }}
            >
              <XIcon aria-hidden />
              Remove
            </Button>
          </div>
        ) : (
          <>
            <UploadIcon className="size-8 text-slate-500" aria-hidden />
            <p className="font-medium text-slate-900">Drag your CSV file here</p>
            <p className="text-sm text-slate-600">or</p>
          </>
        )}
        <label
          htmlFor={inputId}
          className="inline-flex h-9 cursor-pointer items-center rounded-md border border-border bg-white px-3 text-sm font-semibold text-slate-900 hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
        >
          {file ? "Choose another file" : "Choose file"}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${hintId}${error ? ` ${errorId}` : ""}`}
            aria-invalid={error ? true : undefined}
            className="sr-only"
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
        </label>
        <p id={hintId} className="max-w-xl text-xs text-slate-500">
          Shopify&apos;s product CSV (the older template or the one with &ldquo;Linked To&rdquo;
          columns), saved as CSV UTF-8, up to {sizeText(maxFileBytes)}.
        </p>
      </div>

      <div className="mt-4 flex items-start gap-3 rounded-lg border border-border p-3">
        <input
          id={vatId}
          type="checkbox"
          checked={pricesIncludeVat}
          onChange={(event) => setPricesIncludeVat(event.target.checked)}
          aria-describedby={`${vatId}-hint`}
          className="mt-0.5 size-4 rounded border-slate-300 accent-brand-700"
        />
        <div>
          <label htmlFor={vatId} className="block text-sm font-medium text-slate-900">
            Prices in this file include VAT
          </label>
          <p id={`${vatId}-hint`} className="text-sm text-slate-600">
            UK shops often export prices with VAT. The shop keeps prices excluding VAT, so each
            price is divided by 1.2 and rounded to the nearest penny (£12.00 becomes £10.00).
          </p>
        </div>
      </div>

      {error && (
        <p
          id={errorId}
          role="alert"
          className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          {error}
        </p>
      )}

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant={current ? "outline" : "default"}
          onClick={check}
          disabled={busy !== null}
        >
          {busy === "check" && <Loader2Icon className="animate-spin" aria-hidden />}
          Check file
        </Button>
        <Button
          type="button"
          onClick={runImport}
          disabled={!current || busy !== null || importable === 0}
        >
          {busy === "import" && <Loader2Icon className="animate-spin" aria-hidden />}
          {current && importable > 0
            ? `Import ${importable.toLocaleString("en-GB")} product${importable === 1 ? "" : "s"}`
            : "Import"}
        </Button>
        {current && importable === 0 && (
          <p className="text-sm text-slate-600">Nothing in this file would change the shop.</p>
        )}
      </div>

      <details className="mt-5 text-sm text-slate-600">
        <summary className="cursor-pointer font-medium text-slate-800">
          How the import works
        </summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>
            Products are matched by Handle and variants by SKU, so importing the same file twice
            changes nothing the second time.
          </li>
          <li>Columns the file does not have are left as they are in the shop.</li>
          <li>
            Stock in the file replaces the stock in the shop, as Shopify&apos;s import does: import
            stock figures you have just counted or exported.
          </li>
          <li>
            Picture links (Image Src) are kept as links to where the pictures are; upload your own
            pictures in the product editor.
          </li>
          <li>
            Variants the file does not list are kept; remove them in the product editor. A product
            with a problem is left out whole.
          </li>
        </ul>
      </details>

      {current && <CsvCheckResult check={current.check} fileName={current.file.name} />}
    </section>
  );
}
