import { type VatShown, vatShownFromCookies } from "#core/pricing/vat-shown.ts";
import type { Db } from "#server/db/client.ts";
import type { Viewer } from "#server/accounts/viewer.ts";
import { getCreditAccount } from "#server/credit/credit-queries.ts";

/**
 * Issue 14.3: the prices a page shows first. The buyer's own choice (the header's switch) wins;
 * without one, a trade account (an active credit account) reads ex VAT and everyone else inc VAT.
 * A visitor's answer comes from the cookie alone, so a kept page (keyed by it) is theirs too.
 */
export async function vatShownFor(
  db: Db,
  cookieHeader: string | null,
  viewer: Viewer | null,
): Promise<VatShown> {
  const chosen = vatShownFromCookies(cookieHeader);
  if (chosen) return chosen;
  if (!viewer || viewer.role !== "customer") return "inc";
  const account = await getCreditAccount(db, viewer.userId);
  return account?.isActive ? "ex" : "inc";
}
