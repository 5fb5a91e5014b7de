import { decimalToPence } from "#commerce/client/money.ts";
import type { RawCart, RawDiscountAllocation } from "./cart-schemas.ts";
import type { DiscountApplication, LineDiscountAllocation } from "./cart-types.ts";

// Cart allocations → checkout discountApplications and line allocations (spec/back-office.md §5,
// reference/storefront-api.md §7). Kept: an allocation needs a code or a title; order-level
// allocations must be a multiple of the cart's lines (skipped lines included) and are spread
// smallest-to-cheapest-line per discount; a code must be among the cart's codes. Any of these
// throws, and mapCart falls back to no discounts. Fixed SDK bugs: shipping allocations are never
// spread onto lines (3.0.6 #1040); line allocations find their application case-insensitively.

export type MappedDiscounts = {
  discountApplications: DiscountApplication[];
  /** Per cart line, in `cart.lines` order (skipped lines included). */
  lineAllocations: LineDiscountAllocation[][];
};

type Allocation = { id: string; raw: RawDiscountAllocation };

function identify(raw: RawDiscountAllocation): Allocation {
  const id = raw.code || raw.title;
  if (!id)
    throw new Error(`Discount allocation must have either code or title: ${JSON.stringify(raw)}`);
  return { id: id.toLowerCase(), raw };
}

const amountOf = (allocation: Allocation) => decimalToPence(allocation.raw.discountedAmount.amount);

/** Order-level allocations onto lines: the i-th smallest of a discount to the i-th cheapest line. */
function spread(orderLevel: Allocation[], lines: RawCart["lines"]["edges"]): Allocation[][] {
  const perLine: Allocation[][] = lines.map(() => []);
  if (lines.length === 0 || orderLevel.length === 0) return perLine;
  if (orderLevel.length % lines.length !== 0)
    throw new Error(
      `Invalid number of order-level discount allocations: ${orderLevel.length} for ${lines.length} lines`,
    );
  const groups = new Map<string, Allocation[]>();
  for (const allocation of orderLevel) {
    groups.set(allocation.id, [...(groups.get(allocation.id) ?? []), allocation]);
  }
  const cheapestFirst = lines
    .map((edge, index) => ({ index, pence: decimalToPence(edge.node.cost.totalAmount.amount) }))
    .sort((a, b) => a.pence - b.pence);
  for (const [id, group] of groups) {
    if (group.length < lines.length)
      throw new Error(`Discount ${id} has ${group.length} allocations for ${lines.length} lines`);
    const smallestFirst = [...group].sort((a, b) => amountOf(a) - amountOf(b));
    cheapestFirst.forEach((line, i) => perLine[line.index]!.push(smallestFirst[i]!));
  }
  return perLine;
}

export function mapDiscounts(cart: RawCart): MappedDiscounts {
  const lines = cart.lines.edges;
  const own = lines.map((edge) => edge.node.discountAllocations.map(identify));
  const cartLevel = cart.discountAllocations.map(identify);
  const shipping = cartLevel.filter(
    (a) => a.raw.discountApplication.targetType === "SHIPPING_LINE",
  );
  const orderLevel = cartLevel.filter((a) => !shipping.includes(a));
  const spreadOnLines = spread(orderLevel, lines);
  const perLine = own.map((allocations, index) => [...allocations, ...spreadOnLines[index]!]);

  const codes = new Map(cart.discountCodes.map((code) => [code.code.toLowerCase(), code]));
  const applications = new Map<string, DiscountApplication>();
  for (const allocation of [...perLine.flat(), ...shipping]) {
    const { raw, id } = allocation;
    const value = raw.discountApplication.value;
    const existing = applications.get(id);
    if (existing) {
      if ("amountPence" in existing.value) existing.value.amountPence += amountOf(allocation);
      continue;
    }
    let applicable: boolean | null = null;
    if (raw.code) {
      const code = codes.get(id);
      if (!code) throw new Error(`Discount code ${raw.code} not found in cart discount codes`);
      applicable = code.applicable;
    }
    applications.set(id, {
      code: raw.code || null,
      title: raw.code ? null : raw.title || null,
      applicable,
      targetType: raw.discountApplication.targetType,
      allocationMethod: raw.discountApplication.allocationMethod,
      targetSelection: raw.discountApplication.targetSelection,
      value:
        "percentage" in value
          ? { percentage: value.percentage }
          : { amountPence: amountOf(allocation), currencyCode: raw.discountedAmount.currencyCode },
    });
  }
  return {
    discountApplications: [...applications.values()],
    lineAllocations: perLine.map((allocations) =>
      allocations.map((allocation) => {
        const application = applications.get(allocation.id)!;
        return {
          allocatedAmountPence: amountOf(allocation),
          discountApplication: { ...application, value: { ...application.value } },
        };
      }),
    ),
  };
}
