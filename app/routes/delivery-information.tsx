import { HelpCard } from "#app/components/info/help-card.tsx";
import {
  InformationPageView,
  informationPageMeta,
} from "#app/components/info/information-page-view.tsx";
import { withShopName } from "#app/lib/meta.ts";
import { sharedPageHeaders } from "#core/http/page-cache-headers.ts";
import { informationPageLoader } from "#server/pages/information-page.server.ts";
import type { Route } from "./+types/delivery-information";

// Issue 12.2: the same for every visitor, so kept by the page cache and a CDN.
export const headers = sharedPageHeaders;

// Issue 13.5: the page's title and text are the owner's (back office, Pages; the demo seed writes
// today's); the help card beside it, with the shop's phone and hours as they are now, is ours.
export const loader = informationPageLoader("delivery-information");

export const meta: Route.MetaFunction = withShopName(({ data }) =>
  informationPageMeta(data?.page, {
    title: "Delivery Information",
    description:
      "UK delivery: free on orders over £75, otherwise £4.95 + VAT. Same-day dispatch on stock items ordered before 2pm Monday to Friday.",
  }),
);

export default function DeliveryInformation({ loaderData }: Route.ComponentProps) {
  return (
    <InformationPageView
      page={loaderData.page}
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
    />
  );
}
