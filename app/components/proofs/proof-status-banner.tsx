import { BanIcon, CheckCircle2Icon, ClockIcon, HistoryIcon, MessageSquareIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "#app/lib/utils.ts";
import type { ProofPage } from "#server/proofs/proof-views.server.ts";
import { dateTimeText, methodNames, proofPagePath } from "./proof-format.ts";

// Issue 15.3: where the proof on the page stands, at its top — the buyer's turn (approve it or
// ask for changes), approved, changes asked for, replaced by a newer round, or no longer needed
// because its order was cancelled. A role="status" region, so the new state after an answer is
// read out; it takes the focus then (the answer form goes), hence its id and tabIndex.

export const proofStatusId = "proof-status";

type Tone = "open" | "approved" | "changes" | "closed" | "cancelled";

const tones: Record<Tone, string> = {
  open: "border-brand-200 bg-brand-50 text-brand-950",
  approved: "border-emerald-300 bg-emerald-50 text-emerald-950",
  changes: "border-amber-300 bg-amber-50 text-amber-950",
  closed: "border-slate-300 bg-slate-50 text-slate-900",
  cancelled: "border-red-300 bg-red-50 text-red-950",
};

const icons: Record<Tone, ReactNode> = {
  open: <ClockIcon className="mt-0.5 size-5 shrink-0" aria-hidden />,
  approved: <CheckCircle2Icon className="mt-0.5 size-5 shrink-0" aria-hidden />,
  changes: <MessageSquareIcon className="mt-0.5 size-5 shrink-0" aria-hidden />,
  closed: <HistoryIcon className="mt-0.5 size-5 shrink-0" aria-hidden />,
  cancelled: <BanIcon className="mt-0.5 size-5 shrink-0" aria-hidden />,
};

function LatestLink({ id }: { id: string }) {
  return (
    <Link to={proofPagePath(id)} className="font-semibold underline underline-offset-2">
      See the latest proof
    </Link>
  );
}

export function ProofStatusBanner({ page }: { page: ProofPage }) {
  const { proof, group, order } = page;
  const latest = group.rounds[0];
  const newer = latest && latest.id !== proof.id ? latest : null;
  const isCancelled = order.status === "cancelled";
  const answered = (
    <time dateTime={proof.decidedAt ?? proof.sentAt}>
      {dateTimeText(proof.decidedAt ?? proof.sentAt)}
    </time>
  );

  let tone: Tone;
  let text: ReactNode;
  if (page.isOpen) {
    tone = "open";
    text =
      "Please check this proof and approve it, or tell us what to change. We start work on your order once it is approved.";
  } else if (proof.status === "approved") {
    tone = "approved";
    text = <>You approved this proof on {answered}.</>;
  } else if (proof.status === "changes_requested") {
    tone = "changes";
    text = newer ? (
      <>
        You asked for changes on {answered} and we have sent a new proof.{" "}
        <LatestLink id={newer.id} />
      </>
    ) : (
      <>You asked for changes on {answered}: we will send a new proof.</>
    );
  } else if (proof.status === "replaced") {
    tone = "closed";
    text = newer ? (
      <>
        This proof has been replaced by a newer one. <LatestLink id={newer.id} />
      </>
    ) : (
      // Closed when the logo was approved for this method on another order: none needed here.
      `This proof is no longer needed: your logo has since been approved for ${methodNames[proof.method].toLowerCase()}.`
    );
  } else {
    // Sent, and not open: its order was cancelled.
    tone = "cancelled";
    text = `Order ${order.orderNumber} has been cancelled, so this proof needs no answer.`;
  }

  return (
    <div
      id={proofStatusId}
      role="status"
      tabIndex={-1}
      className={cn(
        "flex gap-3 rounded-lg border px-4 py-3 text-sm leading-6 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:text-base",
        tones[tone],
      )}
      data-testid="proof-status"
      data-state={tone}
    >
      {icons[tone]}
      <div className="min-w-0 space-y-1">
        <p>{text}</p>
        {proof.buyerComment && (
          <figure className="border-l-4 border-current/30 pl-3">
            <figcaption className="text-xs font-semibold tracking-wide uppercase">
              You said
            </figcaption>
            <blockquote className="break-words whitespace-pre-line">
              {proof.buyerComment}
            </blockquote>
          </figure>
        )}
        {isCancelled && tone !== "cancelled" && (
          <p>Order {order.orderNumber} has been cancelled.</p>
        )}
      </div>
    </div>
  );
}
