import { PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { toast } from "#app/components/ui/toast.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { formatPence } from "#core/money/money.ts";
import type { CustomPriceListRow } from "#server/admin/admin-pages.server.ts";
import { adminApi } from "./admin-api.ts";
import {
  AdminTable,
  AdminTableHead,
  badgeVariants,
  cellClass,
  EmptyRow,
  Pager,
  PlainHeader,
  rowClass,
  SortHeader,
} from "./admin-ui.tsx";
import { CardFact, CardList, cardClass } from "./admin-cards.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { CustomPriceDialog, type CustomPriceTarget } from "./custom-price-dialog.tsx";
import { ListToolbar } from "./list-toolbar.tsx";
import { useAdminChange } from "./use-admin-change.ts";
import type { ListView } from "./list-view.ts";

// spec/back-office.md §2, §4, §8 Custom Pricing: the per-customer prices with the standard price
// beside each; the status badge toggles is_active; delete after 'Are you sure you want to delete
// this custom pricing?'; create and edit in a dialog. A card each on a phone (issue 18.11).

function standardPrice(row: CustomPriceListRow): string {
  if (!row.standardPence) return "—";
  const { min, max } = row.standardPence;
  return min === max ? formatPence(min) : `${formatPence(min)}–${formatPence(max)}`;
}

type RowActions = {
  busyId: string | null;
  onToggle: (row: CustomPriceListRow) => void;
  onEdit: (row: CustomPriceListRow) => void;
  onDelete: (row: CustomPriceListRow) => void;
};

function ProductName({ row }: { row: CustomPriceListRow }) {
  return row.productHandle ? (
    <Link to={`/products/${row.productHandle}`} className="text-brand-700 hover:underline">
      {row.productTitle}
    </Link>
  ) : (
    <>{row.productTitle}</>
  );
}

function StatusToggle({ row, busyId, onToggle }: { row: CustomPriceListRow } & RowActions) {
  return (
    <button
      type="button"
      onClick={() => onToggle(row)}
      disabled={busyId === row.id}
      title={row.isActive ? "Click to deactivate" : "Click to activate"}
      aria-label={`${row.isActive ? "Active" : "Inactive"}: click to ${row.isActive ? "deactivate" : "activate"}`}
      className={`${badgeVariants({ variant: row.isActive ? "success" : "secondary" })} cursor-pointer hover:opacity-80 disabled:opacity-50`}
    >
      {row.isActive ? "Active" : "Inactive"}
    </button>
  );
}

function EditDelete({ row, busyId, onEdit, onDelete }: { row: CustomPriceListRow } & RowActions) {
  return (
    <>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        className="size-9"
        aria-label={`Edit the price of ${row.productTitle} for ${row.customerName}`}
        onClick={() => onEdit(row)}
      >
        <PencilIcon aria-hidden />
      </Button>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        className="size-9 text-red-700 hover:bg-red-50 hover:text-red-800"
        aria-label={`Delete the price of ${row.productTitle} for ${row.customerName}`}
        disabled={busyId === row.id}
        onClick={() => onDelete(row)}
      >
        <Trash2Icon aria-hidden />
      </Button>
    </>
  );
}

/** A phone's view: a card per price, the customer's beside the standard one. */
function PriceCards({
  rows,
  empty,
  ...actions
}: { rows: CustomPriceListRow[]; empty: string } & RowActions) {
  return (
    <CardList label="Custom pricing" empty={rows.length === 0 ? empty : null}>
      {rows.map((row) => (
        <li key={row.id} className={cardClass}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{row.customerName}</p>
              <p className="truncate text-xs text-slate-500">{row.email}</p>
            </div>
            <StatusToggle row={row} {...actions} />
          </div>
          <p className="mt-2 text-sm">
            <ProductName row={row} />
            <span className="block text-slate-600">
              {row.variantTitle ?? "All variants"}
              {row.notes ? ` · ${row.notes}` : ""}
            </span>
          </p>
          <div className="mt-2 flex items-end justify-between gap-3">
            <dl className="grid grid-cols-2 gap-4 text-sm">
              <CardFact label="Custom price">{formatPence(row.customPricePence)}</CardFact>
              <CardFact label="Standard">{standardPrice(row)}</CardFact>
            </dl>
            <div className="flex shrink-0">
              <EditDelete row={row} {...actions} />
            </div>
          </div>
        </li>
      ))}
    </CardList>
  );
}

export function CustomPricingPanel({
  view,
  rows,
  total,
  page,
  pageSize,
}: ListView & { rows: CustomPriceListRow[]; total: number; page: number; pageSize: number }) {
  const { q, sort, dir } = view;
  const revalidator = useRevalidator();
  const [target, setTarget] = useState<CustomPriceTarget>(null);
  const [deleting, setDeleting] = useState<CustomPriceListRow | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const { send } = useAdminChange();
  const money = `${cellClass} text-right whitespace-nowrap tabular-nums`;

  // Issue 10.9: against the version the list showed; a price changed since is refused (412,
  // "This price changed while you had it open") and the list reloads to show it as it is now.
  async function toggle(row: CustomPriceListRow) {
    setBusyId(row.id);
    await send(
      `/custom-pricing/${row.id}`,
      { method: "PATCH", body: { isActive: !row.isActive }, ifMatch: row.etag },
      {
        success: "Pricing status updated successfully",
        failure: "Failed to update pricing status",
      },
    );
    await revalidator.revalidate();
    setBusyId(null);
  }

  async function remove(row: CustomPriceListRow) {
    setDeleting(null);
    setBusyId(row.id);
    const result = await adminApi(`/custom-pricing/${row.id}`, { method: "DELETE" });
    if (result.ok) toast.success("Custom pricing deleted successfully");
    else toast.error("Failed to delete custom pricing", { description: result.error });
    await revalidator.revalidate();
    setBusyId(null);
  }

  const empty = q
    ? "No custom pricing found matching your search."
    : "No custom pricing configured.";
  const actions: RowActions = {
    busyId,
    onToggle: (row) => void toggle(row),
    onEdit: (row) => setTarget({ mode: "edit", id: row.id }),
    onDelete: setDeleting,
  };
  return (
    <>
      <ListToolbar
        tab="custom-pricing"
        exportName="custom-pricing"
        placeholder="Search by customer, e-mail, product or ids"
        {...view}
      >
        <Button size="sm" onClick={() => setTarget({ mode: "create" })}>
          <PlusIcon aria-hidden />
          New custom price
        </Button>
      </ListToolbar>
      <PriceCards rows={rows} empty={empty} {...actions} />
      <AdminTable label="Custom pricing" className="hidden md:block">
        <AdminTableHead>
          <SortHeader column="customer" sort={sort} dir={dir}>
            Customer
          </SortHeader>
          <SortHeader column="product" sort={sort} dir={dir}>
            Product
          </SortHeader>
          <PlainHeader>Variant</PlainHeader>
          <SortHeader column="price" sort={sort} dir={dir} className="text-right">
            Custom price
          </SortHeader>
          <PlainHeader className="text-right">Standard</PlainHeader>
          <SortHeader column="status" sort={sort} dir={dir}>
            Status
          </SortHeader>
          <PlainHeader>
            <span className="sr-only">Actions</span>
          </PlainHeader>
        </AdminTableHead>
        <tbody>
          {rows.length === 0 ? (
            <EmptyRow columns={7}>{empty}</EmptyRow>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className={rowClass}>
                <td className={cellClass}>
                  <span className="block font-semibold text-slate-900">{row.customerName}</span>
                  <span className="block text-xs text-slate-500">{row.email}</span>
                </td>
                <td className={cellClass}>
                  <ProductName row={row} />
                  {row.notes && <span className="block text-xs text-slate-500">{row.notes}</span>}
                </td>
                <td className={cellClass}>
                  {row.variantTitle ?? <span className="text-slate-500">All variants</span>}
                </td>
                <td className={`${money} font-semibold text-slate-900`}>
                  {formatPence(row.customPricePence)}
                </td>
                <td className={`${money} text-slate-500`}>{standardPrice(row)}</td>
                <td className={cellClass}>
                  <StatusToggle row={row} {...actions} />
                </td>
                <td className={`${cellClass} text-right whitespace-nowrap`}>
                  <EditDelete row={row} {...actions} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </AdminTable>
      <Pager page={page} pageSize={pageSize} total={total} />
      <CustomPriceDialog target={target} onClose={() => setTarget(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete custom pricing"
        description="Are you sure you want to delete this custom pricing?"
        confirmLabel="Delete"
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
