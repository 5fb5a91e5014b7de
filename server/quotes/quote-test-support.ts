import { eq } from "drizzle-orm";
import type { Viewer } from "#server/accounts/viewer.ts";
import { polo, variantGid, type CreditFixture } from "#server/credit/credit-test-support.ts";
import { quotes } from "#server/db/schema/index.ts";
import { getAdminQuote, type AdminQuote } from "./quote-admin.server.ts";
import { requestQuote } from "./quote-request.server.ts";

// Test-only: the quote the quote tests price and accept — 600 tees printed on the chest (priced
// on application) and 10 plain polos — and the admin's prices for it. Worked by hand:
// 600 × (£3.20 + £1.10) + £25.00 = £2,605.00; 10 × £9.00 = £90.00; delivery £12.50;
// VAT £521.00 + £18.00 + £2.50 = £541.50; total £3,249.00.

const tee = "gildan-gd12-heavy-cotton-t-shirt";

/** The date `days` from now (UTC, YYYY-MM-DD), as the quote page's date field sends it. */
export const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The buyer's request for 600 printed tees and 10 polos, as the admin's page loads it. */
export async function requestTeesAndPolos(
  fixture: CreditFixture,
  buyer: Viewer,
): Promise<AdminQuote> {
  const result = await requestQuote(fixture.services, buyer, {
    basketItems: [
      {
        variantId: await variantGid(fixture.db, tee, "Black / M"),
        quantity: 600,
        customizationType: "print",
        customizationPosition: "Chest Center",
      },
      { variantId: await variantGid(fixture.db, polo, "Navy / M"), quantity: 10 },
    ],
    notes: "",
  });
  if (result.status !== 201) throw new Error(JSON.stringify(result.body));
  const [row] = await fixture.db
    .select()
    .from(quotes)
    .where(eq(quotes.quoteNumber, result.body.quoteNumber));
  return (await getAdminQuote(fixture.db, row!.id))!;
}

/** The admin's save pricing that request (the figures above). */
export function pricedEdit(
  quote: AdminQuote,
  { expiresOn = inDays(14), message = "" }: { expiresOn?: string; message?: string } = {},
) {
  return {
    lines: [
      { id: quote.lines[0]!.id, unitPrice: "3.20", decorationPrice: "1.10", setUp: "25" },
      { id: quote.lines[1]!.id, unitPrice: 9, decorationPrice: 0, setUp: 0 },
    ],
    delivery: "12.50",
    message,
    expiresOn,
  };
}
