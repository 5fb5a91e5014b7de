import { lazy, Suspense, useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { Toaster } from "#app/components/ui/toast.tsx";
import { type CategoryGrouping, groupCollections } from "#core/catalogue/category-groups.ts";
import { summariseViewer } from "#server/accounts/viewer.server.ts";
import { vatShownFor } from "#server/pricing/vat-shown.server.ts";
import { isAdmin } from "#server/admin/admin-pages.server.ts";
import { getSettingsWarning, getShopDetails } from "#server/settings/shop-settings.server.ts";
import type { Route } from "./+types/root";
import "./app.css";
import { NavigationProgress } from "./components/layout/navigation-progress.tsx";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { HydrateLater, keptKey, whenHydrated } from "./lib/hydrate-later.tsx";
import { isViewerChanging, settleViewerChange } from "./components/account/viewer-refresh.ts";
import { useNonce } from "./lib/nonce.tsx";
import { useShopDetails } from "#app/lib/shop-details.ts";
import { badLinkMessage, badListingField } from "#app/lib/refuse-bad-input.ts";

// Drawn by the server only (decision 041): the browser never hydrates it, nor loads its module.
const WelcomeAnnouncement = lazy(() =>
  import("./components/layout/welcome-announcement.tsx").then((module) => ({
    default: module.WelcomeAnnouncement,
  })),
);
// Shown only to an admin whose shop settings need attention: loaded when it is.
const SettingsWarning = lazy(() =>
  import("./components/admin/settings-warning.tsx").then((module) => ({
    default: module.SettingsWarning,
  })),
);

type NavigationLink = { handle: string; title: string };
/**
 * The menu made from the last list of collections seen: every page asks for the same list, and
 * grouping a large one (200 collections) costs more than comparing it.
 */
let lastNavigation: { key: string; grouping: CategoryGrouping<NavigationLink> } | null = null;

function navigationOf(links: NavigationLink[]): CategoryGrouping<NavigationLink> {
  const key = JSON.stringify(links);
  if (lastNavigation?.key !== key) lastNavigation = { key, grouping: groupCollections(links) };
  return lastNavigation.grouping;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { database } = context.services;
  // The navigation needs only names and links; a failed load (already logged) gives an empty menu.
  // Issue 18.9: the shop's details (header, footer, announcement) as the owner set them, and for
  // an admin the warning while buyers cannot pay by bank transfer.
  const [result, shop, settingsWarning, vatShown] = await Promise.all([
    context.commerce.getCollections({ first: 250 }),
    getShopDetails(database),
    isAdmin(context.viewer) ? getSettingsWarning(database) : null,
    vatShownFor(database.db, request.headers.get("Cookie"), context.viewer),
  ]);
  const links = result.ok ? result.data.items.map(({ handle, title }) => ({ handle, title })) : [];
  // The header's account menu: who is signed in (e-mail, name, role — nothing secret).
  return {
    navigation: navigationOf(links),
    viewer: summariseViewer(context.viewer),
    shop,
    settingsWarning,
    // Issue 14.2: /quick-order reads SKUs from the shop's own catalogue, so not in Shopify mode.
    offersQuickOrder: !context.services.config.shopify,
    // Issue 14.3: the prices every page shows first, inc or ex VAT.
    vatShown,
  };
}

// The navigation changes rarely: reload it after a form that changes data, not on every page,
// sort or search, each of which would otherwise read all collections again. Signing in or out
// (done by fetch, not a form) flags the next navigation to reload it, for the header's viewer.
export function shouldRevalidate({
  formMethod,
  formAction,
  currentUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (isViewerChanging()) return true;
  // Issue 18.9: the settings page reloads the header and footer after a save.
  if (currentUrl.pathname === "/admin/settings") return true;
  // Pricing the basket posts to /basket on every change; it never changes the navigation.
  if (formAction === "/basket") return false;
  return formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  const navigation = data?.navigation ?? { groups: [], uncategorised: [] };
  const newsletter = new URLSearchParams(useLocation().search).get("newsletter");
  const viewerEmail = data?.viewer?.email ?? null;
  // The root data has been reloaded with the viewer after a sign-in or sign-out.
  useEffect(() => settleViewerChange(), [viewerEmail]);
  // Marks the page as working: a click before React has hydrated it does nothing, so the browser
  // journeys (tests/e2e/fixtures.ts openPage) wait for this rather than for a quiet network.
  useEffect(() => {
    whenHydrated(() => {
      document.documentElement.dataset.hydrated = "true";
    });
  }, []);
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0d2544" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        <HydrateLater never>
          <WelcomeAnnouncement />
        </HydrateLater>
        <NavigationProgress />
        {data?.settingsWarning && (
          <Suspense fallback={null}>
            <SettingsWarning status={data.settingsWarning} />
          </Suspense>
        )}
        <SiteHeader navigation={navigation} />
        <main id="main" className="flex-1">
          {children}
        </main>
        {/* Decision 044: drawn from the shop's details and a posted newsletter's outcome alone. */}
        <HydrateLater keep={keptKey("footer", data?.shop, data?.offersQuickOrder, newsletter)}>
          <SiteFooter />
        </HydrateLater>
        <Toaster position="top-center" closeButton />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shop = useShopDetails();
  let heading = "Something went wrong";
  let message = "Sorry, we could not show this page. Please try again in a moment.";
  let stack: string | undefined;
  const badField = badListingField(error);
  if (badField) {
    heading = "This link is not valid";
    message = badLinkMessage(badField);
  } else if (isRouteErrorResponse(error)) {
    heading = error.status === 404 ? "Oops! Page not found" : `${error.status} ${error.statusText}`;
    message = error.status === 404 ? "We couldn't find the page you were looking for." : message;
  } else if (import.meta.env.DEV && error instanceof Error) {
    stack = error.stack;
  }
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <title>{`${heading} | ${shop.name}`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{heading}</h1>
      <p className="mt-4 text-slate-600">{message}</p>
      <a href="/" className="mt-8 inline-block font-semibold text-brand-700 underline">
        Return to Home
      </a>
      {stack && (
        <pre className="mt-8 overflow-x-auto rounded bg-slate-100 p-4 text-left text-xs">
          {stack}
        </pre>
      )}
    </section>
  );
}
