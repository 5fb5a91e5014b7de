import { data, redirect, type AppLoadContext } from "react-router";
import { cartTokenOf } from "#commerce/engine/cart/cart-view.ts";
import { parseCheckoutForm, type CheckoutFieldErrors } from "#core/checkout/checkout-form.ts";
import { bankTransferDetails, type BankTransferDetails } from "./bank-details.ts";
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
};

export type CheckoutTotals = {
  subtotalPence: number;
  deliveryPence: number;
  vatPence: number;
  totalPence: number;
};

export type CheckoutView = {
  token: string;
  email: string | null;
  lines: CheckoutLineView[];
  totals: CheckoutTotals;
};

export type ConfirmationView = {
  orderNumber: string;
  email: string;
  needsQuote: boolean;
  lines: CheckoutLineView[];
  totals: CheckoutTotals;
  bank: BankTransferDetails;
};

export type CheckoutActionData = {
  fieldErrors: CheckoutFieldErrors;
  formError?: string;
  values: Record<string, string>;
};

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
  }));
  const subtotalPence = cart.lineItemsSubtotalPricePence;
  const vatPence = cart.totalTaxPence;
  const totalPence = cart.paymentDuePence;
  return {
    token,
    email: cart.email,
    lines,
    totals: {
      subtotalPence,
      vatPence,
      // DESIGN §5: totalAmount = lines + delivery + VAT.
      deliveryPence: totalPence - subtotalPence - vatPence,
      totalPence,
    },
  };
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
  const parsed = parseCheckoutForm(values);
  if (!parsed.ok)
    return data<CheckoutActionData>({ fieldErrors: parsed.fieldErrors, values }, { status: 400 });
  try {
    await placeOrder(context.services, { cartToken: token, ...parsed.details });
  } catch (error) {
    if (!(error instanceof OrderError)) throw error;
    if (error.code === "UNKNOWN_CART") throw data(null, { status: 404 });
    return data<CheckoutActionData>(
      { fieldErrors: {}, formError: error.message, values },
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
    })),
    totals: {
      subtotalPence: order.subtotalPence,
      deliveryPence: order.deliveryPence,
      vatPence: order.vatPence,
      totalPence: order.totalPence,
    },
    bank: bankTransferDetails,
  };
}
