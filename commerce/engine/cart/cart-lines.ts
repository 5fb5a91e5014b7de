import type { Db } from "#server/db/client.ts";
import type { CartAttribute } from "#server/db/schema/index.ts";
import type { DesignTokens } from "#server/files/design-token.ts";
import { numericIdOf } from "../global-id.ts";
import { checkLineDesigns, type LineAttributes } from "./cart-designs.ts";
import { decorationOf } from "./cart-pricing.ts";
import { outOfStock } from "./cart-stock.ts";
import {
  getCartVariants,
  insertCartLines,
  updateCartLine,
  type CartLineRow,
  type CartVariant,
} from "./cart-queries.ts";
import {
  attributesKey,
  maxAttributes,
  maxLineQuantity,
  type CartUserError,
  type CartWarning,
} from "./cart-view.ts";

// Checks lines as Shopify does (codes of CartErrorCode / CartWarningCode) and adds them to a
// cart, merging a line into an existing one with the same merchandise and attributes.

export type CartLineInput = {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: CartAttribute[] | null;
};

export type CheckedLine = { variant: CartVariant; quantity: number; attributes: CartAttribute[] };

type Checked<T> = { items: T; userErrors: CartUserError[]; warnings: CartWarning[] };

/** Attribute problems of a line (count, decoration), as user errors on `field`. */
export function checkLineAttributes(attributes: CartAttribute[], field: string[]): CartUserError[] {
  if (attributes.length > maxAttributes)
    return [
      { field, message: `A line takes at most ${maxAttributes} attributes.`, code: "INVALID" },
    ];
  const decoration = decorationOf(attributes);
  return "error" in decoration
    ? [{ field, message: `Invalid decoration: ${decoration.error}.`, code: "INVALID" }]
    : [];
}

export function checkQuantity(quantity: number, field: string[], allowZero: boolean) {
  if (quantity < (allowZero ? 0 : 1))
    return [
      {
        field,
        message: `The quantity must be ${allowZero ? "zero or more" : "greater than zero"}.`,
        code: "INVALID",
      },
    ];
  if (quantity > maxLineQuantity)
    return [
      {
        field,
        message: `The quantity must be at most ${maxLineQuantity}.`,
        code: "MAXIMUM_EXCEEDED",
      },
    ];
  return [];
}

/** Variants by merchandise id; unknown ids and unpublished products are absent. */
export async function variantsFor(db: Db, merchandiseIds: string[]) {
  const ids = merchandiseIds
    .map((id) => numericIdOf(id, "ProductVariant"))
    .filter((id): id is number => id !== null);
  const rows = await getCartVariants(db, [...new Set(ids)]);
  const byId = new Map(rows.filter((row) => row.isPublished).map((row) => [row.id, row]));
  return (merchandiseId: string) => byId.get(numericIdOf(merchandiseId, "ProductVariant") ?? -1);
}

export function merchandiseError(merchandiseId: string, field: string[]): CartUserError {
  return {
    field,
    message: `The merchandise with id ${merchandiseId} does not exist.`,
    code: "INVALID",
  };
}

/**
 * Lines to add; `path` is where they sit in the input (["lines"] or ["input", "lines"]). `tokens`
 * checks the upload tokens of the designs the lines name (none accepted without it).
 */
export async function checkNewLines(
  db: Db,
  lines: CartLineInput[],
  path: string[],
  tokens: DesignTokens | undefined,
): Promise<Checked<CheckedLine[]>> {
  const variantOf = await variantsFor(
    db,
    lines.map((line) => line.merchandiseId),
  );
  const result: Checked<CheckedLine[]> = { items: [], userErrors: [], warnings: [] };
  const added: LineAttributes[] = [];
  lines.forEach((line, index) => {
    const at = (field: string) => [...path, String(index), field];
    const quantity = line.quantity ?? 1;
    const attributes = (line.attributes ?? []).map(({ key, value }) => ({ key, value }));
    const variant = variantOf(line.merchandiseId);
    const errors = [
      ...(variant ? [] : [merchandiseError(line.merchandiseId, at("merchandiseId"))]),
      ...checkQuantity(quantity, at("quantity"), false),
      ...checkLineAttributes(attributes, at("attributes")),
    ];
    if (errors.length > 0) result.userErrors.push(...errors);
    else if (!variant!.isAvailable) result.warnings.push(outOfStock(line.merchandiseId));
    else {
      result.items.push({ variant: variant!, quantity, attributes });
      added.push({ attributes, field: at("attributes") });
    }
  });
  if (result.userErrors.length === 0)
    result.userErrors.push(...(await checkLineDesigns(db, tokens, added)));
  return result;
}

/**
 * Adds checked lines after the existing ones, raising the quantity of a line with the same
 * variant and attributes instead (as Shopify merges). User errors when a merged line would pass
 * the maximum; nothing is written then.
 */
export async function addLines(
  db: Db,
  cartId: string,
  existing: CartLineRow[],
  additions: CheckedLine[],
  path: string[],
): Promise<CartUserError[]> {
  const merged = new Map<string, { line?: CartLineRow; quantity: number; added: CheckedLine }>();
  const keyOf = (variantId: number, attributes: CartAttribute[]) =>
    `${variantId}\n${attributesKey(attributes)}`;
  const existingByKey = new Map(
    existing.map((line) => [keyOf(line.variantId, line.attributes), line]),
  );
  const userErrors: CartUserError[] = [];
  additions.forEach((addition, index) => {
    const key = keyOf(addition.variant.id, addition.attributes);
    const entry = merged.get(key) ?? {
      line: existingByKey.get(key),
      quantity: existingByKey.get(key)?.quantity ?? 0,
      added: addition,
    };
    entry.quantity += addition.quantity;
    merged.set(key, entry);
    if (entry.quantity > maxLineQuantity)
      userErrors.push(
        ...checkQuantity(entry.quantity, [...path, String(index), "quantity"], false),
      );
  });
  if (userErrors.length > 0) return userErrors;
  let position = Math.max(0, ...existing.map((line) => line.position + 1));
  const inserts = [];
  for (const entry of merged.values()) {
    if (entry.line) await updateCartLine(db, entry.line.id, { quantity: entry.quantity });
    else
      inserts.push({
        cartId,
        variantId: entry.added.variant.id,
        quantity: entry.quantity,
        attributes: entry.added.attributes,
        position: position++,
      });
  }
  await insertCartLines(db, inserts);
  return [];
}
