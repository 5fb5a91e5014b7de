import { TZDate } from "@date-fns/tz";
import { addBusinessDays } from "date-fns";
import { z } from "zod";
import type { LogosOnFile } from "#core/pricing/pricing-input.ts";

// Issue 15.3: proofs before production. An order of an account whose decorated lines use a design
// not yet approved for their method waits for the buyer to approve a proof of each such design
// and method (a decoration group) before work starts; a design approved before (a logo on file,
// issue 15.4) needs none. A proof sent and not answered is chased after 2 working days.

export const proofMethods = ["embroidery", "print"] as const;
export type ProofMethod = (typeof proofMethods)[number];

export type DecoratedLine = {
  customizationType?: string | undefined;
  designFileId?: string | null | undefined;
};

export type ProofGroupKey = { designId: string; method: ProofMethod };

const isProofMethod = (value: string): value is ProofMethod =>
  (proofMethods as readonly string[]).includes(value);

/** The order's decoration groups with a design: one per design and method, in line order. */
export function proofGroupKeys(lines: readonly DecoratedLine[]): ProofGroupKey[] {
  const seen = new Set<string>();
  const keys: ProofGroupKey[] = [];
  for (const line of lines) {
    const method = line.customizationType ?? "plain";
    if (!line.designFileId || !isProofMethod(method)) continue;
    const key = `${method}:${line.designFileId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    keys.push({ designId: line.designFileId, method });
  }
  return keys;
}

/** The groups that need a proof: their design is not approved for their method. */
export function groupsAwaitingProof(
  lines: readonly DecoratedLine[],
  onFile: LogosOnFile,
): ProofGroupKey[] {
  return proofGroupKeys(lines).filter(({ designId, method }) => !onFile[method].includes(designId));
}

/**
 * Where one group of an order stands: on file (approved before the order, so no proof), a proof
 * to send (none yet, or changes asked for), sent (the buyer's turn) or approved.
 */
export type ProofGroupState = "on_file" | "to_send" | "sent" | "changes_requested" | "approved";

/** Still holding the order back. */
export const isOutstanding = (state: ProofGroupState) =>
  state !== "on_file" && state !== "approved";

/** The shop's turn (a proof to send, or to send again), as against the buyer's. */
export const isShopsTurn = (state: ProofGroupState) =>
  state === "to_send" || state === "changes_requested";

export const proofGroupStateLabels: Record<ProofGroupState, string> = {
  on_file: "Logo on file",
  to_send: "Proof to send",
  sent: "Awaiting approval",
  changes_requested: "Changes requested",
  approved: "Approved",
};

/** What an order waiting for its proofs tells the buyer (its confirmation and status e-mails). */
export const awaitingProofText =
  "Before we decorate your order we will e-mail you a proof of your logo to approve. Work starts as soon as you approve it.";

export const shopTimeZone = "Europe/London";
export const reminderWorkingDays = 2;

/**
 * When an unanswered proof is next chased: 2 working days (Monday to Friday, UK time) after it was
 * sent, or after the last reminder. Bank holidays count as working days (the shop publishes none).
 */
export function reminderDueAt(sentAt: Date, remindedAt: Date | null): Date {
  const from = new TZDate((remindedAt ?? sentAt).getTime(), shopTimeZone);
  return new Date(addBusinessDays(from, reminderWorkingDays).getTime());
}

export const maxProofText = 2000;

/** The buyer's answer to a proof. Asking for changes says what to change. */
export const ProofDecisionSchema = z.discriminatedUnion(
  "decision",
  [
    z.strictObject({
      decision: z.literal("approve"),
      comment: z
        .string({ error: "The comment must be text" })
        .trim()
        .max(maxProofText, { error: `Keep the comment to ${maxProofText} characters` })
        .optional(),
    }),
    z.strictObject({
      decision: z.literal("request_changes"),
      comment: z
        .string({ error: "Say what should change" })
        .trim()
        .min(1, { error: "Say what should change" })
        .max(maxProofText, { error: `Keep the comment to ${maxProofText} characters` }),
    }),
  ],
  { error: "Choose to approve the proof or to ask for changes" },
);
export type ProofDecision = z.infer<typeof ProofDecisionSchema>;

const measure = (what: string, max: number) =>
  z.coerce
    .number({ error: `${what} must be a number` })
    .int({ error: `${what} must be a whole number` })
    .min(1, { error: `${what} must be at least 1` })
    .max(max, { error: `${what} must be at most ${max.toLocaleString("en-GB")}` });

const optionalMeasure = (what: string, max: number) =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    measure(what, max).optional(),
  );

/**
 * What the shop sends with a proof (multipart text fields beside the file): which group, the
 * stitch count (embroidery), the size in millimetres, and a note to the buyer.
 */
export const ProofSendSchema = z.object({
  logoId: z.uuid({ error: "Choose the logo the proof is for" }),
  method: z.enum(proofMethods, { error: "Choose embroidery or print" }),
  stitchCount: optionalMeasure("The stitch count", 200_000),
  widthMm: optionalMeasure("The width", 1_000),
  heightMm: optionalMeasure("The height", 1_000),
  /** Pounds ex VAT, checked with the method and stitch count (core/proofs/extra-setup.ts). */
  extraSetup: z.unknown().optional(),
  message: z
    .string({ error: "The note must be text" })
    .trim()
    .max(maxProofText, { error: `Keep the note to ${maxProofText} characters` })
    .default(""),
});
export type ProofSend = z.infer<typeof ProofSendSchema>;
