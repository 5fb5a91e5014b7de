import { ShoppingBasketIcon } from "lucide-react";
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import {
  data,
  Link,
  useFetcher,
  useRevalidator,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { BasketLineItem } from "#app/components/basket/basket-line-item.tsx";
import {
  CheckoutButton,
  CheckoutLinkNotice,
  OpenCheckoutNotice,
  OrderPlacedNotice,
  useBasketCheckout,
  useCheckoutCompletion,
} from "#app/components/basket/basket-checkout.tsx";
import { ConfirmDialog } from "#app/components/basket/confirm-dialog.tsx";
import { BasketSummary } from "#app/components/basket/basket-summary.tsx";
import { creditOrderItems, useCreditOrder } from "#app/components/basket/use-credit-order.ts";
import { Button } from "#app/components/ui/button.tsx";
import {
  clearBasket,
  removeFromBasket,
  updateBasketQuantity,
  useBasket,
  useOpenCheckout,
} from "#app/hooks/use-basket.ts";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import type { BasketLine } from "#core/basket/basket.ts";
import { checkoutBasket, checkoutStatus } from "#server/basket/basket-checkout.server.ts";
import { type BasketPricingResult, priceBasketLines } from "#server/basket/basket.server.ts";
import { getBasketCredit } from "#server/credit/credit-views.server.ts";
import type { Route } from "./+types/basket";

// Credit accounts are for signed-in trade customers: their panel, and the live account updates it
// listens to, load only for them (issue 12.4).
const BasketQuoteRequest = lazy(() =>
  import("#app/components/basket/basket-quote-request.tsx").then((module) => ({
    default: module.BasketQuoteRequest,
  })),
);
const loadCreditPanel = () => import("#app/components/basket/basket-credit-panel.tsx");
const BasketCreditPanel = lazy(() =>
  loadCreditPanel().then((module) => ({ default: module.BasketCreditPanel })),
);
const CreditOrderPlacedNotice = lazy(() =>
  loadCreditPanel().then((module) => ({ default: module.CreditOrderPlacedNotice })),
);

// spec/storefront.md §2: a customer with an active credit account sees its figures here. They
// come from the server for the signed-in viewer, never from browser storage.
// Issue 18.2: `checkoutConfirmsHere` is whether this shop takes the checkout's orders (and so can
// tell the basket that its order was placed); in Shopify mode the store does, and never says.
export async function loader({ context }: Route.LoaderArgs) {
  return {
    credit: await getBasketCredit(context.services.database.db, context.viewer),
    checkoutConfirmsHere: !context.services.config.shopify,
    // Issue 14.6: quotes are for this shop's own catalogue and a signed-in buyer.
    quotes: context.services.config.shopify
      ? ("none" as const)
      : context.viewer
        ? ("signed-in" as const)
        : ("visitor" as const),
  };
}

// Pricing the basket posts to this route's action on every change, and the checkout does too;
// neither changes the credit figures, so they are read again only when asked (after a credit
// order, or an account event) or on navigation.
export function shouldRevalidate({
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formAction === "/basket") return false;
  return defaultShouldRevalidate;
}

// The page carries a customer's credit figures: not for shared caches or the back button.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

// spec/storefront.md §2 "/basket". The basket lives in the browser (use-basket); DESIGN §4: its
// prices are never trusted, so the page posts the lines here and shows only the server's figures.
// With intent "checkout" the same lines become a Cart API cart whose checkout URL is answered (the
// same cart again for the `cartId` the basket kept, issue 18.2); with intent "checkout-status",
// whether the cart `cartId` became an order.
export async function action({ request, context }: Route.ActionArgs) {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return data<BasketPricingResult>(
      { ok: false, status: 400, field: "body", error: "The request body must be JSON { lines }" },
      { status: 400 },
    );
  }
  const fields: { intent?: unknown; lines?: unknown; cartId?: unknown } =
    typeof body === "object" && body !== null ? body : {};
  if (fields.intent === "checkout") {
    const { shopify } = context.services.config;
    const storeOrigin = shopify ? new URL(shopify.storeUrl).origin : null;
    const checkout = await checkoutBasket(context, fields.lines, storeOrigin, fields.cartId);
    return data(checkout, { status: checkout.ok ? 200 : checkout.status });
  }
  if (fields.intent === "checkout-status") {
    const status = await checkoutStatus(context, fields.cartId);
    return data(status, { status: status.ok ? 200 : status.status });
  }
  const result = await priceBasketLines(context, fields.lines);
  return data(result, { status: result.ok ? 200 : result.status });
}

