import type { ShopInfo } from "#commerce/engine/catalogue/catalogue-resolvers.ts";

/** What the Storefront API's `shop` query tells about this shop. */
export const shopInfo: ShopInfo = {
  name: "Tradewear",
  description:
    "Workwear, safety clothing, safety footwear, PPE and corporate uniforms for UK trade and retail buyers, with in-house embroidery and print.",
  // DESIGN §4: 30-day returns, the 14-day statutory right to cancel, personalised items exempt.
  refundPolicyBody:
    "You can return unworn, unwashed items in their original packaging within 30 days for a full refund, paid within 5–7 working days of receiving the return. Consumers buying online also have the statutory right to cancel within 14 days of delivery. Embroidered or printed items are made to order and cannot be returned unless faulty. Please contact us before returning items over 5kg or £500.",
};
