import { Trash2Icon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { formatPence } from "#core/money/money.ts";
import type { AdminQuoteLine } from "#server/admin/admin-pages.server.ts";
import { Badge } from "./admin-ui.tsx";
import { MoneyInput } from "./money-input.tsx";
import { typedLineExVatPence, type QuoteLineForm, type QuoteLineItem } from "./quote-form.ts";

// Issue 14.6: the quote's lines on its page — the item with its variant, SKU and decoration, the
// quantity, the garment's and the decoration's price each, the set-up, and the line's total ex VAT.
// Editing, each price is a pounds field named for its line (a plain line has no decoration or
// set-up to price) and the total follows what is typed; the server's figures replace it on save.
// Each row but a last one left can be removed; a line added on the page shows "New" until saved.
// One table: from `md` up a table, below it each row stacks as a card (issue 18.11: 390 px), so
// every field exists once.

type MoneyField = "unitPrice" | "decorationPrice" | "setUp";

const fieldNames: Record<MoneyField, { column: string; label: string }> = {
  unitPrice: { column: "Garment each", label: "Garment price each" },
  decorationPrice: { column: "Decoration each", label: "Decoration price each" },
  setUp: { column: "Set-up", label: "Set-up price" },
};

const cell = "flex items-center justify-between gap-3 py-1 md:table-cell md:px-3 md:py-3";
const moneyCell = `${cell} md:w-36 md:text-right`;

/** A cell's column name, shown beside its value when the row is a card. */
function PhoneLabel({ children, hidden = false }: { children: ReactNode; hidden?: boolean }) {
  return (
    <span className="text-slate-600 md:hidden" aria-hidden={hidden || undefined}>
      {children}
    </span>
  );
}

function ItemCell({ line, isNew = false }: { line: QuoteLineItem; isNew?: boolean }) {
  return (
    <td className="block pb-2 md:table-cell md:px-3 md:py-3">
      <span className="block font-semibold text-slate-900">{line.productTitle}</span>
      <span className="block text-xs text-slate-500">
        {[line.variantTitle, line.sku && `SKU ${line.sku}`].filter(Boolean).join(" · ")}
      </span>
      <span className="block text-xs text-slate-700">{line.decoration || "Plain"}</span>
      {line.needsPrice && (
        <Badge variant="warning" className="mt-1">
          Decoration to price
        </Badge>
      )}
      {isNew && (
        <Badge variant="outline" className="mt-1">
          New: not saved yet
        </Badge>
      )}
    </td>
  );
}

function PriceCell({
  index,
  field,
  pence,
  typed,
  error,
  onChange,
}: {
  index: number;
  field: MoneyField;
  pence: number;
  /** The typed pounds; undefined when the quote is read-only. */
  typed: string | undefined;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = `quote-line-${index}-${field}`;
  return (
    <td className={moneyCell}>
      <PhoneLabel hidden={typed !== undefined}>{fieldNames[field].column}</PhoneLabel>
      {typed === undefined ? (
        <span className="tabular-nums">{formatPence(pence)}</span>
      ) : (
        <div className="w-32 md:ml-auto md:w-28">
          <MoneyInput
            id={id}
            aria-label={`${fieldNames[field].label} for line ${index + 1}`}
            value={typed}
            onChange={(event) => onChange(event.target.value)}
            error={error}
          />
          {error && (
            <p id={`${id}-error`} className="mt-1 text-left text-xs text-red-700">
              {error}
            </p>
          )}
        </div>
      )}
    </td>
  );
}

/** A plain line's decoration and set-up: nothing to price. */
function NoPriceCell({ column }: { column: string }) {
  return (
    <td className={`${moneyCell} text-slate-500`}>
      <PhoneLabel>{column}</PhoneLabel>
      <span>
        <span aria-hidden>—</span>
        <span className="sr-only">None</span>
      </span>
    </td>
  );
}

/** One row: the stored line read-only, or its typed prices while editing. */
type Row = {
  key: string;
  item: QuoteLineItem;
  isNew: boolean;
  saved: AdminQuoteLine | null;
  typed: QuoteLineForm | null;
};

export function QuoteLines({
  quoteNumber,
  lines,
  form,
  errors,
  onChange,
  onRemove,
}: {
  quoteNumber: string;
  lines: AdminQuoteLine[];
  /** The typed lines, a row each; null shows the stored lines read-only. */
  form: QuoteLineForm[] | null;
  errors: Record<string, string>;
  onChange: (index: number, change: Partial<QuoteLineForm>) => void;
  /** Removes a typed line; absent when the quote is read-only. */
  onRemove?: (index: number) => void;
}) {
  const rows: Row[] = form
    ? form.map((typed) => ({
        key: typed.key,
        item: typed.item,
        isNew: typed.id === null,
        saved: null,
        typed,
      }))
    : lines.map((line) => ({ key: line.id, item: line, isNew: false, saved: line, typed: null }));
  const canRemove = onRemove !== undefined && rows.length > 1;
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-white shadow-sm">
      <table className="block w-full text-sm md:table">
        <caption className="sr-only">Lines of quote {quoteNumber}</caption>
        <thead className="hidden border-b border-border bg-slate-50 text-left text-xs tracking-wide text-slate-600 uppercase md:table-header-group">
          <tr>
            <th scope="col" className="px-3 py-2.5">
              Item
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              Qty
            </th>
            {(["unitPrice", "decorationPrice", "setUp"] as const).map((field) => (
              <th key={field} scope="col" className="px-3 py-2.5 text-right whitespace-nowrap">
                {fieldNames[field].column} £
              </th>
            ))}
            <th scope="col" className="px-3 py-2.5 text-right whitespace-nowrap">
              Line ex VAT
            </th>
            {canRemove && (
              <th scope="col" className="px-3 py-2.5">
                <span className="sr-only">Remove</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="block md:table-row-group">
          {rows.map(({ key, item, isNew, saved, typed }, index) => {
            const price = (field: MoneyField, pence: number) => (
              <PriceCell
                index={index}
                field={field}
                pence={pence}
                typed={typed?.[field]}
                error={errors[`lines.${index}.${field}`]}
                onChange={(value) => onChange(index, { [field]: value })}
              />
            );
            return (
              <tr
                key={key}
                className="block border-b border-border p-3 last:border-0 md:table-row md:p-0"
              >
                <ItemCell line={item} isNew={isNew} />
                <td className={`${cell} md:text-right md:tabular-nums`}>
                  <PhoneLabel>Quantity</PhoneLabel>
                  <span className="tabular-nums">{item.quantity}</span>
                </td>
                {price("unitPrice", saved?.unitPricePence ?? 0)}
                {item.decoration ? (
                  <>
                    {price("decorationPrice", saved?.customizationPricePence ?? 0)}
                    {price("setUp", saved?.setupFeePence ?? 0)}
                  </>
                ) : (
                  <>
                    <NoPriceCell column={fieldNames.decorationPrice.column} />
                    <NoPriceCell column={fieldNames.setUp.column} />
                  </>
                )}
                <td
                  className={`${cell} font-semibold whitespace-nowrap text-slate-900 md:text-right`}
                >
                  <PhoneLabel>Line ex VAT</PhoneLabel>
                  <span className="tabular-nums">
                    {formatPence(typed ? typedLineExVatPence(typed) : saved!.lineExVatPence)}
                  </span>
                </td>
                {canRemove && (
                  <td className="block pt-2 md:table-cell md:px-2 md:py-3 md:text-right">
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      className="text-red-700 hover:bg-red-50 hover:text-red-800"
                      aria-label={`Remove line ${index + 1}, ${item.productTitle}${item.variantTitle ? ` (${item.variantTitle})` : ""}`}
                      onClick={() => onRemove(index)}
                    >
                      <Trash2Icon aria-hidden />
                      <span className="md:sr-only">Remove</span>
                    </Button>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
