import type { CatalogueImage, SelectedOption } from "#commerce/client/catalogue-types.ts";
import type { MappedError } from "./cart-errors.ts";

// The checkout-like shape of spec/back-office.md §3 (reference/storefront-api.md §6), in integer
// pence (STYLE.md rule 2) and with only what Tradewear uses: no GraphModel `type` descriptors,
// no V2 duplicates, no constant "unsupported" fields.

/**
 * Result of every cart call; no call throws. `ok: false` carries the mapped errors: the GraphQL
 * errors, or the user errors and warnings (§8 table), or one UNKNOWN error. When the server still
 * answered with a cart beside user errors or warnings (a warning such as out of stock leaves the
 * cart as it was), that cart is in `cart` so a page can redraw it.
 * `fetchCart` answers `{ ok: true, data: null }` for a cart that does not exist.
 */
export type CartResult<T> =
  { ok: true; data: T } | { ok: false; errors: MappedError[]; cart?: CheckoutCart };

export type Attribute = { key: string; value: string };

/** Decoration carried in line attributes (DESIGN §5). */
export type LineDecoration = {
  type: "plain" | "embroidery" | "print";
  position?: string;
  designId?: string;
  /** Issue 10.10: the upload's token, sent with designId to prove the caller uploaded it. */
  designToken?: string;
};

export type DiscountValue = { percentage: number } | { amountPence: number; currencyCode: string };

export type DiscountApplication = {
  /** Exactly one of code and title is set. */
  code: string | null;
  title: string | null;
  /** From the cart's discount codes for a code; null for an automatic or custom discount. */
  applicable: boolean | null;
  targetType: string;
  allocationMethod: string;
  targetSelection: string;
  /** A percentage as given; a fixed amount summed over all its allocations. */
  value: DiscountValue;
};

export type LineDiscountAllocation = {
  allocatedAmountPence: number;
  discountApplication: DiscountApplication;
};

export type CheckoutLineItem = {
  id: string;
  /** The product's title. */
  title: string;
  quantity: number;
  attributes: Attribute[];
  decoration: LineDecoration;
  variant: {
    id: string;
    title: string;
    sku: string;
    available: boolean;
    pricePence: number;
    image: CatalogueImage | null;
    selectedOptions: SelectedOption[];
    product: { id: string; handle: string; title: string };
  };
  /** Ex-VAT price per item (DESIGN §5 `amountPerQuantity`). */
  unitPricePence: number;
  /** Ex-VAT line total before discounts. */
  lineSubtotalPence: number;
  /** Ex-VAT line total after line discounts. */
  lineTotalPence: number;
  discountAllocations: LineDiscountAllocation[];
};

export type ShippingAddress = {
  id: string | null;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  zip: string | null;
  country: string | null;
  phone: string | null;
  formatted: string[];
};

export type CheckoutCart = {
  id: string;
  createdAt: string;
  updatedAt: string;
  currencyCode: string;
  note: string | null;
  /** null when the cart has none ('' included). */
  email: string | null;
  attributes: Attribute[];
  lineItems: CheckoutLineItem[];
  /** The lines ex VAT before discounts (`cost.checkoutChargeAmount`). */
  lineItemsSubtotalPricePence: number;
  /** totalPrice − duty − tax. */
  subtotalPricePence: number;
  /** `cost.totalAmount` plus gift card amounts used (spec §4). */
  totalPricePence: number;
  totalTaxPence: number;
  /** What the buyer pays: `cost.totalAmount`. */
  paymentDuePence: number;
  /** checkoutUrl with `_fd=0`. */
  webUrl: string;
  discountApplications: DiscountApplication[];
  discountCodes: { code: string; applicable: boolean }[];
  appliedGiftCards: {
    id: string;
    lastCharacters: string;
    amountUsedPence: number;
    balancePence: number;
  }[];
  shippingAddress: ShippingAddress | null;
};
