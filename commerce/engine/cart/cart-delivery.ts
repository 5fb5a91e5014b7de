import { formatPence } from "#core/money/money.ts";
import {
  freeDeliveryAbovePence,
  isFreeDelivery,
  standardDeliveryExVatPence,
} from "#core/pricing/delivery.ts";
import { toGid } from "../global-id.ts";
import { money } from "../money.ts";
import { mailingAddressOf } from "./cart-buyer.ts";
import type { CartUserError, CartView } from "./cart-view.ts";

// Issue 13.4: a cart's delivery as the shop charges it (DESIGN §3.5, core/pricing/delivery.ts):
// one group, every line, to the buyer's UK address, with one option, standard UK delivery, free
// over £75 inc VAT and otherwise £4.95 + VAT. As on Shopify, a cart has delivery groups once it
// has lines and a delivery address; the one option is the one selected, since it is the one the
// cart's totals already charge.

export const standardDeliveryHandle = "standard-uk-delivery";

/** The threshold as core/pricing/delivery.ts sets it, in the shop's words. */
const freeOver = `free on orders over ${formatPence(freeDeliveryAbovePence).replace(/\.00$/, "")} inc VAT.`;

function deliveryOption(cart: CartView) {
  const isFree = isFreeDelivery(cart.priced.subtotalIncVatPence);
  return {
    handle: standardDeliveryHandle,
    code: "STANDARD",
    title: isFree ? "Free UK delivery" : "Standard UK delivery",
    description: isFree
      ? `F${freeOver.slice(1)}`
      : `${formatPence(standardDeliveryExVatPence)} + VAT; ${freeOver}`,
    deliveryMethodType: "SHIPPING",
    // Before VAT, as the cart's other amounts are.
    estimatedCost: money(cart.priced.deliveryExVatPence),
  };
}

/** The cart's delivery groups: none until it has lines and a delivery address. */
export function deliveryGroupsOf(cart: CartView) {
  const address = cart.row.deliveryAddress;
  if (!address || cart.lines.length === 0) return [];
  const option = deliveryOption(cart);
  return [
    {
      id: toGid("CartDeliveryGroup", cart.row.token),
      deliveryAddress: mailingAddressOf(address, cart.row.token),
      deliveryOptions: [option],
      selectedDeliveryOption: option,
      cart,
    },
  ];
}

/**
 * What is wrong with a choice of delivery options for the cart `token` (`hasGroup`: it has lines
 * and a delivery address): a group that is not this cart's, or an option the group does not
 * offer. Choosing the one option there is changes nothing.
 */
export function checkDeliveryChoice(
  cart: { token: string; hasGroup: boolean },
  choices: { deliveryGroupId: string; deliveryOptionHandle: string }[],
): CartUserError[] {
  const groupId = cart.hasGroup ? toGid("CartDeliveryGroup", cart.token) : null;
  return choices.flatMap((choice, index) => {
    const at = (field: string) => ["selectedDeliveryOptions", String(index), field];
    if (choice.deliveryGroupId !== groupId)
      return [
        {
          field: at("deliveryGroupId"),
          message: "The delivery group does not exist in this cart.",
          code: "INVALID_DELIVERY_GROUP",
        },
      ];
    if (choice.deliveryOptionHandle !== standardDeliveryHandle)
      return [
        {
          field: at("deliveryOptionHandle"),
          message: "The delivery option is not offered for this delivery group.",
          code: "INVALID_DELIVERY_OPTION",
        },
      ];
    return [];
  });
}
