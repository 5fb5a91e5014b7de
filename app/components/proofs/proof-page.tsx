import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";
import type { ProofPage } from "#server/proofs/proof-views.server.ts";
import { ProofAnswerForm } from "./proof-answer-form.tsx";
import { ProofDetails, ProofLines } from "./proof-details.tsx";
import { ProofFile } from "./proof-file.tsx";
import { ProofHistory } from "./proof-history.tsx";
import { ProofStatusBanner } from "./proof-status-banner.tsx";

// Issue 15.3: the buyer's proof page under its header — where it stands, the proof itself, what
// it is of and where it goes, the answer while it awaits one, and the other rounds. One column
// on a phone (the proof first); from lg the proof on the left, the rest on the right.

export function ProofPageView({ page }: { page: ProofPage }) {
  const { proof, group, order } = page;
  return (
    <div className="space-y-6">
      <ProofStatusBanner page={page} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-8">
        <section aria-labelledby="proof-heading" className="space-y-2">
          <h2 id="proof-heading" className="text-lg font-semibold text-slate-900">
            Proof round {proof.round}
          </h2>
          <ProofFile page={page} />
        </section>
        <div className="space-y-6">
          <ProofDetails page={page} />
          {page.isOpen && (
            <ProofAnswerForm key={proof.id} proof={proof} paymentMethod={order.paymentMethod} />
          )}
          <ProofLines group={group} />
        </div>
      </div>
      <ProofHistory group={group} currentId={proof.id} />
      <Link
        to={`/account/orders/${encodeURIComponent(order.orderNumber)}`}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden /> Back to order {order.orderNumber}
      </Link>
    </div>
  );
}
