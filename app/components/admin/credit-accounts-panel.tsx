import { PencilIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { formatPence } from "#core/money/money.ts";
import type { CreditAccountListRow } from "#server/admin/admin-pages.server.ts";
import {
  AdminTable,
  AdminTableHead,
  Badge,
  cellClass,
  EmptyRow,
  Pager,
  PlainHeader,
  rowClass,
  SortHeader,
} from "./admin-ui.tsx";
import { CardFact, CardList, cardClass } from "./admin-cards.tsx";
import { CreditAccountDialog } from "./credit-account-dialog.tsx";
import { ListToolbar } from "./list-toolbar.tsx";
import type { ListView } from "./list-view.ts";
import { NewCreditAccountDialog } from "./new-credit-account-dialog.tsx";

// spec/back-office.md §2 Credit Accounts: the list, searched by name, e-mail or user id, each with
// its edit dialog; and a new account for a customer without one. A card each on a phone.

/** spec/back-office.md §4: under 50% Good, 50 to under 80 Moderate, 80 and over High. */
function Utilisation({ row }: { row: CreditAccountListRow }) {
  const percent =
    row.creditLimitPence === 0
      ? 0
      : Math.round((row.currentBalancePence / row.creditLimitPence) * 100);
  const tone = percent >= 80 ? "bg-red-600" : percent >= 50 ? "bg-amber-500" : "bg-emerald-600";
  return (
    <div className="flex items-center gap-2" title={`${percent}% of the limit used`}>
      <div className="h-1.5 w-16 overflow-hidden rounded-full bg-slate-200" aria-hidden>
        <div
          className={`h-full ${tone}`}
          style={{ width: `${Math.min(100, Math.max(0, percent))}%` }}
        />
      </div>
      <span className="text-xs text-slate-600 tabular-nums">{percent}%</span>
    </div>
  );
}

function ManageButton({
  row,
  onOpen,
}: {
  row: CreditAccountListRow;
  onOpen: (id: string) => void;
}) {
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      onClick={() => onOpen(row.id)}
      aria-label={`Manage the credit account of ${row.name}`}
    >
      <PencilIcon aria-hidden />
      Manage
    </Button>
  );
}

function StatusBadge({ row }: { row: CreditAccountListRow }) {
  return (
    <Badge variant={row.isActive ? "success" : "secondary"}>
      {row.isActive ? "Active" : "Inactive"}
    </Badge>
  );
}

/** A phone's view: a card per account, its figures in a row, Manage at the foot. */
function AccountCards({
  rows,
  empty,
  onOpen,
}: {
  rows: CreditAccountListRow[];
  empty: string;
  onOpen: (id: string) => void;
}) {
  return (
    <CardList label="Credit accounts" empty={rows.length === 0 ? empty : null}>
      {rows.map((row) => (
        <li key={row.id} className={cardClass}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{row.name}</p>
              <p className="truncate text-xs text-slate-500">{row.email}</p>
            </div>
            <StatusBadge row={row} />
          </div>
          <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
            <CardFact label="Limit">{formatPence(row.creditLimitPence)}</CardFact>
            <CardFact label="Balance">{formatPence(row.currentBalancePence)}</CardFact>
            <CardFact label="Available">{formatPence(row.availablePence)}</CardFact>
          </dl>
          <div className="mt-3 flex items-center justify-between gap-3">
            <Utilisation row={row} />
            <ManageButton row={row} onOpen={onOpen} />
          </div>
        </li>
      ))}
    </CardList>
  );
}

export function CreditAccountsPanel({
  view,
  rows,
  total,
  page,
  pageSize,
}: ListView & { rows: CreditAccountListRow[]; total: number; page: number; pageSize: number }) {
  const { q, sort, dir } = view;
  const [openId, setOpenId] = useState<string | null>(null);
  const money = `${cellClass} text-right whitespace-nowrap tabular-nums`;
  const empty = q ? "No credit accounts found matching your search." : "No credit accounts found.";
  return (
    <>
      <ListToolbar
        tab="credit-accounts"
        exportName="credit-accounts"
        placeholder="Search by name, e-mail or user id"
        {...view}
      >
        <NewCreditAccountDialog onCreated={setOpenId} />
      </ListToolbar>
      <AccountCards rows={rows} empty={empty} onOpen={setOpenId} />
      <AdminTable label="Credit accounts" className="hidden md:block">
        <AdminTableHead>
          <SortHeader column="name" sort={sort} dir={dir}>
            Customer
          </SortHeader>
          <SortHeader column="limit" sort={sort} dir={dir} className="text-right">
            Limit
          </SortHeader>
          <SortHeader column="balance" sort={sort} dir={dir} className="text-right">
            Balance
          </SortHeader>
          <SortHeader column="available" sort={sort} dir={dir} className="text-right">
            Available
          </SortHeader>
          <PlainHeader>Used</PlainHeader>
          <PlainHeader>Status</PlainHeader>
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
                  <span className="block font-semibold text-slate-900">{row.name}</span>
                  <span className="block text-xs text-slate-500">{row.email}</span>
                </td>
                <td className={money}>{formatPence(row.creditLimitPence)}</td>
                <td className={money}>{formatPence(row.currentBalancePence)}</td>
                <td className={`${money} font-semibold text-slate-900`}>
                  {formatPence(row.availablePence)}
                </td>
                <td className={cellClass}>
                  <Utilisation row={row} />
                </td>
                <td className={cellClass}>
                  <StatusBadge row={row} />
                </td>
                <td className={`${cellClass} text-right`}>
                  <ManageButton row={row} onOpen={setOpenId} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </AdminTable>
      <Pager page={page} pageSize={pageSize} total={total} />
      <CreditAccountDialog accountId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
