import { penceToPounds } from "#core/money/money.ts";
import { quoteLineExVatPence } from "#core/quotes/quote-totals.ts";
import type { AdminQuote, AdminQuoteLine } from "#server/admin/admin-pages.server.ts";
import { typedPence } from "./admin-api.ts";

// Issue 14.6: the quote page's form as the admin types it — pounds as text, one row per line —
// made from the quote as the server last gave it, and sent back as PATCH /api/admin/quotes/:id
// takes it. The server parses and checks every figure again; what is worked out here (a line's
// total as typed, whether anything changed) is for the page only.

export type QuoteLineForm = {
  id: string;
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
        line.id !== before.id ||
        !samePounds(line.unitPrice, before.unitPrice) ||
        !samePounds(line.decorationPrice, before.decorationPrice) ||
        !samePounds(line.setUp, before.setUp)
      );
    })
  );
}

/** A line's total ex VAT in pence as typed, for display while editing (the save's is the server's). */
export function typedLineExVatPence(line: AdminQuoteLine, typed: QuoteLineForm): number {
  return quoteLineExVatPence({
    quantity: line.quantity,
    unitPricePence: typedPence(typed.unitPrice),
    customizationPricePence: typedPence(typed.decorationPrice),
    setupFeePence: typedPence(typed.setUp),
  });
}

/** The PATCH body: pounds as typed (the server parses them), each line by its id. */
export function quoteEditBody(form: QuoteForm) {
  return {
    lines: form.lines.map(({ id, unitPrice, decorationPrice, setUp }) => ({
      id,
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
