import { describe, expect, it } from "vitest";
import {
  extraSetupCharge,
  extraSetupNotice,
  maxExtraSetupPence,
  readExtraSetup,
} from "./extra-setup.ts";

// Decision 037's worked examples: what a proof may carry for a large design, and what it costs.

describe("extra set-up for a large design", () => {
  const large = { method: "embroidery", stitchCount: 12_400 } as const;

  it("adds VAT as DESIGN §3.4 rounds it", () => {
    expect(extraSetupCharge(4000)).toEqual({ exVatPence: 4000, vatPence: 800, totalPence: 4800 });
    // £12.53 ex VAT: VAT £2.506 rounds half-up to £2.51.
    expect(extraSetupCharge(1253)).toEqual({ exVatPence: 1253, vatPence: 251, totalPence: 1504 });
  });

  it("reads pounds ex VAT; empty or nothing is none", () => {
    expect(readExtraSetup("40", large)).toEqual({ ok: true, pence: 4000 });
    expect(readExtraSetup(" £12.50 ", large)).toEqual({ ok: true, pence: 1250 });
    expect(readExtraSetup("", large)).toEqual({ ok: true, pence: null });
    expect(readExtraSetup(undefined, { method: "print" })).toEqual({ ok: true, pence: null });
    expect(readExtraSetup("0", { method: "print" })).toEqual({ ok: true, pence: null });
  });

  it("is for embroidery over 8,000 stitches only", () => {
    expect(readExtraSetup("40", { method: "embroidery", stitchCount: 8_000 })).toMatchObject({
      ok: false,
      error: expect.stringContaining("over 8,000 stitches"),
    });
    expect(readExtraSetup("40", { method: "embroidery", stitchCount: 8_001 })).toEqual({
      ok: true,
      pence: 4000,
    });
    expect(readExtraSetup("40", { method: "embroidery" })).toMatchObject({ ok: false });
    expect(readExtraSetup("40", { method: "print", stitchCount: 12_400 })).toEqual({
      ok: false,
      error: "Extra set-up is charged for embroidery only",
    });
  });

  it("stops at £500: a larger one is quoted after artwork review", () => {
    expect(readExtraSetup("500", large)).toEqual({ ok: true, pence: maxExtraSetupPence });
    expect(readExtraSetup("500.01", large)).toEqual({
      ok: false,
      error:
        "Extra set-up above £500.00 is priced after artwork review: send the buyer a quote instead",
    });
    expect(readExtraSetup("-5", large)).toEqual({
      ok: false,
      error: "The amount cannot be negative",
    });
  });

  it("tells the buyer what approving accepts and how it is paid", () => {
    expect(extraSetupNotice(4000, "credit_account")).toBe(
      "This design is over 8,000 stitches, so it carries an extra set-up of £40.00 ex VAT (£48.00 inc VAT). Approving the proof accepts it: it is charged to your credit account as an order of its own, with its invoice. A logo on file pays no set-up again.",
    );
    expect(extraSetupNotice(4000, "bank_transfer")).toContain(
      "it is sent to you as an order of its own, to pay by bank transfer.",
    );
  });
});
