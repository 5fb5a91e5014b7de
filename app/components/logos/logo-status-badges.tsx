import type { LogoView } from "#server/logos/logos.server.ts";
import { statusLabels, stitchSummary, type LogoStatus } from "./logo-format.ts";

// Issue 15.1: where a logo stands for each decoration method — a proof sent, approved, or changes
// asked for — as a badge per method, and for embroidery what the shop recorded when it digitised it.

const statusStyles: Record<LogoStatus, string> = {
  new: "bg-slate-100 text-slate-800 ring-slate-300",
  proof_sent: "bg-brand-50 text-brand-900 ring-brand-200",
  approved: "bg-emerald-50 text-emerald-900 ring-emerald-300",
  changes_requested: "bg-amber-50 text-amber-950 ring-amber-300",
};

function StatusBadge({ method, status }: { method: string; status: LogoStatus }) {
  return (
    <li
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${statusStyles[status]}`}
    >
      <span className="font-normal">{method}:</span>&nbsp;
      <span className="font-semibold">{statusLabels[status]}</span>
    </li>
  );
}

export function LogoStatusBadges({ logo }: { logo: Pick<LogoView, "embroidery" | "print"> }) {
  const stitches = stitchSummary(logo.embroidery);
  return (
    <div className="space-y-1.5">
      <ul className="flex flex-wrap gap-1.5" aria-label="Where this logo stands">
        <StatusBadge method="Embroidery" status={logo.embroidery.status} />
        <StatusBadge method="Print" status={logo.print.status} />
      </ul>
      {stitches && (
        <p className="text-xs text-slate-600">
          <span className="sr-only">Embroidery: </span>
          {stitches}
        </p>
      )}
    </div>
  );
}
