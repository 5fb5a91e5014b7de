import { HistoryIcon } from "lucide-react";
import { formatPence } from "#core/money/money.ts";
import type { AuditEntry } from "#server/admin/admin-pages.server.ts";
import { formatDateTime, statusLabel } from "./admin-ui.tsx";

// DESIGN §4: every admin change with who, when, before and after — shown on the record it changed.

const actionLabels: Record<string, string> = {
  update_credit_account: "Account edited",
  create_credit_account: "Account opened",
  record_credit_payment: "Payment recorded",
  create_custom_price: "Price created",
  update_custom_price: "Price edited",
  set_custom_price_status: "Status changed",
  delete_custom_price: "Price deleted",
  change_order_status: "Status changed",
  update_order_shipment: "Tracking changed",
  update_embroidery_price: "Price edited",
  update_print_price: "Price edited",
  update_quote: "Quote edited",
  send_quote: "Quote sent",
  resend_quote: "Quote sent again",
  accept_quote: "Accepted by the customer",
  decline_quote: "Declined by the shop",
  buyer_declined_quote: "Declined by the customer",
  send_proof: "Proof sent",
  approve_proof: "Proof approved by the customer",
  request_proof_changes: "Changes asked for by the customer",
  upload_logo: "Logo uploaded for the customer",
  update_mockup: "Mock-up edited",
};

const fieldLabels: Record<string, string> = {
  creditLimitPence: "Limit",
  currentBalancePence: "Balance",
  creditBalanceAfterPence: "Credit balance",
  paymentPence: "Payment",
  refundPence: "Refund",
  customPricePence: "Price",
  isActive: "Status",
  status: "Status",
  carrier: "Carrier",
  trackingNumber: "Tracking number",
  notes: "Notes",
  reason: "Reason",
  reference: "Reference",
  pence: "Price",
  goodsExVatPence: "Goods ex VAT",
  deliveryExVatPence: "Delivery",
  vatPence: "VAT",
  totalPence: "Total",
  expiresOn: "Valid until",
  message: "Message",
  orderNumber: "Order",
  paymentMethod: "Payment",
  proof: "Proof",
  logo: "Logo",
  method: "Method",
  file: "File",
  stitchCount: "Stitch count",
  widthMm: "Width (mm)",
  heightMm: "Height (mm)",
  comment: "Comment",
  extraSetupPence: "Extra set-up (ex VAT)",
  extraOrder: "Charged as order",
};

/** A long text (a quote's message) is cut short in the history; the record holds it whole. */
const shownChars = 80;

function show(key: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (key.endsWith("Pence") || key === "pence")
    return typeof value === "number" ? formatPence(value) : String(value);
  if (key === "isActive") return value ? "Active" : "Inactive";
  if (key === "stitchCount" && typeof value === "number") return value.toLocaleString("en-GB");
  if (key === "method" && typeof value === "string")
    return value.charAt(0).toUpperCase() + value.slice(1);
  if (key === "status" && typeof value === "string") return statusLabel(value);
  if (key === "paymentMethod")
    return value === "credit_account"
      ? "Credit account"
      : value === "bank_transfer"
        ? "Bank transfer"
        : String(value);
  const text = String(value);
  return text.length > shownChars ? `${text.slice(0, shownChars - 1)}…` : text;
}

/** The fields an entry shows: those that changed, and those only one side has (a payment's amount). */
function changes(
  entry: AuditEntry,
): { key: string; before: string | null; after: string | null }[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => key in fieldLabels,
  );
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => ({
      key,
      before: key in before && entry.before ? show(key, before[key]) : null,
      after: key in after && entry.after ? show(key, after[key]) : null,
    }));
}

export function AuditTrail({ entries }: { entries: AuditEntry[] }) {
  return (
    <section aria-labelledby="audit-trail-heading">
      <h3
        id="audit-trail-heading"
        className="flex items-center gap-2 text-sm font-semibold text-slate-900"
      >
        <HistoryIcon className="size-4 text-slate-500" aria-hidden />
        Change history
      </h3>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">No changes by staff yet.</p>
      ) : (
        <ol className="mt-2 divide-y divide-border rounded-md border border-border bg-slate-50/60">
          {entries.map((entry) => (
            <li key={entry.id} className="px-3 py-2 text-sm">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-semibold text-slate-900">
                  {actionLabels[entry.action] ?? entry.action}
                </span>
                <span className="text-xs text-slate-500">
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time> by{" "}
                  {entry.actorEmail ?? "a removed account"}
                </span>
              </p>
              <ul className="mt-1 space-y-0.5 text-slate-700">
                {changes(entry).map((change) => (
                  <li key={change.key}>
                    <span className="text-slate-500">{fieldLabels[change.key]}: </span>
                    {change.before !== null && change.after !== null ? (
                      <>
                        {change.before} <span aria-label="changed to">→</span>{" "}
                        <strong className="font-semibold text-slate-900">{change.after}</strong>
                      </>
                    ) : (
                      <strong className="font-semibold text-slate-900">
                        {change.after ?? change.before}
                      </strong>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
