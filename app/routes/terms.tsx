import {
  BadgePoundSterlingIcon,
  ClipboardListIcon,
  FileCheckIcon,
  HardHatIcon,
  PaletteIcon,
  RotateCcwIcon,
  ScaleIcon,
  TruckIcon,
  WalletIcon,
} from "lucide-react";
import { Link } from "react-router";
import { HelpCard } from "#app/components/info/help-card.tsx";
import { InfoPage } from "#app/components/info/info-page.tsx";
import { InfoSection } from "#app/components/info/info-section.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import {
  ShopEmail,
  ShopHours,
  ShopLegalIdentity,
  ShopPhone,
} from "#app/components/layout/shop-contact.tsx";
import type { Route } from "./+types/terms";
import { sharedPageHeaders } from "#core/http/page-cache-headers.ts";

// Issue 12.2: the same for every visitor, so kept by the page cache and a CDN.
export const headers = sharedPageHeaders;

// Issue 22.6, spec/back-office.md §8: the shop's terms of service (the Storefront API's
// shop.termsOfService points here). They state the rules the shop already applies: prices and VAT
// as DESIGN §3 computes them, the checkout and credit account, made-to-order decoration, delivery
// and returns as their own pages say. The shop's owner adapts the wording to their business.

export const meta: Route.MetaFunction = withShopName(() =>
  pageMeta(
    "Terms and Conditions of Sale",
    "The terms on which {shop} sells workwear, PPE and decorated garments: prices and VAT, orders, payment and credit accounts, embroidery and print, delivery, returns and liability.",
  ),
);

const prose = "prose-shop max-w-3xl";

export default function Terms() {
  return (
    <InfoPage
      title="Terms and Conditions of Sale"
      intro="The terms on which we supply workwear, safety wear, PPE and decorated garments to trade and retail customers in the UK."
      nav={{
        label: "Terms sections",
        title: "Jump to",
        links: [
          { id: "prices", label: "Prices and VAT" },
          { id: "payment", label: "Payment and credit" },
          { id: "decoration", label: "Embroidery and print" },
          { id: "returns", label: "Returns" },
          { id: "liability", label: "Liability" },
        ],
      }}
      aside={
        <HelpCard title="Questions about an order?">
          Talk to us before you order: we are glad to explain any of these terms.
        </HelpCard>
      }
    >
      <InfoSection id="about" title="About these terms" icon={FileCheckIcon}>
        <div className={prose}>
          <p>
            These terms apply to every order placed with <ShopLegalIdentity />, through this
            website, by phone or by e-mail. Where you buy as a consumer, nothing in them affects
            your statutory rights. Please read them with our{" "}
            <Link to="/delivery-information">delivery information</Link>,{" "}
            <Link to="/returns-policy">returns policy</Link> and{" "}
            <Link to="/privacy">privacy notice</Link>.
          </p>
        </div>
      </InfoSection>

      <InfoSection id="orders" title="Your order" icon={ClipboardListIcon}>
        <div className={prose}>
          <p>
            Your order is an offer to buy. We accept it when we e-mail you its confirmation with its
            order number; until then we may decline it, for example if an item is no longer
            available or a price was shown in error, in which case we tell you and take no payment.
            Embroidery or print of one design on 500 or more items is priced on application: we send
            you a quote to accept before that work starts.
          </p>
        </div>
      </InfoSection>

      <InfoSection id="prices" title="Prices and VAT" icon={BadgePoundSterlingIcon}>
        <div className={prose}>
          <ul>
            <li>
              Prices are in pounds sterling. Each product shows its price excluding VAT and
              including VAT at 20%; your basket, checkout and order confirmation show the VAT
              separately.
            </li>
            <li>
              Quantity discounts count every size and colour of the same product in your order
              together. A special price agreed for your account replaces the standard price, without
              a quantity discount on top.
            </li>
            <li>
              Embroidery and print are charged per item by quantity, with a one-off set-up charge
              per design, as shown on our <Link to="/pricing">pricing page</Link>.
            </li>
            <li>
              The price you pay is the one worked out when you place the order, and the total is
              shown before you confirm it.
            </li>
          </ul>
        </div>
      </InfoSection>

      <InfoSection id="payment" title="Payment and credit accounts" icon={WalletIcon}>
        <div className={prose}>
          <p>
            Orders through our checkout are paid in full before they are dispatched. Approved trade
            customers may instead charge orders to their credit account, up to its credit limit;
            every charge and payment is listed on their credit account page, and payment is due
            within 30 days by bank transfer. We may pause a credit account while a payment is
            overdue, and ask for payment in advance until it is settled.
          </p>
        </div>
      </InfoSection>

      <InfoSection id="decoration" title="Embroidery and print" icon={PaletteIcon}>
        <div className={prose}>
          <ul>
            <li>
              You confirm that you own, or have permission to use, any logo, artwork or text you
              send us, and that it may be reproduced on garments.
            </li>
            <li>
              We reproduce your design as closely as the garment and method allow; thread and ink
              colours can differ slightly from a screen or a printed proof.
            </li>
            <li>
              Decorated garments are made to order for you: once production has started the order
              cannot be cancelled, and decorated items cannot be returned unless they are faulty or
              not what you ordered.
            </li>
          </ul>
        </div>
      </InfoSection>

      <InfoSection id="delivery" title="Delivery" icon={TruckIcon}>
        <div className={prose}>
          <p>
            We deliver to UK addresses only. Delivery charges and times are on our{" "}
            <Link to="/delivery-information">delivery information</Link> page; dispatch dates for
            decorated orders are confirmed with your order. The goods are yours, and at your risk,
            once they are delivered and paid for.
          </p>
        </div>
      </InfoSection>

      <InfoSection id="returns" title="Returns and cancellation" icon={RotateCcwIcon}>
        <div className={prose}>
          <p>
            Unworn, unwashed plain items can be returned within 30 days, and consumers buying online
            may cancel within 14 days of delivery, as our{" "}
            <Link to="/returns-policy">returns policy</Link> explains. Faulty goods are repaired,
            replaced or refunded in line with your legal rights.
          </p>
        </div>
      </InfoSection>

      <InfoSection id="ppe" title="Safety wear and PPE" icon={HardHatIcon}>
        <div className={prose}>
          <p>
            Each item of protective equipment is sold to the standards stated on its product page.
            We are happy to advise, but choosing equipment that suits the hazards of your work and
            your own risk assessment remains your responsibility as the buyer or employer.
          </p>
        </div>
      </InfoSection>

      <InfoSection id="liability" title="Liability and law" icon={ScaleIcon}>
        <div className={prose}>
          <p>
            Nothing in these terms limits our liability for death or personal injury caused by our
            negligence, for fraud, or for anything the law does not allow us to limit. For business
            customers, our liability for any order is otherwise limited to the price of that order,
            and we are not liable for loss of profit or business. These terms are governed by the
            law of England and Wales, and its courts may decide any dispute; a consumer living in
            Scotland or Northern Ireland may also bring proceedings there.
          </p>
          <p>
            Questions about these terms: e-mail <ShopEmail /> or call <ShopPhone />
            <ShopHours />.
          </p>
        </div>
      </InfoSection>
    </InfoPage>
  );
}
