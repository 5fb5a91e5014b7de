import { data } from "react-router";
import { SignInPrompt } from "#app/components/account/sign-in-prompt.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { AccountRecordError } from "#app/components/layout/page-not-found.tsx";
import { ProofPageView } from "#app/components/proofs/proof-page.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { loadProofPage } from "#server/proofs/proof-views.server.ts";
import type { Route } from "./+types/account-proof";

// Issue 15.3: one proof of one of the signed-in buyer's orders (/account/proofs/{id}, the link in
// the proof's e-mail and on the order's page): the proof, what it is of, and while it awaits an
// answer the buyer's approval or the changes they ask for. Another account's proof is a 404, the
// same as one that does not exist; a visitor is told to sign in.

export async function loader({ params, context }: Route.LoaderArgs) {
  const loaded = await loadProofPage(context, params.id);
  if (!loaded.signedIn) return loaded;
  if (!loaded.page) throw data(null, { status: 404 });
  return { signedIn: true as const, page: loaded.page };
}

export const meta: Route.MetaFunction = withShopName(({ loaderData }) => [
  ...pageMeta(
    loaderData?.signedIn ? `Proof for order ${loaderData.page.order.orderNumber}` : "Proof",
    "A proof of your logo to approve before we decorate your {shop} order.",
  ),
  { name: "robots", content: "noindex" },
]);

/** Personal data: never kept by a shared cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function AccountProof({ loaderData }: Route.ComponentProps) {
  const crumbs = [{ to: "/account/orders", label: "Order History" }];
  if (!loaderData.signedIn)
    return (
      <>
        <PageHeader title="Proof" heading="Your proof" crumbs={crumbs} />
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
          <SignInPrompt message="Please sign in to see your proof." />
        </div>
      </>
    );
  const { page } = loaderData;
  const { orderNumber } = page.order;
  return (
    <>
      <PageHeader
        title={`Proof for order ${orderNumber}`}
        crumbs={[
          ...crumbs,
          {
            to: `/account/orders/${encodeURIComponent(orderNumber)}`,
            label: `Order #${orderNumber}`,
          },
        ]}
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <ProofPageView page={page} />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AccountRecordError
      error={error}
      record="proof"
      notFoundMessage="We couldn't find that proof on your account."
    />
  );
}
