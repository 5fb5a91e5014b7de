import { TZDate } from "@date-fns/tz";
import { addDays, format } from "date-fns";
import { asc, eq, sql } from "drizzle-orm";
import { formatPence } from "#core/money/money.ts";
import type { AppServices } from "#server/context.ts";
import { mailOutbox, quoteLines, quotes } from "#server/db/schema/index.ts";
import type { Admin } from "#server/admin/admin-guard.ts";
import { listAuditTrail, recordAudit } from "#server/admin/audit.ts";
import { readIfMatch } from "#server/admin/record-version.ts";
import { mailSignature } from "#server/orders/order-mail.ts";
import {
  defaultQuoteDays,
  endOfShopDay,
  mailedQuoteChange,
  readQuote,
  shopDay,
  shopZone,
  type AdminQuote,
  type Done,
} from "./quote-admin.server.ts";

// Issue 14.6: sending a priced quote (POST /api/admin/quotes/:id/send, If-Match): refused while a
// decoration is still to be priced or the last day has passed; the buyer is e-mailed the figures,
// a link to their quotes and the quote as a PDF, and it is audited. A sent quote may be sent again
// after a change.

/** Sends the quote: the buyer is e-mailed a link and the PDF; it stands until its expiry. */
export async function sendQuote(
  services: Pick<AppServices, "config" | "database" | "logger">,
  admin: Admin,
  id: string,
  ifMatch: string | undefined,
  now = new Date(),
): Promise<Done<AdminQuote>> {
  const precondition = readIfMatch(ifMatch, "quote");
  if (!precondition.ok) return precondition;
  return mailedQuoteChange(
    services,
    id,
    precondition.etags,
    "sending the quote e-mail failed",
    async (tx, quote, shop) => {
      const lines = await tx
        .select()
        .from(quoteLines)
        .where(eq(quoteLines.quoteId, id))
        .orderBy(asc(quoteLines.position));
      const unpriced = lines.findIndex((line) => line.needsPrice);
      if (unpriced >= 0)
        return {
          ok: false,
          status: 409,
          error: `Price line ${unpriced + 1}'s decoration and save before sending`,
          field: `lines.${unpriced}.decorationPrice`,
        };
      const expiresAt = quote.expiresAt ?? endOfShopDay(shopDay(addDays(now, defaultQuoteDays)));
      if (expiresAt <= now)
        return {
          ok: false,
          status: 409,
          error: "The quote's last day has passed: choose a new one and save before sending",
          field: "expiresOn",
        };
      const [sent] = await tx
        .update(quotes)
        .set({
          status: "sent",
          sentAt: now,
          expiresAt,
          version: sql`${quotes.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(quotes.id, id))
        .returning();
      const view = await readQuote(tx, sent!);
      await tx.insert(mailOutbox).values({
        toAddress: quote.customerEmail,
        subject: `Your ${shop.tradingName} quote ${quote.quoteNumber}`,
        textBody: [
          `Dear ${quote.customerName || "customer"},`,
          "",
          `Here is your quote ${quote.quoteNumber}. The quote is attached (PDF).`,
          ...(view.message ? ["", view.message] : []),
          "",
          ...view.lines.map(
            (line) =>
              `${line.quantity} × ${line.productTitle}${line.variantTitle ? ` (${line.variantTitle})` : ""}${line.decoration ? ` — ${line.decoration}` : ""}: ${formatPence(line.lineExVatPence)} ex VAT`,
          ),
          "",
          `Delivery (ex VAT): ${view.totals.deliveryExVatPence === 0 ? "Free" : formatPence(view.totals.deliveryExVatPence)}`,
          `VAT: ${formatPence(view.totals.vatPence)}`,
          `Total: ${formatPence(view.totals.totalPence)}`,
          "",
          `The quote stands until ${format(new TZDate(expiresAt, shopZone), "d MMMM yyyy")}. See it and accept it in your account: ${services.config.publicUrl}/account/quotes`,
          "",
          ...mailSignature(shop),
        ].join("\n"),
        template: "quote_sent",
        attachments: [{ quoteId: id, document: "quote" }],
      });
      await recordAudit(tx, admin, {
        action: quote.status === "sent" ? "resend_quote" : "send_quote",
        entityType: "quote",
        entityId: id,
        before: { status: quote.status },
        after: { status: "sent", expiresOn: view.expiresOn, totalPence: view.totals.totalPence },
      });
      return { ok: true, value: { ...view, audit: await listAuditTrail(tx, "quote", id) } };
    },
  );
}
