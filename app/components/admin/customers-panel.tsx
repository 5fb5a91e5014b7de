import { lazy, Suspense, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import type { CustomerListRow } from "#server/admin/admin-pages.server.ts";
import {
  AdminTable,
  AdminTableHead,
  Badge,
  cellClass,
  EmptyRow,
  formatDate,
  Pager,
  PlainHeader,
  rowClass,
  SortHeader,
  StatCard,
} from "./admin-ui.tsx";
import { CardList, cardClass } from "./admin-cards.tsx";
import { ListToolbar } from "./list-toolbar.tsx";
import type { ListView } from "./list-view.ts";

// spec/back-office.md §2 Customers: name, e-mail, phone, company, created date, and the count of
// customers who joined within the last month ('Active This Month'). A card each on a phone. Issue
// 15.1: each customer's logos, opened from their row.

const CustomerLogosDialog = lazy(() =>
  import("./customer-logos-dialog.tsx").then((module) => ({ default: module.CustomerLogosDialog })),
);

type LogosOf = (row: CustomerListRow) => void;

function LogosButton({ row, onOpen }: { row: CustomerListRow; onOpen: LogosOf }) {
  return (
    <Button type="button" size="sm" variant="outline" onClick={() => onOpen(row)}>
      Logos<span className="sr-only"> of {row.name}</span>
    </Button>
  );
}

function Email({ email }: { email: string }) {
  return email.includes("@") ? (
    <a href={`mailto:${email}`} className="text-brand-700 hover:underline">
      {email}
    </a>
  ) : (
    <span className="text-slate-500">{email}</span>
  );
}

/** A phone's view: a card per customer. */
function CustomerCards({
  rows,
  empty,
  onLogos,
}: {
  rows: CustomerListRow[];
  empty: string;
  onLogos: LogosOf;
}) {
  return (
    <CardList label="Customers" empty={rows.length === 0 ? empty : null}>
      {rows.map((row) => (
        <li key={row.id} className={`${cardClass} text-sm`}>
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 font-semibold text-slate-900">{row.name}</p>
            {row.hasCreditAccount && <Badge variant="success">Credit account</Badge>}
          </div>
          <p className="truncate">
            <Email email={row.email} />
          </p>
          <p className="mt-1 text-slate-600">
            {[row.company, row.phone].filter(Boolean).join(" · ") || "No company or phone"}
          </p>
          <div className="mt-2 flex items-center justify-between gap-3">
            <p className="text-xs text-slate-500">Joined {formatDate(row.createdAt)}</p>
            <LogosButton row={row} onOpen={onLogos} />
          </div>
        </li>
      ))}
    </CardList>
  );
}

export function CustomersPanel({
  view,
  rows,
  total,
  page,
  pageSize,
  activeThisMonth,
}: ListView & {
  rows: CustomerListRow[];
  total: number;
  page: number;
  pageSize: number;
  activeThisMonth: number;
}) {
  const { q, sort, dir } = view;
  const empty = q ? "No customers found matching your search." : "No customers found.";
  const [logosOf, setLogosOf] = useState<CustomerListRow | null>(null);
  return (
    <>
      {logosOf && (
        <Suspense fallback={null}>
          <CustomerLogosDialog
            customerId={logosOf.id}
            customerName={logosOf.name}
            onClose={() => setLogosOf(null)}
          />
        </Suspense>
      )}
      <div className="mb-5 grid grid-cols-2 gap-3 sm:max-w-md">
        <StatCard label={q ? "Matching customers" : "Customers"} value={total} />
        <StatCard
          label="Active This Month"
          value={activeThisMonth}
          hint="Joined in the last month"
        />
      </div>
      <ListToolbar
        tab="customers"
        exportName="customers"
        placeholder="Search by name, e-mail or phone"
        {...view}
      />
      <CustomerCards rows={rows} empty={empty} onLogos={setLogosOf} />
      <AdminTable label="Customers" className="hidden md:block">
        <AdminTableHead>
          <SortHeader column="name" sort={sort} dir={dir}>
            Name
          </SortHeader>
          <SortHeader column="email" sort={sort} dir={dir}>
            E-mail
          </SortHeader>
          <PlainHeader>Phone</PlainHeader>
          <SortHeader column="company" sort={sort} dir={dir}>
            Company
          </SortHeader>
          <PlainHeader>Credit</PlainHeader>
          <SortHeader column="created" sort={sort} dir={dir}>
            Joined
          </SortHeader>
          <PlainHeader>
            <span className="sr-only">Logos</span>
          </PlainHeader>
        </AdminTableHead>
        <tbody>
          {rows.length === 0 ? (
            <EmptyRow columns={7}>{empty}</EmptyRow>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className={rowClass}>
                <td className={`${cellClass} font-semibold text-slate-900`}>{row.name}</td>
                <td className={cellClass}>
                  <Email email={row.email} />
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>{row.phone || "—"}</td>
                <td className={cellClass}>{row.company || "—"}</td>
                <td className={cellClass}>
                  {row.hasCreditAccount ? (
                    <Badge variant="success">Credit account</Badge>
                  ) : (
                    <span className="text-slate-400">—</span>
                  )}
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>{formatDate(row.createdAt)}</td>
                <td className={`${cellClass} text-right`}>
                  <LogosButton row={row} onOpen={setLogosOf} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </AdminTable>
      <Pager page={page} pageSize={pageSize} total={total} />
    </>
  );
}
