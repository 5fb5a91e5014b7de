import { CheckIcon, Loader2Icon, SendIcon } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { extraSetupNotice } from "#core/proofs/extra-setup.ts";
import { maxProofText, type ProofDecision } from "#core/proofs/proof-rules.ts";
import type { ProofRound } from "#server/proofs/proof-views.server.ts";
import { answerProof } from "./proof-api.ts";
import { proofStatusId } from "./proof-status-banner.tsx";

// Issue 15.3: the buyer's answer to a proof awaiting one — approve it, or say what should change.
// Sent from the version the page showed; the server checks the comment again and its refusal shows
// beside the field. A proof that changed or can no longer be answered (another window, a newer
// round, the order cancelled) is toasted and the page reloaded as it is. Once answered the form
// goes: the status banner above takes the focus and says where the proof stands now.

const textareaClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30 disabled:opacity-50 aria-[invalid=true]:border-destructive";

const count = new Intl.NumberFormat("en-GB");
const genericError = "We could not send your answer. Please try again in a moment.";

type Busy = ProofDecision["decision"] | null;

export function ProofAnswerForm({
  proof,
  paymentMethod,
}: {
  proof: Pick<ProofRound, "id" | "etag" | "extraSetupPence">;
  /** The order's, which says how an extra set-up would be paid. */
  paymentMethod: string;
}) {
  const id = useId();
  const commentId = `${id}-comment`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState<Busy>(null);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);

  function refuse(message: string) {
    setError(message);
    // After the render that marks the field invalid, so its message is read with it.
    requestAnimationFrame(() => textareaRef.current?.focus());
  }

  async function send(decision: ProofDecision) {
    if (busy) return;
    setBusy(decision.decision);
    const result = await answerProof(proof, decision);
    if (result.ok) {
      toast.success(
        result.status === "changes_requested"
          ? "Thanks — we will send you a new proof"
          : result.released.length > 0
            ? "Proof approved — thank you. Work on your order starts now."
            : "Proof approved",
      );
      await revalidate();
      setBusy(null);
      document.getElementById(proofStatusId)?.focus();
      return;
    }
    setBusy(null);
    if ((result.status === 400 || result.status === 413) && result.field === "comment") {
      refuse(result.error);
    } else if ([401, 404, 409, 412].includes(result.status)) {
      // Signed out, or the proof changed or went: the page shows where it stands now.
      toast.error(result.error);
      await revalidate();
    } else if (result.status === 0 || result.status === 400) {
      toast.error(result.error);
    } else {
      toast.error(genericError);
    }
  }

  function requestChanges(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmed = comment.trim();
    if (trimmed === "") return refuse("Say what should change");
    if (trimmed.length > maxProofText)
      return refuse(`Keep the comment to ${count.format(maxProofText)} characters`);
    setError(null);
    void send({ decision: "request_changes", comment: trimmed });
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      aria-busy={busy !== null}
      className="space-y-4 rounded-lg border border-border bg-white p-4 shadow-sm sm:p-5"
      data-testid="proof-answer"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        Your answer
      </h2>
      <div className="space-y-2">
        <p className="text-sm text-slate-700">
          Happy with it? Approve the proof and we make your order with the logo as shown.
        </p>
        {proof.extraSetupPence !== null && (
          <p
            className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
            data-testid="extra-setup-notice"
          >
            {extraSetupNotice(proof.extraSetupPence, paymentMethod)}
          </p>
        )}
        <Button
          type="button"
          size="lg"
          className="w-full sm:w-auto"
          disabled={busy !== null}
          aria-busy={busy === "approve"}
          onClick={() => void send({ decision: "approve" })}
        >
          {busy === "approve" ? (
            <Loader2Icon className="animate-spin" aria-hidden />
          ) : (
            <CheckIcon aria-hidden />
          )}
          {busy === "approve" ? "Approving…" : "Approve proof"}
        </Button>
      </div>
      <form
        noValidate
        onSubmit={requestChanges}
        className="space-y-2 border-t border-border pt-4"
        aria-labelledby={`${id}-changes-heading`}
      >
        <h3 id={`${id}-changes-heading`} className="font-semibold text-slate-900">
          Ask for changes
        </h3>
        <label htmlFor={commentId} className="block text-sm font-medium text-slate-800">
          What should we change?
        </label>
        <textarea
          ref={textareaRef}
          id={commentId}
          name="comment"
          rows={4}
          required
          maxLength={maxProofText}
          value={comment}
          readOnly={busy !== null}
          onChange={(event) => {
            setComment(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          className={textareaClass}
          data-testid="proof-comment"
        />
        {error && (
          <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <p id={hintId} className="flex flex-wrap justify-between gap-x-4 text-xs text-slate-600">
          <span>For example the colours, the size, or where it goes.</span>
          <span>
            {count.format(comment.length)} of {count.format(maxProofText)} characters
          </span>
        </p>
        <Button
          type="submit"
          variant="outline"
          className="w-full sm:w-auto"
          disabled={busy !== null}
          aria-busy={busy === "request_changes"}
        >
          {busy === "request_changes" ? (
            <Loader2Icon className="animate-spin" aria-hidden />
          ) : (
            <SendIcon aria-hidden />
          )}
          {busy === "request_changes" ? "Sending…" : "Send my changes"}
        </Button>
      </form>
    </section>
  );
}
