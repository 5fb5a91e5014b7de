import { isRouteErrorResponse, Link } from "react-router";
import { CheckoutForm } from "#app/components/checkout/checkout-form.tsx";
import { PaymentUnavailable } from "#app/components/checkout/payment-unavailable.tsx";
import { DiscountCodeForm } from "#app/components/checkout/discount-code-form.tsx";
import { OrderSummary } from "#app/components/checkout/order-summary.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { PageNotFound } from "#app/components/layout/page-not-found.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { loadCheckout, submitCheckout } from "#server/orders/checkout.server.ts";
import type { Route } from "./+types/checkout";

// Issue 4 item 5, DESIGN §5: the hosted checkout of a Storefront API cart (its checkoutUrl).
// Prices come from the server, for the customer signed in on this site (their special prices; the
// order is recorded as theirs); the action prices every line again when it places the order, or
// applies or removes a discount code (intent field).

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadCheckout(context, params.token);
}

export async function action({ params, context, request }: Route.ActionArgs) {
  return submitCheckout(context, params.token, request);
}

export const meta: Route.MetaFunction = withShopName(() => [
  ...pageMeta("Checkout", "Place your {shop} order."),
  { name: "robots", content: "noindex" },
]);

export default function CheckoutRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { lines, totals, email, name, discountCodes, paymentUnavailable, savedAddresses } =
    loaderData;
  const order = actionData?.intent === "place-order" ? actionData : undefined;
  const discount = actionData?.intent === "place-order" ? undefined : actionData;
  return (
    <>
      <PageHeader title="Checkout" crumbs={[{ to: "/basket", label: "Basket" }]} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        {lines.length === 0 ? (
          <div className="space-y-4">
            <p className="text-slate-700">Your basket is empty.</p>
            <Button asChild>
              <Link to="/products">Browse products</Link>
            </Button>
          </div>
        ) : (
          <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
            {/* Issue 21.3: on a phone the summary and the discount code come before the form and
                its "Place order"; from 1024 px they sit beside it on the right. */}
            <div className="space-y-4 lg:col-start-2 lg:row-start-1">
              <OrderSummary lines={lines} totals={totals} />
              <DiscountCodeForm codes={discountCodes} result={discount} />
            </div>
            <div className="lg:col-start-1 lg:row-start-1">
              {paymentUnavailable ? (
                <PaymentUnavailable message={paymentUnavailable} />
              ) : (
                <CheckoutForm
                  fieldErrors={order?.fieldErrors}
                  formError={order?.formError}
                  values={order?.values}
                  defaultEmail={email}
                  defaultName={name}
                  expectedTotalPence={totals.totalPence}
                  savedAddresses={savedAddresses}
                />
              )}
            </div>
          </div>
        )}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">The checkout is not available just now</h1>
      <p className="mt-2 text-slate-600">Please try again in a moment.</p>
    </div>
  );
}