export const meta: Route.MetaFunction = withShopName(() => [
  ...pageMeta("Your Basket", "Your basket at {shop}."),
  { name: "robots", content: "noindex" },
]);

/** What the server prices from: the browser's price fields are not even sent. */
function pricingRequest(lines: readonly BasketLine[]) {
  return {
    lines: lines.map(
      ({
        id,
        variantId,
        quantity,
        customizationType,
        customizationPosition,
        designId,
        designToken,
      }) => ({
        id,
        variantId,
        quantity,
        customizationType,
        customizationPosition,
        ...(designId ? { designId } : {}),
        // Issue 10.10: the checkout's cart takes the design only with its upload token.
        ...(designId && designToken ? { designToken } : {}),
      }),
    ),
  };
}

/** The server's answer belongs to the basket as it is now (not to an earlier version of it). */
function isCurrent(lines: readonly BasketLine[], result: BasketPricingResult | undefined) {
  if (!result?.ok || result.basket.lines.length !== lines.length) return false;
  return result.basket.lines.every((priced, index) => {
    const line = lines[index]!;
    return (
      priced.id === line.id &&
      priced.variantId === line.variantId &&
      priced.quantity === line.quantity &&
      priced.customizationType === line.customizationType &&
      priced.customizationPosition === line.customizationPosition &&
      priced.designId === (line.designId ?? null)
    );
  });
}

const noSubscription = () => () => {};

