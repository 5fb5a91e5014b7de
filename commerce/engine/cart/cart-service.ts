import { randomBytes } from "node:crypto";
import type { CartAttribute } from "#server/db/schema/index.ts";
import type { DesignTokens } from "#server/files/design-token.ts";
import {
  addLines,
  checkLineAttributes,
  checkNewLines,
  checkQuantity,
  merchandiseError,
  variantsFor,
  type CartLineInput,
} from "./cart-lines.ts";
import { checkLineDesigns, type LineAttributes } from "./cart-designs.ts";
import { fitLinesToStock, outOfStock } from "./cart-stock.ts";
import {
  buyerPatch,
  customerOfBuyer,
  giftCardErrors,
  type CartBuyerIdentityInput,
} from "./cart-buyer.ts";
import { normaliseCodes } from "./cart-discounts.ts";
import { checkDeliveryChoice } from "./cart-delivery.ts";
import {
  deleteCartLines,
  insertCart,
  listCartLines,
  updateCart,
  updateCartLine,
} from "./cart-queries.ts";
import { fail, inTransaction, mutateCart } from "./cart-transaction.ts";
import {
  lineIdOf,
  loadCartView,
  maxAttributes,
  maxNoteLength,
  type CartScope,
  type CartUserError,
  type CartWarning,
} from "./cart-view.ts";

// The cart rules (spec/back-office.md §7, reference/storefront-api.md §5-§8), each mutation in one
// transaction (cart-transaction.ts).

export type CartLineUpdateInput = {
  id: string;
  quantity?: number | null;
  attributes?: CartAttribute[] | null;
  merchandiseId?: string | null;
};

export type CartCreateInput = {
  lines?: CartLineInput[] | null;
  note?: string | null;
  attributes?: CartAttribute[] | null;
  buyerIdentity?: CartBuyerIdentityInput | null;
  discountCodes?: string[] | null;
  giftCardCodes?: string[] | null;
};

function checkNote(note: string, field: string[]): CartUserError[] {
  return note.length > maxNoteLength
    ? [
        {
          field,
          message: `The note must be at most ${maxNoteLength} characters.`,
          code: "NOTE_TOO_LONG",
        },
      ]
    : [];
}

function checkAttributes(attributes: CartAttribute[], field: string[]): CartUserError[] {
  return attributes.length > maxAttributes
    ? [{ field, message: `A cart takes at most ${maxAttributes} attributes.`, code: "INVALID" }]
    : [];
}

/** `tokens` checks the upload tokens of the designs lines name (issue 10.10: cart-designs.ts). */
export async function cartCreate(
  scope: CartScope,
  input: CartCreateInput | null | undefined,
  tokens?: DesignTokens,
) {
  const { db, buyerId } = scope;
  const attributes = (input?.attributes ?? []).map(({ key, value }) => ({ key, value }));
  const customer = await customerOfBuyer(scope, input?.buyerIdentity);
  const buyer = buyerPatch(input?.buyerIdentity ?? {}, ["input", "buyerIdentity"], customer);
  return inTransaction(db, async (tx) => {
    const lines = await checkNewLines(tx, input?.lines ?? [], ["input", "lines"], tokens);
    fail([
      ...checkNote(input?.note ?? "", ["input", "note"]),
      ...checkAttributes(attributes, ["input", "attributes"]),
      ...buyer.userErrors,
      ...(input?.giftCardCodes?.length ? giftCardErrors(["input", "giftCardCodes"]) : []),
      ...lines.userErrors,
    ]);
    const cart = await insertCart(tx, {
      ...buyer.patch,
      token: randomBytes(24).toString("base64url"),
      note: input?.note ?? "",
      attributes,
      discountCodes: normaliseCodes(input?.discountCodes ?? []),
    });
    fail(await addLines(tx, cart.id, [], lines.items, ["input", "lines"]));
    const stock = await fitLinesToStock(
      tx,
      cart.id,
      lines.items.map((line) => line.variant.id),
    );
    return {
      cart: await loadCartView(tx, cart, buyerId),
      userErrors: [],
      warnings: [...lines.warnings, ...stock],
    };
  });
}

export function cartLinesAdd(
  scope: CartScope,
  cartId: string,
  lines: CartLineInput[],
  tokens?: DesignTokens,
) {
  return mutateCart(scope, cartId, async (tx, cart) => {
    const checked = await checkNewLines(tx, lines, ["lines"], tokens);
    fail(checked.userErrors);
    fail(await addLines(tx, cart.id, await listCartLines(tx, cart.id), checked.items, ["lines"]));
    const stock = await fitLinesToStock(
      tx,
      cart.id,
      checked.items.map((line) => line.variant.id),
    );
    return [...checked.warnings, ...stock];
  });
}

