import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  groupsAwaitingProof,
  type DecoratedLine,
  proofGroupKeys,
  type ProofGroupState,
  type ProofMethod,
} from "#core/proofs/proof-rules.ts";
import type { Db } from "#server/db/client.ts";
import {
  logos,
  orderItems,
  orders,
  proofs,
  storedFiles,
  type ProofStatus,
} from "#server/db/schema/index.ts";
import { logoNameOf, logosOnFileOf } from "#server/logos/logos.server.ts";
import { isUuid } from "#server/admin/credit-admin.ts";
import { etagOf } from "#server/admin/record-version.ts";

/** The orders an approved proof's extra set-up was charged as (decision 037). */
const extraOrders = alias(orders, "extra_orders");

// Issue 15.3: an order's proofs as the shop, the buyer and the order's status see them. A group is
// one logo and method on one order (its lines with that design and method); its proofs are the
// rounds sent for it. Orders of accounts only: a guest has no account to approve a proof in, so a
// guest's order is proofed by e-mail as before (decision 034).

export type ProofRound = {
  id: string;
  round: number;
  status: ProofStatus;
  fileName: string;
  contentType: string;
  stitchCount: number | null;
  widthMm: number | null;
  heightMm: number | null;
  message: string;
  /** Decision 037: an extra set-up for a large design, ex VAT, accepted by approving. */
  extraSetupPence: number | null;
  /** The order the accepted extra set-up was charged as. */
  extraOrderNumber: string | null;
  extraOrderId: string | null;
  buyerComment: string | null;
  /** ISO 8601. */
  sentAt: string;
  decidedAt: string | null;
  etag: string;
};

export type ProofGroupLine = {
  productTitle: string;
  variantTitle: string | null;
  quantity: number;
  position: string | null;
};

export type ProofGroup = {
  logoId: string;
  logoName: string;
  hasPreview: boolean;
  designId: string;
  method: ProofMethod;
  state: ProofGroupState;
  lines: ProofGroupLine[];
  /** Newest first. */
  rounds: ProofRound[];
  /** The group's version: a proof sent names it, so two admins never send one each. */
  etag: string;
};

export function proofEtag(proof: { id: string; version: number }): string {
  return etagOf("proof", proof.id, [proof.version]);
}

export function proofGroupEtag(
  orderId: string,
  logoId: string,
  method: ProofMethod,
  latest: { id: string; version: number } | undefined,
): string {
  return etagOf("proof-group", `${orderId}:${logoId}:${method}`, [
    latest?.id ?? null,
    latest?.version ?? 0,
  ]);
}

/**
 * A proof approved on this order says so; a logo approved since (here or on another order) is on
 * file; else the last proof sent, or none yet.
 */
function stateOf(latest: ProofStatus | undefined, logoApproved: boolean): ProofGroupState {
  if (latest === "approved") return "approved";
  if (logoApproved) return "on_file";
  if (latest === "sent" || latest === "changes_requested") return latest;
  return "to_send";
}

/**
 * The buyer's logo for each design, made (without a preview) for a design that has none: a design
 * uploaded before the library existed, or stored for the account by other means.
 */
async function logosForDesigns(
  tx: Db,
  userId: string,
  designIds: readonly string[],
): Promise<Map<string, typeof logos.$inferSelect>> {
  if (designIds.length === 0) return new Map();
  const found = () =>
    tx
      .select()
      .from(logos)
      .where(and(eq(logos.userId, userId), inArray(logos.fileId, [...designIds])));
  let rows = await found();
  const missing = designIds.filter((id) => !rows.some((row) => row.fileId === id));
  if (missing.length > 0) {
    const files = await tx
      .select({ id: storedFiles.id, name: storedFiles.originalName })
      .from(storedFiles)
      .where(inArray(storedFiles.id, missing));
    if (files.length > 0) {
      await tx
        .insert(logos)
        .values(files.map((file) => ({ userId, fileId: file.id, name: logoNameOf(file.name) })))
        .onConflictDoNothing();
      rows = await found();
    }
  }
  return new Map(rows.map((row) => [row.fileId, row]));
}

