import { GraphQLError } from "graphql";
import type { CartAttribute } from "#server/db/schema/index.ts";
import type { EngineContext } from "../catalogue/catalogue-resolvers.ts";
import type { CustomerContext } from "../customer/customer-resolvers.ts";
import { EngineInputError, pageWindow, toConnection, type PageArgs } from "../connection.ts";
import { parseGid, toGid } from "../global-id.ts";
import { money } from "../money.ts";
import {
  cartBuyerIdentityUpdate,
  cartDiscountCodesUpdate,
  cartGiftCardCodesRemove,
  cartGiftCardCodesUpdate,
  mailingAddressOf,
  type CartBuyerIdentityInput,
} from "./cart-buyer.ts";
import type { CartLineInput } from "./cart-lines.ts";
import {
  cartAttributesUpdate,
  cartCreate,
  cartLinesAdd,
  cartLinesRemove,
  cartLinesUpdate,
  cartNoteUpdate,
  cartSelectedDeliveryOptionsUpdate,
  type CartCreateInput,
  type CartLineUpdateInput,
} from "./cart-service.ts";
import { orderAllocations } from "./cart-discounts.ts";
import { deliveryGroupsOf } from "./cart-delivery.ts";
import { getCart } from "./cart-transaction.ts";
import { loadCartView, type CartLineView, type CartView } from "./cart-view.ts";

// DESIGN §5: the Cart API over our database. Money follows DESIGN §5: lines ex VAT, the cart's
// total what the buyer pays (lines + delivery + VAT, after its discount code), priced for the
// customer signed in on this site who calls (context.buyerId), as the checkout prices it. Carts
// are never cached (response-cache.ts), so one buyer's prices never reach another caller.

async function cartById(id: string, { db, buyerId }: EngineContext): Promise<CartView | null> {
  const row = await getCart(db, id);
  return row && loadCartView(db, row, buyerId);
}

type CartId = { cartId: string };

