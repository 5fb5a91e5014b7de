import {
  CART_ATTRIBUTES_UPDATE_MUTATION,
  CART_BUYER_IDENTITY_UPDATE_MUTATION,
  CART_CREATE_MUTATION,
  CART_DISCOUNT_CODES_UPDATE_MUTATION,
  CART_GIFT_CARD_CODES_REMOVE_MUTATION,
  CART_GIFT_CARD_CODES_UPDATE_MUTATION,
  CART_LINES_ADD_MUTATION,
  CART_LINES_REMOVE_MUTATION,
  CART_LINES_UPDATE_MUTATION,
  CART_NOTE_UPDATE_MUTATION,
} from "#commerce/client/queries/cart-queries.ts";
import type { CommerceLogger, StorefrontQuery } from "#commerce/client/storefront-transport.ts";
import {
  createCartInput,
  deliveryAddressPreferences,
  lineInput,
  lineUpdateInput,
  uniqueCodes,
  type CartLineInput,
  type CartLineUpdate,
  type CreateCartInput,
  type ShippingAddressInput,
} from "./cart-inputs.ts";
import { mapCart } from "./cart-mapping.ts";
import { cartNotFound, createCartRequests, failure } from "./cart-requests.ts";
import type { Attribute, CartResult, CheckoutCart } from "./cart-types.ts";

// The cart interface of spec/back-office.md §7 and the operations of §4. Every call resolves to a
// CartResult (cart-types.ts) and never rejects; failures are logged in cart-requests.ts.

type Result = Promise<CartResult<CheckoutCart>>;

export function createCartOperations(query: StorefrontQuery, logger: CommerceLogger) {
  const { run, fetchRaw, mutate } = createCartRequests(query, logger);

  const addCartLines = (id: string, lines: CartLineInput[]): Result =>
    mutate("cartLinesAdd", CART_LINES_ADD_MUTATION, { cartId: id, lines: lines.map(lineInput) });
  const removeCartLines = (id: string, lineIds: string[]): Result =>
    mutate("cartLinesRemove", CART_LINES_REMOVE_MUTATION, { cartId: id, lineIds });
  const updateDiscountCodes = (id: string, discountCodes: string[]): Result =>
    mutate("cartDiscountCodesUpdate", CART_DISCOUNT_CODES_UPDATE_MUTATION, {
      cartId: id,
      discountCodes,
    });
  const fetchCart = (id: string): Promise<CartResult<CheckoutCart | null>> =>
    run("fetchCart", async () => {
      const cart = await fetchRaw(id);
      return { ok: true, data: cart ? mapCart(cart, logger) : null };
    });

  return {
    /** A new cart; lines keep their attributes and decoration (unlike Shopify's SDK). */
    createCart(input: CreateCartInput = {}): Result {
      return mutate("cartCreate", CART_CREATE_MUTATION, { input: createCartInput(input) });
    },

    /** The cart with all its lines; `data: null` when there is no such cart. */
    fetchCart,

    /**
     * The note, then the attributes, each only if given (a missing note is left alone, unlike
     * the SDK, which clears it). Answers with the last change; stops at the first failure.
     */
    async updateCartAttributes(
      id: string,
      input: { note?: string; attributes?: Attribute[] },
    ): Result {
      if (input.note !== undefined && typeof input.note !== "string")
        return failure([{ code: "INVALID", field: ["note"], message: "The note must be text." }]);
      let last: CartResult<CheckoutCart> | undefined;
      if (input.note !== undefined) {
        last = await mutate("cartNoteUpdate", CART_NOTE_UPDATE_MUTATION, {
          cartId: id,
          note: input.note,
        });
        if (!last.ok) return last;
      }
      if (input.attributes !== undefined) {
        last = await mutate("cartAttributesUpdate", CART_ATTRIBUTES_UPDATE_MUTATION, {
          cartId: id,
          attributes: input.attributes.map(({ key, value }) => ({ key, value })),
        });
      }
      if (last) return last;
      const fetched = await fetchCart(id);
      if (!fetched.ok) return fetched;
      return fetched.data ? { ok: true, data: fetched.data } : cartNotFound(id);
    },

    updateCartEmail(id: string, email: string): Result {
      return mutate("cartBuyerIdentityUpdate", CART_BUYER_IDENTITY_UPDATE_MUTATION, {
        cartId: id,
        buyerIdentity: { email },
      });
    },

    addCartLines,

    updateCartLines(id: string, lines: CartLineUpdate[]): Result {
      return mutate("cartLinesUpdate", CART_LINES_UPDATE_MUTATION, {
        cartId: id,
        lines: lines.map(lineUpdateInput),
      });
    },

    removeCartLines,

    /** Fetch, remove every line, add the new ones; answers with the last step's cart. */
    replaceCartLines(id: string, lines: CartLineInput[]): Result {
      return run("replaceCartLines", async () => {
        const cart = await fetchRaw(id);
        if (!cart) return cartNotFound(id);
        const lineIds = cart.lines.edges.map((edge) => edge.node.id);
        let last: CartResult<CheckoutCart> = { ok: true, data: mapCart(cart, logger) };
        if (lineIds.length > 0) last = await removeCartLines(id, lineIds);
        if (!last.ok || lines.length === 0) return last;
        return addCartLines(id, lines);
      });
    },

    /**
     * Adds codes to those already on the cart, applicable or not, each once whatever its case
     * (fixing both SDK versions: 3.0.6 dropped non-applicable codes, 3.0.7 duplicated codes).
     */
    addDiscountCodes(id: string, codes: string | string[]): Result {
      return run("addDiscountCodes", async () => {
        const cart = await fetchRaw(id);
        if (!cart) return cartNotFound(id);
        const existing = cart.discountCodes.map((code) => code.code);
        return updateDiscountCodes(id, uniqueCodes([...existing, ...[codes].flat()]));
      });
    },

    /** Replaces the cart's codes with these (each once whatever its case); [] clears them. */
    setDiscountCodes(id: string, codes: string[]): Result {
      return updateDiscountCodes(id, uniqueCodes(codes));
    },

    /** Removes one code (any case), or every code when none is given (the SDK's behaviour). */
    removeDiscountCode(id: string, code?: string): Result {
      if (code === undefined) return updateDiscountCodes(id, []);
      return run("removeDiscountCode", async () => {
        const cart = await fetchRaw(id);
        if (!cart) return cartNotFound(id);
        const kept = cart.discountCodes
          .map((existing) => existing.code)
          .filter((existing) => existing.toLowerCase() !== code.trim().toLowerCase());
        return updateDiscountCodes(id, kept);
      });
    },

    addGiftCards(id: string, giftCardCodes: string[]): Result {
      return mutate("cartGiftCardCodesUpdate", CART_GIFT_CARD_CODES_UPDATE_MUTATION, {
        cartId: id,
        giftCardCodes,
      });
    },

    removeGiftCards(id: string, appliedGiftCardIds: string[]): Result {
      return mutate("cartGiftCardCodesRemove", CART_GIFT_CARD_CODES_REMOVE_MUTATION, {
        cartId: id,
        appliedGiftCardIds,
      });
    },

    /** Truthy fields only; an address with none clears the cart's addresses (as the SDK). */
    updateShippingAddress(id: string, address: ShippingAddressInput): Result {
      return mutate("cartBuyerIdentityUpdate", CART_BUYER_IDENTITY_UPDATE_MUTATION, {
        cartId: id,
        buyerIdentity: { deliveryAddressPreferences: deliveryAddressPreferences(address) },
      });
    },
  };
}
