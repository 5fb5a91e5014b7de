import { CheckIcon, PencilIcon } from "lucide-react";
import { useState, type FormEvent, type KeyboardEvent } from "react";
import { useRevalidator } from "react-router";
import { parseDecimal } from "#app/components/admin/admin-api.ts";
import { useAdminChange } from "#app/components/admin/use-admin-change.ts";
import { Button } from "#app/components/ui/button.tsx";
import { TableRow } from "#app/components/ui/table.tsx";
import { penceToPounds } from "#core/money/money.ts";
import type {
  EmbroideryBand,
  EmbroideryPriceRow,
  PrintPriceRow,
  PrintPriceTable as PrintTableData,
} from "#server/pricing/pricing-tables.server.ts";
import { EmbroideryPriceTable, EmbroideryPriceTableRow } from "./embroidery-price-table.tsx";
import { PrintPriceTable, PrintPriceTableRow } from "./print-price-table.tsx";

// spec/back-office.md §2 "Edit mode", for admins only (DESIGN §4; the page loads this module only
// for them, and the server refuses anyone else's change). A per-row edit toggle, one row in edit
// per table, each value saved on leaving the field or pressing Enter, then both tables reloaded.
// Messages: 'Price updated successfully' / 'Failed to update price' (spec §8).

const bands: readonly EmbroideryBand[] = ["1-5", "6-49", "50-99", "100-199", "200-499", "500+"];

const cell = "px-3 py-3 align-top sm:px-4";

export function EditHint() {
  return (
    <p className="mb-3 flex items-center gap-2 rounded-md border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-800">
      <PencilIcon className="size-4 shrink-0" aria-hidden />
      <span>
        <strong className="font-semibold">Admin:</strong> Click the edit icon to modify prices
      </span>
    </p>
  );
}

/**
 * A money field that saves itself: on blur or Enter, when its value has changed. Empty means
 * "leave as it was"; otherwise the text is parsed as a decimal with 0 as fallback (spec §5) and
 * the server checks it again (not negative, at most £10,000, whole pence).
 */
function PriceInput({
  label,
  pence,
  save,
}: {
  label: string;
  pence: number | null;
  save: (pounds: number) => Promise<boolean>;
}) {
  const original = pence === null ? "" : penceToPounds(pence);
  const [text, setText] = useState(original);
  const [isSaving, setIsSaving] = useState(false);

  async function commit() {
    if (text.trim() === "") return setText(original);
    const pounds = parseDecimal(text);
    if (pence !== null && Math.abs(pounds * 100 - pence) < 1e-6) return setText(original);
    setIsSaving(true);
    const saved = await save(pounds);
    setIsSaving(false);
    if (!saved) setText(original);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      event.currentTarget.blur();
    } else if (event.key === "Escape") {
      setText(original);
    }
  }

  return (
    <label className="flex items-center gap-1 text-sm font-semibold text-slate-900">
      <span className="sr-only">{label}</span>
      <span aria-hidden className="text-slate-500">
        £
      </span>
      <input
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        max="10000"
        value={text}
        placeholder={pence === null ? "POA" : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => void commit()}
        onKeyDown={onKeyDown}
        aria-busy={isSaving}
        className="h-9 w-[5.5rem] rounded-md border border-slate-300 bg-white px-2 text-sm tabular-nums focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30"
      />
    </label>
  );
}

/**
 * Saves one price of a row, says how it went, and reloads both tables (spec §4). Issue 10.9: each
 * save carries the row's ETag as If-Match (the one the page loaded, then the one each save
 * returns; saves of one row go one after another). A row changed since — by another admin — is
 * refused with "This price changed while you had it open", and the reload shows its prices now.
 */
function usePriceSaver(etag: string) {
  const revalidator = useRevalidator();
  const { send } = useAdminChange(etag);
  return async (path: string, body: Record<string, unknown>): Promise<boolean> => {
    const result = await send(
      path,
      { method: "PATCH", body },
      { success: "Price updated successfully", failure: "Failed to update price" },
    );
    await revalidator.revalidate();
    return result.ok;
  };
}

function EditToggle({
  label,
  isEditing,
  onToggle,
}: {
  label: string;
  isEditing: boolean;
  onToggle: () => void;
}) {
  return (
    <Button
      type="button"
      size="icon"
      variant={isEditing ? "default" : "outline"}
      className="size-9"
      aria-label={isEditing ? `Finish editing ${label}` : `Edit ${label}`}
      aria-pressed={isEditing}
      onClick={onToggle}
    >
      {isEditing ? <CheckIcon aria-hidden /> : <PencilIcon aria-hidden />}
    </Button>
  );
}

