import { penceToPounds } from "#core/money/money.ts";
import { quoteLineExVatPence } from "#core/quotes/quote-totals.ts";
import type { AdminQuote, AdminQuoteLine } from "#server/admin/admin-pages.server.ts";
import { typedPence } from "./admin-api.ts";

// Issue 14.6: the quote page's form as the admin types it — pounds as text, one row per line,
// lines added from the catalogue or removed — made from the quote as the server last gave it, and
// sent back as PATCH /api/admin/quotes/:id takes it (the lines as they should be: a stored line by
// its id, a new one by its variant and quantity). The server parses and checks every figure again; what is worked out here (a line's
// total as typed, whether anything changed) is for the page only.

/** What a row shows of its item. */
export type QuoteLineItem = Pick<
  AdminQuoteLine,
  "productTitle" | "variantTitle" | "sku" | "quantity" | "decoration" | "needsPrice"
>;

export type QuoteLineForm = {
  /** The stored line's id; null for a line added on this page and not saved yet. */
  id: string | null;
  /** Tells the rows apart: the stored line's id, or one made when the line was added. */
  key: string;
  /** A new line's variant, as the catalogue numbers it. */
  variantId: number | null;
  item: QuoteLineItem;
  unitPrice: string;
  decorationPrice: string;
  setUp: string;
};

export type QuoteForm = {
  lines: QuoteLineForm[];
  delivery: string;
  message: string;
  /** YYYY-MM-DD, as a date field holds it. */
  expiresOn: string;
};

/** The form for a quote; a quote without a last day yet offers `standardExpiresOn`. */
export function quoteFormOf(quote: AdminQuote, standardExpiresOn: string): QuoteForm {
  return {
    lines: quote.lines.map((line) => ({
      id: line.id,
      key: line.id,
      variantId: null,
      item: {
        productTitle: line.productTitle,
        variantTitle: line.variantTitle,
        sku: line.sku,
        quantity: line.quantity,
        decoration: line.decoration,
        needsPrice: line.needsPrice,
      },
      unitPrice: penceToPounds(line.unitPricePence),
      decorationPrice: penceToPounds(line.customizationPricePence),
      setUp: penceToPounds(line.setupFeePence),
    })),
    delivery: penceToPounds(quote.deliveryPence),
    message: quote.message,
    expiresOn: quote.expiresOn ?? standardExpiresOn,
  };
}

const samePounds = (a: string, b: string) => typedPence(a) === typedPence(b);

/**
 * Whether the admin changed anything from `saved` (the form of the quote as last loaded or saved).
 * Pounds compare as amounts ("8.5" is "8.50"); the message as the server keeps it, trimmed.
 */
export function isQuoteFormEdited(form: QuoteForm, saved: QuoteForm): boolean {
  return (
    !samePounds(form.delivery, saved.delivery) ||
    form.message.trim() !== saved.message.trim() ||
    form.expiresOn !== saved.expiresOn ||
    form.lines.length !== saved.lines.length ||
    form.lines.some((line, index) => {
      const before = saved.lines[index];
      return (
        !before ||
        line.key !== before.key ||
        !samePounds(line.unitPrice, before.unitPrice) ||
        !samePounds(line.decorationPrice, before.decorationPrice) ||
        !samePounds(line.setUp, before.setUp)
      );
    })
  );
}

/** A line's total ex VAT in pence as typed, for display while editing (the save's is the server's). */
export function typedLineExVatPence(typed: QuoteLineForm): number {
  return quoteLineExVatPence({
    quantity: typed.item.quantity,
    unitPricePence: typedPence(typed.unitPrice),
    customizationPricePence: typedPence(typed.decorationPrice),
    setupFeePence: typedPence(typed.setUp),
  });
}

/** A variant the admin picked to add, at its standard price ex VAT. */
export type AddedVariant = {
  id: number;
  productTitle: string;
  variantTitle: string;
  sku: string;
  pricePence: number;
};

/** A new plain line of `quantity` of the variant, priced at its standard price to start with. */
export function addedLineForm(variant: AddedVariant, quantity: number, key: string): QuoteLineForm {
  return {
    id: null,
    key,
    variantId: variant.id,
    item: {
      productTitle: variant.productTitle,
      variantTitle: variant.variantTitle,
      sku: variant.sku || null,
      quantity,
      decoration: "",
      needsPrice: false,
    },
    unitPrice: penceToPounds(variant.pricePence),
    decorationPrice: "0.00",
    setUp: "0.00",
  };
}

/**
 * The PATCH body: pounds as typed (the server parses them), the lines as they should be — a
 * stored line by its id, a new one by its variant and quantity.
 */
export function quoteEditBody(form: QuoteForm) {
  return {
    lines: form.lines.map(({ id, variantId, item, unitPrice, decorationPrice, setUp }) => ({
      ...(id === null ? { variantId, quantity: item.quantity } : { id }),
      unitPrice,
      decorationPrice,
      setUp,
    })),
    delivery: form.delivery,
    message: form.message,
    expiresOn: form.expiresOn,
  };
}

/** A quote accepted or declined is final (the server answers 409 to a change). */
export const isQuoteFinal = (status: string) => status === "accepted" || status === "declined";

/** Whether a quote went to the buyer before: its button then reads "Send again". */
export const wasQuoteSent = (status: string) => status === "sent" || status === "expired";
