import { data } from "react-router";
import { PageNotFound } from "#app/components/layout/page-not-found.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import type { Route } from "./+types/not-found";

function metaOf() {
  return pageMeta("Page not found", "The page you were looking for could not be found.");
}

export const meta = withShopName(metaOf);

// spec/back-office.md §2: any other path shows the 404 page and the bad path is logged.
export function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  context.services.logger.warn(
    { path, referrer: request.headers.get("referer") },
    "404: no page at this path",
  );
  return data({ path }, { status: 404 });
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function NotFound() {
  return <PageNotFound />;
}
