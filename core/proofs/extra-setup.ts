import { formatPence } from "#core/money/money.ts";
import { poundsToPence } from "#core/money/pounds-input.ts";
import { incVatPence, vatPence } from "#core/pricing/vat.ts";

// Issue 15.3, DESIGN §3 (decision 037): extra set-up for a large design. The price lists assume a
// standard design, up to 8,000 stitches (spec/back-office.md, the pricing page's policy note); a
// larger one is reviewed when the shop digitises it for its proof, and may carry an extra set-up
// charge, which the shop records on the proof. The buyer sees it before approving, and approving
// accepts it. Like the set-up fee it is charged once per logo: once the logo is on file, later
// orders with it pay neither. A design that would cost more than £500 extra to set up is
// "extremely large": it is priced after artwork review, as a quote, not on a proof.

/** The stitches a standard design has at most; the listed prices assume one. */
export const standardStitchCount = 8_000;

/** The most a proof may add for set-up, ex VAT; above it the design is quoted. */
export const maxExtraSetupPence = 50_000;

export type ExtraSetupCharge = { exVatPence: number; vatPence: number; totalPence: number };

/** The charge for an extra set-up of `exVatPence`, with VAT as DESIGN §3.4 rounds it. */
export function extraSetupCharge(exVatPence: number): ExtraSetupCharge {
  return {
    exVatPence,
    vatPence: vatPence(exVatPence),
    totalPence: incVatPence(exVatPence),
  };
}

/**
 * The extra set-up typed on a proof (pounds, ex VAT; empty for none) as pence, or why it cannot
 * be charged: only embroidery over 8,000 stitches, with the stitch count recorded, up to £500.
 */
export function readExtraSetup(
  typed: unknown,
  proof: { method: "embroidery" | "print"; stitchCount?: number | undefined },
): { ok: true; pence: number | null } | { ok: false; error: string } {
  if (typed === undefined || typed === null || (typeof typed === "string" && typed.trim() === ""))
    return { ok: true, pence: null };
  const amount = poundsToPence(typed, maxExtraSetupPence);
  if (!amount.ok)
    return {
      ok: false,
      error: amount.error.startsWith("The amount cannot be more")
        ? `Extra set-up above ${formatPence(maxExtraSetupPence)} is priced after artwork review: send the buyer a quote instead`
        : amount.error,
    };
  if (amount.pence === 0) return { ok: true, pence: null };
  if (proof.method !== "embroidery")
    return { ok: false, error: "Extra set-up is charged for embroidery only" };
  if (proof.stitchCount === undefined || proof.stitchCount <= standardStitchCount)
    return {
      ok: false,
      error: `Extra set-up is for designs over ${standardStitchCount.toLocaleString("en-GB")} stitches: record the stitch count`,
    };
  return { ok: true, pence: amount.pence };
}

/** What the proof page, e-mail and history say of it: "£40.00 ex VAT (£48.00 inc VAT)". */
export function extraSetupText(exVatPence: number): string {
  const charge = extraSetupCharge(exVatPence);
  return `${formatPence(charge.exVatPence)} ex VAT (${formatPence(charge.totalPence)} inc VAT)`;
}

/** How an accepted extra set-up is paid: as the order was, on account; else by bank transfer. */
export function extraSetupSettlement(paymentMethod: string): string {
  return paymentMethod === "credit_account"
    ? "charged to your credit account as an order of its own, with its invoice"
    : "sent to you as an order of its own, to pay by bank transfer";
}

/** The sentence the proof's page and e-mail say before the buyer approves. */
export function extraSetupNotice(exVatPence: number, paymentMethod: string): string {
  return `This design is over ${standardStitchCount.toLocaleString("en-GB")} stitches, so it carries an extra set-up of ${extraSetupText(exVatPence)}. Approving the proof accepts it: it is ${extraSetupSettlement(paymentMethod)}. A logo on file pays no set-up again.`;
}
