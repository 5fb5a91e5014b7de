// Issue 13.6: the Storefront API's classic customer surface over the shop's own accounts. The
// engine does not know how accounts are kept; the server gives it this (server/accounts/
// storefront-customers.server.ts, over Better Auth's sign-in, sign-up and password reset, so a
// headless storefront's sign-in is throttled and checked exactly as the shop's own).

/** Shopify's CustomerUserError: a code of CustomerErrorCode, the input field, a message. */
export type CustomerUserError = { code: string; field: string[] | null; message: string };

/** A customer access token: the session's secret, and when it lapses unless renewed. */
export type CustomerAccessToken = { accessToken: string; expiresAt: Date };

export type CustomerRecord = {
  userId: string;
  email: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export type CustomerOrderLine = {
  title: string;
  variantTitle: string | null;
  variantId: number | null;
  quantity: number;
  lineExVatPence: number;
  customizationType: string;
  customizationPosition: string | null;
};

export type CustomerOrder = {
  orderNumber: string;
  createdAt: Date;
  status: string;
  paymentMethod: string;
  subtotalPence: number;
  discountPence: number;
  deliveryPence: number;
  vatPence: number;
  totalPence: number;
  lines: CustomerOrderLine[];
};

/** Which of a customer's orders: `limit` from `offset`, by date placed or total. */
export type CustomerOrdersPage = {
  offset: number;
  limit: number;
  sortKey: "PROCESSED_AT" | "TOTAL_PRICE";
  reverse: boolean;
};

/** Who calls: their address, counted by the sign-in and sign-up throttles. */
export type CustomerCaller = { clientIp: string | null };

export type CustomerAccounts = {
  signIn(
    input: { email: string; password: string },
    caller: CustomerCaller,
  ): Promise<{ token: CustomerAccessToken } | { errors: CustomerUserError[] }>;
  signUp(
    input: {
      email: string;
      password: string;
      firstName?: string | null;
      lastName?: string | null;
      phone?: string | null;
    },
    caller: CustomerCaller,
  ): Promise<{ customer: CustomerRecord } | { errors: CustomerUserError[] }>;
  /** Sends the password-reset mail when the address has an account; says nothing either way. */
  recover(email: string, caller: CustomerCaller): Promise<{ errors: CustomerUserError[] }>;
  /** The token with a new expiry, or null when it is unknown or has lapsed. */
  renew(accessToken: string): Promise<CustomerAccessToken | null>;
  /** Ends the session; false when there was none. */
  revoke(accessToken: string): Promise<boolean>;
  /** The customer whose live session this is, or null. */
  customerOf(accessToken: string): Promise<CustomerRecord | null>;
  /** The customer's orders, newest first, `limit` from `offset`; and how many there are. */
  ordersOf(
    userId: string,
    page: {
      offset: number;
      limit: number;
      sortKey: "PROCESSED_AT" | "TOTAL_PRICE";
      reverse: boolean;
    },
  ): Promise<CustomerOrder[]>;
  countOrders(userId: string): Promise<number>;
};
