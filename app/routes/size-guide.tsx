import { HelpCard } from "#app/components/info/help-card.tsx";
import {
  InformationPageView,
  informationPageMeta,
} from "#app/components/info/information-page-view.tsx";
import { withShopName } from "#app/lib/meta.ts";
import { sharedPageHeaders } from "#core/http/page-cache-headers.ts";
import { informationPageLoader } from "#server/pages/information-page.server.ts";
import type { Route } from "./+types/size-guide";

// Issue 12.2: the same for every visitor, so kept by the page cache and a CDN.
export const headers = sharedPageHeaders;

// Issue 13.5: the page's title and text are the owner's (back office, Pages; the demo seed writes
// today's); the help card beside it, with the shop's phone and hours as they are now, is ours.
export const loader = informationPageLoader("size-guide");

export const meta: Route.MetaFunction = withShopName(({ data }) =>
  informationPageMeta(data?.page, {
    title: "Size Guide",
    description:
      "Workwear size charts: men's chest sizes XS–4XL, trouser waist and leg lengths, women's UK 8–22, safety footwear UK/EU/US conversions and glove sizes, in cm and inches.",
  }),
);

export default function SizeGuide({ loaderData }: Route.ComponentProps) {
  return (
    <InformationPageView
      page={loaderData.page}
      aside={
        <HelpCard
          title="Not sure of your size?"
          links={[
            { to: "/returns-policy", label: "30-day returns policy" },
            { to: "/faq", label: "Sizing questions answered" },
          ]}
        >
          Tell us the brand and your measurements and we will recommend a size. Ordering for a team?
          We can help with a sizing schedule.
        </HelpCard>
      }
    />
  );
}
