import { AlertTriangleIcon, RadioIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { redirect, useRevalidator } from "react-router";
import { CreditAccountHelp } from "#app/components/credit/credit-account-help.tsx";
import { CreditFigures } from "#app/components/credit/credit-figures.tsx";
import { CreditTransactions } from "#app/components/credit/credit-transactions.tsx";
import { NoCreditAccount } from "#app/components/credit/no-credit-account.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { useAccountEvents } from "#app/hooks/use-account-events.ts";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { ShopPhone } from "#app/components/layout/shop-contact.tsx";
import { getCreditAccountView } from "#server/credit/credit-views.server.ts";
import type { Route } from "./+types/credit-account";

// spec/back-office.md §2 "Credit account page": signed out → /auth (here, on the server); the
// figures, utilisation and 10 latest transactions of the signed-in customer's own account, read
// for context.viewer only. Account events (/api/events) reload them as they change, so a charge
// made in another tab shows here without a reload.

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = context.viewer;
  if (!viewer) throw redirect("/auth");
  const view = await getCreditAccountView(context.services.database, viewer.userId);
  return view;
}

// A customer's own figures: never stored by a shared cache, nor by the browser's back button.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = withShopName(() => [
  ...pageMeta("Credit Account", "Your {shop} trade credit account."),
  { name: "robots", content: "noindex" },
]);

/** Several events often come together (an order and its charge): one reload answers them all. */
function useRevalidateOnAccountEvents() {
  const { revalidate } = useRevalidator();
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useAccountEvents(() => {
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      void revalidate();
    }, 150);
  });
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );
}

export default function CreditAccountRoute({ loaderData }: Route.ComponentProps) {
  useRevalidateOnAccountEvents();
  const { account, transactions, bank, reference } = loaderData;
  return (
    <>
      <PageHeader
        title="Credit Account"
        intro="Your trade credit limit, what you can spend today and your latest charges and payments."
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
        {!account ? (
          <NoCreditAccount />
        ) : (
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
            <div className="space-y-6">
              {!account.isActive && (
                <div
                  role="alert"
                  className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
                >
                  <AlertTriangleIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
                  <p>
                    Your credit account is on hold, so new orders cannot be charged to it. Please
                    call us on <ShopPhone className="font-semibold underline" /> to reopen it; you
                    can still pay at checkout.
                  </p>
                </div>
              )}
              <CreditFigures {...account} />
              <CreditTransactions transactions={transactions} />
              <p className="flex items-center gap-2 text-xs text-slate-500">
                <RadioIcon className="size-3.5" aria-hidden />
                This page updates by itself when an order is charged or a payment arrives.
              </p>
            </div>
            <CreditAccountHelp bank={bank} reference={reference} />
          </div>
        )}
      </div>
    </>
  );
}
