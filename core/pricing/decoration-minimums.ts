// Issue 15.5: the fewest pieces the shop decorates in one decoration group (DESIGN §3.3: the same
// product, method, position and design, across its sizes and colours) — embroidery from 10, print
// from 1 unless the owner changes them on the pricing page. A group below its method's minimum is
// refused wherever a basket becomes an order or a quote, with the message the buyer sees beside the
// decoration choice. No zod here: the product page prices with this (the schema is in
// decoration-pricing.ts).

export const maxDecorationMinimum = 10_000;

export type DecorationMinimums = { embroidery: number; print: number };

/** What the migration starts the shop with (migration 0026), and what tests price with. */
export const startingDecorationMinimums: DecorationMinimums = { embroidery: 10, print: 1 };

const methodNames = { embroidery: "Embroidery", print: "Printing" } as const;

/** "Embroidery is available from 10 pieces". */
export function minimumMessage(method: keyof DecorationMinimums, minimum: number): string {
  return `${methodNames[method]} is available from ${minimum.toLocaleString("en-GB")} pieces`;
}

export type MinimumRefusal = {
  /** The first line of the group below its minimum, in basket order. */
  index: number;
  method: keyof DecorationMinimums;
  minimum: number;
  groupQuantity: number;
  message: string;
};

type GroupedLine = { decoration: { type: string }; groupQuantity: number };

/** The first decorated line whose group is below its method's minimum, or null. */
export function minimumRefusalOf(
  lines: readonly GroupedLine[],
  minimums: DecorationMinimums,
): MinimumRefusal | null {
  for (const [index, line] of lines.entries()) {
    const method = line.decoration.type;
    if (method !== "embroidery" && method !== "print") continue;
    const minimum = minimums[method];
    if (line.groupQuantity < minimum)
      return {
        index,
        method,
        minimum,
        groupQuantity: line.groupQuantity,
        message: minimumMessage(method, minimum),
      };
  }
  return null;
}
