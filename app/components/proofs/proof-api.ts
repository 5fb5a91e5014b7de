import type { ProofDecision } from "#core/proofs/proof-rules.ts";
import type { ProofRound } from "#server/proofs/proof-views.server.ts";
import { type AccountFailure, failureOf, unreachable } from "#app/lib/account-api.ts";

// Issue 15.3: the buyer's answer to a proof, POSTed to /api/account/proofs/:id/answer
// (server/proofs/proof.routes.ts) from the version the page showed (If-Match: the proof's etag).
// A 412 means it changed in another window; a 409 that it can no longer be answered (replaced,
// answered already, or its order cancelled). This carries the request and reads the answer; it
// never throws.

export type ProofAnswerResult =
  { ok: true; status: "approved" | "changes_requested"; released: string[] } | AccountFailure;

export const staleProofMessage =
  "This proof changed since you opened it: the page now shows it as it is.";

export async function answerProof(
  proof: Pick<ProofRound, "id" | "etag">,
  decision: ProofDecision,
): Promise<ProofAnswerResult> {
  let response: Response;
  try {
    response = await fetch(`/api/account/proofs/${encodeURIComponent(proof.id)}/answer`, {
      method: "POST",
      headers: {
        accept: "application/json",
        "content-type": "application/json",
        "if-match": proof.etag,
      },
      body: JSON.stringify(decision),
      credentials: "same-origin",
    });
  } catch {
    return unreachable;
  }
  const body: unknown = await response.json().catch(() => null);
  const data = (body ?? {}) as {
    status?: unknown;
    released?: unknown;
    error?: unknown;
    field?: unknown;
  };
  if (response.ok)
    return {
      ok: true,
      status: data.status === "changes_requested" ? "changes_requested" : "approved",
      released: Array.isArray(data.released)
        ? data.released.filter((each): each is string => typeof each === "string")
        : [],
    };
  return failureOf(response, data, staleProofMessage);
}
