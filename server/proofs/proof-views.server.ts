import { and, asc, eq, exists, inArray, isNotNull, or } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { isShopsTurn, type ProofGroupState, type ProofMethod } from "#core/proofs/proof-rules.ts";
import type { Db } from "#server/db/client.ts";
import { orders, proofs } from "#server/db/schema/index.ts";
import { proofableStatuses } from "./proof-send.server.ts";
import { proofGroupsOf, proofPageOf, type ProofGroup, type ProofPage } from "./proofs.server.ts";

// Issue 15.3: what the proof pages load — the buyer's /account/proofs/:id, the admin order page's
// Proofs card, and the back office's queue at /admin/proofs.

export type { ProofGroup, ProofPage, ProofRound, ProofGroupLine } from "./proofs.server.ts";

export type BuyerProofPage = { signedIn: false } | { signedIn: true; page: ProofPage | null };

/** The /account/proofs/:id loader: the buyer's own proof, or none (another's is not found). */
export async function loadProofPage(
  context: Pick<AppLoadContext, "services" | "viewer">,
  id: string,
): Promise<BuyerProofPage> {
  if (!context.viewer) return { signedIn: false };
  return {
    signedIn: true,
    page: await proofPageOf(context.services.database.db, context.viewer, id),
  };
}

/** The order page's Proofs card: its groups, and whether a proof may be sent now. */
export async function orderProofsOf(
  db: Db,
  order: { id: string; userId: string | null; status: string },
) {
  const groups = await proofGroupsOf(db, order);
  const canSend = (proofableStatuses as readonly string[]).includes(order.status);
  // An order already in production before proofs existed shows no card, rather than proofs to send.
  const shown = canSend || groups.some((group) => group.rounds.length > 0);
  return { groups: shown ? groups : [], canSend };
}

export type ProofQueueRow = {
  orderId: string;
  orderNumber: string;
  orderStatus: string;
  customerName: string;
  /** ISO 8601. */
  placedAt: string;
  logoId: string;
  logoName: string;
  hasPreview: boolean;
  method: ProofMethod;
  state: ProofGroupState;
  /** When the group last changed hands: the last proof sent or answered, else the order placed. */
  since: string;
  /** The buyer's last comment, when they asked for changes. */
  comment: string | null;
};

const maxQueueOrders = 200;

/**
 * The back office's Proofs queue: every group still holding an order back — the shop's turn first
 * (a proof to send, or changes asked for), then those waiting for the buyer — oldest first.
 * Orders waiting for proofs, and bank-transfer orders awaiting payment with a proof already sent.
 */
export async function loadProofQueue(db: Db): Promise<ProofQueueRow[]> {
  const waiting = await db
    .select()
    .from(orders)
    .where(
      and(
        isNotNull(orders.userId),
        or(
          eq(orders.status, "awaiting_proof"),
          and(
            inArray(orders.status, [...proofableStatuses]),
            exists(db.select().from(proofs).where(eq(proofs.orderId, orders.id))),
          ),
        ),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(maxQueueOrders);
  const rows: ProofQueueRow[] = [];
  for (const order of waiting) {
    for (const group of await proofGroupsOf(db, order)) {
      if (group.state === "on_file" || group.state === "approved") continue;
      const latest = group.rounds[0];
      rows.push({
        orderId: order.id,
        orderNumber: order.orderNumber,
        orderStatus: order.status,
        customerName: order.customerName,
        placedAt: order.createdAt.toISOString(),
        logoId: group.logoId,
        logoName: group.logoName,
        hasPreview: group.hasPreview,
        method: group.method,
        state: group.state,
        since: latest?.decidedAt ?? latest?.sentAt ?? order.createdAt.toISOString(),
        comment: group.state === "changes_requested" ? (latest?.buyerComment ?? null) : null,
      });
    }
  }
  const turn = (row: ProofQueueRow) => (isShopsTurn(row.state) ? 0 : 1);
  return rows.sort((a, b) => turn(a) - turn(b) || a.since.localeCompare(b.since));
}

/**
 * The proofs of one of the buyer's orders, for its page: each group's state and latest proof (none
 * when the order needed no proof).
 */
export async function buyerOrderProofs(
  db: Db,
  userId: string,
  orderNumber: string,
): Promise<ProofGroup[]> {
  const [order] = await db
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.orderNumber, orderNumber)));
  if (!order) return [];
  const groups = await proofGroupsOf(db, order);
  return groups.some((group) => group.state !== "on_file") ? groups : [];
}
