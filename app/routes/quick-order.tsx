import { AlertCircleIcon, CheckCircle2Icon, ShoppingBasketIcon } from "lucide-react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { controlClass, FormField } from "#app/components/forms/form-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { addToBasket } from "#app/hooks/use-basket.ts";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { cn } from "#app/lib/utils.ts";
import { maxQuickOrderLines } from "#core/basket/quick-order.ts";
import { formatPence } from "#core/money/money.ts";
import { shownPair } from "#core/pricing/vat-shown.ts";
import { useVatShown } from "#app/lib/shop-details.ts";
import {
  loadQuickOrder,
  submitQuickOrder,
  type QuickOrderActionData,
  type QuickOrderRow,
} from "#server/basket/quick-order.server.ts";
import type { Route } from "./+types/quick-order";

// Issue 14.2: a trade buyer re-orders by SKU. The lines are checked on the server (SKU, stock,
// price with the run's quantity break and their own prices); the good ones go into the basket in
// one go. Checking works without JavaScript; the basket, kept in the browser, needs it.

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadQuickOrder(context, new URL(request.url));
}

export async function action({ context, request }: Route.ActionArgs) {
  return submitQuickOrder(context, request);
}

export const meta: Route.MetaFunction = withShopName(() =>
  pageMeta(
    "Quick Order",
    "Order by SKU: paste or upload SKUs and quantities, check prices and stock, and add them all to your basket.",
  ),
);

