import { HelpCard } from "#app/components/info/help-card.tsx";
import {
  InformationPageView,
  informationPageMeta,
} from "#app/components/info/information-page-view.tsx";
import { withShopName } from "#app/lib/meta.ts";
import { sharedPageHeaders } from "#core/http/page-cache-headers.ts";
import { informationPageLoader } from "#server/pages/information-page.server.ts";
import type { Route } from "./+types/returns-policy";

// Issue 12.2: the same for every visitor, so kept by the page cache and a CDN.
export const headers = sharedPageHeaders;

// Issue 13.5: the page's title and text are the owner's (back office, Pages; the demo seed writes
// today's); the help card beside it, with the shop's phone and hours as they are now, is ours.
export const loader = informationPageLoader("returns-policy");

export const meta: Route.MetaFunction = withShopName(({ data }) =>
  informationPageMeta(data?.page, {
    title: "Returns Policy",
    description:
      "Return unworn items within 30 days for a refund within 5–7 working days. Your 14-day right to cancel, faulty goods and personalised items explained.",
  }),
);

export default function ReturnsPolicy({ loaderData }: Route.ComponentProps) {
  return (
    <InformationPageView
      page={loaderData.page}
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
    />
  );
}
