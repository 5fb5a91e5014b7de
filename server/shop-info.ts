import type { ShopInfo } from "#commerce/engine/catalogue/catalogue-resolvers.ts";

/** What the Storefront API's `shop` query tells about this shop. */
export const shopInfo: ShopInfo = {
  name: "Tradewear",
  description:
    "Workwear, safety clothing, safety footwear, PPE and corporate uniforms for UK trade and retail buyers, with in-house embroidery and print.",
  // DESIGN §4: 30-day returns, the 14-day statutory right to cancel, personalised items exempt.
  refundPolicyBody:
    "You can return unworn, unwashed items in their original packaging within 30 days for a full refund, paid within 5–7 working days of receiving the return. Consumers buying online also have the statutory right to cancel within 14 days of delivery. Embroidered or printed items are made to order and cannot be returned unless faulty. Please contact us before returning items over 5kg or £500.",
  // Issue 22.6: the privacy notice of /privacy (app/routes/privacy.tsx), in short.
  privacyPolicyBody:
    "We keep only the details we need to supply your workwear and answer your questions, and we never sell them. Orders and accounts: your name, company, e-mail, phone, addresses and what you order, to supply and invoice your order and keep the records tax law requires (6 years). Credit accounts: your business details, limit, charges and payments. Enquiries and design quotes, artwork included: to answer you and prepare your quote (up to 2 years). Newsletter: your e-mail address and the date you joined, with your consent, until you unsubscribe. We share details only with the courier, our e-mail provider and our bank, for that job. We use no advertising or tracking cookies: only your basket, the welcome message and the sign-in cookie. Under UK data protection law you can ask for a copy of your details, and to correct, delete or stop using them; you can complain to the Information Commissioner's Office.",
};
