import { data, redirect, type AppLoadContext } from "react-router";
import type { CheckoutCart } from "#commerce/client/cart/cart-types.ts";
import { getCartByToken } from "#commerce/engine/cart/cart-queries.ts";
import { cartTokenOf, loadCartView } from "#commerce/engine/cart/cart-view.ts";
import { toGid } from "#commerce/engine/global-id.ts";
import { parseCheckoutForm, type CheckoutFieldErrors } from "#core/checkout/checkout-form.ts";
import type { Db } from "#server/db/client.ts";
import { bankTransferDetails, type BankTransferDetails } from "./bank-details.ts";
import { changeDiscountCode, type DiscountActionData } from "./checkout-discount.server.ts";
import { OrderError, findOrderForCart, placeOrder } from "./orders.server.ts";

// The hosted checkout's loaders and action (routes checkout.tsx and checkout-confirmation.tsx).
// Every amount shown comes from the server: the cart from the Storefront API, the order from the
// database.

export type { BankTransferDetails };

export type CheckoutLineView = {
  id: string;
  title: string;
  variantTitle: string;
  imageUrl: string | null;
  quantity: number;
  decorationType: "plain" | "embroidery" | "print";
  decorationPosition: string | null;
  /** Ex VAT per item, decoration and set-up share included (display). */
  perItemPence: number;
  lineExVatPence: number;
  /** The decoration is priced on application (500+ items, DESIGN §3.3): a quote follows. */
  needsQuote: boolean;
};

export type CheckoutTotals = {
  /** Goods ex VAT before the discount. */
  subtotalPence: number;
  /** The order discount ex VAT, 0 without one; `discountCode` is the code that gave it. */
  discountPence: number;
  discountCode: string | null;
  deliveryPence: number;
  vatPence: number;
  totalPence: number;
};

export type CheckoutView = {
  token: string;
  email: string | null;
  lines: CheckoutLineView[];
  totals: CheckoutTotals;
  /** The cart's codes, each with whether it applies (one per order). */
  discountCodes: { code: string; applicable: boolean }[];
};

export type ConfirmationView = {
  orderNumber: string;
  email: string;
  needsQuote: boolean;
  lines: CheckoutLineView[];
  totals: CheckoutTotals;
  bank: BankTransferDetails;
};

export type { DiscountActionData };

export type OrderActionData = {
  intent: "place-order";
  fieldErrors: CheckoutFieldErrors;
  formError?: string;
  values: Record<string, string>;
};

export type CheckoutActionData = OrderActionData | DiscountActionData;

export const confirmationPath = (token: string) => `/checkout/${token}/confirmation`;

/** The cart token of a checkout URL, or a 404. */
function tokenOf(param: string | undefined): string {
  const token = param && cartTokenOf(`gid://shopify/Cart/${param}`);
  if (!token) throw data(null, { status: 404 });
  return token;
}

export async function loadCheckout(
  context: AppLoadContext,
  tokenParam: string | undefined,
): Promise<CheckoutView> {
  const token = tokenOf(tokenParam);
  if (await findOrderForCart(context.services.database.db, token))
    throw redirect(confirmationPath(token));
  const result = await context.commerce.fetchCart(`gid://shopify/Cart/${token}`);
  if (!result.ok) throw data(null, { status: 503 });
  const cart = result.data;
  if (!cart) throw data(null, { status: 404 });
  const quoteLines = await quoteLineIds(context.services.database.db, token);
  const lines = cart.lineItems.map((line): CheckoutLineView => ({
    id: line.id,
    title: line.title,
    variantTitle: line.variant.title,
    imageUrl: line.variant.image?.url ?? null,
    quantity: line.quantity,
    decorationType: line.decoration.type,
    decorationPosition:
      line.decoration.type === "plain" ? null : (line.decoration.position ?? null),
    perItemPence: line.unitPricePence,
    lineExVatPence: line.lineSubtotalPence,
    needsQuote: quoteLines.has(line.id),
  }));
  return {
    token,
    email: cart.email,
    lines,
    totals: totalsOf(cart),
    discountCodes: cart.discountCodes,
  };
}

