import { GraphQLError } from "graphql";
import { pageWindow, toConnection, type PageArgs } from "../connection.ts";
import { toGid } from "../global-id.ts";
import { money } from "../money.ts";
import { decorationAttributeKeys } from "../cart/cart-pricing.ts";
import { asInput, type EngineContext } from "../catalogue/catalogue-resolvers.ts";
import type {
  CustomerAccessToken,
  CustomerAccounts,
  CustomerOrder,
  CustomerOrderLine,
  CustomerRecord,
  CustomerUserError,
} from "./customer-accounts.ts";

// Issue 13.6: sign-in, sign-up, password recovery and the customer's orders, as Shopify's classic
// Storefront API has them, over the shop's accounts (customer-accounts.ts). A customer access
// token is a session of the shop's: revoked by customerAccessTokenDelete, by a password reset and
// when it lapses; `customer(customerAccessToken:)` answers only for a live one.

export type CustomerContext = {
  customers?: CustomerAccounts;
  /** The caller's address, for the sign-in and sign-up throttles (null: the shop's own pages). */
  clientIp?: string | null;
};

type Context = EngineContext & CustomerContext;

function accountsOf({ customers }: Context): CustomerAccounts {
  if (!customers)
    throw new GraphQLError("Customer accounts are not served here", {
      extensions: { code: "NOT_SUPPORTED" },
    });
  return customers;
}

const tokenOf = ({ accessToken, expiresAt }: CustomerAccessToken) => ({
  accessToken,
  expiresAt: expiresAt.toISOString(),
});

/**
 * Shopify's deprecated `userErrors` repeat the customer errors without their codes. Too many
 * attempts from one address is not the customer's error but the caller's: a THROTTLED error, as
 * Shopify answers a caller over its limits.
 */
function plain(errors: CustomerUserError[]) {
  const throttled = errors.find((each) => each.code === "THROTTLED");
  if (throttled) throw new GraphQLError(throttled.message, { extensions: { code: "THROTTLED" } });
  return errors.map(({ field, message }) => ({ field, message }));
}

/** The longest token we look up: a longer one is no token of ours. */
const maxTokenLength = 200;

function checkedToken(token: string): string | null {
  return token.length > 0 && token.length <= maxTokenLength ? token : null;
}

const invalidToken = [{ field: ["customerAccessToken"], message: "Access token is invalid" }];

type OrderView = CustomerOrder & { publicUrl: string };

const orderNumberOf = (orderNumber: string) => Number(/(\d+)$/.exec(orderNumber)?.[1] ?? 0);

// The shop's order lifecycle in Shopify's terms: a credit-account order is charged to the account
// (authorised, to be invoiced); a bank transfer is awaited (pending); a cancelled one was refunded
// to the account, or never paid.
function financialStatusOf(order: CustomerOrder): string {
  const onAccount = order.paymentMethod === "credit_account";
  if (order.status === "cancelled") return onAccount ? "REFUNDED" : "VOIDED";
  return onAccount ? "AUTHORIZED" : "PENDING";
}

function fulfillmentStatusOf(order: CustomerOrder): string {
  if (order.status === "shipped" || order.status === "completed") return "FULFILLED";
  if (order.status === "processing") return "IN_PROGRESS";
  return "UNFULFILLED";
}

function lineAttributes(line: CustomerOrderLine) {
  if (line.customizationType === "plain") return [];
  return [
    { key: decorationAttributeKeys.type, value: line.customizationType },
    ...(line.customizationPosition
      ? [{ key: decorationAttributeKeys.position, value: line.customizationPosition }]
      : []),
  ];
}

