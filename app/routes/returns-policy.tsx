import {
  BriefcaseIcon,
  CalendarClockIcon,
  ClipboardListIcon,
  PaletteIcon,
  RotateCcwIcon,
  ScaleIcon,
  ShieldCheckIcon,
  TriangleAlertIcon,
  WalletIcon,
} from "lucide-react";
import { Link } from "react-router";
import { Callout } from "#app/components/info/callout.tsx";
import { HelpCard } from "#app/components/info/help-card.tsx";
import { InfoPage, type Fact } from "#app/components/info/info-page.tsx";
import { InfoSection } from "#app/components/info/info-section.tsx";
import { StepList, type Step } from "#app/components/info/step-list.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { useShopDetails } from "#app/lib/shop-details.ts";
import type { Route } from "./+types/returns-policy";
import { sharedPageHeaders } from "#core/http/page-cache-headers.ts";

// Issue 12.2: the same for every visitor, so kept by the page cache and a CDN.
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = withShopName(() =>
  pageMeta(
    "Returns Policy",
    "Return unworn items to {shop} within 30 days for a refund within 5–7 working days. Your 14-day right to cancel, faulty goods and personalised items explained.",
  ),
);

// spec/storefront.md §9 "Returns"; DESIGN §4: the 30-day policy and the 14-day statutory
// cancellation right are both stated; personalised items are exempt unless faulty.
const returnSteps: Step[] = [
  {
    title: "Tell us what you are returning",
    body: (
      <>
        Call or e-mail us with your order number and the items you are sending back. For items over
        5kg or over £500 this is essential, so we can arrange collection or a suitable courier.
      </>
    ),
  },
  {
    title: "Pack it securely",
    body: (
      <>
        Put the items in their original packaging with a note of your order number, your name and
        the reason for the return (or whether you would like an exchange).
      </>
    ),
  },
  {
    title: "Send it to us",
    body: (
      <>
        Use a tracked or signed-for service and keep your proof of postage. Return postage is paid
        by you, unless the item is faulty or we sent the wrong thing.
      </>
    ),
  },
  {
    title: "Get your refund",
    body: (
      <>
        We check the items and refund you within 5–7 working days of receiving them, to your
        original payment method or your credit account.
      </>
    ),
  },
];

const facts: Fact[] = [
  { icon: RotateCcwIcon, title: "30-day returns", text: "On unworn, unwashed items" },
  { icon: WalletIcon, title: "Quick refunds", text: "Within 5–7 working days" },
  { icon: CalendarClockIcon, title: "14-day right to cancel", text: "For consumers buying online" },
  { icon: ShieldCheckIcon, title: "Faulty goods", text: "Replaced or refunded free" },
];

export default function ReturnsPolicy() {
  const shop = useShopDetails();
  return (
    <InfoPage
      title="Returns Policy"
      intro="Not quite right? You can return unworn items within 30 days for a full refund. Here is everything you need to know, including your statutory rights."
      facts={facts}
      aside={
        <HelpCard
          title="Need help with a return?"
          links={[
            { to: "/delivery-information", label: "Delivery information" },
            { to: "/size-guide", label: "Size guide" },
            { to: "/faq", label: "Frequently asked questions" },
          ]}
        >
          Call us with your order number and we will talk you through your return or exchange.
        </HelpCard>
      }
    >
      <InfoSection id="thirty-day-returns" title="Our 30-day returns policy" icon={RotateCcwIcon}>
        <div className="prose-shop">
          <p>
            If you change your mind, you can return items to us within <strong>30 days</strong> of
            delivery for a refund or exchange. To be accepted, items must be:
          </p>
          <ul>
            <li>unworn and unwashed, with all labels and tags still attached;</li>
            <li>in their original packaging, in a condition we can resell;</li>
            <li>free from any embroidery, printing or other personalisation.</li>
          </ul>
          <p>
            Once the return reaches us and has been checked, we refund you within{" "}
            <strong>5–7 working days</strong>. Safety footwear must be tried on indoors on a clean
            surface only; boots with marked soles cannot be accepted.
          </p>
        </div>
        <div className="mt-4">
          <Callout icon={TriangleAlertIcon} title="Items over 5kg or over £500" tone="accent">
            Please contact us before returning any item that weighs over 5kg or is worth over £500,
            so we can arrange the right collection and make sure the refund is processed quickly.
          </Callout>
        </div>
      </InfoSection>

      <InfoSection id="personalised-items" title="Personalised items" icon={PaletteIcon}>
        <div className="prose-shop">
          <p>
            Garments embroidered or printed with your logo, name or design are made to your
            specification. They are <strong>not returnable unless faulty</strong>, and this
            exemption also applies to the 14-day cancellation right. We always send a proof of your
            design for approval before production, so please check spelling, colours and position
            carefully.
          </p>
          <p>
            If a decorated item is faulty, or the decoration does not match the proof you approved,
            we will put it right free of charge.
          </p>
        </div>
      </InfoSection>

      <InfoSection id="faulty-goods" title="Faulty or incorrect goods" icon={ShieldCheckIcon}>
        <div className="prose-shop">
          <p>
            Under the <strong>Consumer Rights Act 2015</strong>, goods must be of satisfactory
            quality, fit for purpose and as described. If something is faulty:
          </p>
          <ul>
            <li>within 30 days of delivery you can reject it for a full refund;</li>
            <li>
              after 30 days, we will repair or replace it, or refund you if that is not possible;
            </li>
            <li>
              within six months of delivery, a fault is presumed to have been there when you
              received it unless we can show otherwise.
            </li>
          </ul>
          <p>
            We pay the return postage for faulty or incorrectly supplied items. Normal wear and
            tear, misuse and damage from incorrect washing are not faults.
          </p>
        </div>
      </InfoSection>

      <InfoSection id="right-to-cancel" title="Your 14-day right to cancel" icon={ScaleIcon}>
        <div className="prose-shop">
          <p>
            If you are a consumer buying online, the{" "}
            <strong>
              Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013
            </strong>{" "}
            give you the right to cancel your order within <strong>14 days</strong> of receiving
            your goods, without giving a reason. You then have a further 14 days to send the goods
            back.
          </p>
          <p>
            When you cancel a whole order we also refund the standard delivery charge you paid. Our
            30-day returns policy is in addition to this right and does not affect it.
          </p>
        </div>
      </InfoSection>

      <InfoSection id="trade-customers" title="Trade and business customers" icon={BriefcaseIcon}>
        <div className="prose-shop">
          <p>
            The 14-day cancellation right and the Consumer Rights Act apply to consumers. Orders
            placed by a business, school, council or other organisation are covered by our 30-day
            returns policy on the same conditions, and faulty goods are always replaced or refunded.
          </p>
          <p>
            Returns on orders charged to a{" "}
            <Link to="/faq#credit-account">trade credit account</Link> are credited back to the
            account and appear on your next monthly statement.
          </p>
        </div>
      </InfoSection>

      <InfoSection id="how-to-return" title="How to return an item" icon={ClipboardListIcon}>
        <StepList steps={returnSteps} />
        <div className="mt-6 rounded-xl border border-border bg-slate-50 p-5 text-sm leading-6 text-slate-700">
          <p className="font-semibold text-slate-900">Returns address</p>
          <address className="mt-1 not-italic">
            Returns Department, {shop.name}
            {shop.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>
      </InfoSection>
    </InfoPage>
  );
}
