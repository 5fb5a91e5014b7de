import {
  dialled,
  referencePlaceholders,
  type PromiseIcon,
  type ReferencePlaceholder,
  type ShopSettings,
} from "./settings-values.ts";

// Issue 18.9: what pages, e-mails and documents show of the shop's settings, worked out in one
// place: the public details (no bank account: only the pages that take a payment show it), the
// bank transfer details when they can be offered, and payment references.

/** The demo seed's bank details: obviously not an account anyone can pay into. */
export const demoBankDetails = {
  bankAccountName: "Tradewear Demo Ltd",
  bankName: "Demo Bank plc (not a real account)",
  sortCode: "00-00-00",
  accountNumber: "00000000",
} as const;

export type BankTransferDetails = {
  accountName: string;
  bankName: string;
  sortCode: string;
  accountNumber: string;
};

/** ready: real-looking details; missing: none given; demo: still the demo seed's. */
export type BankStatus = "ready" | "missing" | "demo";

export function bankStatusOf(settings: ShopSettings): BankStatus {
  if (settings.sortCode === "" || settings.accountNumber === "") return "missing";
  const isDemo =
    settings.sortCode === demoBankDetails.sortCode ||
    settings.accountNumber === demoBankDetails.accountNumber ||
    settings.bankName === demoBankDetails.bankName;
  return isDemo ? "demo" : "ready";
}

/** Where buyers pay by bank transfer, or null when bank transfer must not be offered. */
export function bankTransferOf(settings: ShopSettings): BankTransferDetails | null {
  if (bankStatusOf(settings) !== "ready") return null;
  return {
    accountName: settings.bankAccountName,
    bankName: settings.bankName,
    sortCode: settings.sortCode,
    accountNumber: settings.accountNumber,
  };
}

/** A payment reference: the pattern with its placeholder filled in, upper case as banks print. */
export function paymentReference(
  pattern: string,
  placeholder: ReferencePlaceholder,
  value: string,
): string {
  return pattern.replace(referencePlaceholders[placeholder].token, value).toUpperCase();
}

/** A credit account's short reference: the first 8 characters of its id, upper case. */
export function accountReferenceOf(creditAccountId: string): string {
  return creditAccountId.replace(/-/g, "").slice(0, 8).toUpperCase();
}

/** The details every page may show (the root loader hands them to the layout). */
export type ShopDetails = {
  name: string;
  /** The company's legal name, or the trading name when none is given. */
  legalName: string;
  /** "Registered in England & Wales no. 01234567", or "" without a company number. */
  companyLine: string;
  vatNumber: string;
  /** Where the shop trades (the trading address, else the registered one), one line each. */
  address: string[];
  registeredAddress: string[];
  phone: { display: string; href: string } | null;
  email: string | null;
  openingHours: string | null;
  announcement: { title: string; text: string } | null;
  promises: { icon: PromiseIcon; text: string }[];
  /** The current year, for the footer's copyright line (worked out at render, on the server). */
  year: number;
};

const lines = (text: string) => (text === "" ? [] : text.split("\n"));

/** "tel:+441632960123" for "01632 960 123". */
export function phoneHref(phone: string): string {
  const digits = dialled(phone);
  return `tel:${digits.startsWith("0") ? `+44${digits.slice(1)}` : digits}`;
}

export function shopDetailsOf(settings: ShopSettings, now: Date): ShopDetails {
  const registeredAddress = lines(settings.registeredAddress);
  const tradingAddress = lines(settings.tradingAddress);
  return {
    name: settings.tradingName,
    legalName: settings.legalName || settings.tradingName,
    companyLine: settings.companyNumber
      ? `Registered in England & Wales no. ${settings.companyNumber}`
      : "",
    vatNumber: settings.vatNumber,
    address: tradingAddress.length > 0 ? tradingAddress : registeredAddress,
    registeredAddress: registeredAddress.length > 0 ? registeredAddress : tradingAddress,
    phone: settings.phone ? { display: settings.phone, href: phoneHref(settings.phone) } : null,
    email: settings.email || null,
    openingHours: settings.openingHours || null,
    announcement: settings.announcementEnabled
      ? { title: settings.announcementTitle, text: settings.announcementText }
      : null,
    promises: settings.promises,
    year: now.getFullYear(),
  };
}
