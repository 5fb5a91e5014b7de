import {
  ClockIcon,
  GlobeIcon,
  MapPinIcon,
  PackageCheckIcon,
  PaletteIcon,
  RotateCcwIcon,
  TruckIcon,
} from "lucide-react";
import { Link } from "react-router";
import { Callout } from "#app/components/info/callout.tsx";
import { HelpCard } from "#app/components/info/help-card.tsx";
import { InfoPage, type Fact } from "#app/components/info/info-page.tsx";
import { InfoSection } from "#app/components/info/info-section.tsx";
import { SimpleTable } from "#app/components/info/simple-table.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { ShopPhone } from "#app/components/layout/shop-contact.tsx";
import type { Route } from "./+types/delivery-information";
import { sharedPageHeaders } from "#core/http/page-cache-headers.ts";

// Issue 12.2: the same for every visitor, so kept by the page cache and a CDN.
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = withShopName(() =>
  pageMeta(
    "Delivery Information",
    "UK delivery from {shop}: free delivery on orders over £75, otherwise £4.95 + VAT. Same-day dispatch on stock items ordered before 2pm Monday to Friday.",
  ),
);

// spec/storefront.md §9 "Delivery"; DESIGN §3.5: free when the basket total inc VAT is strictly
// above £75.00, otherwise £4.95 + VAT (£5.94).
const rates = [
  { area: "UK mainland", basket: "Over £75.00 (inc VAT)", charge: "FREE" },
  { area: "UK mainland", basket: "£75.00 or less (inc VAT)", charge: "£4.95 + VAT (£5.94)" },
  { area: "Outlying regions*", basket: "Up to 5kg, £75.00 or less", charge: "£4.95 + VAT (£5.94)" },
  { area: "Outlying regions*", basket: "Parcels over 5kg", charge: "£17.95 + VAT (£21.54)" },
  { area: "Europe & Ireland", basket: "Web orders not available", charge: "Please call us" },
];

const facts: Fact[] = [
  { icon: TruckIcon, title: "Free UK delivery", text: "On orders over £75 inc VAT" },
  { icon: ClockIcon, title: "Order by 2pm", text: "Same-day dispatch, Mon–Fri" },
  { icon: PaletteIcon, title: "Decorated items", text: "Typically 5–7 working days" },
  { icon: MapPinIcon, title: "UK only", text: "Web orders to UK addresses" },
];

const outlyingRegions = [
  "Scottish Highlands & Islands",
  "Northern Ireland",
  "Isle of Man",
  "Isles of Scilly",
  "Channel Islands",
];

