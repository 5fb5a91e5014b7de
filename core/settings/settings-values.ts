// Issue 18.9: the shop settings' shape, limits and a fresh shop's values, without zod, so the
// pages that show the details (every page: header and footer) load no schema code. The schema that
// checks them is shop-settings.ts.

/** BACS payment references are at most 18 characters. */
export const maxReferenceLength = 18;

/**
 * The placeholders of the payment-reference patterns, with the longest value each can stand for:
 * order numbers are "TW-" and a sequence (TW-100001 today; 12 characters allows a billion
 * orders), a credit account's reference is 8 characters (core/settings/shop-details.ts).
 */
export const referencePlaceholders = {
  order: { token: "{order}", longest: "TW-123456789", label: "order number" },
  account: { token: "{account}", longest: "ABCD1234", label: "account reference" },
} as const;

export type ReferencePlaceholder = keyof typeof referencePlaceholders;

export const promiseIcons = ["truck", "star", "credit-card", "lock", "shield", "clock"] as const;
export type PromiseIcon = (typeof promiseIcons)[number];
export const maxPromises = 4;

/** A phone number as dialled: no spaces, brackets or dashes. */
export const dialled = (phone: string) => phone.replace(/[\s()-]/g, "");

/** The settings as checked and stored. */
export type ShopSettings = {
  tradingName: string;
  legalName: string;
  /** "" or 8 characters: 01234567, SC123456. */
  companyNumber: string;
  /** "" or GB and 9 or 12 digits. */
  vatNumber: string;
  /** Lines joined by "\n"; "" when not given. */
  registeredAddress: string;
  tradingAddress: string;
  /** As typed, e.g. "01632 960 123"; "" when not given. */
  phone: string;
  openingHours: string;
  email: string;
  accountsEmail: string;
  bankAccountName: string;
  bankName: string;
  /** "" or NN-NN-NN. */
  sortCode: string;
  /** "" or 8 digits. */
  accountNumber: string;
  /** The reference of a pro-forma order's payment, with {order}. */
  orderReference: string;
  /** The reference of a credit account's payment, with {account}. */
  accountReference: string;
  announcementEnabled: boolean;
  announcementTitle: string;
  announcementText: string;
  /** The promise strip's claims, 0 to 4. */
  promises: { icon: PromiseIcon; text: string }[];
};

/**
 * A fresh shop's settings (no demo data): its name, references that fit, and nothing it cannot
 * back — no bank details (so no bank transfer is offered), no announcement, and only the claims
 * the shop's own rules make true (DESIGN §3.5 free delivery, credit accounts).
 */
export const defaultShopSettings: ShopSettings = {
  tradingName: "Tradewear",
  legalName: "",
  companyNumber: "",
  vatNumber: "",
  registeredAddress: "",
  tradingAddress: "",
  phone: "",
  openingHours: "",
  email: "",
  accountsEmail: "",
  bankAccountName: "",
  bankName: "",
  sortCode: "",
  accountNumber: "",
  orderReference: "{order}",
  accountReference: "ACC {account}",
  announcementEnabled: false,
  announcementTitle: "",
  announcementText: "",
  promises: [
    { icon: "truck", text: "Free UK delivery over £75" },
    { icon: "credit-card", text: "30-day credit accounts available" },
  ],
};
