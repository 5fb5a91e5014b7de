import {
  BadgePercentIcon,
  ClipboardListIcon,
  CreditCardIcon,
  PaletteIcon,
  TruckIcon,
  UsersIcon,
} from "lucide-react";
import { Link } from "react-router";
import { DecorationPriceLists } from "#app/components/info/decoration-price-table.tsx";
import { HelpCard } from "#app/components/info/help-card.tsx";
import { InfoPage, type Fact } from "#app/components/info/info-page.tsx";
import { InfoSection } from "#app/components/info/info-section.tsx";
import { SimpleTable } from "#app/components/info/simple-table.tsx";
import { StepList, type Step } from "#app/components/info/step-list.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { quantityBandLabel, quantityBreaks } from "#core/pricing/quantity-breaks.ts";
import { getDecorationPriceList } from "#server/pricing/pricing.server.ts";
import type { Route } from "./+types/bulk-orders";
import { sharedPageHeaders } from "#core/http/page-cache-headers.ts";

// Issue 12.2: the same for every visitor, so kept by the page cache and a CDN.
export const headers = sharedPageHeaders;

// The decoration tables come from the live pricing tables, so an admin's price change shows here too.
export async function loader({ context }: Route.LoaderArgs) {
  return { prices: await getDecorationPriceList(context.services) };
}

export const meta: Route.MetaFunction = withShopName(() =>
  pageMeta(
    "Bulk Orders & Trade Pricing",
    "Bulk workwear pricing: up to 15% off garments at 100+, embroidery from £1.45 per item, mixed sizes count together, and 30-day trade credit accounts.",
  ),
);

const prose = "text-[15px] leading-7 text-slate-700";
const textLink = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";

const steps: Step[] = [
  {
    title: "Choose your garments",
    body: "Add the products you need in any mix of sizes and colours. The quantity break applies automatically in your basket.",
  },
  {
    title: "Send us your logo",
    body: (
      <>
        <Link to="/pricing#upload-design" className={textLink}>
          Upload your design
        </Link>{" "}
        for a free quote. We check the artwork and reply with a proof within 24–48 hours.
      </>
    ),
  },
  {
    title: "Approve and pay",
    body: "Approve your proof, then pay by bank transfer or charge the order to your 30-day trade credit account.",
  },
  {
    title: "We make and deliver",
    body: "Decorated orders typically take 5–7 working days, with express 2–3 days on request. Delivery is free over £75.",
  },
];

const facts: Fact[] = [
  { icon: BadgePercentIcon, title: "Up to 15% off", text: "Garments at 100+ pieces" },
  { icon: PaletteIcon, title: "Cheaper decoration", text: "Embroidery from £1.45 per item" },
  { icon: CreditCardIcon, title: "30-day credit", text: "For approved trade customers" },
  { icon: TruckIcon, title: "Free delivery", text: "On UK orders over £75" },
];

export default function BulkOrders({ loaderData }: Route.ComponentProps) {
  const { prices } = loaderData;
  return (
    <InfoPage
      title="Bulk Orders & Trade Pricing"
      intro="Kitting out a team, a site or a school? The more you order, the less you pay per item, on the garments and on the decoration."
      facts={facts}
      aside={
        <>
          <HelpCard title="Planning a large order?">
            Call our trade team for a quote on 500+ pieces, a sizing schedule for your staff or help
            choosing the right garments.
          </HelpCard>
          <div className="rounded-xl border border-border bg-white p-5">
            <p className="font-semibold text-slate-900">Got a logo ready?</p>
            <p className="mt-1 text-sm leading-6 text-slate-600">
              Send it to us for a free quote and proof.
            </p>
            <Button asChild variant="accent" className="mt-4 w-full">
              <Link to="/pricing#upload-design">Get Free Quote</Link>
            </Button>
          </div>
        </>
      }
    >
      <InfoSection id="quantity-breaks" title="Quantity break pricing" icon={BadgePercentIcon}>
        <p className={`${prose} mb-4`}>
          Garment prices drop automatically as your quantity rises. Mixed sizes and colours of the
          same product count together, so 6 medium and 6 large navy polos plus 13 black ones are 25
          pieces at 10% off.
        </p>
        <div className="max-w-xl">
          <SimpleTable
            caption="Discount off the garment price by quantity of the same product"
            columns={[
              { title: "Quantity of one product", wrapTitle: true },
              { title: "Discount", nowrap: true, weight: "semibold" },
            ]}
            rowHeaders
            rows={quantityBreaks.map((band) => ({
              key: `${band.minQuantity}`,
              cells: [
                quantityBandLabel(band),
                band.discountPercent === 0 ? "Standard price" : `${band.discountPercent}% off`,
              ],
            }))}
          />
        </div>
        <p className="mt-4 text-sm leading-6 text-slate-600">
          If we have agreed account prices with you, those net prices apply instead of the quantity
          breaks.
        </p>
      </InfoSection>

      <InfoSection id="decoration-pricing" title="Decoration gets cheaper too" icon={PaletteIcon}>
        <p className={`${prose} mb-6`}>
          Embroidery and print are priced per item by the quantity of each design, so larger runs
          cost less per garment. All prices exclude VAT.
        </p>
        <DecorationPriceLists prices={prices} />
        <p className={`${prose} mt-6`}>
          See the{" "}
          <Link to="/pricing" className={textLink}>
            full embroidery and printing price tables
          </Link>{" "}
          for prices by design size.
        </p>
      </InfoSection>

      <InfoSection id="how-it-works" title="How bulk ordering works" icon={ClipboardListIcon}>
        <StepList steps={steps} />
      </InfoSection>

      <InfoSection id="trade-accounts" title="Trade credit accounts" icon={UsersIcon}>
        <p className={prose}>
          Limited companies, sole traders, schools and councils can apply for an Easy Credit
          Account: order online or by phone, charge orders to your account at checkout and pay on
          30-day terms, with every charge and payment on your account page.{" "}
          <Link to="/faq#credit-account" className={textLink}>
            How to apply for a credit account
          </Link>
          .
        </p>
      </InfoSection>
    </InfoPage>
  );
}