export default function DeliveryInformation() {
  return (
    <InfoPage
      title="Delivery Information"
      intro="Fast, tracked delivery across the UK for trade and retail customers. Free delivery on every order over £75, and same-day dispatch on stock items ordered before 2pm."
      facts={facts}
      aside={
        <HelpCard
          links={[
            { to: "/returns-policy", label: "Returns policy" },
            { to: "/faq", label: "Frequently asked questions" },
            { to: "/contact-us", label: "Contact us" },
          ]}
        >
          Questions about a delivery, an urgent order or a delivery outside the UK? Call our team.
        </HelpCard>
      }
    >
      <InfoSection id="delivery-charges" title="Delivery charges" icon={TruckIcon}>
        <SimpleTable
          caption="UK delivery charges by area and order value"
          columns={[
            { title: "Delivery area", weight: "medium" },
            { title: "Order or parcel", wrapTitle: true },
            { title: "Charge", weight: "semibold" },
          ]}
          rows={rates.map((rate) => ({
            key: `${rate.area}-${rate.basket}`,
            cells: [rate.area, rate.basket, rate.charge],
          }))}
        />
        <div className="prose-shop mt-4">
          <p>
            Free delivery applies when your basket total, including VAT, is{" "}
            <strong>over £75.00</strong>. A basket of exactly £75.00 or less is charged £4.95 + VAT
            (£5.94). The delivery charge is shown in your basket before you pay, so there are no
            surprises at the checkout.
          </p>
          <p>
            *Outlying regions are: {outlyingRegions.join(", ")}. Parcels over 5kg to these areas
            cost £17.95 + VAT whatever the order value: the checkout shows the standard charge, and
            we call you to agree the difference before we dispatch. Deliveries there can take a day
            or two longer to arrive.
          </p>
        </div>
      </InfoSection>

      <InfoSection id="dispatch" title="Dispatch times" icon={ClockIcon}>
        <div className="prose-shop">
          <p>
            Stock items ordered <strong>before 2pm, Monday to Friday</strong>, are dispatched the
            same day. Orders placed after 2pm, at weekends or on bank holidays are dispatched on the
            next working day.
          </p>
          <p>
            Most UK mainland orders arrive within 1–3 working days of dispatch. You will receive an
            e-mail with tracking details when your parcel leaves our warehouse. Large orders may be
            sent in more than one parcel; each parcel is tracked.
          </p>
        </div>
      </InfoSection>

      <InfoSection id="decorated-items" title="Embroidered and printed items" icon={PaletteIcon}>
        <div className="prose-shop">
          <p>
            Garments with your logo are decorated in-house in our own workshop once your artwork is
            approved.
          </p>
          <ul>
            <li>
              <strong>Standard turnaround:</strong> typically 5–7 working days from artwork
              approval.
            </li>
            <li>
              <strong>Express turnaround:</strong> 2–3 working days, on request. Call us before
              ordering so we can confirm the slot.
            </li>
            <li>
              <strong>Same day:</strong> possible for some small orders, on request only.
            </li>
          </ul>
          <p>
            Dispatch follows as soon as decoration is finished. See our{" "}
            <Link to="/embroidery-and-printing">embroidery and printing services</Link> for more
            detail.
          </p>
        </div>
      </InfoSection>

      <InfoSection id="outside-uk" title="Deliveries outside the UK" icon={GlobeIcon}>
        <div className="prose-shop">
          <p>
            Our website takes orders for <strong>UK delivery addresses only</strong>. We are not
            able to accept web orders for delivery to Europe or the Republic of Ireland. If you need
            goods sent abroad, please call us on <ShopPhone /> and we will see what we can arrange.
          </p>
        </div>
      </InfoSection>

      <InfoSection id="on-delivery" title="When your order arrives" icon={PackageCheckIcon}>
        <div className="prose-shop">
          <p>
            Please check your parcel when it arrives. If the packaging is visibly damaged, note this
            with the courier or refuse the parcel if you can.
          </p>
          <ul>
            <li>
              <strong>Damaged or faulty items:</strong> let us know as soon as possible, ideally
              within 48 hours, with your order number and a photo. We will send a replacement or
              refund at no cost to you.
            </li>
            <li>
              <strong>Missing items:</strong> check your dispatch e-mail first, as large orders can
              arrive in separate parcels. If anything is still missing, contact us and we will track
              it down.
            </li>
            <li>
              <strong>Nobody in?</strong> The courier will leave a card or an update explaining how
              to rearrange delivery or collect your parcel.
            </li>
          </ul>
        </div>
      </InfoSection>

      <InfoSection id="cancellations" title="Cancellations and returns" icon={RotateCcwIcon}>
        <div className="prose-shop">
          <p>
            If you buy online as a consumer, you have the <strong>statutory right to cancel</strong>{" "}
            your order within <strong>14 days</strong> of receiving your goods under the Consumer
            Contracts Regulations 2013, without giving a reason.
          </p>
          <p>
            On top of that, our own <strong>30-day returns policy</strong> lets you return unworn,
            unwashed items in their original packaging within 30 days. We refund within 5–7 working
            days of receiving the return. Read the full{" "}
            <Link to="/returns-policy">returns policy</Link>.
          </p>
        </div>
        <div className="mt-4">
          <Callout icon={PaletteIcon} title="Personalised items" tone="accent">
            Embroidered or printed items are made to your order, so they cannot be cancelled or
            returned once production has started, unless they are faulty.
          </Callout>
        </div>
      </InfoSection>
    </InfoPage>
  );
}
