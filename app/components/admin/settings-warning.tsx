import { TriangleAlertIcon } from "lucide-react";
import { Link } from "react-router";
import type { BankStatus } from "#server/settings/shop-settings.server.ts";

// Issue 18.9: what an admin sees on every page while buyers cannot pay by bank transfer — the
// shop still has the demo seed's bank details, or none — with the way to put it right. Buyers
// never see it (the root loader reads it for admins only).

const words: Record<Exclude<BankStatus, "ready">, string> = {
  demo: "The shop's bank details are still the demo's, so buyers are not offered bank transfer.",
  missing: "The shop has no bank details yet, so buyers are not offered bank transfer.",
};

export function SettingsWarning({ status }: { status: Exclude<BankStatus, "ready"> }) {
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5 text-sm sm:px-6">
        <TriangleAlertIcon className="size-4 shrink-0 text-amber-700" aria-hidden />
        <p className="flex-1">{words[status]}</p>
        <Link
          to="/admin/settings#bank"
          className="font-semibold text-amber-950 underline underline-offset-2 hover:text-amber-800"
        >
          Fill in the shop settings
        </Link>
      </div>
    </div>
  );
}
