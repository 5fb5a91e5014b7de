// STYLE §4: a credit order's failures are a small error type with a code, mapped to an HTTP status
// here and nowhere else. Messages are written for the buyer: the basket shows them as they are.

export const creditErrorStatus = {
  /** Malformed input; `field` names it. */
  INVALID_INPUT: 400,
  EMPTY_BASKET: 400,
  NOT_SIGNED_IN: 401,
  NO_CREDIT_ACCOUNT: 403,
  CREDIT_ACCOUNT_INACTIVE: 403,
  /** The basket no longer matches the catalogue. */
  UNKNOWN_ITEM: 409,
  OUT_OF_STOCK: 409,
  /** DESIGN §3.6: the total is above the available credit. */
  CREDIT_LIMIT_EXCEEDED: 409,
  /** docs/decisions/007: a decoration priced on application cannot be charged to an account. */
  PRICE_ON_APPLICATION: 422,
  /** The Idempotency-Key was already used for another request. */
  IDEMPOTENCY_KEY_REUSED: 422,
  /** The first request with this key has not finished yet. */
  IDEMPOTENCY_KEY_IN_USE: 409,
  /** Issue 17: the Shopify store could not be asked for the basket's variants. */
  CATALOGUE_UNAVAILABLE: 503,
} as const;

export type CreditErrorCode = keyof typeof creditErrorStatus;
export type CreditErrorStatus = (typeof creditErrorStatus)[CreditErrorCode];

export class CreditOrderError extends Error {
  constructor(
    readonly code: CreditErrorCode,
    message: string,
    /** The input field at fault, e.g. "basketItems.0.variantId". */
    readonly field?: string,
  ) {
    super(message);
    this.name = "CreditOrderError";
  }

  get status(): CreditErrorStatus {
    return creditErrorStatus[this.code];
  }
}

/** spec/storefront.md §7 "Credit order response", plus the code and the field at fault. */
export type CreditOrderFailure = {
  success: false;
  error: string;
  code: CreditErrorCode;
  field?: string;
};
export type CreditOrderSuccess = { success: true; orderNumber: string };

export function failureOf(error: CreditOrderError): CreditOrderFailure {
  return {
    success: false,
    error: error.message,
    code: error.code,
    ...(error.field ? { field: error.field } : {}),
  };
}
