import type { DecorationType } from "#core/basket/basket.ts";
import { minimumMessage, type DecorationMinimums } from "#core/pricing/decoration-minimums.ts";

// Issue 15.5: what the product page says when the chosen decoration group (this choice with the
// basket's lines of it) is below the method's minimum; null when it is not, or cannot be told yet
// (no position chosen). The server refuses such a group too, at checkout and on account.

export function belowMinimumMessage({
  decoration,
  minimums,
  groupQuantity,
  canMixSizes,
}: {
  decoration: DecorationType;
  minimums: DecorationMinimums | null;
  /** The group's pieces, basket included; undefined until it can be priced. */
  groupQuantity: number | undefined;
  /** "Several sizes" is offered and not in use. */
  canMixSizes: boolean;
}): string | null {
  if (decoration === "plain" || !minimums || groupQuantity === undefined) return null;
  const minimum = minimums[decoration];
  if (groupQuantity >= minimum) return null;
  const more = (minimum - groupQuantity).toLocaleString("en-GB");
  return `${minimumMessage(decoration, minimum)}: add ${more} more${canMixSizes ? ", or choose “Several sizes” to mix sizes" : ""}`;
}
