import { Link } from "react-router";
import type { ProofGroup, ProofRound } from "#server/proofs/proof-views.server.ts";
import { dateTimeText, proofPagePath, roundStatusLabels } from "./proof-format.ts";

// Issue 15.3: the other rounds of the same proof (this logo and method on this order), newest
// first — where each stands, when, what the buyer said — each a link to its own page.

function RoundEntry({ round }: { round: ProofRound }) {
  const answeredAt =
    round.status === "approved" || round.status === "changes_requested" ? round.decidedAt : null;
  return (
    <li className="space-y-1 px-3 py-3 text-sm" data-testid="proof-round">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <Link to={proofPagePath(round.id)} className="font-semibold text-brand-700 hover:underline">
          Proof round {round.round}
        </Link>
        <span className="text-slate-900">{roundStatusLabels[round.status]}</span>
      </div>
      <p className="text-slate-600">
        Sent <time dateTime={round.sentAt}>{dateTimeText(round.sentAt)}</time>
        {answeredAt && (
          <>
            {" · "}
            {round.status === "approved" ? "approved" : "changes asked for"}{" "}
            <time dateTime={answeredAt}>{dateTimeText(answeredAt)}</time>
          </>
        )}
      </p>
      {round.buyerComment && (
        <figure className="border-l-4 border-slate-300 pl-3">
          <figcaption className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            You said
          </figcaption>
          <blockquote className="break-words whitespace-pre-line text-slate-800">
            {round.buyerComment}
          </blockquote>
        </figure>
      )}
    </li>
  );
}

export function ProofHistory({ group, currentId }: { group: ProofGroup; currentId: string }) {
  const others = group.rounds.filter((round) => round.id !== currentId);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="proof-history-heading" className="space-y-2">
      <h2 id="proof-history-heading" className="text-lg font-semibold text-slate-900">
        History
      </h2>
      <ul className="divide-y divide-border rounded-lg border border-border bg-white">
        {others.map((round) => (
          <RoundEntry key={round.id} round={round} />
        ))}
      </ul>
    </section>
  );
}
