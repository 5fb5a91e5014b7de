import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Viewer } from "#server/accounts/viewer.ts";
import type { AppServices } from "#server/context.ts";
import { auditLog, mailOutbox, quotes } from "#server/db/schema/index.ts";
import { sendPendingMail } from "#server/mail/mail-sender.server.ts";
import type { Admin } from "#server/admin/admin-guard.ts";
import { firstFieldError } from "#server/admin/admin-input.ts";
import { recordAudit } from "#server/admin/audit.ts";
import { readIfMatch } from "#server/admin/record-version.ts";
import { mailSignature } from "#server/orders/order-mail.ts";
import { mailedQuoteChange, readQuote, type AdminQuote, type Done } from "./quote-admin.server.ts";
import { statusNow } from "./quote-views.server.ts";

// Issue 14.6: declining, final either way. The buyer declines a quote the shop sent (POST
// /api/functions/decline-quote { quoteNumber } → 200): in the quote's history, and the shop is
// told. The shop declines a request or withdraws a sent quote from its page (POST
// /api/admin/quotes/:id/decline, If-Match): the buyer is e-mailed, and it is audited.

const DeclineQuoteSchema = z.object(
  {
    quoteNumber: z
      .string({ error: "Name the quote" })
      .trim()
      .regex(/^Q-\d{1,12}$/, { error: "Name the quote by its number, e.g. Q-100001" }),
  },
  { error: "Send the request as a JSON object" },
);

export type DeclineQuoteResult =
  | { status: 200; body: { success: true } }
  | { status: 400 | 401 | 404 | 409; body: { success: false; error: string; field?: string } };

export async function declineQuoteAsBuyer(
  services: Pick<AppServices, "config" | "database" | "logger">,
  viewer: Viewer | null,
  body: unknown,
  now = new Date(),
): Promise<DeclineQuoteResult> {
  if (!viewer)
    return { status: 401, body: { success: false, error: "Please sign in to decline your quote" } };
  const parsed = DeclineQuoteSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return {
      status: 400,
      body: { success: false, error: issue.message, field: issue.path.join(".") || "body" },
    };
  }
  const result = await services.database.db.transaction(async (tx): Promise<DeclineQuoteResult> => {
    const [quote] = await tx
      .select()
      .from(quotes)
      .where(and(eq(quotes.quoteNumber, parsed.data.quoteNumber), eq(quotes.userId, viewer.userId)))
      .for("update");
    if (!quote)
      return {
        status: 404,
        body: { success: false, error: "We could not find that quote on your account." },
      };
    if (statusNow(quote.status, quote.expiresAt, now) !== "sent")
      return {
        status: 409,
        body: { success: false, error: "Only a quote waiting for your answer can be declined." },
      };
    await tx
      .update(quotes)
      .set({ status: "declined", version: sql`${quotes.version} + 1`, updatedAt: sql`now()` })
      .where(eq(quotes.id, quote.id));
    await tx.insert(auditLog).values({
      actorUserId: viewer.userId,
      action: "buyer_declined_quote",
      entityType: "quote",
      entityId: quote.id,
      before: { status: "sent" },
      after: { status: "declined" },
    });
    await tx.insert(mailOutbox).values({
      toAddress: services.config.shopInbox,
      subject: `Quote ${quote.quoteNumber} declined by ${quote.customerName || quote.customerEmail}`,
      textBody: `${quote.customerName || "The customer"} (${quote.customerEmail}) declined quote ${quote.quoteNumber}.`,
      template: "quote_declined_by_buyer",
    });
    return { status: 200, body: { success: true } };
  });
  if (result.status === 200) {
    try {
      await sendPendingMail(services);
    } catch (error) {
      services.logger.error({ err: error }, "sending the quote declined e-mail failed");
    }
  }
  return result;
}

const DeclineSchema = z.object({
  reason: z
    .string({ error: "The reason must be text" })
    .trim()
    .max(2000, { error: "Keep the reason under 2,000 characters" })
    .default(""),
});

/**
 * The shop declines a request or withdraws a quote it sent: final. The buyer is e-mailed why (the
 * admin's words, if any).
 */
export async function declineQuote(
  services: Pick<AppServices, "config" | "database" | "logger">,
  admin: Admin,
  id: string,
  body: unknown,
  ifMatch: string | undefined,
): Promise<Done<AdminQuote>> {
  const precondition = readIfMatch(ifMatch, "quote");
  if (!precondition.ok) return precondition;
  const parsed = DeclineSchema.safeParse(body ?? {});
  if (!parsed.success) return firstFieldError(parsed.error);
  return mailedQuoteChange(
    services,
    id,
    precondition.etags,
    "sending the declined quote e-mail failed",
    async (tx, quote, shop) => {
      const [declined] = await tx
        .update(quotes)
        .set({ status: "declined", version: sql`${quotes.version} + 1`, updatedAt: sql`now()` })
        .where(eq(quotes.id, id))
        .returning();
      await tx.insert(mailOutbox).values({
        toAddress: quote.customerEmail,
        subject: `Your ${shop.tradingName} quote ${quote.quoteNumber}`,
        textBody: [
          `Dear ${quote.customerName || "customer"},`,
          "",
          quote.status === "requested"
            ? `We are sorry: we cannot quote for your request ${quote.quoteNumber}.`
            : `We have withdrawn our quote ${quote.quoteNumber}: it can no longer be accepted.`,
          ...(parsed.data.reason ? ["", parsed.data.reason] : []),
          "",
          "Please call or e-mail us if we can help another way.",
          "",
          ...mailSignature(shop),
        ].join("\n"),
        template: "quote_declined",
      });
      await recordAudit(tx, admin, {
        action: "decline_quote",
        entityType: "quote",
        entityId: id,
        before: { status: quote.status },
        after: {
          status: "declined",
          ...(parsed.data.reason ? { reason: parsed.data.reason } : {}),
        },
      });
      const view = await readQuote(tx, declined!);
      return { ok: true, value: view };
    },
  );
}