/**
 * The checkout's totals from the checkout-like cart: the subtotal before the discount
 * (lineItemsSubtotalPrice), the discount as the lines' shares of it, VAT and what is due after
 * it; delivery is what is left (DESIGN §5: totalAmount = lines − discount + delivery + VAT).
 */
export function totalsOf(cart: CheckoutCart): CheckoutTotals {
  const subtotalPence = cart.lineItemsSubtotalPricePence;
  const discountPence = cart.lineItems
    .flatMap((line) => line.discountAllocations)
    .reduce((sum, allocation) => sum + allocation.allocatedAmountPence, 0);
  const vatPence = cart.totalTaxPence;
  const totalPence = cart.paymentDuePence;
  return {
    subtotalPence,
    discountPence,
    discountCode:
      cart.discountApplications.find((application) => application.applicable)?.code ?? null,
    vatPence,
    deliveryPence: totalPence - (subtotalPence - discountPence) - vatPence,
    totalPence,
  };
}

/**
 * The cart lines (global ids) whose decoration is priced on application. The Storefront API has
 * no field for it, so the server prices the cart as the engine does and reads its flags.
 */
async function quoteLineIds(db: Db, token: string): Promise<Set<string>> {
  const row = await getCartByToken(db, token);
  if (!row) return new Set();
  const view = await loadCartView(db, row);
  return new Set(
    view.lines
      .filter((line) => line.priced.needsQuote)
      .map((line) => toGid("CartLine", line.row.id)),
  );
}

function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === "string") values[key] = value;
  return values;
}

/** Checks the form, places the order and redirects to the confirmation; 400 on bad input. */
export async function submitCheckout(
  context: AppLoadContext,
  tokenParam: string | undefined,
  request: Request,
) {
  const token = tokenOf(tokenParam);
  const values = formValues(await request.formData());
  if (values["intent"] === "apply-discount" || values["intent"] === "remove-discount") {
    if (await findOrderForCart(context.services.database.db, token))
      throw redirect(confirmationPath(token));
    return changeDiscountCode(context, token, values);
  }
  const parsed = parseCheckoutForm(values);
  if (!parsed.ok)
    return data<OrderActionData>(
      { intent: "place-order", fieldErrors: parsed.fieldErrors, values },
      { status: 400 },
    );
  // The total the page showed; a tampered or missing one is simply not compared.
  const expected = Number(values["expectedTotal"]);
  try {
    await placeOrder(context.services, {
      cartToken: token,
      ...parsed.details,
      ...(Number.isSafeInteger(expected) && expected >= 0 ? { expectedTotalPence: expected } : {}),
    });
  } catch (error) {
    if (!(error instanceof OrderError)) throw error;
    if (error.code === "UNKNOWN_CART") throw data(null, { status: 404 });
    return data<OrderActionData>(
      { intent: "place-order", fieldErrors: {}, formError: error.message, values },
      { status: 409 },
    );
  }
  return redirect(confirmationPath(token));
}

export async function loadConfirmation(
  context: AppLoadContext,
  tokenParam: string | undefined,
): Promise<ConfirmationView> {
  const token = tokenOf(tokenParam);
  const placed = await findOrderForCart(context.services.database.db, token);
  if (!placed) throw data(null, { status: 404 });
  const { order, items } = placed;
  return {
    orderNumber: order.orderNumber,
    email: order.customerEmail,
    needsQuote: order.needsQuote,
    lines: items.map((item) => ({
      id: item.id,
      title: item.productTitle,
      variantTitle: item.variantTitle ?? "",
      imageUrl: item.imageUrl,
      quantity: item.quantity,
      decorationType: item.customizationType as CheckoutLineView["decorationType"],
      decorationPosition: item.customizationPosition,
      perItemPence: Math.round(item.lineExVatPence / item.quantity),
      lineExVatPence: item.lineExVatPence,
      needsQuote: item.needsQuote,
    })),
    totals: {
      subtotalPence: order.subtotalPence,
      discountPence: order.discountPence,
      discountCode: order.discountCodes[0] ?? null,
      deliveryPence: order.deliveryPence,
      vatPence: order.vatPence,
      totalPence: order.totalPence,
    },
    bank: bankTransferDetails,
  };
}
