import {
  FootprintsIcon,
  HandIcon,
  HardHatIcon,
  RulerIcon,
  ShirtIcon,
  UserIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Callout } from "#app/components/info/callout.tsx";
import { HelpCard } from "#app/components/info/help-card.tsx";
import { InfoPage, type JumpLink } from "#app/components/info/info-page.tsx";
import { InfoSection } from "#app/components/info/info-section.tsx";
import {
  FootwearTable,
  GloveTable,
  LegLengthTable,
  MensTopsTable,
  TrouserWaistTable,
  WomensTable,
} from "#app/components/info/size-tables.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import type { Route } from "./+types/size-guide";
import { sharedPageHeaders } from "#core/http/page-cache-headers.ts";

// Issue 12.2: the same for every visitor, so kept by the page cache and a CDN.
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = withShopName(() =>
  pageMeta(
    "Size Guide",
    "Workwear size charts: men's chest sizes XS–4XL, trouser waist and leg lengths, women's UK 8–22, safety footwear UK/EU/US conversions and glove sizes, in cm and inches.",
  ),
);

const sections: JumpLink[] = [
  { id: "mens-tops", label: "Men's tops" },
  { id: "trousers", label: "Trousers" },
  { id: "womens", label: "Women's" },
  { id: "footwear", label: "Safety footwear" },
  { id: "gloves", label: "Gloves" },
  { id: "headwear", label: "Caps & hats" },
  { id: "how-to-measure", label: "How to measure" },
];

const measuringTips: { title: string; icon: typeof RulerIcon; text: ReactNode }[] = [
  {
    title: "Chest",
    icon: ShirtIcon,
    text: "Measure around the fullest part of your chest, under your arms and across the shoulder blades, keeping the tape level.",
  },
  {
    title: "Waist",
    icon: UserIcon,
    text: "Measure around your natural waistline, where you normally wear your trousers. Keep one finger under the tape for comfort.",
  },
  {
    title: "Inside leg",
    icon: RulerIcon,
    text: "Measure from the crotch to the bottom of the ankle along the inside of the leg, ideally on a pair of trousers that fit well.",
  },
  {
    title: "Foot",
    icon: FootprintsIcon,
    text: "Stand on paper with your heel against a wall, mark the tip of your longest toe and measure. Measure late in the day, wearing work socks.",
  },
  {
    title: "Hand",
    icon: HandIcon,
    text: "Wrap the tape around your dominant hand across the knuckles, excluding the thumb. The glove size is that figure in inches.",
  },
];

export default function SizeGuide() {
  return (
    <InfoPage
      title="Size Guide"
      intro="Find the right fit first time. All measurements are body measurements, not garment measurements, and are shown in centimetres and inches. Sizes can vary slightly between brands, so check the product description too."
      nav={{ label: "Size charts on this page", title: "Jump to a size chart", links: sections }}
      aside={
        <>
          <HelpCard
            title="Not sure of your size?"
            links={[
              { to: "/returns-policy", label: "30-day returns policy" },
              { to: "/faq", label: "Sizing questions answered" },
            ]}
          >
            Tell us the brand and your measurements and we will recommend a size. Ordering for a
            team? We can help with a sizing schedule.
          </HelpCard>
          <div className="rounded-xl border border-border bg-white p-5 text-sm leading-6 text-slate-700">
            <p className="font-semibold text-slate-900">Wrong size?</p>
            <p className="mt-1">
              Unworn, unwashed items in their original packaging can be exchanged or returned within
              30 days. See our{" "}
              <Link
                to="/returns-policy"
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                returns policy
              </Link>
              .
            </p>
          </div>
        </>
      }
    >
      <InfoSection id="mens-tops" title="Men's tops, jackets and hi-vis" icon={ShirtIcon}>
        <p className="mb-4 text-[15px] leading-7 text-slate-700">
          Polos, T-shirts, sweatshirts, fleeces, softshells and jackets. If you are between sizes,
          or will wear layers underneath, choose the larger size.
        </p>
        <MensTopsTable />
      </InfoSection>

      <InfoSection id="trousers" title="Trousers and shorts" icon={RulerIcon}>
        <p className="mb-4 text-[15px] leading-7 text-slate-700">
          Work trousers are sold by waist size in inches with a choice of leg length.
        </p>
        <div className="grid gap-6 md:grid-cols-2">
          <div>
            <h3 className="mb-3 font-semibold text-slate-900">Waist</h3>
            <TrouserWaistTable />
          </div>
          <div>
            <h3 className="mb-3 font-semibold text-slate-900">Leg length</h3>
            <LegLengthTable />
            <p className="mt-3 text-sm leading-6 text-slate-600">
              Tall fittings are 33″ or 34″ depending on the brand; the exact length is given on each
              product.
            </p>
          </div>
        </div>
      </InfoSection>

      <InfoSection id="womens" title="Women's fit" icon={UserIcon}>
        <p className="mb-4 text-[15px] leading-7 text-slate-700">
          Women's fit tops, trousers and tunics in UK sizes 8 to 22. Each measurement is shown in
          centimetres, with inches underneath.
        </p>
        <WomensTable />
      </InfoSection>

      <InfoSection id="footwear" title="Safety footwear" icon={FootprintsIcon}>
        <p className="mb-4 text-[15px] leading-7 text-slate-700">
          Safety boots and shoes are sold in UK sizes. Many European brands size in EU; use this
          chart to convert. Half sizes are not made by most safety footwear brands, so if you are a
          half size, go up.
        </p>
        <div className="max-w-xl">
          <FootwearTable />
        </div>
      </InfoSection>

      <InfoSection id="gloves" title="Gloves" icon={HandIcon}>
        <p className="mb-4 text-[15px] leading-7 text-slate-700">
          Work gloves follow the European standard size numbers, based on the circumference of your
          hand.
        </p>
        <div className="max-w-xl">
          <GloveTable />
        </div>
      </InfoSection>

      <InfoSection id="headwear" title="Caps and hats" icon={HardHatIcon}>
        <Callout icon={HardHatIcon} title="One size fits most">
          Our caps are one size with an adjustable strap or buckle at the back, fitting a head
          circumference of roughly 56–60 cm (22–23½ in). Beanies are one size and stretch to fit.
        </Callout>
      </InfoSection>

      <InfoSection id="how-to-measure" title="How to measure" icon={RulerIcon}>
        <p className="mb-4 text-[15px] leading-7 text-slate-700">
          Use a soft tape measure over light clothing, keeping it snug but not tight. It is easier
          with someone to help.
        </p>
        <ul className="grid gap-4 sm:grid-cols-2">
          {measuringTips.map((tip) => (
            <li key={tip.title} className="flex gap-4 rounded-xl border border-border bg-white p-5">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <tip.icon className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{tip.title}</h3>
                <p className="mt-1 text-sm leading-6 text-slate-600">{tip.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </InfoSection>
    </InfoPage>
  );
}
