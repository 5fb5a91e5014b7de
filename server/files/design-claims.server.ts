import type { Db } from "#server/db/client.ts";
import type { DesignTokens } from "./design-token.ts";
import { listDesignOwners } from "./files-queries.ts";

// Issue 10.10: a design id named on a basket line, a cart line, a checkout or a credit order is
// accepted only from whoever uploaded it — the same account (stored_files.owner_user_id), or the
// same browser (the upload's token, design-token.ts), which also lets a visitor who signs in
// later use what they uploaded before. An id that is not a UUID names no stored file (a label a
// Storefront API client may use): it is left alone, as it never links an order to a file.

export type DesignClaim = { designId: string; designToken?: string | null | undefined };

export type RefusedDesign = { index: number; message: string };

export const notYoursMessage = "That design file is not yours to use.";
export const goneMessage =
  "That design file is no longer with us (designs are kept for 7 days until ordered). Please upload it again.";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The first claim that may not be made (its index and why), or null when all may. */
export async function findRefusedDesign(
  db: Db,
  tokens: DesignTokens | undefined,
  userId: string | null,
  claims: readonly (DesignClaim | null)[],
): Promise<RefusedDesign | null> {
  const ids = claims.flatMap((claim) =>
    claim && uuidPattern.test(claim.designId) ? [claim.designId.toLowerCase()] : [],
  );
  if (ids.length === 0) return null;
  const owners = await listDesignOwners(db, [...new Set(ids)]);
  for (const [index, claim] of claims.entries()) {
    if (!claim || !uuidPattern.test(claim.designId)) continue;
    const id = claim.designId.toLowerCase();
    if (!owners.has(id)) return { index, message: goneMessage };
    const owner = owners.get(id);
    const isOwn = userId !== null && owner === userId;
    if (!isOwn && !tokens?.verify(id, claim.designToken))
      return { index, message: notYoursMessage };
  }
  return null;
}
