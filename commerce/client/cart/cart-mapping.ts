import { decimalToPence } from "#commerce/client/money.ts";
import type { CommerceLogger } from "#commerce/client/storefront-transport.ts";
import { mapDiscounts, type MappedDiscounts } from "./cart-discounts.ts";
import type { RawCart, RawCartLine } from "./cart-schemas.ts";
import type {
  Attribute,
  CheckoutCart,
  CheckoutLineItem,
  LineDecoration,
  ShippingAddress,
} from "./cart-types.ts";

// A Storefront cart (all lines already paged in) → the checkout-like shape in pence
// (reference/storefront-api.md §6). Money that is not a decimal with at most two places throws a
// RangeError; the caller turns that into a failed call.

export const DECORATION_KEYS = {
  type: "_decoration_type",
  position: "_decoration_position",
  designId: "_design_id",
  designToken: "_design_token",
} as const;

/** Sets `_fd=0` on the checkout URL (§5); an unparseable URL is returned as it is. */
export function withFdZero(checkoutUrl: string): string {
  let url: URL;
  try {
    url = new URL(checkoutUrl);
  } catch {
    return checkoutUrl;
  }
  if (url.searchParams.get("_fd") === "0") return checkoutUrl;
  url.searchParams.set("_fd", "0");
  return url.toString();
}

export function decorationOf(attributes: Attribute[]): LineDecoration {
  const valueOf = (key: string) => attributes.find((attribute) => attribute.key === key)?.value;
  const type = valueOf(DECORATION_KEYS.type);
  const position = valueOf(DECORATION_KEYS.position);
  const designId = valueOf(DECORATION_KEYS.designId);
  const designToken = valueOf(DECORATION_KEYS.designToken);
  return {
    type: type === "embroidery" || type === "print" ? type : "plain",
    ...(position ? { position } : {}),
    ...(designId ? { designId } : {}),
    ...(designId && designToken ? { designToken } : {}),
  };
}

const attributesOf = (attributes: { key: string; value?: string | null }[]): Attribute[] =>
  attributes.map(({ key, value }) => ({ key, value: value ?? "" }));

function lineItem(
  line: RawCartLine,
  discountAllocations: CheckoutLineItem["discountAllocations"],
): CheckoutLineItem | null {
  const merchandise = line.merchandise;
  // Lines whose merchandise is not a variant with a product are skipped (spec §5).
  if (!merchandise?.product || !merchandise.id || !merchandise.price) return null;
  const attributes = attributesOf(line.attributes);
  return {
    id: line.id,
    title: merchandise.product.title,
    quantity: line.quantity,
    attributes,
    decoration: decorationOf(attributes),
    variant: {
      id: merchandise.id,
      title: merchandise.title ?? "",
      sku: merchandise.sku ?? "",
      available: merchandise.availableForSale ?? false,
      pricePence: decimalToPence(merchandise.price.amount),
      image: merchandise.image
        ? {
            id: merchandise.image.id ?? null,
            url: merchandise.image.url,
            altText: merchandise.image.altText ?? null,
            width: merchandise.image.width ?? null,
            height: merchandise.image.height ?? null,
          }
        : null,
      selectedOptions: merchandise.selectedOptions ?? [],
      product: merchandise.product,
    },
    unitPricePence: decimalToPence(line.cost.amountPerQuantity.amount),
    lineSubtotalPence: decimalToPence(line.cost.subtotalAmount.amount),
    lineTotalPence: decimalToPence(line.cost.totalAmount.amount),
    discountAllocations,
  };
}

function shippingAddressOf(cart: RawCart): ShippingAddress | null {
  const address = cart.buyerIdentity.deliveryAddressPreferences[0];
  if (!address) return null;
  const field = (value: string | null | undefined) => value ?? null;
  return {
    id: field(address.id),
    firstName: field(address.firstName),
    lastName: field(address.lastName),
    company: field(address.company),
    address1: field(address.address1),
    address2: field(address.address2),
    city: field(address.city),
    province: field(address.province),
    zip: field(address.zip),
    country: field(address.country),
    phone: field(address.phone),
    formatted: address.formatted ?? [],
  };
}

function discountsOrNone(cart: RawCart, logger: CommerceLogger): MappedDiscounts {
  try {
    return mapDiscounts(cart);
  } catch (error) {
    // Spec §5 and §8: logged, and the cart is shown with no discounts at all.
    logger.error(
      { err: error, cartId: cart.id },
      "Cart discount mapping failed; discounts dropped",
    );
    return {
      discountApplications: [],
      lineAllocations: cart.lines.edges.map(() => []),
    };
  }
}

export function mapCart(cart: RawCart, logger: CommerceLogger): CheckoutCart {
  const { discountApplications, lineAllocations } = discountsOrNone(cart, logger);
  const lineItems = cart.lines.edges
    .map((edge, index) => lineItem(edge.node, lineAllocations[index] ?? []))
    .filter((item): item is CheckoutLineItem => item !== null);
  const { cost } = cart;
  const currencyCode = cost.totalAmount.currencyCode;
  const paymentDuePence = decimalToPence(cost.totalAmount.amount);
  // Gift card amounts used are added back onto the total (spec §4), only in the cart's currency
  // (the SDK adds presentmentAmountUsed whatever its currency).
  const giftCardsPence = cart.appliedGiftCards
    .filter((card) => card.presentmentAmountUsed.currencyCode === currencyCode)
    .reduce((sum, card) => sum + decimalToPence(card.presentmentAmountUsed.amount), 0);
  const totalPricePence = paymentDuePence + giftCardsPence;
  const totalTaxPence = cost.totalTaxAmount ? decimalToPence(cost.totalTaxAmount.amount) : 0;
  const dutyPence = cost.totalDutyAmount ? decimalToPence(cost.totalDutyAmount.amount) : 0;
  return {
    id: cart.id,
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
    currencyCode,
    note: cart.note ?? null,
    email: cart.buyerIdentity.email || null,
    attributes: attributesOf(cart.attributes),
    lineItems,
    lineItemsSubtotalPricePence: decimalToPence(cost.checkoutChargeAmount.amount),
    subtotalPricePence: totalPricePence - dutyPence - totalTaxPence,
    totalPricePence,
    totalTaxPence,
    paymentDuePence,
    webUrl: withFdZero(cart.checkoutUrl),
    discountApplications,
    discountCodes: cart.discountCodes,
    appliedGiftCards: cart.appliedGiftCards.map((card) => ({
      id: card.id,
      lastCharacters: card.lastCharacters,
      amountUsedPence: decimalToPence(card.amountUsed.amount),
      balancePence: decimalToPence(card.balance.amount),
    })),
    shippingAddress: shippingAddressOf(cart),
  };
}
