import { Link, useSearchParams } from "react-router";
import { Notice } from "#app/components/account/form-parts.tsx";
import { ResetPasswordForm } from "#app/components/account/password-reset-forms.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import type { Route } from "./+types/auth-reset-password";

// The page of the e-mailed reset link (/auth/reset-password?token=…, server/accounts/account-mail.ts).

export const meta: Route.MetaFunction = withShopName(() => [
  ...pageMeta("Choose a New Password", "Choose a new password for your {shop} account."),
  { name: "robots", content: "noindex" },
]);

export default function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  return (
    <>
      <PageHeader
        title="Choose a New Password"
        crumbs={[{ to: "/auth", label: "Account Access" }]}
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
        <section className="mx-auto w-full max-w-md rounded-xl border border-border bg-white p-5 shadow-sm sm:p-8">
          {token ? (
            <ResetPasswordForm token={token} />
          ) : (
            <Notice kind="error">
              This page needs the link from your password reset e-mail.{" "}
              <Link to="/auth/forgot-password" className="font-semibold underline">
                Ask for a reset link
              </Link>
              .
            </Notice>
          )}
        </section>
      </div>
    </>
  );
}
