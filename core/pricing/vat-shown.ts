import { incVatPence } from "./vat.ts";

// Issue 14.3: which price a buyer reads first, inc or ex VAT. A choice made with the header's
// switch is kept in a cookie; without one, a trade account (an active credit account) reads ex VAT
// and everyone else inc VAT. It changes only what is shown first, never what is charged.

export const vatShownValues = ["inc", "ex"] as const;
export type VatShown = (typeof vatShownValues)[number];

/** The cookie that keeps the buyer's choice (not secret, read by the server only). */
export const vatShownCookie = "prices";
/** A year, in seconds. */
export const vatShownCookieMaxAge = 365 * 24 * 60 * 60;

export function isVatShown(value: unknown): value is VatShown {
  return value === "inc" || value === "ex";
}

/** The choice kept in a Cookie header; null when none (or not one of ours). */
export function vatShownFromCookies(cookieHeader: string | null | undefined): VatShown | null {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const [name, value] = pair.split("=").map((part) => part.trim());
    if (name === vatShownCookie && isVatShown(value)) return value;
  }
  return null;
}

/** The two figures of a price in the order the buyer reads them: `[first, second]`. */
export function inShownOrder<Figure>(
  shown: VatShown,
  figures: { ex: Figure; inc: Figure },
): [Figure, Figure] {
  return shown === "ex" ? [figures.ex, figures.inc] : [figures.inc, figures.ex];
}

export type ShownFigure = { pence: number; label: "ex VAT" | "inc VAT" };

/** An amount's two figures as the buyer reads them: `[first, second]`, each with its label. */
export function shownPair(
  shown: VatShown,
  exVatPence: number,
  incVatPence: number,
): [ShownFigure, ShownFigure] {
  return inShownOrder(shown, {
    ex: { pence: exVatPence, label: "ex VAT" },
    inc: { pence: incVatPence, label: "inc VAT" },
  });
}

/** An ex-VAT price as the buyer reads it, its VAT added as charged (DESIGN §3.5). */
export function shownPrices(shown: VatShown, exVatPence: number): [ShownFigure, ShownFigure] {
  return shownPair(shown, exVatPence, incVatPence(exVatPence));
}

/** An ex-VAT price in the figure read first (a struck-through "was" price beside it, say). */
export function firstShownPence(shown: VatShown, exVatPence: number): number {
  return shown === "ex" ? exVatPence : incVatPence(exVatPence);
}
