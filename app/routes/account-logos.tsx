import { SignInPrompt } from "#app/components/account/sign-in-prompt.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { LogoLibrary } from "#app/components/logos/logo-library.tsx";
import { LogoUploadForm } from "#app/components/logos/logo-upload-form.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { loadLogoLibrary } from "#server/logos/logo-views.server.ts";
import type { Route } from "./+types/account-logos";

// Issue 15.1: the signed-in buyer's logo library: add a logo, see where each stands for
// embroidery and print, rename, archive, download or remove one. A visitor is told to sign in, as
// on the quotes page: a link to this page should explain why there is nothing to see.

export async function loader({ context }: Route.LoaderArgs) {
  return loadLogoLibrary(context);
}

export const meta: Route.MetaFunction = withShopName(() => [
  ...pageMeta("Your Logos", "Your {shop} logos: upload once, choose them on any product page."),
  { name: "robots", content: "noindex" },
]);

/** Personal data: never kept by a shared cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function AccountLogos({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Your Logos"
        intro={
          loaderData.signedIn
            ? "Upload your logos once and choose them on any product page. We show where each stands: a proof sent, approved, or changes asked for."
            : undefined
        }
      />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
        {!loaderData.signedIn ? (
          <SignInPrompt message="Please sign in to see your logos." />
        ) : (
          <>
            <LogoUploadForm />
            <LogoLibrary logos={loaderData.logos} />
          </>
        )}
      </div>
    </>
  );
}
