import { formatPence } from "#core/money/money.ts";
import type { SetUpWaiver } from "./decoration-groups.ts";

// Issue 21.2, DESIGN §3.4: a line's total ex VAT is quantity × (garment + decoration) plus its
// share of the set-up fee. Shown as one "per item" price, that share was folded into a unit that
// did not multiply back to the total ("11 × £13.19 = £145.14"). The breakdown shows each part with
// its own amount, so what is written adds up to the line's total.

export type LineAmounts = {
  quantity: number;
  /** Garment price per item ex VAT, after any quantity break or special price. */
  unitPence: number;
  /** Decoration and position surcharge per item ex VAT; 0 for a plain line. */
  decorationPence: number;
  /** The line's share of its design's set-up fee ex VAT. */
  setUpPence: number;
  /** "Embroidery" or "Print"; null for a plain line. */
  decorationName: string | null;
  /** Issue 15.4: why the group's set-up was not charged, when it was not. */
  setUpWaiver?: SetUpWaiver | null | undefined;
};

/** Issue 15.4: what a line says when its design's set-up is free as a logo on file. */
export const logoOnFileText = "Set-up: free — logo on file";

export type BreakdownRow = { label: string; pence: number };

/** The parts of a line, each with its amount ex VAT; they add up to the line's total. */
export function lineBreakdown(line: LineAmounts): BreakdownRow[] {
  const { quantity, unitPence, decorationPence, setUpPence, decorationName } = line;
  const rows: BreakdownRow[] = [
    {
      label: `${decorationName ? "Garments: " : ""}${quantity} × ${formatPence(unitPence)}`,
      pence: quantity * unitPence,
    },
  ];
  if (decorationPence > 0)
    rows.push({
      label: `${decorationName ?? "Decoration"}: ${quantity} × ${formatPence(decorationPence)}`,
      pence: quantity * decorationPence,
    });
  if (setUpPence > 0) rows.push({ label: "Set-up", pence: setUpPence });
  else if (line.setUpWaiver === "logo_on_file") rows.push({ label: logoOnFileText, pence: 0 });
  return rows;
}

/** The breakdown on one line of text: "Garments: 11 × £12.29 (£135.19) + Embroidery: …". */
export function lineBreakdownText(line: LineAmounts): string {
  return lineBreakdown(line)
    .map((row) =>
      row.label === logoOnFileText ? row.label : `${row.label} (${formatPence(row.pence)})`,
    )
    .join(" + ");
}
