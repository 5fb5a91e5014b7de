import { logoOnFileText } from "#core/pricing/line-breakdown.ts";
import { formatPence } from "#core/money/money.ts";
import { vatPence, vatRatePercent } from "#core/pricing/vat.ts";
import type { BankTransferDetails } from "#core/settings/shop-details.ts";

// Issue 14.5: what a VAT invoice, a credit note and a pro-forma say, worked out from the stored
// order and the issued document's record, before any layout (server/invoices/invoice-pdf.ts draws
// it). Every amount is one the order stored when it was placed: nothing is priced again here, so
// the document and the order can never disagree. HMRC's full VAT invoice (VAT Notice 700, §16.3):
// a unique sequential number, the issue date and the time of supply (tax point), the seller's
// name, address and VAT registration number, the customer's name and address, each line's
// description, quantity and unit price ex VAT, the rate of VAT, the totals ex VAT, VAT and due.

export type DocumentKind = "invoice" | "credit_note" | "pro_forma" | "quote";

/** The shop as it stood when the document was issued. */
export type InvoiceSeller = {
  legalName: string;
  tradingName: string;
  /** Where the shop trades, a line each. */
  address: string[];
  /** "" when the shop has given none: the document is then not a VAT invoice. */
  vatNumber: string;
  /** "Registered in England & Wales no. 01234567", or "". */
  companyLine: string;
  registeredAddress: string[];
  email: string;
  phone: string;
};

/** The buyer as the document names them. */
export type InvoiceParty = {
  name: string;
  company: string;
  address: string[];
  email: string;
};

/** An order item's stored figures, as the document needs them. */
export type InvoiceItem = {
  productTitle: string;
  variantTitle: string | null;
  sku: string | null;
  quantity: number;
  unitPricePence: number;
  customizationType: string;
  customizationPosition: string | null;
  customizationPricePence: number;
  setupFeePence: number;
  /** Issue 15.4: null when older rows have none. */
  setupWaiver?: string | null;
  lineExVatPence: number;
  lineVatPence: number;
};

export type InvoiceAmounts = {
  subtotalPence: number;
  discountPence: number;
  deliveryPence: number;
  vatPence: number;
  totalPence: number;
};

export type InvoiceLine = {
  description: string;
  /** The decoration, e.g. "Embroidery, Left Chest", or "". */
  decoration: string;
  /** Issue 15.4: "Set-up: free — logo on file", or "". */
  setUpNote: string;
  sku: string;
  quantity: number;
  unitPence: number;
  decorationEachPence: number;
  setUpPence: number;
  netPence: number;
  vatPence: number;
};

export type InvoiceDocument = {
  kind: DocumentKind;
  /** "VAT invoice", "Invoice" (no VAT number), "Credit note" or "Pro-forma invoice". */
  title: string;
  /** INV-000001 / CN-000001; null on a pro-forma, which is not numbered as an invoice. */
  number: string | null;
  orderNumber: string;
  poNumber: string;
  issuedOn: Date;
  /** The time of supply; null on a pro-forma or a quote (no supply yet). */
  taxPoint: Date | null;
  /** The last day a quote stands; null on the other documents. */
  validUntil: Date | null;
  seller: InvoiceSeller;
  buyer: InvoiceParty;
  lines: InvoiceLine[];
  vatRatePercent: number;
  totals: {
    goodsPence: number;
    discountPence: number;
    deliveryPence: number;
    exVatPence: number;
    vatPence: number;
    incVatPence: number;
  };
  /** What the document says under the totals, a paragraph each. */
  notes: string[];
  /** Where to pay (a pro-forma), else null. */
  payTo: (BankTransferDetails & { reference: string }) | null;
  /** The file's name when downloaded or attached. */
  fileName: string;
};

function lineOf(item: InvoiceItem): InvoiceLine {
  const decorated = item.customizationType !== "plain";
  const method = item.customizationType === "embroidery" ? "Embroidery" : "Print";
  return {
    description: item.variantTitle
      ? `${item.productTitle} (${item.variantTitle})`
      : item.productTitle,
    decoration: decorated ? [method, item.customizationPosition].filter(Boolean).join(", ") : "",
    setUpNote:
      decorated && item.setupFeePence === 0 && item.setupWaiver === "logo_on_file"
        ? logoOnFileText
        : "",
    sku: item.sku ?? "",
    quantity: item.quantity,
    unitPence: item.unitPricePence,
    decorationEachPence: item.customizationPricePence,
    setUpPence: item.setupFeePence,
    netPence: item.lineExVatPence,
    vatPence: item.lineVatPence,
  };
}

function totalsOf(amounts: InvoiceAmounts): InvoiceDocument["totals"] {
  const exVatPence = amounts.subtotalPence - amounts.discountPence + amounts.deliveryPence;
  return {
    goodsPence: amounts.subtotalPence,
    discountPence: amounts.discountPence,
    deliveryPence: amounts.deliveryPence,
    exVatPence,
    vatPence: amounts.vatPence,
    incVatPence: amounts.totalPence,
  };
}

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});

/** "24 November 2026", as the shop's clock reads it. */
export function documentDate(date: Date): string {
  return dateFormat.format(date);
}

type OrderFacts = { orderNumber: string; poNumber: string | null };

