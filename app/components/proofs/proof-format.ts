import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { shopTimeZone, type ProofMethod } from "#core/proofs/proof-rules.ts";
import type { ProofRound } from "#server/proofs/proof-views.server.ts";

// Issue 15.3: the words the buyer's proof pages show for a proof's facts — when it was sent or
// answered (shop time, so the server's render and the browser's agree), the method, the stitch
// count and size the shop recorded, and where each round stands. The e-mails say the same
// (server/proofs/proof-mail.ts, proofMeasures).

export type ProofStatus = ProofRound["status"];

const shopTime = tz(shopTimeZone);
const count = new Intl.NumberFormat("en-GB");

/** "27 Nov 2026, 10:05", UK time. */
export function dateTimeText(iso: string): string {
  return format(new Date(iso), "d MMM yyyy, HH:mm", { in: shopTime });
}

export const methodNames: Record<ProofMethod, string> = {
  embroidery: "Embroidery",
  print: "Print",
};

export const roundStatusLabels: Record<ProofStatus, string> = {
  sent: "Sent",
  approved: "Approved",
  changes_requested: "Changes requested",
  replaced: "Replaced",
};

/** "8,200" (en-GB thousands). */
export function stitchCountText(stitchCount: number): string {
  return count.format(stitchCount);
}

/** The size as recorded: "90 × 60 mm", or one side ("Width 90 mm"); null when neither is. */
export function sizeText({
  widthMm,
  heightMm,
}: Pick<ProofRound, "widthMm" | "heightMm">): string | null {
  if (widthMm && heightMm) return `${count.format(widthMm)} × ${count.format(heightMm)} mm`;
  if (widthMm) return `Width ${count.format(widthMm)} mm`;
  if (heightMm) return `Height ${count.format(heightMm)} mm`;
  return null;
}

/** The proof's file, shown in the page (a picture) or opened by the browser (a PDF). */
export function proofFileUrl(proofId: string): string {
  return `/api/account/proofs/${encodeURIComponent(proofId)}/file`;
}

export function proofPagePath(proofId: string): string {
  return `/account/proofs/${encodeURIComponent(proofId)}`;
}

export function logoPreviewUrl(logoId: string): string {
  return `/api/account/logos/${encodeURIComponent(logoId)}/preview`;
}
