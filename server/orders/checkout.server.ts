import type { SetUpWaiver } from "#core/pricing/decoration-groups.ts";
import { data, redirect, type AppLoadContext } from "react-router";
import { decorationOf } from "#commerce/engine/cart/cart-pricing.ts";
import { getCartByToken } from "#commerce/engine/cart/cart-queries.ts";
import { cartTokenOf } from "#commerce/engine/cart/cart-view.ts";
import { toGid } from "#commerce/engine/global-id.ts";
import {
  parseCheckoutForm,
  type CheckoutAddress,
  type CheckoutFieldErrors,
} from "#core/checkout/checkout-form.ts";
import {
  bankTransferOf,
  paymentReference,
  type BankTransferDetails,
} from "#core/settings/shop-details.ts";
import { getShopSettings } from "#server/settings/shop-settings.server.ts";
import { changeDiscountCode, type DiscountActionData } from "./checkout-discount.server.ts";
import { priceCartForBuyer } from "./checkout-pricing.server.ts";
import { savedAddressesOfViewer, type SavedAddress } from "../accounts/address-book.server.ts";
import { getOrderVariants } from "./order-records-queries.ts";
import {
  OrderError,
  findOrderForCart,
  paymentUnavailableMessage,
  placeOrder,
} from "./orders.server.ts";

// The hosted checkout's loaders and action (routes checkout.tsx and checkout-confirmation.tsx).
// Every amount shown comes from the server: the cart priced for the buyer signed in on this site
// (DESIGN §5; the same pricing places the order), the placed order from the database.

export type { BankTransferDetails };

export type CheckoutLineView = {
  id: string;
  title: string;
  variantTitle: string;
  imageUrl: string | null;
  quantity: number;
  decorationType: "plain" | "embroidery" | "print";
  decorationPosition: string | null;
  /**
   * Issue 21.2: the line's parts ex VAT — garment per item, decoration per item (surcharge
   * included) and the set-up share — which make its total: quantity × (unit + decoration) + set-up.
   */
  unitPence: number;
  decorationPence: number;
  setUpPence: number;
  /** Issue 15.4: why the set-up was not charged, when it was not. */
  setUpWaiver: SetUpWaiver | null;
  /**
   * The buyer's special price per garment ex VAT (DESIGN §3.1) with the list price it replaces
   * (after any quantity break); null at list price.
   */
  specialPrice: { unitPence: number; standardUnitPence: number } | null;
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
  /** Prefilled contact details: the cart's e-mail, else the signed-in account's. */
  email: string | null;
  name: string | null;
  lines: CheckoutLineView[];
  totals: CheckoutTotals;
  /** The cart's codes, each with whether it applies (one per order). */
  discountCodes: { code: string; applicable: boolean }[];
  /**
   * Issue 18.9: null when bank transfer (the checkout's way to pay) is offered; else why no order
   * can be placed here (the shop's bank details are still the demo's, or missing).
   */
  paymentUnavailable: string | null;
  /** Issue 14.4: the signed-in buyer's address book, the default first; none for a visitor. */
  savedAddresses: SavedAddress[];
};

export type ConfirmationView = {
  orderNumber: string;
  email: string;
  /** Issue 18.8: where the order goes, as stored on it (null only for an order without one). */
  deliveryAddress: CheckoutAddress | null;
  poNumber: string | null;
  needsQuote: boolean;
  lines: CheckoutLineView[];
  totals: CheckoutTotals;
  /** Where to pay; null when the shop's bank details can no longer be offered (issue 18.9). */
  bank: BankTransferDetails | null;
  /** What the buyer quotes with the payment: the order number in the shop's pattern. */
  reference: string;
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
  const { db } = context.services.database;
  if (await findOrderForCart(db, token)) throw redirect(confirmationPath(token));
  const cart = await getCartByToken(db, token);
  if (!cart) throw data(null, { status: 404 });
  const viewer = context.viewer ?? null;
  const pricing = await priceCartForBuyer(db, cart, viewer?.userId ?? null);
  const details = new Map(
    (await getOrderVariants(db, [...pricing.variants.keys()])).map((d) => [d.variantId, d]),
  );
  const lines = pricing.lines.map((line, index): CheckoutLineView => {
    const priced = pricing.priced.lines[index]!;
    const detail = details.get(line.variantId);
    const decoration = decorationOf(line.attributes);
    const type = "decoration" in decoration ? decoration.decoration.type : "plain";
    const standardUnitPence = pricing.standard.lines[index]!.unitPence;
    return {
      id: toGid("CartLine", line.id),
      title: detail?.productTitle ?? "",
      variantTitle: detail?.variantTitle ?? "",
      imageUrl: detail?.imageUrl ?? null,
      quantity: line.quantity,
      decorationType: type,
      decorationPosition:
        "decoration" in decoration && decoration.decoration.type !== "plain"
          ? decoration.decoration.position
          : null,
      unitPence: priced.unitPence,
      decorationPence: priced.decorationPence + priced.surchargePence,
      setUpPence: priced.setUpSharePence,
      setUpWaiver: priced.setUpWaiver,
      specialPrice: priced.isCustomPrice
        ? { unitPence: priced.unitPence, standardUnitPence }
        : null,
      lineExVatPence: priced.lineExVatPence,
      needsQuote: priced.needsQuote,
    };
  });
  const { priced } = pricing;
  const shop = await getShopSettings(context.services.database);
  const savedAddresses = await savedAddressesOfViewer(context);
  return {
    token,
    email: cart.buyerEmail ?? viewer?.email ?? null,
    name: viewer?.name || null,
    lines,
    totals: {
      subtotalPence: priced.subtotalExVatPence,
      discountPence: priced.discountPence,
      discountCode: priced.appliedCode?.code ?? null,
      deliveryPence: priced.deliveryExVatPence,
      vatPence: priced.vatTotalPence,
      totalPence: priced.totalPence,
    },
    discountCodes: pricing.discountCodes,
    paymentUnavailable: bankTransferOf(shop) ? null : paymentUnavailableMessage(shop),
    savedAddresses,
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
      buyerId: context.viewer?.userId ?? null,
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
  const shop = await getShopSettings(context.services.database);
  return {
    orderNumber: order.orderNumber,
    email: order.customerEmail,
    deliveryAddress: order.shippingAddress,
    poNumber: order.poNumber,
    needsQuote: order.needsQuote,
    lines: items.map((item) => ({
      id: item.id,
      title: item.productTitle,
      variantTitle: item.variantTitle ?? "",
      imageUrl: item.imageUrl,
      quantity: item.quantity,
      decorationType: item.customizationType as CheckoutLineView["decorationType"],
      decorationPosition: item.customizationPosition,
      unitPence: item.unitPricePence,
      decorationPence: item.customizationPricePence,
      setUpPence: item.setupFeePence,
      setUpWaiver: item.setupWaiver,
      specialPrice: null,
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
    bank: bankTransferOf(shop),
    reference: paymentReference(shop.orderReference, "order", order.orderNumber),
  };
}