export const cartResolvers = {
  QueryRoot: {
    cart: (_: unknown, { id }: { id: string }, context: EngineContext) => cartById(id, context),
  },
  Mutation: {
    cartCreate: (
      _: unknown,
      { input }: { input?: CartCreateInput | null },
      context: EngineContext & CustomerContext,
    ) => cartCreate(context, input, context.designTokens),
    cartLinesAdd: (
      _: unknown,
      { cartId, lines }: CartId & { lines: CartLineInput[] },
      context: EngineContext,
    ) => cartLinesAdd(context, cartId, lines, context.designTokens),
    cartLinesUpdate: (
      _: unknown,
      { cartId, lines }: CartId & { lines: CartLineUpdateInput[] },
      context: EngineContext,
    ) => cartLinesUpdate(context, cartId, lines, context.designTokens),
    cartLinesRemove: (
      _: unknown,
      { cartId, lineIds }: CartId & { lineIds: string[] },
      context: EngineContext,
    ) => cartLinesRemove(context, cartId, lineIds),
    cartNoteUpdate: (
      _: unknown,
      { cartId, note }: CartId & { note: string },
      context: EngineContext,
    ) => cartNoteUpdate(context, cartId, note),
    cartSelectedDeliveryOptionsUpdate: (
      _: unknown,
      {
        cartId,
        selectedDeliveryOptions,
      }: CartId & {
        selectedDeliveryOptions: { deliveryGroupId: string; deliveryOptionHandle: string }[];
      },
      context: EngineContext,
    ) => cartSelectedDeliveryOptionsUpdate(context, cartId, selectedDeliveryOptions),
    cartAttributesUpdate: (
      _: unknown,
      { cartId, attributes }: CartId & { attributes: CartAttribute[] },
      context: EngineContext,
    ) => cartAttributesUpdate(context, cartId, attributes),
    cartBuyerIdentityUpdate: (
      _: unknown,
      { cartId, buyerIdentity }: CartId & { buyerIdentity: CartBuyerIdentityInput },
      context: EngineContext & CustomerContext,
    ) => cartBuyerIdentityUpdate(context, cartId, buyerIdentity),
    cartDiscountCodesUpdate: (
      _: unknown,
      { cartId, discountCodes }: CartId & { discountCodes: string[] },
      context: EngineContext,
    ) => cartDiscountCodesUpdate(context, cartId, discountCodes),
    cartGiftCardCodesUpdate: (
      _: unknown,
      { cartId, giftCardCodes }: CartId & { giftCardCodes: string[] },
      context: EngineContext,
    ) => cartGiftCardCodesUpdate(context, cartId, giftCardCodes),
    // The shop sells no gift cards: a code to add is refused as one to set is.
    cartGiftCardCodesAdd: (
      _: unknown,
      { cartId, giftCardCodes }: CartId & { giftCardCodes: string[] },
      context: EngineContext,
    ) => cartGiftCardCodesUpdate(context, cartId, giftCardCodes),
    cartGiftCardCodesRemove: (
      _: unknown,
      { cartId, appliedGiftCardIds }: CartId & { appliedGiftCardIds: string[] },
      context: EngineContext,
    ) => cartGiftCardCodesRemove(context, cartId, appliedGiftCardIds),
  },
  Cart: {
    id: (cart: CartView) => toGid("Cart", cart.row.token),
    checkoutUrl: (cart: CartView, _: unknown, { publicUrl }: EngineContext) =>
      `${publicUrl}/checkout/${cart.row.token}`,
    createdAt: (cart: CartView) => cart.row.createdAt.toISOString(),
    updatedAt: (cart: CartView) => cart.row.updatedAt.toISOString(),
    note: (cart: CartView) => cart.row.note,
    totalQuantity: (cart: CartView) =>
      cart.lines.reduce((total, line) => total + line.row.quantity, 0),
    attributes: (cart: CartView) => cart.row.attributes,
    buyerIdentity: (cart: CartView) => ({
      countryCode: cart.row.countryCode,
      email: cart.row.buyerEmail,
      phone: cart.row.buyerPhone,
      customer: null,
      deliveryAddressPreferences: cart.row.deliveryAddress
        ? [mailingAddressOf(cart.row.deliveryAddress, cart.row.token)]
        : [],
      preferences: null,
    }),
    cost: ({ priced }: CartView) => ({
      // Before discounts and taxes, as on Shopify since 2024-04 (checkoutChargeAmount equals
      // subtotalAmount when nothing is deferred); the SDK shows it as lineItemsSubtotalPrice.
      subtotalAmount: money(priced.subtotalExVatPence),
      checkoutChargeAmount: money(priced.subtotalExVatPence),
      // After the order discount: VAT on the discounted lines plus delivery's, and what is paid.
      totalTaxAmount: money(priced.vatTotalPence),
      totalAmount: money(priced.totalPence),
      totalDutyAmount: null,
    }),
    lines: (cart: CartView, args: PageArgs) => linesOf(cart, args),
    discountCodes: (cart: CartView) => cart.discountCodes,
    discountAllocations: (cart: CartView) => orderAllocations(cart.priced.appliedCode, cart.lines),
    // Issue 13.4: UK delivery as the shop charges it; the shop has no gift cards.
    deliveryGroups(cart: CartView, args: PageArgs) {
      const { offset, limit } = window(args);
      return toConnection(deliveryGroupsOf(cart).slice(offset, offset + limit + 1), offset, limit);
    },
    appliedGiftCards: () => [],
  },
  BaseCartLine: { __resolveType: () => "CartLine" },
  CartDeliveryGroup: {
    cartLines: (group: { cart: CartView }, args: PageArgs) => linesOf(group.cart, args),
  },
  DeliveryAddress: { __resolveType: () => "MailingAddress" },
  CartDiscountAllocation: {
    __resolveType: (allocation: { __typename: string }) => allocation.__typename,
  },
  PricingValue: { __resolveType: (value: { __typename: string }) => value.__typename },
  CartLine: {
    id: (line: CartLineView) => toGid("CartLine", line.row.id),
    quantity: (line: CartLineView) => line.row.quantity,
    attributes: (line: CartLineView) => line.row.attributes,
    merchandise: (line: CartLineView, _: unknown, { loaders }: EngineContext) =>
      loaders.variant.load(line.row.variantId),
    cost: ({ priced, variant }: CartLineView) => ({
      // Display only: the line's ex-VAT total per item, set-up share included, rounded half-up.
      amountPerQuantity: money(
        Math.floor((2 * priced.lineExVatPence + priced.quantity) / (2 * priced.quantity)),
      ),
      compareAtAmountPerQuantity:
        variant.compareAtPricePence === null ? null : money(variant.compareAtPricePence),
      subtotalAmount: money(priced.lineExVatPence),
      // After line-level discounts; the shop's codes are order-level (on the cart).
      totalAmount: money(priced.lineExVatPence),
    }),
    // A line is never a component of another: the shop sells no bundles.
    parentRelationship: () => null,
    // Line-level discounts only. An order-level code's shares are Cart.discountAllocations:
    // Shopify's SDK spreads those onto the lines itself, so repeating them here would count
    // them twice (reference/storefront-api.md §7.2).
    discountAllocations: () => [],
  },
};

/** node(id:) for carts; other ids go to the catalogue's resolver. */
export function isCartId(id: string): boolean {
  return parseGid(id)?.type === "Cart";
}

export { cartById };

function linesOf(cart: CartView, args: PageArgs) {
  const { offset, limit } = window(args);
  return toConnection(
    cart.lines
      .slice(offset, offset + limit + 1)
      .map((line) => ({ __typename: "CartLine", ...line })),
    offset,
    limit,
  );
}

function window(args: PageArgs) {
  try {
    return pageWindow(args);
  } catch (error) {
    if (error instanceof EngineInputError)
      throw new GraphQLError(error.message, { extensions: { code: "BAD_USER_INPUT" } });
    throw error;
  }
}