/** The prices depend on who is signed in. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

const placeholder = "PW-B210-NAV-M 10\nPW-B210-NAV-L, 12\nPW-C472-YEL-XL 5";

function Problem({ row }: { row: QuickOrderRow }) {
  if (!row.problem)
    return (
      <span className="inline-flex items-center gap-1 text-sm font-medium text-emerald-700">
        <CheckCircle2Icon className="size-4" aria-hidden />
        Ready
      </span>
    );
  return (
    <span className="inline-flex items-start gap-1 text-sm font-medium text-destructive">
      <AlertCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
      {row.problem}
    </span>
  );
}

function Item({ row }: { row: QuickOrderRow }) {
  if (!row.item) return <span className="hidden text-slate-600 sm:inline">—</span>;
  return (
    <span className="flex min-w-0 items-center gap-3">
      {row.item.image ? (
        <img
          src={row.item.image}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          className="size-10 shrink-0 rounded border border-border bg-white object-contain"
        />
      ) : null}
      <span className="min-w-0">
        <Link
          to={`/products/${row.item.handle}`}
          className="block font-semibold text-slate-900 hover:text-brand-700 hover:underline"
        >
          {row.item.name}
        </Link>
        <span className="block text-slate-600">{row.item.variantTitle}</span>
      </span>
    </span>
  );
}

function Price({ row }: { row: QuickOrderRow }) {
  const shown = useVatShown();
  if (row.lineExVatPence === null || row.unitExVatPence === null || row.lineIncVatPence === null)
    return <span className="hidden text-right text-slate-600 sm:block">—</span>;
  // Issue 14.3: the line's total inc or ex VAT first; the unit price that makes it is ex VAT.
  const [first, second] = shownPair(shown, row.lineExVatPence, row.lineIncVatPence);
  return (
    <span className="block text-right">
      <span className="block font-semibold text-slate-900">
        {formatPence(first.pence)} <span className="font-normal">{first.label}</span>
      </span>
      <span className="block text-xs text-slate-600">
        {row.quantity} × {formatPence(row.unitExVatPence)}
        {row.isCustomPrice
          ? " (your price)"
          : row.quantityBreakPercent > 0
            ? ` (${row.quantityBreakPercent}% off)`
            : ""}
      </span>
      <span className="block text-xs text-slate-600">
        {formatPence(second.pence)} {second.label}
      </span>
    </span>
  );
}

function Results({ result }: { result: Extract<QuickOrderActionData, { ok: true }> }) {
  const navigate = useNavigate();
  const good = result.rows.filter((row) => row.basketLine);
  const problems = result.rows.length - good.length;
  const subtotal = shownPair(useVatShown(), result.subtotalExVatPence, result.subtotalIncVatPence);
  const addAll = () => {
    for (const row of good) addToBasket(row.basketLine!);
    const items = good.reduce((sum, row) => sum + (row.quantity ?? 0), 0);
    toast.success(
      `${good.length} ${good.length === 1 ? "line" : "lines"} (${items} items) added to your basket`,
    );
    navigate("/basket");
  };
  return (
    <section aria-labelledby="quick-order-results" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="quick-order-results" className="text-xl font-semibold text-slate-900">
            Your lines
          </h2>
          <p className="text-sm text-slate-600" role="status">
            {good.length} ready to add
            {problems > 0 ? `, ${problems} with a problem (left out)` : ""}.
          </p>
        </div>
        {good.length > 0 && (
          <div className="text-right">
            <p className="text-sm text-slate-600">
              <span className="text-lg font-semibold text-slate-900">
                {formatPence(subtotal[0].pence)}
              </span>{" "}
              {subtotal[0].label} · {formatPence(subtotal[1].pence)} {subtotal[1].label}
            </p>
          </div>
        )}
      </div>
      <ol className="divide-y divide-border rounded-lg border border-border bg-white">
        {result.rows.map((row, index) => (
          <li
            key={`${row.lineNumber}-${index}`}
            aria-label={`Line ${row.lineNumber}: ${row.sku || row.text}`}
            className={cn(
              "grid gap-3 p-4 sm:grid-cols-[4rem_minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)_10rem] sm:items-center",
              row.problem && "bg-red-50/60",
            )}
          >
            <span className="text-sm text-slate-600">
              <span className="sm:hidden">Line </span>
              {row.lineNumber}
              <span className="block font-mono text-xs break-all text-slate-800 sm:hidden">
                {row.sku}
              </span>
            </span>
            <Item row={row} />
            <span className="text-sm">
              <span className="hidden font-mono text-xs break-all text-slate-800 sm:block">
                {row.sku}
              </span>
              {row.stock && <span className="block text-slate-600">{row.stock}</span>}
            </span>
            <Problem row={row} />
            <Price row={row} />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {problems > 0 && good.length > 0 && (
          <p className="text-sm text-slate-600">Lines with a problem are not added.</p>
        )}
        <Button type="button" size="lg" disabled={good.length === 0} onClick={addAll}>
          <ShoppingBasketIcon aria-hidden />
          {good.length === 0
            ? "Nothing to add"
            : `Add ${good.length} ${good.length === 1 ? "line" : "lines"} to basket`}
        </Button>
      </div>
    </section>
  );
}

export default function QuickOrder({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isChecking = navigation.state === "submitting";
  const { prefill } = loaderData;
  const error = actionData && !actionData.ok ? actionData.error : undefined;
  return (
    <>
      <PageHeader
        title="Quick Order"
        intro="Know your SKUs? Paste them with quantities, or upload a CSV, and we will check each line's product, stock and price before it goes in your basket."
      />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 sm:py-10">
        <Form
          method="post"
          encType="multipart/form-data"
          noValidate
          className="grid gap-6 rounded-xl border border-border bg-white p-5 shadow-sm sm:p-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
        >
          <FormField
            idPrefix="quick-order"
            name="lines"
            label="SKUs and quantities"
            error={error}
            hint={`One line each: the SKU, then the quantity (a space, comma or tab between). Up to ${maxQuickOrderLines} lines. A SKU alone is one item.`}
          >
            {(control) => (
              <textarea
                {...control}
                key={prefill?.orderNumber ?? "empty"}
                rows={10}
                spellCheck={false}
                autoCapitalize="characters"
                placeholder={placeholder}
                defaultValue={prefill?.text ?? ""}
                className={cn(controlClass, "py-2 font-mono")}
              />
            )}
          </FormField>
          <div className="space-y-5">
            <FormField
              idPrefix="quick-order"
              name="file"
              label="Or upload a CSV"
              isOptional
              hint="Two columns, SKU and quantity, with or without a header row; up to 100 KB."
            >
              {(control) => (
                <input
                  {...control}
                  type="file"
                  accept=".csv,text/csv,text/plain"
                  className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
                />
              )}
            </FormField>
            {prefill && (
              <p className="rounded-md bg-brand-50 p-3 text-sm text-brand-900">
                Filled from order {prefill.orderNumber}. Change the quantities, then check.
                {prefill.hadDecoration &&
                  " Decoration is not carried over here: use Reorder on the order to keep it."}
              </p>
            )}
            <Button type="submit" size="lg" className="w-full" disabled={isChecking}>
              {isChecking ? "Checking…" : "Check lines"}
            </Button>
            <p className="text-sm text-slate-600">
              Prices are ex VAT with the quantity break your whole order earns
              {loaderData.signedIn ? ", and your own account prices" : ""}. Want a logo on them? Add
              decoration on each product's page.
            </p>
          </div>
        </Form>
        {actionData?.ok && <Results result={actionData} />}
      </div>
    </>
  );
}