function EmbroideryEditRow({ row, onDone }: { row: EmbroideryPriceRow; onDone: () => void }) {
  const savePrice = usePriceSaver(row.etag);
  const save = (field: string) => (pounds: number) =>
    savePrice(`/pricing/embroidery/${row.id}`, { field, value: pounds });
  // Keyed by the stored value, so a field shows the saved price once the tables have reloaded.
  const input = (field: string, label: string, pence: number | null) => (
    <PriceInput
      key={`${field}:${pence}`}
      label={`${row.sizeCategory} ${label}`}
      pence={pence}
      save={save(field)}
    />
  );
  return (
    <TableRow className="bg-amber-50 even:bg-amber-50">
      <th scope="row" className={`${cell} min-w-36 text-left`}>
        <span className="block font-semibold text-slate-900">{row.sizeCategory}</span>
        <span className="block text-xs font-normal text-amber-800">Editing</span>
      </th>
      <td className={`${cell} space-y-1.5`}>
        <div className="flex items-center gap-2">
          <span className="w-8 text-xs text-slate-600">Logo</span>
          {input("setupCostLogo", "logo set-up", row.setupCostLogoPence)}
        </div>
        <div className="flex items-center gap-2">
          <span className="w-8 text-xs text-slate-600">Text</span>
          {input("setupCostText", "text set-up", row.setupCostTextPence)}
        </div>
      </td>
      {bands.map((band) => (
        <td key={band} className={cell}>
          {input(band, `${band} items`, row.prices[band])}
        </td>
      ))}
      <td className={cell}>
        <EditToggle label={`${row.sizeCategory} prices`} isEditing onToggle={onDone} />
      </td>
    </TableRow>
  );
}

export function EditableEmbroideryTable({ rows }: { rows: EmbroideryPriceRow[] }) {
  const [editingId, setEditingId] = useState<number | null>(null);
  return (
    <EmbroideryPriceTable
      rows={rows}
      actionsTitle="Edit"
      renderRow={(row) =>
        row.id === editingId ? (
          <EmbroideryEditRow key={row.id} row={row} onDone={() => setEditingId(null)} />
        ) : (
          <EmbroideryPriceTableRow
            key={row.id}
            row={row}
            actions={
              <EditToggle
                label={`${row.sizeCategory} prices`}
                isEditing={false}
                onToggle={() => setEditingId(row.id)}
              />
            }
          />
        )
      }
    />
  );
}

function PrintEditRow({ row, onDone }: { row: PrintPriceRow; onDone: () => void }) {
  const savePrice = usePriceSaver(row.etag);
  return (
    <TableRow className="bg-amber-50 even:bg-amber-50">
      <th scope="row" className={`${cell} text-left font-semibold text-slate-900`}>
        {row.quantityRange}
        <span className="block text-xs font-normal text-amber-800">Editing</span>
      </th>
      <td className={cell}>
        <PriceInput
          key={String(row.pricePence)}
          label={`Print price for ${row.quantityRange} items`}
          pence={row.pricePence}
          save={(pounds) => savePrice(`/pricing/print/${row.id}`, { value: pounds })}
        />
      </td>
      <td className={cell}>
        <EditToggle label={`the ${row.quantityRange} price`} isEditing onToggle={onDone} />
      </td>
    </TableRow>
  );
}

export function EditablePrintTable({ table }: { table: PrintTableData }) {
  const [editingId, setEditingId] = useState<number | null>(null);
  return (
    <PrintPriceTable
      table={table}
      actionsTitle="Edit"
      renderRow={(row) =>
        row.id === editingId ? (
          <PrintEditRow key={row.id} row={row} onDone={() => setEditingId(null)} />
        ) : (
          <PrintPriceTableRow
            key={row.id}
            row={row}
            actions={
              <EditToggle
                label={`the ${row.quantityRange} price`}
                isEditing={false}
                onToggle={() => setEditingId(row.id)}
              />
            }
          />
        )
      }
    />
  );
}

/**
 * Issue 15.5: the fewest pieces per design for a method, saved with the version the page showed
 * (the server checks it again: a whole number from 1 to 10,000).
 */
export function EditableMinimum({
  method,
  minimum,
}: {
  method: "embroidery" | "print";
  minimum: { minQuantity: number; etag: string };
}) {
  const revalidator = useRevalidator();
  const { send, errors, isSaving } = useAdminChange(minimum.etag);
  const id = `${method}-minimum`;
  const name = method === "embroidery" ? "Embroidery" : "Print";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get("value") ?? "").trim();
    const result = await send(
      `/pricing/minimums/${method}`,
      { method: "PATCH", body: { value } },
      { success: `${name} minimum updated`, failure: "Failed to update the minimum" },
    );
    if (result.ok || result.status !== 400) await revalidator.revalidate();
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`${name} minimum`}
      className="mt-4 flex flex-wrap items-end gap-3 rounded-md border border-brand-200 bg-brand-50 px-3 py-3"
    >
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
          {name} minimum (pieces per design)
        </label>
        <input
          key={minimum.minQuantity}
          id={id}
          name="value"
          inputMode="numeric"
          defaultValue={minimum.minQuantity}
          aria-invalid={errors["value"] ? true : undefined}
          aria-describedby={errors["value"] ? `${id}-error` : undefined}
          className="mt-1 h-9 w-28 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30 aria-[invalid=true]:border-destructive"
        />
      </div>
      <Button type="submit" size="sm" disabled={isSaving}>
        <CheckIcon aria-hidden />
        Save minimum
      </Button>
      {errors["value"] && (
        <p id={`${id}-error`} className="basis-full text-sm text-red-700">
          {errors["value"]}
        </p>
      )}
    </form>
  );
}
