import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { proofGroupStateLabels, type ProofGroupState } from "#core/proofs/proof-rules.ts";
import type { ProofGroup } from "#server/proofs/proof-views.server.ts";
import { logoPreviewUrl, methodNames, proofPagePath } from "./proof-format.ts";

// Issue 15.3: the proofs of one of the buyer's orders, on its page above the order: one row per
// logo and method, where it stands, and the way to its latest proof — a prominent "Review the
// proof" while one awaits the buyer's answer.

const stateStyles: Record<ProofGroupState, string> = {
  on_file: "bg-slate-100 text-slate-800 ring-slate-300",
  to_send: "bg-slate-100 text-slate-800 ring-slate-300",
  sent: "bg-orange-100 text-orange-900 ring-orange-300",
  changes_requested: "bg-amber-50 text-amber-950 ring-amber-300",
  approved: "bg-emerald-50 text-emerald-900 ring-emerald-300",
};

function ProofGroupRow({ group }: { group: ProofGroup }) {
  const latest = group.rounds[0];
  const what = `${group.logoName}, ${methodNames[group.method].toLowerCase()}`;
  return (
    <li
      className="flex flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3 sm:px-5"
      data-testid="order-proof"
      data-state={group.state}
    >
      <div className="flex min-w-0 flex-1 basis-56 items-center gap-3">
        {group.hasPreview && (
          <img
            src={logoPreviewUrl(group.logoId)}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            decoding="async"
            className="size-10 shrink-0 rounded border border-border bg-white object-contain"
          />
        )}
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">{group.logoName}</p>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            {methodNames[group.method]}{" "}
            <span
              className={cn(
                "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
                stateStyles[group.state],
              )}
            >
              {proofGroupStateLabels[group.state]}
            </span>
          </p>
        </div>
      </div>
      <div className="flex flex-col items-start gap-1 text-sm sm:items-end">
        {latest &&
          (group.state === "sent" ? (
            <Button asChild>
              <Link to={proofPagePath(latest.id)} aria-label={`Review the proof of ${what}`}>
                Review the proof
                <ArrowRightIcon aria-hidden />
              </Link>
            </Button>
          ) : (
            <Link
              to={proofPagePath(latest.id)}
              className="font-semibold text-brand-700 hover:underline"
              aria-label={`See the proof of ${what}`}
            >
              See the proof
            </Link>
          ))}
        {group.state === "to_send" && (
          <p className="text-slate-600">We are preparing your proof.</p>
        )}
        {group.state === "changes_requested" && (
          <p className="text-slate-600">We are preparing a new proof.</p>
        )}
        {group.state === "on_file" && !latest && (
          <p className="text-slate-600">Approved before: no proof needed.</p>
        )}
      </div>
    </li>
  );
}

export function OrderProofs({ groups }: { groups: ProofGroup[] }) {
  const isAwaitingBuyer = groups.some((group) => group.state === "sent");
  return (
    <section
      aria-labelledby="order-proofs-heading"
      className="overflow-hidden rounded-lg border border-border bg-white shadow-sm"
      data-testid="order-proofs"
    >
      <div className="border-b border-border px-4 py-3 sm:px-5">
        <h2 id="order-proofs-heading" className="font-semibold text-slate-900">
          Proofs
        </h2>
        <p className="text-sm text-slate-600">
          {isAwaitingBuyer
            ? "Please check each proof and approve it, or tell us what to change. We start work on your order once every proof is approved."
            : "We make a proof of each new logo for you to approve before we decorate your order."}
        </p>
      </div>
      <ul className="divide-y divide-border">
        {groups.map((group) => (
          <ProofGroupRow key={`${group.logoId}:${group.method}`} group={group} />
        ))}
      </ul>
    </section>
  );
}
