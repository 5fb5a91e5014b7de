import { UserIcon } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root.tsx";
import { greetingFor } from "#core/accounts/greeting.ts";

// spec/storefront.md §2 and spec/back-office.md §2: signed out, 'My Account' goes to /auth;
// signed in, a menu greets the buyer by their first name (issue 18.8), or by the part of their
// e-mail before the @ when the account has no name (core/accounts/greeting.ts). The viewer comes
// from the root loader, so the server-rendered header is already right. The menu itself (Radix,
// about 13 KB gzipped) loads only for a signed-in viewer; until it has, its face stands in.

const SignedInMenu = lazy(() => import("#app/components/account/signed-in-menu.tsx"));

const faceClass = "flex flex-col items-center gap-0.5 rounded-md px-2 py-1 text-slate-700";

export function AccountMenu() {
  const viewer = useRouteLoaderData<typeof rootLoader>("root")?.viewer ?? null;

  if (!viewer)
    return (
      <Link to="/auth" className={`${faceClass} hover:text-brand-700`} aria-label="My Account">
        <UserIcon className="size-6" aria-hidden />
        <span className="hidden text-xs font-medium whitespace-nowrap sm:block" aria-hidden>
          My Account
        </span>
      </Link>
    );

  const greeting = greetingFor(viewer);
  const placeholder = (
    <span className={faceClass}>
      <UserIcon className="size-6" aria-hidden />
      <span className="sr-only max-w-32 truncate text-xs font-medium whitespace-nowrap sm:not-sr-only">
        {greeting}
      </span>
    </span>
  );
  return (
    <Suspense fallback={placeholder}>
      <SignedInMenu greeting={greeting} email={viewer.email} isAdmin={viewer.role === "admin"} />
    </Suspense>
  );
}
