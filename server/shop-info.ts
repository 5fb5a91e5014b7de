import type { ShopInfo } from "#commerce/engine/catalogue/catalogue-resolvers.ts";
import type { ShopSettings } from "#core/settings/settings-values.ts";

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
  // Issue 22.6: the terms of sale of /terms (app/routes/terms.tsx), in short.
  termsOfServiceBody:
    "We accept your order when we e-mail its confirmation. Prices are in pounds sterling, shown excluding and including VAT at 20%; quantity discounts count every size and colour of a product together, and a special price agreed for your account replaces the standard price. Embroidery and print are charged per item with a set-up charge per design; 500 or more items of one design are priced on application. Checkout orders are paid before dispatch; approved trade customers may charge orders to a credit account, payable within 30 days by bank transfer. You confirm you may use the artwork you send; decorated items are made to order and cannot be cancelled once production starts or returned unless faulty. We deliver to UK addresses only. Plain items can be returned within 30 days, and consumers may cancel within 14 days of delivery. Choosing PPE suited to your work remains your responsibility. For business customers our liability is limited to the price of the order. These terms are governed by the law of England and Wales; your statutory rights are not affected.",
};

/** Issue 18.9: the Storefront API's `shop` with the trading name the owner set (/admin/settings). */
export function shopInfoOf(settings: Pick<ShopSettings, "tradingName">): ShopInfo {
  return { ...shopInfo, name: settings.tradingName };
}
