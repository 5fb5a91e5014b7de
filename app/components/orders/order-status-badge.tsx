import { cn } from "#app/lib/utils.ts";

// spec/back-office.md §4: order statuses compare case-insensitively and show with a capital first
// letter; the order history's badge colours are pending yellow, processing blue, shipped purple,
// completed green, cancelled red, anything else grey; issue 15.3's awaiting proof is orange.

const statusColours: Record<string, string> = {
  pending: "bg-yellow-100 text-yellow-900 ring-yellow-300",
  awaiting_proof: "bg-orange-100 text-orange-900 ring-orange-300",
  processing: "bg-blue-100 text-blue-900 ring-blue-300",
  shipped: "bg-purple-100 text-purple-900 ring-purple-300",
  completed: "bg-green-100 text-green-900 ring-green-300",
  cancelled: "bg-red-100 text-red-900 ring-red-300",
};
const otherColour = "bg-slate-100 text-slate-800 ring-slate-300";

/** "processing" → "Processing", "awaiting_proof" → "Awaiting proof". */
export function statusLabel(status: string): string {
  const lower = status.toLowerCase().replaceAll("_", " ");
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        statusColours[status.toLowerCase()] ?? otherColour,
      )}
      data-status={status.toLowerCase()}
    >
      {statusLabel(status)}
    </span>
  );
}
