import { CheckCircle2Icon } from "lucide-react";
import { useEffect, useRef } from "react";
import { isRouteErrorResponse } from "react-router";
import { OrderPlacedEmptiesBasket } from "#app/components/basket/order-placed-empties-basket.tsx";
import { BankTransferDetails } from "#app/components/checkout/bank-transfer-details.tsx";
import { DeliveryDetails } from "#app/components/checkout/delivery-details.tsx";
import { OrderSummary } from "#app/components/checkout/order-summary.tsx";
import { PageNotFound } from "#app/components/layout/page-not-found.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { loadConfirmation } from "#server/orders/checkout.server.ts";
import type { Route } from "./+types/checkout-confirmation";

// Issue 4 item 5: the order placed from a cart, read from the database (reloading shows the same).

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadConfirmation(context, params.token);
}

export const meta: Route.MetaFunction = withShopName(() => [
  ...pageMeta("Order placed", "Your {shop} order confirmation."),
  { name: "robots", content: "noindex" },
]);

export default function CheckoutConfirmationRoute({ loaderData }: Route.ComponentProps) {
  const {
    orderNumber,
    email,
    lines,
    totals,
    bank,
    reference,
    needsQuote,
    deliveryAddress,
    poNumber,
  } = loaderData;
  // Issue 18.6: the page replaces the checkout form without a full load, so focus would stay on
  // the body where the Place order button was; a screen reader user lands on the heading instead.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <OrderPlacedEmptiesBasket />
      <div className="flex items-start gap-3">
        <CheckCircle2Icon className="mt-1 size-7 shrink-0 text-green-700" aria-hidden />
        <div>
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-3xl font-bold tracking-tight text-slate-900 outline-none"
          >
            Thank you — order <span data-testid="order-number">{orderNumber}</span> placed
          </h1>
          <p className="mt-2 text-slate-700">
            We have sent the confirmation and pro-forma details to <strong>{email}</strong>.
          </p>
          {needsQuote && (
            <p className="mt-2 text-slate-700">
              Some decoration is priced on application: we will confirm its price before you pay.
            </p>
          )}
        </div>
      </div>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-2">
        <div className="space-y-6">
          <DeliveryDetails address={deliveryAddress} poNumber={poNumber} />
          <BankTransferDetails bank={bank} reference={reference} />
        </div>
        <OrderSummary lines={lines} totals={totals} />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">The order is not available just now</h1>
      <p className="mt-2 text-slate-600">Please try again in a moment.</p>
    </div>
  );
}
