import { HelpCard } from "#app/components/info/help-card.tsx";
import {
  InformationPageView,
  informationPageMeta,
} from "#app/components/info/information-page-view.tsx";
import { ShopHours } from "#app/components/layout/shop-contact.tsx";
import { withShopName } from "#app/lib/meta.ts";
import { sharedPageHeaders } from "#core/http/page-cache-headers.ts";
import { informationPageLoader } from "#server/pages/information-page.server.ts";
import type { Route } from "./+types/faq";

// Issue 12.2: the same for every visitor, so kept by the page cache and a CDN.
export const headers = sharedPageHeaders;

// Issue 13.5: the page's title and text are the owner's (back office, Pages; the demo seed writes
// today's); the help card beside it, with the shop's phone and hours as they are now, is ours.
export const loader = informationPageLoader("faq");

export const meta: Route.MetaFunction = withShopName(({ data }) =>
  informationPageMeta(data?.page, {
    title: "Frequently Asked Questions",
    description:
      "Answers on ordering, VAT, delivery, returns, embroidery and printing minimums, sizing, and how to apply for a 30-day trade credit account.",
  }),
);

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <InformationPageView
      page={loaderData.page}
      aside={
        <HelpCard
          title="Still have a question?"
          links={[
            { to: "/delivery-information", label: "Delivery information" },
            { to: "/returns-policy", label: "Returns policy" },
            { to: "/size-guide", label: "Size guide" },
            { to: "/contact-us", label: "Contact us" },
          ]}
        >
          Call us
          <ShopHours prefix=" " suffix="" /> or e-mail us and we will reply within 1 working day.
        </HelpCard>
      }
    />
  );
}