/** The order's proof groups (none for a guest's order, or one without decorated designs). */
export async function proofGroupsOf(
  db: Db,
  order: { id: string; userId: string | null },
): Promise<ProofGroup[]> {
  if (!order.userId) return [];
  const items = await db
    .select({
      customizationType: orderItems.customizationType,
      designFileId: orderItems.designFileId,
      customizationPosition: orderItems.customizationPosition,
      productTitle: orderItems.productTitle,
      variantTitle: orderItems.variantTitle,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  const keys = proofGroupKeys(items);
  if (keys.length === 0) return [];
  const designIds = keys.map(({ designId }) => designId);
  const found = await db
    .select()
    .from(logos)
    .where(and(eq(logos.userId, order.userId), inArray(logos.fileId, designIds)));
  const byDesign = new Map(found.map((logo) => [logo.fileId, logo]));
  const sent = await db
    .select({
      proof: proofs,
      fileName: storedFiles.originalName,
      contentType: storedFiles.contentType,
      extraOrderNumber: extraOrders.orderNumber,
      extraOrderId: extraOrders.id,
    })
    .from(proofs)
    .innerJoin(storedFiles, eq(storedFiles.id, proofs.fileId))
    .leftJoin(extraOrders, eq(extraOrders.id, proofs.extraOrderId))
    .where(eq(proofs.orderId, order.id))
    .orderBy(desc(proofs.round));
  return keys.flatMap(({ designId, method }): ProofGroup[] => {
    const logo = byDesign.get(designId);
    if (!logo) return [];
    const rounds = sent.filter(({ proof }) => proof.logoId === logo.id && proof.method === method);
    const latest = rounds[0]?.proof;
    const logoStatus = method === "embroidery" ? logo.embroideryStatus : logo.printStatus;
    return [
      {
        logoId: logo.id,
        logoName: logo.name,
        hasPreview: logo.previewKey !== null,
        designId,
        method,
        state: stateOf(latest?.status, logoStatus === "approved"),
        lines: items
          .filter((item) => item.designFileId === designId && item.customizationType === method)
          .map((item) => ({
            productTitle: item.productTitle,
            variantTitle: item.variantTitle,
            quantity: item.quantity,
            position: item.customizationPosition,
          })),
        rounds: rounds.map(({ proof, fileName, contentType, extraOrderNumber, extraOrderId }) => ({
          id: proof.id,
          round: proof.round,
          status: proof.status,
          fileName,
          contentType,
          stitchCount: proof.stitchCount,
          widthMm: proof.widthMm,
          heightMm: proof.heightMm,
          message: proof.message,
          extraSetupPence: proof.extraSetupPence,
          extraOrderNumber,
          extraOrderId,
          buyerComment: proof.buyerComment,
          sentAt: proof.sentAt.toISOString(),
          decidedAt: proof.decidedAt?.toISOString() ?? null,
          etag: proofEtag(proof),
        })),
        etag: proofGroupEtag(order.id, logo.id, method, latest),
      },
    ];
  });
}

/**
 * Where an order of an account goes when work on it could start (a credit-account order placed, a
 * quote accepted on account, a bank transfer's payment received): waiting for proofs while a
 * decorated line's design is not approved for its method, else processing. The buyer's logos are
 * made for designs that have none, so every group has one to proof.
 */
export async function statusAfterProofs(
  tx: Db,
  userId: string | null,
  lines: readonly DecoratedLine[],
): Promise<"awaiting_proof" | "processing"> {
  if (!userId) return "processing";
  const awaiting = groupsAwaitingProof(lines, await logosOnFileOf(tx, userId));
  if (awaiting.length === 0) return "processing";
  await logosForDesigns(
    tx,
    userId,
    awaiting.map(({ designId }) => designId),
  );
  return "awaiting_proof";
}

/** The order's lines as statusAfterProofs reads them. */
export async function decoratedLinesOf(tx: Db, orderId: string) {
  return tx
    .select({
      customizationType: orderItems.customizationType,
      designFileId: orderItems.designFileId,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
}

/** The orders of this buyer waiting for proofs (to look at again after an approval). */
export async function ordersAwaitingProof(tx: Db, userId: string) {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, "awaiting_proof")))
    .orderBy(asc(orders.createdAt))
    .for("update");
}

export type ProofPage = {
  proof: ProofRound & { method: ProofMethod };
  group: ProofGroup;
  order: { id: string; orderNumber: string; status: string; paymentMethod: string };
  /** The buyer may answer it: it awaits an answer and its order is not cancelled. */
  isOpen: boolean;
};

/** One proof as its page shows it: the buyer's own (an admin's: any), else null. */
export async function proofPageOf(
  db: Db,
  viewer: { userId: string; role: "customer" | "admin" },
  proofId: string,
): Promise<ProofPage | null> {
  if (!isUuid(proofId)) return null;
  const [found] = await db
    .select({ proof: proofs, order: orders })
    .from(proofs)
    .innerJoin(orders, eq(orders.id, proofs.orderId))
    .where(eq(proofs.id, proofId.toLowerCase()));
  if (!found) return null;
  const { order } = found;
  if (viewer.role !== "admin" && order.userId !== viewer.userId) return null;
  const group = (await proofGroupsOf(db, order)).find(
    (each) => each.logoId === found.proof.logoId && each.method === found.proof.method,
  );
  const round = group?.rounds.find((each) => each.id === found.proof.id);
  if (!group || !round) return null;
  return {
    proof: { ...round, method: found.proof.method },
    group,
    order: {
      id: order.id,
      orderNumber: order.orderNumber,
      status: order.status,
      paymentMethod: order.paymentMethod,
    },
    isOpen: round.status === "sent" && order.status !== "cancelled",
  };
}

/** The stored file of a proof the viewer may see, or null. */
export async function proofFileOf(
  db: Db,
  viewer: { userId: string; role: "customer" | "admin" },
  proofId: string,
) {
  if (!isUuid(proofId)) return null;
  const [found] = await db
    .select({ file: storedFiles, userId: orders.userId })
    .from(proofs)
    .innerJoin(orders, eq(orders.id, proofs.orderId))
    .innerJoin(storedFiles, eq(storedFiles.id, proofs.fileId))
    .where(eq(proofs.id, proofId.toLowerCase()));
  if (!found || (viewer.role !== "admin" && found.userId !== viewer.userId)) return null;
  return found.file;
}