export default function BasketRoute({ loaderData }: Route.ComponentProps) {
  // The basket is in browser storage: until hydrated the page cannot know it, so it shows placeholders.
  const isHydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const { lines, totalItems } = useBasket();
  const fetcher = useFetcher<typeof action>();
  const { submit } = fetcher;
  const requestBody = useMemo(() => JSON.stringify(pricingRequest(lines)), [lines]);

  useEffect(() => {
    if (!isHydrated || requestBody === '{"lines":[]}') return;
    void submit(JSON.parse(requestBody), { method: "post", encType: "application/json" });
  }, [isHydrated, requestBody, submit]);

  const { checkout, isBusy, blockedUrl } = useBasketCheckout();
  const { credit, checkoutConfirmsHere, quotes } = loaderData;
  const openCheckout = useOpenCheckout();
  const orderPlaced = useCheckoutCompletion(openCheckout, checkoutConfirmsHere, lines.length > 0);
  const [isConfirmingEmpty, setIsConfirmingEmpty] = useState(false);
  const { revalidate } = useRevalidator();
  const [placedOrder, setPlacedOrder] = useState<string | null>(null);
  const onCreditOrderPlaced = useCallback(
    (orderNumber: string) => {
      setPlacedOrder(orderNumber);
      clearBasket();
      void revalidate();
    },
    [revalidate],
  );
  const creditOrder = useCreditOrder(onCreditOrderPlaced);

  // The pricing fetcher only ever posts pricing requests, so it only gets pricing answers.
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const result = answer && !("intent" in answer) ? answer : undefined;
  const pricing = result?.ok && isCurrent(lines, result) ? result.basket : null;
  const failed = result !== undefined && !result.ok;

  if (isHydrated && lines.length === 0) {
    return (
      <>
        {orderPlaced && <OrderPlacedNotice />}
        {placedOrder && (
          <Suspense>
            <CreditOrderPlacedNotice orderNumber={placedOrder} />
          </Suspense>
        )}
        <EmptyBasket />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your Basket</h1>
      <p className="mt-1 text-sm text-slate-600" aria-live="polite">
        {isHydrated ? `${totalItems} ${totalItems === 1 ? "item" : "items"}` : "\u00a0"}
      </p>
      {blockedUrl && <CheckoutLinkNotice webUrl={blockedUrl} />}
      {openCheckout && (
        <OpenCheckoutNotice
          confirmsHere={checkoutConfirmsHere}
          onEmpty={() => setIsConfirmingEmpty(true)}
        />
      )}
      <ConfirmDialog
        open={isConfirmingEmpty}
        title="Empty your basket?"
        description="Do this once your order is placed at the checkout. Every line leaves your basket."
        confirmLabel="Empty basket"
        cancelLabel="Keep my basket"
        onConfirm={() => {
          setIsConfirmingEmpty(false);
          clearBasket();
        }}
        onCancel={() => setIsConfirmingEmpty(false)}
      />
      {failed && (
        <div
          role="alert"
          className="mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <span>{result.error}</span>
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              void submit(JSON.parse(requestBody), { method: "post", encType: "application/json" })
            }
          >
            Try again
          </Button>
        </div>
      )}
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start">
        <div>
          {isHydrated ? (
            <ul
              className="divide-y divide-border border-y border-border"
              aria-label="Basket items"
              aria-busy={!pricing}
            >
              {lines.map((line, index) => (
                <BasketLineItem
                  key={line.id}
                  line={line}
                  priced={pricing?.lines[index] ?? null}
                  isPricing={!pricing}
                  onQuantityChange={(quantity) => updateBasketQuantity(line.id, quantity)}
                  onRemove={() => removeFromBasket(line.id)}
                />
              ))}
            </ul>
          ) : (
            <LinePlaceholders />
          )}
          <Button asChild variant="outline" className="mt-6">
            <Link to="/products">Continue Shopping</Link>
          </Button>
        </div>
        <div className="lg:sticky lg:top-6">
          <BasketSummary
            pricing={failed ? null : pricing}
            checkout={
              isHydrated && (
                // Pay through the commerce provider's hosted checkout; not while a credit order
                // is being placed (spec §4: one checkout request at a time).
                <CheckoutButton
                  isBusy={isBusy}
                  isDisabled={creditOrder.isPlacing}
                  onClick={() => checkout(pricingRequest(lines).lines, openCheckout)}
                />
              )
            }
          />
          {/* Only once the page works: React drawing the lazy panel afresh as it hydrates would
              drop what the buyer had typed into the server's copy (a PO number). */}
          {credit && isHydrated && (
            <Suspense>
              <BasketCreditPanel
                credit={credit}
                pricing={failed ? null : pricing}
                isPlacing={creditOrder.isPlacing}
                isCheckoutBusy={isBusy}
                fieldErrors={creditOrder.fieldErrors}
                onCharge={(customerDetails) =>
                  void creditOrder.place({ basketItems: creditOrderItems(lines), customerDetails })
                }
              />
            </Suspense>
          )}
          {quotes !== "none" && isHydrated && (
            <Suspense>
              <BasketQuoteRequest
                lines={lines}
                isSignedIn={quotes === "signed-in"}
                needsQuote={Boolean(pricing?.needsQuote)}
              />
            </Suspense>
          )}
          <ul className="mt-4 space-y-1.5 px-1 text-sm text-slate-600">
            <li>Free UK delivery on orders over £75 inc VAT</li>
            <li>Same-day dispatch on orders before 2pm, Monday to Friday</li>
            <li>
              <Link
                to="/returns-policy"
                className="underline underline-offset-2 hover:text-brand-700"
              >
                30-day returns
              </Link>{" "}
              on unworn, undecorated items
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}

function LinePlaceholders() {
  return (
    <div className="divide-y divide-border border-y border-border" aria-hidden>
      {[0, 1].map((row) => (
        <div key={row} className="flex gap-4 py-5">
          <div className="size-20 animate-pulse rounded-lg bg-slate-200 sm:size-28" />
          <div className="flex-1 space-y-2">
            <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  );
}

function EmptyBasket() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <ShoppingBasketIcon className="size-8" aria-hidden />
      </span>
      <h1 className="mt-5 text-2xl font-bold text-slate-900">Your basket is empty</h1>
      <p className="mt-2 text-slate-600">
        Workwear, safety clothing and uniforms for the trade — with in-house embroidery and
        printing.
      </p>
      <Button asChild size="lg" className="mt-6">
        <Link to="/products">Start Shopping</Link>
      </Button>
    </div>
  );
}
