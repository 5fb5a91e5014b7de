import { cva, type VariantProps } from "class-variance-authority";
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { cn } from "#app/lib/utils.ts";
import { statusLabel } from "#app/components/orders/order-status-badge.tsx";

// The back office's small pieces: badges, dates, sortable column headers, the pager and the empty
// row. Dates are shown in UK time whatever the server's or browser's zone, so the server's page
// and the browser's agree.

export const badgeVariants = cva(
  "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
  {
    variants: {
      variant: {
        default: "bg-brand-700 text-white",
        secondary: "bg-slate-100 text-slate-800 ring-1 ring-slate-200 ring-inset",
        outline: "text-slate-800 ring-1 ring-slate-400 ring-inset",
        destructive: "bg-red-700 text-white",
        success: "bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200 ring-inset",
        warning: "bg-amber-50 text-amber-900 ring-1 ring-amber-200 ring-inset",
      },
    },
    defaultVariants: { variant: "secondary" },
  },
);

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>["variant"]>;

export function Badge({
  variant,
  className,
  ...props
}: ComponentProps<"span"> & { variant?: BadgeVariant }) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}

/** spec/back-office.md §4 admin badge styles. */
const orderStatusVariants: Record<string, BadgeVariant> = {
  pending: "secondary",
  awaiting_proof: "warning",
  processing: "default",
  completed: "default",
  shipped: "outline",
  cancelled: "destructive",
};

/** spec §4: compared case-insensitively, shown with a capital first letter. */
export { statusLabel };

export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={orderStatusVariants[status.toLowerCase()] ?? "secondary"}>
      {statusLabel(status)}
    </Badge>
  );
}

const paymentMethodLabels: Record<string, string> = {
  credit_account: "Credit account",
  bank_transfer: "Bank transfer",
  checkout: "Checkout",
};

export function paymentMethodLabel(method: string): string {
  return paymentMethodLabels[method] ?? (method || "Checkout");
}

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Europe/London",
});
const dateTimeFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** The current URL's search with some parameters changed (null removes one). */
export function useSearchWith() {
  const location = useLocation();
  return (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === "") params.delete(key);
      else params.set(key, value);
    }
    const text = params.toString();
    return text ? `?${text}` : location.pathname;
  };
}

/** A column header that sorts the list by its column: a link, so it works before scripts load. */
export function SortHeader({
  column,
  sort,
  dir,
  children,
  className,
}: {
  column: string;
  sort: string;
  dir: "asc" | "desc";
  children: ReactNode;
  className?: string;
}) {
  const searchWith = useSearchWith();
  const isSorted = sort === column;
  const next = isSorted && dir === "asc" ? "desc" : "asc";
  const Icon = !isSorted ? ArrowUpDownIcon : dir === "asc" ? ArrowUpIcon : ArrowDownIcon;
  return (
    <th
      scope="col"
      aria-sort={isSorted ? (dir === "asc" ? "ascending" : "descending") : undefined}
      className={cn("px-3 py-2.5 text-left font-semibold whitespace-nowrap", className)}
    >
      <Link
        to={searchWith({ sort: column, dir: next, page: null })}
        preventScrollReset
        className="inline-flex items-center gap-1 rounded hover:text-brand-800"
      >
        {children}
        <Icon
          className={cn("size-3.5", isSorted ? "text-brand-700" : "text-slate-400")}
          aria-hidden
        />
      </Link>
    </th>
  );
}

export function PlainHeader({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <th
      scope="col"
      className={cn("px-3 py-2.5 text-left font-semibold whitespace-nowrap", className)}
    >
      {children}
    </th>
  );
}

/**
 * The list's frame: a white card that scrolls sideways rather than squash. Positioned, so what is
 * absolutely placed inside (a screen-reader-only header) is clipped by it too, not widening the
 * page. The main lists show cards instead below `md` (issue 18.11: the page fits 390 px).
 */
export function AdminTable({
  children,
  label,
  className,
}: {
  children: ReactNode;
  label: string;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "relative overflow-x-auto rounded-lg border border-border bg-white shadow-sm",
        className,
      )}
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
  );
}

export function AdminTableHead({ children }: { children: ReactNode }) {
  return (
    <thead className="border-b border-border bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
      <tr>{children}</tr>
    </thead>
  );
}

export const rowClass = "border-b border-border last:border-0 hover:bg-slate-50/80";
export const cellClass = "px-3 py-2.5 align-middle text-slate-700";

export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-3 py-12 text-center text-sm text-slate-600">
        {children}
      </td>
    </tr>
  );
}

/** "Showing 26–32 of 32" with Previous and Next. */
export function Pager({
  page,
  pageSize,
  total,
}: {
  page: number;
  pageSize: number;
  total: number;
}) {
  const searchWith = useSearchWith();
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const link =
    "inline-flex h-9 items-center rounded-md border border-border bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-muted";
  const disabled =
    "inline-flex h-9 items-center rounded-md border border-border px-3 text-sm font-semibold text-slate-400";
  return (
    <nav
      aria-label="Pages"
      className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600"
    >
      <p>
        {first > total ? (
          <>No rows on page {page}</>
        ) : (
          <>
            Showing <strong className="text-slate-900">{first}</strong>–
            <strong className="text-slate-900">{last}</strong> of{" "}
            <strong className="text-slate-900">{total}</strong>
          </>
        )}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          {page > 1 ? (
            <Link to={searchWith({ page: String(page - 1) })} preventScrollReset className={link}>
              Previous
            </Link>
          ) : (
            <span className={disabled} aria-disabled="true">
              Previous
            </span>
          )}
          <span className="px-1">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link to={searchWith({ page: String(page + 1) })} preventScrollReset className={link}>
              Next
            </Link>
          ) : (
            <span className={disabled} aria-disabled="true">
              Next
            </span>
          )}
        </div>
      )}
    </nav>
  );
}

/** A labelled form field for the admin dialogs, with its error beside it (STYLE §4). */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && !error && <p className="text-xs text-slate-500">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function StatCard({
  label,
  value,
  hint,
}: {
  label: string;
  value: ReactNode;
  hint?: string;
}) {
  return (
    <div className="rounded-lg border border-border bg-white px-4 py-3 shadow-sm">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</p>
      {hint && <p className="mt-0.5 text-xs text-slate-500">{hint}</p>}
    </div>
  );
}