export function cartLinesUpdate(
  scope: CartScope,
  cartId: string,
  lines: CartLineUpdateInput[],
  tokens?: DesignTokens,
) {
  return mutateCart(scope, cartId, async (tx, cart) => {
    const existing = new Map((await listCartLines(tx, cart.id)).map((line) => [line.id, line]));
    const variantOf = await variantsFor(
      tx,
      lines.flatMap((line) => (line.merchandiseId ? [line.merchandiseId] : [])),
    );
    const userErrors: CartUserError[] = [];
    const warnings: CartWarning[] = [];
    const writes: (() => Promise<void>)[] = [];
    const changed: number[] = [];
    const newAttributes: LineAttributes[] = [];
    lines.forEach((input, index) => {
      const at = (field: string) => ["lines", String(index), field];
      const line = existing.get(lineIdOf(input.id) ?? "");
      if (!line) {
        userErrors.push({
          field: at("id"),
          message: `The merchandise line with id ${input.id} does not exist.`,
          code: "INVALID_MERCHANDISE_LINE",
        });
        return;
      }
      const variant = input.merchandiseId ? variantOf(input.merchandiseId) : undefined;
      const attributes = input.attributes?.map(({ key, value }) => ({ key, value }));
      const errors = [
        ...(input.merchandiseId && !variant
          ? [merchandiseError(input.merchandiseId, at("merchandiseId"))]
          : []),
        ...checkQuantity(input.quantity ?? line.quantity, at("quantity"), true),
        ...(attributes ? checkLineAttributes(attributes, at("attributes")) : []),
      ];
      userErrors.push(...errors);
      if (errors.length > 0) return;
      if (attributes) newAttributes.push({ attributes, field: at("attributes") });
      if (variant && !variant.isAvailable) {
        warnings.push(outOfStock(input.merchandiseId!));
        return;
      }
      if (input.quantity === 0) writes.push(() => deleteCartLines(tx, cart.id, [line.id]));
      else {
        changed.push(variant?.id ?? line.variantId);
        writes.push(() =>
          updateCartLine(tx, line.id, {
            quantity: input.quantity ?? line.quantity,
            ...(attributes ? { attributes } : {}),
            ...(variant ? { variantId: variant.id } : {}),
          }),
        );
      }
    });
    fail(userErrors);
    fail(await checkLineDesigns(tx, tokens, newAttributes));
    for (const write of writes) await write();
    return [...warnings, ...(await fitLinesToStock(tx, cart.id, changed))];
  });
}

export function cartLinesRemove(scope: CartScope, cartId: string, lineIds: string[]) {
  return mutateCart(scope, cartId, async (tx, cart) => {
    const existing = new Set((await listCartLines(tx, cart.id)).map((line) => line.id));
    const ids = lineIds.map((id) => lineIdOf(id));
    fail(
      lineIds.flatMap((lineId, index) =>
        existing.has(ids[index] ?? "")
          ? []
          : [
              {
                field: ["lineIds", String(index)],
                message: `The merchandise line with id ${lineId} does not exist.`,
                code: "INVALID_MERCHANDISE_LINE",
              },
            ],
      ),
    );
    await deleteCartLines(tx, cart.id, ids as string[]);
  });
}

/** Issue 13.4: the shop offers one delivery option; choosing it is checked and changes nothing. */
export function cartSelectedDeliveryOptionsUpdate(
  scope: CartScope,
  cartId: string,
  choices: { deliveryGroupId: string; deliveryOptionHandle: string }[],
) {
  return mutateCart(scope, cartId, async (tx, cart) => {
    const hasLines = (await listCartLines(tx, cart.id)).length > 0;
    fail(
      checkDeliveryChoice(
        { token: cart.token, hasGroup: hasLines && cart.deliveryAddress !== null },
        choices,
      ),
    );
  });
}

export function cartNoteUpdate(scope: CartScope, cartId: string, note: string) {
  return mutateCart(scope, cartId, async (tx, cart) => {
    fail(checkNote(note, ["note"]));
    await updateCart(tx, cart.id, { note });
  });
}

/** Sets the given keys (Shopify upserts by key); a key given twice keeps its last value. */
export function cartAttributesUpdate(
  scope: CartScope,
  cartId: string,
  attributes: CartAttribute[],
) {
  return mutateCart(scope, cartId, async (tx, cart) => {
    const merged = new Map(cart.attributes.map((attribute) => [attribute.key, attribute.value]));
    for (const { key, value } of attributes) merged.set(key, value);
    const next = [...merged].map(([key, value]) => ({ key, value }));
    fail(checkAttributes(next, ["attributes"]));
    await updateCart(tx, cart.id, { attributes: next });
  });
}
