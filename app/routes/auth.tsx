import { redirect, useSearchParams } from "react-router";
import { AccountBenefits } from "#app/components/account/account-benefits.tsx";
import {
  AccountTab,
  AccountTabList,
  AccountTabPanel,
  AccountTabs,
} from "#app/components/account/account-tabs.tsx";
import { ConfirmationNotice } from "#app/components/account/confirmation-notice.tsx";
import { SignInForm } from "#app/components/account/sign-in-form.tsx";
import { SignUpForm } from "#app/components/account/sign-up-form.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import type { Route } from "./+types/auth";

// spec/back-office.md §2 "Auth page": heading 'Account Access', tabs Sign In and Sign Up; a
// signed-in visitor goes straight to /. The forms talk to /api/auth from the browser
// (app/components/account/auth-client.ts), loaded with this route only.

export function loader({ context }: Route.LoaderArgs) {
  if (context.viewer) throw redirect("/");
  return null;
}

export const meta: Route.MetaFunction = withShopName(() => [
  ...pageMeta("Account Access", "Sign in to your {shop} account, or open one."),
  { name: "robots", content: "noindex" },
]);

type TabName = "sign-in" | "sign-up";

export default function AuthRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const confirmed = searchParams.get("confirmed") === "1";
  const tab: TabName = searchParams.get("tab") === "sign-up" && !confirmed ? "sign-up" : "sign-in";

  function selectTab(value: string) {
    const next = new URLSearchParams();
    if (value === "sign-up") next.set("tab", "sign-up");
    setSearchParams(next, { replace: true, preventScrollReset: true });
  }

  return (
    <>
      <PageHeader
        title="Account Access"
        intro="Sign in to see your orders and trade prices, or open an account in a minute."
      />
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-14">
        <section className="mx-auto w-full max-w-xl rounded-xl border border-border bg-white p-5 shadow-sm sm:p-8 lg:mx-0 lg:max-w-none">
          <ConfirmationNotice confirmed={confirmed} error={searchParams.get("error")} />
          <AccountTabs value={tab} onValueChange={selectTab} className={confirmed ? "mt-5" : ""}>
            <AccountTabList aria-label="Sign in or sign up">
              <AccountTab value="sign-in">Sign In</AccountTab>
              <AccountTab value="sign-up">Sign Up</AccountTab>
            </AccountTabList>
            <AccountTabPanel value="sign-in">
              <SignInForm />
            </AccountTabPanel>
            <AccountTabPanel value="sign-up">
              <SignUpForm />
            </AccountTabPanel>
          </AccountTabs>
        </section>
        <AccountBenefits />
      </div>
    </>
  );
}
