import type { DecorationPricing } from "./decoration-pricing.ts";
import {
  embroideryRate,
  positionSurchargePence,
  printRate,
  type DecorationRate,
} from "./decoration-rates.ts";
import type { LogosOnFile, PricingDecoration } from "./pricing-input.ts";

/** DESIGN §3.3: the set-up fee is waived when the group's goods total reaches this, pence ex VAT. */
export const setUpWaivedFromPence = 100_000;

export type SetUpWaiver = "large_order" | "logo_on_file";

const noLogosOnFile: LogosOnFile = { embroidery: [], print: [] };

/** What a line needs for its decoration group: the unit price is already after any break. */
export type GroupableLine = {
  productId: string;
  quantity: number;
  unitPence: number;
  decoration: PricingDecoration;
};

/** A line's share of its group's decoration charges, all pence ex VAT. */
export type LineDecorationPrice = {
  /** Per item; 0 when plain or on application. */
  decorationPence: number;
  /** Per item, embroidery position surcharge. */
  surchargePence: number;
  /** The group's set-up fee before any waiver; 0 for plain lines. */
  setUpFeePence: number;
  /** The whole group's set-up on its first line, 0 on the others and when waived. */
  setUpSharePence: number;
  /** True on every line of a group whose set-up is waived. */
  isSetUpWaived: boolean;
  /**
   * Why it is waived: the group's goods reach £1,000 (DESIGN §3.3), or its design is a logo on
   * file, already approved for the method (issue 15.4); null when charged.
   */
  setUpWaiver: SetUpWaiver | null;
  /** The decoration is priced on application: counted as 0 and flagged for a quote. */
  needsQuote: boolean;
  /** Items in the line's decoration group (the line's own quantity when plain). */
  groupQuantity: number;
};

const plainLine = (quantity: number): LineDecorationPrice => ({
  decorationPence: 0,
  surchargePence: 0,
  setUpFeePence: 0,
  setUpSharePence: 0,
  isSetUpWaived: false,
  setUpWaiver: null,
  needsQuote: false,
  groupQuantity: quantity,
});

/** DESIGN §3.3: same product, decoration type, position and design share one group. */
export function decorationGroupKey(line: GroupableLine): string | null {
  const { decoration } = line;
  if (decoration.type === "plain") return null;
  return JSON.stringify([
    line.productId,
    decoration.type,
    decoration.position,
    decoration.designId,
  ]);
}

/**
 * DESIGN §3.3: prices every line's decoration by its group. Tiers go by the group's quantity; the
 * set-up fee is charged once, on the group's first line (in the order given), unless the group's
 * goods — garments after the break plus decoration and surcharge, before set-up — reach £1,000,
 * or (issue 15.4) its design is one of the customer's logos on file, approved for the method.
 * Returns one entry per line, in the same order.
 */
export function priceDecorationGroups(
  lines: readonly GroupableLine[],
  pricing: DecorationPricing,
  logosOnFile: LogosOnFile = noLogosOnFile,
): LineDecorationPrice[] {
  const onFile = {
    embroidery: new Set(logosOnFile.embroidery.map((id) => id.toLowerCase())),
    print: new Set(logosOnFile.print.map((id) => id.toLowerCase())),
  };
  const groups = new Map<string, number[]>();
  lines.forEach((line, index) => {
    const key = decorationGroupKey(line);
    if (key !== null) groups.set(key, [...(groups.get(key) ?? []), index]);
  });

  const priced = lines.map((line) => plainLine(line.quantity));
  for (const indexes of groups.values()) {
    const members = indexes.map((index) => lines[index]!);
    const first = members[0]!;
    if (first.decoration.type === "plain") continue;
    const groupQuantity = members.reduce((total, line) => total + line.quantity, 0);
    const rate: DecorationRate =
      first.decoration.type === "embroidery"
        ? embroideryRate(pricing.embroidery, groupQuantity)
        : printRate(pricing.print, groupQuantity);
    // DESIGN §3.3 price on application counts as 0 in totals.
    const decorationPence = rate.perItemPence ?? 0;
    // DESIGN §3.3 the position surcharge is embroidery's; print has none.
    const surchargePence =
      first.decoration.type === "embroidery"
        ? positionSurchargePence(pricing.positionSurcharges, first.decoration.position)
        : 0;
    const goodsPence = members.reduce(
      (total, line) => total + line.quantity * (line.unitPence + decorationPence + surchargePence),
      0,
    );
    // DESIGN §3.3 set-up waived at £1,000 of goods; issue 15.4 and for a logo on file.
    const { designId } = first.decoration;
    const setUpWaiver: SetUpWaiver | null =
      designId !== null && onFile[first.decoration.type].has(designId.toLowerCase())
        ? "logo_on_file"
        : goodsPence >= setUpWaivedFromPence
          ? "large_order"
          : null;
    const isSetUpWaived = setUpWaiver !== null;
    indexes.forEach((lineIndex, position) => {
      priced[lineIndex] = {
        decorationPence,
        surchargePence,
        setUpFeePence: rate.setUpFeePence,
        // DESIGN §3.3 set-up once per group, on its first line.
        setUpSharePence: position === 0 && !isSetUpWaived ? rate.setUpFeePence : 0,
        isSetUpWaived,
        setUpWaiver,
        needsQuote: rate.perItemPence === null,
        groupQuantity,
      };
    });
  }
  return priced;
}
