import { HelpCard } from "#app/components/info/help-card.tsx";
import {
  InformationPageView,
  informationPageMeta,
} from "#app/components/info/information-page-view.tsx";
import { withShopName } from "#app/lib/meta.ts";
import { sharedPageHeaders } from "#core/http/page-cache-headers.ts";
import { informationPageLoader } from "#server/pages/information-page.server.ts";
import type { Route } from "./+types/privacy";

// Issue 12.2: the same for every visitor, so kept by the page cache and a CDN.
export const headers = sharedPageHeaders;

// Issue 13.5: the page's title and text are the owner's (back office, Pages; the demo seed writes
// today's); the help card beside it, with the shop's phone and hours as they are now, is ours.
export const loader = informationPageLoader("privacy");

export const meta: Route.MetaFunction = withShopName(({ data }) =>
  informationPageMeta(data?.page, {
    title: "Privacy Notice",
    description:
      "How we use your personal details: orders, credit accounts, enquiries, design uploads and the newsletter, how long we keep them, and your rights under UK GDPR.",
  }),
);

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return (
    <InformationPageView
      page={loaderData.page}
      aside={
        <HelpCard title="Questions about your data?">
          Ask us for a copy of your details, or to correct or delete them.
        </HelpCard>
      }
    />
  );
}
