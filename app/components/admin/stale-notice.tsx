import { TriangleAlertIcon } from "lucide-react";
import type { ReactNode } from "react";

// Issue 10.9: what a dialog shows when its save was refused because someone else changed the
// record meanwhile — the server's words ("This account changed while you had it open") and the
// record's figures now. The fields the admin changed keep their typing; saving again applies them.

const keptHint =
  "Your changes are still in the form: check them against these figures and save again.";

export function StaleNotice({
  message,
  children,
  hint = keptHint,
}: {
  message: string;
  children: ReactNode;
  /** What the admin can do next; null for none. */
  hint?: string | null;
}) {
  return (
    <div
      role="alert"
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-950"
    >
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlertIcon className="size-4 shrink-0 text-amber-700" aria-hidden />
        {message}
      </p>
      <div className="mt-1">{children}</div>
      {hint && <p className="mt-1 text-amber-900">{hint}</p>}
    </div>
  );
}
