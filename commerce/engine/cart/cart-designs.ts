import type { Db } from "#server/db/client.ts";
import type { CartAttribute } from "#server/db/schema/index.ts";
import { findRefusedDesign, type DesignClaim } from "#server/files/design-claims.server.ts";
import type { DesignTokens } from "#server/files/design-token.ts";
import { decorationAttributeKeys, decorationOf } from "./cart-pricing.ts";
import type { CartUserError } from "./cart-view.ts";

// Issue 10.10: a cart line may name a design (`_design_id`) only with the upload's token
// (`_design_token`): the Storefront API has no signed-in buyer, so the token is the only proof
// that the caller uploaded it. Without this, a cart could carry another customer's design into
// an order, and its buyer could then download the file.

export type LineAttributes = { attributes: CartAttribute[]; field: string[] };

/** The design a line names with its token, or null for a plain line or one naming none. */
export function designClaimOf(attributes: CartAttribute[]): DesignClaim | null {
  const decoration = decorationOf(attributes);
  if (!("decoration" in decoration) || decoration.decoration.type === "plain") return null;
  const { designId } = decoration.decoration;
  const designToken = attributes.find(
    (attribute) => attribute.key === decorationAttributeKeys.designToken,
  )?.value;
  return designId ? { designId, designToken } : null;
}

/** A user error on the first line whose design the caller may not use; none when all may. */
export async function checkLineDesigns(
  db: Db,
  tokens: DesignTokens | undefined,
  lines: readonly LineAttributes[],
): Promise<CartUserError[]> {
  const claims = lines.map(({ attributes }) => designClaimOf(attributes));
  const refused = await findRefusedDesign(db, tokens, null, claims);
  return refused
    ? [{ field: lines[refused.index]!.field, message: refused.message, code: "INVALID" }]
    : [];
}