/** An issued invoice or credit note, from its record and the order's items. */
export function issuedDocument(
  record: InvoiceAmounts & {
    kind: "invoice" | "credit_note";
    number: string;
    issuedAt: Date;
    taxPoint: Date;
    seller: InvoiceSeller;
    buyer: InvoiceParty;
  },
  order: OrderFacts,
  items: readonly InvoiceItem[],
  /** A credit note's invoice. */
  credited: { number: string; issuedAt: Date } | null,
): InvoiceDocument {
  const registered = record.seller.vatNumber !== "";
  const isCredit = record.kind === "credit_note";
  const notes = isCredit
    ? [
        `This credit note cancels ${credited ? `invoice ${credited.number} of ${documentDate(credited.issuedAt)}` : "the invoice"} in full: order ${order.orderNumber} was cancelled. The VAT shown is the VAT credited.`,
      ]
    : [
        registered
          ? `VAT is charged at the standard rate of ${vatRatePercent}% on every line and on delivery.`
          : "This invoice shows no VAT registration number, so it is not a VAT invoice and VAT cannot be reclaimed with it.",
      ];
  return {
    kind: record.kind,
    title: isCredit ? "Credit note" : registered ? "VAT invoice" : "Invoice",
    number: record.number,
    orderNumber: order.orderNumber,
    poNumber: order.poNumber ?? "",
    issuedOn: record.issuedAt,
    taxPoint: record.taxPoint,
    validUntil: null,
    seller: record.seller,
    buyer: record.buyer,
    lines: items.map(lineOf),
    vatRatePercent,
    totals: totalsOf(record),
    notes,
    payTo: null,
    fileName: `${isCredit ? "credit-note" : "invoice"}-${record.number}.pdf`,
  };
}

/** A bank-transfer order's pro-forma: what to pay and where, before anything is supplied. */
export function proFormaDocument(
  order: OrderFacts & InvoiceAmounts & { createdAt: Date },
  items: readonly InvoiceItem[],
  seller: InvoiceSeller,
  buyer: InvoiceParty,
  payTo: BankTransferDetails & { reference: string },
): InvoiceDocument {
  return {
    kind: "pro_forma",
    title: "Pro-forma invoice",
    number: null,
    orderNumber: order.orderNumber,
    poNumber: order.poNumber ?? "",
    issuedOn: order.createdAt,
    taxPoint: null,
    validUntil: null,
    seller,
    buyer,
    lines: items.map(lineOf),
    vatRatePercent,
    totals: totalsOf(order),
    notes: [
      `Pay to release: we start on your order when your payment of ${formatPence(order.totalPence)} reaches us. Please quote the reference ${payTo.reference} so that we can match it.`,
      "This is not a VAT invoice. Your VAT invoice follows when your payment is received.",
    ],
    payTo,
    fileName: `pro-forma-${order.orderNumber}.pdf`,
  };
}

/** A download of one of an order's documents, as the buyer's and the admin's pages list it. */
export type DocumentLink = { label: string; file: "invoice.pdf" | "credit-note.pdf" };

/**
 * What an order offers to download: its invoice and credit note once issued, else the pro-forma of
 * a bank-transfer order waiting for payment (none while a price is still to be quoted).
 */
export function documentLinksOf(
  order: { paymentMethod: string; status: string; needsQuote: boolean },
  issued: readonly { kind: string; number: string; vatRegistered: boolean }[],
): DocumentLink[] {
  const invoice = issued.find((document) => document.kind === "invoice");
  const credit = issued.find((document) => document.kind === "credit_note");
  const links: DocumentLink[] = [];
  if (invoice)
    links.push({
      label: `${invoice.vatRegistered ? "VAT invoice" : "Invoice"} ${invoice.number} (PDF)`,
      file: "invoice.pdf",
    });
  else if (
    order.paymentMethod === "bank_transfer" &&
    order.status === "pending" &&
    !order.needsQuote
  )
    links.push({ label: "Pro-forma invoice (PDF)", file: "invoice.pdf" });
  if (credit) links.push({ label: `Credit note ${credit.number} (PDF)`, file: "credit-note.pdf" });
  return links;
}

/** Issue 14.6: a quote the shop sends, priced line by line, standing until its last day. */
export function quoteDocument(
  quote: {
    quoteNumber: string;
    sentAt: Date;
    expiresAt: Date;
    message: string;
    deliveryPence: number;
  },
  items: readonly InvoiceItem[],
  seller: InvoiceSeller,
  buyer: InvoiceParty,
): InvoiceDocument {
  const lines = items.map(lineOf);
  const goods = lines.reduce((sum, line) => sum + line.netPence, 0);
  const vat = lines.reduce((sum, line) => sum + line.vatPence, 0) + vatPence(quote.deliveryPence);
  return {
    kind: "quote",
    title: "Quote",
    number: quote.quoteNumber,
    orderNumber: "",
    poNumber: "",
    issuedOn: quote.sentAt,
    taxPoint: null,
    validUntil: quote.expiresAt,
    seller,
    buyer,
    lines,
    vatRatePercent,
    totals: totalsOf({
      subtotalPence: goods,
      discountPence: 0,
      deliveryPence: quote.deliveryPence,
      vatPence: vat,
      totalPence: goods + quote.deliveryPence + vat,
    }),
    notes: [
      ...(quote.message ? [quote.message] : []),
      `This quote stands until ${documentDate(quote.expiresAt)}. Accept it in your account, under Quotes, to order at these prices.`,
    ],
    payTo: null,
    fileName: `quote-${quote.quoteNumber}.pdf`,
  };
}
