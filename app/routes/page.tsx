import { redirect } from "react-router";
import { HelpCard } from "#app/components/info/help-card.tsx";
import {
  InformationPageView,
  informationPageMeta,
} from "#app/components/info/information-page-view.tsx";
import { withShopName } from "#app/lib/meta.ts";
import { sharedPageHeaders } from "#core/http/page-cache-headers.ts";
import { pagePath, pagesAtTheirOwnPath } from "#core/pages/page-paths.ts";
import { loadInformationPage } from "#server/pages/information-page.server.ts";
import type { Route } from "./+types/page";

// Issue 13.5: a page the owner added in the back office (About us, Careers, …), at
// /pages/{handle}. The information pages the shop was built with keep their own addresses.
export const headers = sharedPageHeaders;

export async function loader({ params, context }: Route.LoaderArgs) {
  if (pagesAtTheirOwnPath.has(params.handle)) throw redirect(pagePath(params.handle), 301);
  return { page: await loadInformationPage(context.services.database, params.handle) };
}

export const meta: Route.MetaFunction = withShopName(({ data }) =>
  informationPageMeta(data?.page, {
    title: "Page not found",
    description: "The page you were looking for could not be found.",
  }),
);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <InformationPageView page={loaderData.page} aside={<HelpCard />} />;
}