export const customerResolvers = {
  QueryRoot: {
    async customer(
      _: unknown,
      { customerAccessToken }: { customerAccessToken: string },
      context: Context,
    ) {
      const token = checkedToken(customerAccessToken);
      return token ? accountsOf(context).customerOf(token) : null;
    },
  },
  Mutation: {
    async customerAccessTokenCreate(
      _: unknown,
      { input }: { input: { email: string; password: string } },
      context: Context,
    ) {
      const result = await accountsOf(context).signIn(input, {
        clientIp: context.clientIp ?? null,
      });
      if ("errors" in result)
        return {
          customerAccessToken: null,
          customerUserErrors: result.errors,
          userErrors: plain(result.errors),
        };
      return { customerAccessToken: tokenOf(result.token), customerUserErrors: [], userErrors: [] };
    },
    async customerAccessTokenRenew(
      _: unknown,
      { customerAccessToken }: { customerAccessToken: string },
      context: Context,
    ) {
      const token = checkedToken(customerAccessToken);
      const renewed = token ? await accountsOf(context).renew(token) : null;
      return renewed
        ? { customerAccessToken: tokenOf(renewed), userErrors: [] }
        : { customerAccessToken: null, userErrors: invalidToken };
    },
    async customerAccessTokenDelete(
      _: unknown,
      { customerAccessToken }: { customerAccessToken: string },
      context: Context,
    ) {
      const token = checkedToken(customerAccessToken);
      const revoked = token ? await accountsOf(context).revoke(token) : false;
      return revoked
        ? { deletedAccessToken: token, deletedCustomerAccessTokenId: null, userErrors: [] }
        : {
            deletedAccessToken: null,
            deletedCustomerAccessTokenId: null,
            userErrors: invalidToken,
          };
    },
    async customerCreate(
      _: unknown,
      { input }: { input: Parameters<CustomerAccounts["signUp"]>[0] },
      context: Context,
    ) {
      const result = await accountsOf(context).signUp(input, {
        clientIp: context.clientIp ?? null,
      });
      if ("errors" in result)
        return {
          customer: null,
          customerUserErrors: result.errors,
          userErrors: plain(result.errors),
        };
      return { customer: result.customer, customerUserErrors: [], userErrors: [] };
    },
    async customerRecover(_: unknown, { email }: { email: string }, context: Context) {
      const { errors } = await accountsOf(context).recover(email, {
        clientIp: context.clientIp ?? null,
      });
      return { customerUserErrors: errors, userErrors: plain(errors) };
    },
  },
  Customer: {
    id: (customer: CustomerRecord) => toGid("Customer", customer.userId),
    displayName: (customer: CustomerRecord) =>
      [customer.firstName, customer.lastName].filter(Boolean).join(" ") ||
      customer.name ||
      customer.email,
    createdAt: (customer: CustomerRecord) => customer.createdAt.toISOString(),
    updatedAt: (customer: CustomerRecord) => customer.updatedAt.toISOString(),
    // The shop's newsletter is signed up to on its own, not with the account.
    acceptsMarketing: () => false,
    tags: () => [],
    numberOfOrders: async (customer: CustomerRecord, _: unknown, context: Context) =>
      String(await accountsOf(context).countOrders(customer.userId)),
    async orders(
      customer: CustomerRecord,
      args: PageArgs & { reverse?: boolean | null; sortKey?: string | null },
      context: Context,
    ) {
      const { offset, limit } = await asInput(() => pageWindow(args));
      const accounts = accountsOf(context);
      const rows = await accounts.ordersOf(customer.userId, {
        offset,
        limit: limit + 1,
        // Shopify's ID order is the order they were placed in; RELEVANCE has no search here.
        sortKey: args.sortKey === "TOTAL_PRICE" ? "TOTAL_PRICE" : "PROCESSED_AT",
        reverse: args.reverse ?? false,
      });
      return {
        ...toConnection(
          rows.map((order): OrderView => ({ ...order, publicUrl: context.publicUrl })),
          offset,
          limit,
        ),
        totalCount: async () => String(await accounts.countOrders(customer.userId)),
      };
    },
  },
  Order: {
    id: (order: OrderView) => toGid("Order", order.orderNumber),
    name: (order: OrderView) => order.orderNumber,
    orderNumber: (order: OrderView) => orderNumberOf(order.orderNumber),
    processedAt: (order: OrderView) => order.createdAt.toISOString(),
    currencyCode: () => "GBP",
    financialStatus: financialStatusOf,
    fulfillmentStatus: fulfillmentStatusOf,
    // Goods after the order's discount, before delivery and VAT; the total is what was paid.
    subtotalPrice: (order: OrderView) => money(order.subtotalPence - order.discountPence),
    currentSubtotalPrice: (order: OrderView) => money(order.subtotalPence - order.discountPence),
    totalShippingPrice: (order: OrderView) => money(order.deliveryPence),
    currentTotalShippingPrice: (order: OrderView) => money(order.deliveryPence),
    totalTax: (order: OrderView) => money(order.vatPence),
    currentTotalTax: (order: OrderView) => money(order.vatPence),
    totalPrice: (order: OrderView) => money(order.totalPence),
    currentTotalPrice: (order: OrderView) => money(order.totalPence),
    statusUrl: (order: OrderView) =>
      `${order.publicUrl}/account/orders/${encodeURIComponent(order.orderNumber)}`,
    async lineItems(order: OrderView, args: PageArgs) {
      const { offset, limit } = await asInput(() => pageWindow(args));
      return toConnection(order.lines.slice(offset, offset + limit + 1), offset, limit);
    },
  },
  OrderLineItem: {
    title: (line: CustomerOrderLine) =>
      line.variantTitle ? `${line.title} (${line.variantTitle})` : line.title,
    currentQuantity: (line: CustomerOrderLine) => line.quantity,
    customAttributes: lineAttributes,
    originalTotalPrice: (line: CustomerOrderLine) => money(line.lineExVatPence),
    discountedTotalPrice: (line: CustomerOrderLine) => money(line.lineExVatPence),
    variant: (line: CustomerOrderLine, _: unknown, { loaders }: EngineContext) =>
      line.variantId === null ? null : loaders.variant.load(line.variantId),
  },
};
