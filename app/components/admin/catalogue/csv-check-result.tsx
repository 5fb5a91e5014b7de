import { AlertTriangleIcon, CheckCircle2Icon } from "lucide-react";
import type {
  ImportCheck,
  ImportProblem,
  ProductPreview,
} from "#server/catalogue/catalogue-import.server.ts";
import type { ReactNode } from "react";
import {
  AdminTableHead,
  Badge,
  cellClass,
  PlainHeader,
  rowClass,
  type BadgeVariant,
} from "../admin-ui.tsx";

// Issue 11.5: the dry run's answer on the import page — how many products and variants the import
// would create, update and leave, each problem by line and column, and the file's products.

const number = (value: number) => value.toLocaleString("en-GB");

/**
 * The back office's table frame, which a keyboard can scroll sideways too (on a phone these tables
 * are wider than the screen): the frame takes focus, named by the table's label.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      // WCAG 2.1.1 (axe scrollable-region-focusable): a frame that scrolls must take focus.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-border bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
  );
}
const plural = (count: number, one: string, many = `${one}s`) =>
  `${number(count)} ${count === 1 ? one : many}`;

const actions: Record<ProductPreview["action"], { label: string; variant: BadgeVariant }> = {
  create: { label: "New", variant: "success" },
  update: { label: "Update", variant: "default" },
  unchanged: { label: "No change", variant: "secondary" },
  invalid: { label: "Problem: left out", variant: "destructive" },
};

function Figure({ value, label, detail }: { value: number; label: string; detail?: string }) {
  return (
    <div className="rounded-lg border border-border bg-white p-4">
      <p className="text-2xl font-bold text-slate-900 tabular-nums">{number(value)}</p>
      <p className="text-sm font-medium text-slate-700">{label}</p>
      {detail && <p className="mt-0.5 text-xs text-slate-500">{detail}</p>}
    </div>
  );
}

/** The problems of a check or an import, by line and column, in the file's order. */
export function ProblemList({
  problems,
  total,
  label = "Problems",
}: {
  problems: readonly ImportProblem[];
  total?: number;
  label?: string;
}) {
  if (problems.length === 0) return null;
  const shown = problems.slice(0, 200);
  const more = (total ?? problems.length) - shown.length;
  return (
    <div>
      <ScrollTable label={label}>
        <AdminTableHead>
          <PlainHeader className="w-12 sm:w-20">Line</PlainHeader>
          <PlainHeader className="sm:w-48">Column</PlainHeader>
          <PlainHeader>Problem</PlainHeader>
        </AdminTableHead>
        <tbody>
          {shown.map((problem, index) => (
            <tr key={index} className={rowClass}>
              <td className={`${cellClass} tabular-nums`}>{problem.line ?? "—"}</td>
              <td className={`${cellClass} font-medium break-words text-slate-900`}>
                {problem.column ?? "—"}
              </td>
              <td className={`${cellClass} whitespace-normal`}>{problem.message}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {more > 0 && (
        <p className="mt-2 text-sm text-slate-600">
          And {plural(more, "more problem")}: fix these first and check the file again.
        </p>
      )}
    </div>
  );
}

function variantsLine(variants: ProductPreview["variants"]) {
  const parts = [
    variants.created > 0 ? `${number(variants.created)} new` : "",
    variants.updated > 0 ? `${number(variants.updated)} changed` : "",
    variants.unchanged > 0 ? `${number(variants.unchanged)} unchanged` : "",
  ].filter(Boolean);
  return parts.join(", ") || "—";
}

export function CsvCheckResult({ check, fileName }: { check: ImportCheck; fileName: string }) {
  const problems = check.errors.length;
  return (
    <section aria-labelledby="check-heading" className="mt-6 space-y-5">
      <div>
        <h2 id="check-heading" className="text-lg font-semibold text-slate-900">
          Check of {fileName}
        </h2>
        <p className="text-sm text-slate-600">
          {plural(check.totalRows, "row")}, {plural(check.productCount, "product")}. Nothing has
          been changed yet.
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure
          value={check.created}
          label="New products"
          detail={plural(check.variants.created, "new variant")}
        />
        <Figure
          value={check.updated}
          label="Products to update"
          detail={plural(check.variants.updated, "variant changed", "variants changed")}
        />
        <Figure value={check.unchanged} label="Unchanged" detail="Left as they are" />
        <Figure value={check.failed} label="With problems" detail="Left out of the import" />
      </div>
      {problems > 0 ? (
        <div className="space-y-3">
          <p
            role="alert"
            className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
          >
            <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              {plural(problems, "problem")} found. Fix {problems === 1 ? "it" : "them"} in your
              spreadsheet and check the file again — or import now: each product with a problem is
              left out whole, the others are imported.
            </span>
          </p>
          <h3 className="text-base font-semibold text-slate-900">Problems to fix</h3>
          <ProblemList problems={check.errors} label="Problems to fix" />
        </div>
      ) : (
        <p className="flex gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
          <CheckCircle2Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
          No problems found. Nothing is written until you import.
        </p>
      )}
      {check.ignoredColumns.length > 0 && (
        <p className="text-sm text-slate-600">
          Not used by this shop, so left out: {check.ignoredColumns.join(", ")}.
        </p>
      )}
      <div className="space-y-2">
        <h3 className="text-base font-semibold text-slate-900">Products in the file</h3>
        <ScrollTable label="Products in the file and what the import does with each">
          <AdminTableHead>
            <PlainHeader className="w-12 sm:w-20">Line</PlainHeader>
            <PlainHeader>Product</PlainHeader>
            <PlainHeader>Import</PlainHeader>
            <PlainHeader className="hidden sm:table-cell">Variants</PlainHeader>
          </AdminTableHead>
          <tbody>
            {check.products.map((product) => (
              <tr key={product.handle} className={rowClass}>
                <td className={`${cellClass} tabular-nums`}>{product.line}</td>
                <td className={cellClass}>
                  <span className="block font-medium text-slate-900">
                    {product.title || product.handle}
                  </span>
                  <span className="block text-xs break-all text-slate-500">{product.handle}</span>
                  <span className="mt-0.5 block text-xs text-slate-600 sm:hidden">
                    {product.action === "invalid"
                      ? plural(product.problems, "problem")
                      : `Variants: ${variantsLine(product.variants)}`}
                  </span>
                </td>
                <td className={cellClass}>
                  <Badge variant={actions[product.action].variant}>
                    {actions[product.action].label}
                  </Badge>
                </td>
                <td className={`${cellClass} hidden whitespace-nowrap sm:table-cell`}>
                  {product.action === "invalid"
                    ? plural(product.problems, "problem")
                    : variantsLine(product.variants)}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
        {check.productCount > check.products.length && (
          <p className="text-sm text-slate-600">
            The first {number(check.products.length)} of {number(check.productCount)} products are
            shown.
          </p>
        )}
      </div>
    </section>
  );
}
