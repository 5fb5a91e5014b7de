import { Link } from "react-router";
import { RequestResetForm } from "#app/components/account/password-reset-forms.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import type { Route } from "./+types/auth-forgot-password";

export const meta: Route.MetaFunction = withShopName(() => [
  ...pageMeta("Forgotten Password", "Reset the password of your {shop} account."),
  { name: "robots", content: "noindex" },
]);

export default function ForgotPasswordRoute() {
  return (
    <>
      <PageHeader
        title="Forgotten Password"
        crumbs={[{ to: "/auth", label: "Account Access" }]}
        intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
        <section className="mx-auto w-full max-w-md rounded-xl border border-border bg-white p-5 shadow-sm sm:p-8">
          <RequestResetForm />
          <p className="mt-6 text-center text-sm text-slate-600">
            Remembered it?{" "}
            <Link to="/auth" className="font-semibold text-brand-700 hover:underline">
              Back to sign in
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
