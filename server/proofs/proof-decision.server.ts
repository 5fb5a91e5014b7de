import { and, asc, eq, ne, or, sql } from "drizzle-orm";
import { noShipment } from "#core/orders/shipment.ts";
import { ProofDecisionSchema } from "#core/proofs/proof-rules.ts";
import type { Viewer } from "#server/accounts/viewer.ts";
import type { Failure } from "#server/admin/admin-http.ts";
import { firstFieldError } from "#server/admin/admin-input.ts";
import { recordAudit } from "#server/admin/audit.ts";
import { isUuid } from "#server/admin/credit-admin.ts";
import { orderStatusMail } from "#server/admin/order-status-mail.ts";
import { isCurrent, readIfMatch, staleRecord } from "#server/admin/record-version.ts";
import type { AppServices } from "#server/context.ts";
import type { Db } from "#server/db/client.ts";
import { logos, mailOutbox, orders, proofs } from "#server/db/schema/index.ts";
import { notifyAccountEvent } from "#server/events/account-events.ts";
import { sendPendingMail } from "#server/mail/mail-sender.server.ts";
import { getShopSettings } from "#server/settings/shop-settings.server.ts";
import type { ShopSettings } from "#core/settings/settings-values.ts";
import { chargeExtraSetup, planExtraSetup } from "./extra-setup.server.ts";
import { proofAnswerMail } from "./proof-mail.ts";
import { decoratedLinesOf, proofEtag, statusAfterProofs } from "./proofs.server.ts";

// Issue 15.3: the buyer answers a proof of their order — approves it, or asks for changes saying
// what to change — from the version they saw (If-Match). Only the proof awaiting an answer can be
// answered, only by the order's buyer (another's is 404, as an unknown one). In one transaction:
// the proof, its logo's status for the method (approved, with the shop's measures; or changes
// requested), the audit entry in the order's history, the shop told by e-mail; on approval, any
// other proof of the same logo and method still awaiting an answer is closed (the logo is approved
// now), and each of the buyer's orders waiting for proofs that needs none any more moves to
// processing, with its e-mail and audit entry. The buyer's orders are locked first, oldest first,
// so two answers at once wait for each other rather than deadlock.

export type ProofAnswer = {
  status: "approved" | "changes_requested";
  /** Orders moved to processing by this approval. */
  released: string[];
  /** The order its extra set-up was charged as (decision 037), if it had one. */
  extraOrder: string | null;
  etag: string;
};

type Done<T> = { ok: true; value: T } | Failure;

const notFound: Failure = {
  ok: false,
  status: 404,
  error: "This proof is not on one of your orders",
};

export async function answerProof(
  services: Pick<AppServices, "config" | "database" | "logger">,
  viewer: Viewer,
  proofId: string,
  body: unknown,
  ifMatch: string | undefined,
): Promise<Done<ProofAnswer>> {
  const precondition = readIfMatch(ifMatch, "proof");
  if (!precondition.ok) return precondition;
  const parsed = ProofDecisionSchema.safeParse(body);
  if (!parsed.success) return firstFieldError(parsed.error, "decision");
  const decision = parsed.data;
  if (!isUuid(proofId)) return notFound;
  const { db } = services.database;
  const [found] = await db
    .select({ orderId: proofs.orderId })
    .from(proofs)
    .innerJoin(orders, eq(orders.id, proofs.orderId))
    .where(and(eq(proofs.id, proofId), eq(orders.userId, viewer.userId)));
  if (!found) return notFound;
  const shop = await getShopSettings(services.database);

  const result = await db.transaction(async (tx): Promise<Done<ProofAnswer>> => {
    const locked = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.userId, viewer.userId),
          or(eq(orders.status, "awaiting_proof"), eq(orders.id, found.orderId)),
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .for("update");
    const order = locked.find((each) => each.id === found.orderId);
    if (!order) return notFound;
    const [proof] = await tx.select().from(proofs).where(eq(proofs.id, proofId)).for("update");
    if (!proof) return notFound;
    const etag = proofEtag(proof);
    if (!isCurrent(precondition, etag))
      return staleRecord("This proof changed since you opened it", { status: proof.status }, etag);
    if (proof.status !== "sent")
      return {
        ok: false,
        status: 409,
        error:
          proof.status === "replaced"
            ? "This proof has been replaced by a newer one: open the latest proof from your order."
            : `You have already ${proof.status === "approved" ? "approved this proof" : "asked for changes to this proof"}.`,
      };
    if (order.status === "cancelled")
      return { ok: false, status: 409, error: "This order has been cancelled." };

    const approved = decision.decision === "approve";
    const comment = decision.comment || null;
    // Decision 037: an extra set-up is accepted by approving; checked before anything is written.
    const planned = approved
      ? await planExtraSetup(tx, order, proof, shop)
      : ({ ok: true, plan: { kind: "none" } } as const);
    if (!planned.ok) return planned;
    const [answered] = await tx
      .update(proofs)
      .set({
        status: approved ? "approved" : "changes_requested",
        buyerComment: comment,
        decidedAt: sql`now()`,
        version: sql`${proofs.version} + 1`,
      })
      .where(eq(proofs.id, proofId))
      .returning();
    const status = proof.method === "embroidery" ? "embroideryStatus" : "printStatus";
    const [logo] = await tx
      .update(logos)
      .set({
        [status]: approved ? "approved" : "changes_requested",
        ...(approved && proof.stitchCount !== null ? { stitchCount: proof.stitchCount } : {}),
        ...(approved && proof.widthMm !== null ? { widthMm: proof.widthMm } : {}),
        ...(approved && proof.heightMm !== null ? { heightMm: proof.heightMm } : {}),
        version: sql`${logos.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(logos.id, proof.logoId))
      .returning();
    const extraOrder =
      planned.plan.kind === "none"
        ? null
        : await chargeExtraSetup(tx, {
            order,
            proof,
            logoName: logo!.name,
            plan: planned.plan,
            viewer,
            shop,
            invoiceSeller: services.config.invoiceSeller,
          });
    await recordAudit(tx, viewer, {
      action: approved ? "approve_proof" : "request_proof_changes",
      entityType: "order",
      entityId: order.id,
      before: { proof: proof.round, status: proof.status },
      after: {
        proof: proof.round,
        logo: logo!.name,
        method: proof.method,
        status: answered!.status,
        ...(comment ? { comment } : {}),
        ...(extraOrder ? { extraSetupPence: proof.extraSetupPence, extraOrder } : {}),
      },
    });
    if (shop.email)
      await tx
        .insert(mailOutbox)
        .values(
          proofAnswerMail(
            { ...proof, logoName: logo!.name, orderNumber: order.orderNumber },
            { approved, comment, customerName: order.customerName, extraOrder },
            `${services.config.publicUrl}/admin/orders/${order.id}`,
            shop.email,
          ),
        );

    const released: string[] = [];
    if (approved) {
      await tx
        .update(proofs)
        .set({ status: "replaced", version: sql`${proofs.version} + 1` })
        .where(
          and(
            eq(proofs.logoId, proof.logoId),
            eq(proofs.method, proof.method),
            eq(proofs.status, "sent"),
            ne(proofs.id, proof.id),
          ),
        );
      for (const each of locked)
        if (await releaseOrder(tx, services.config.publicUrl, viewer, each, shop))
          released.push(each.orderNumber);
    }
    return {
      ok: true,
      value: {
        status: answered!.status as ProofAnswer["status"],
        released,
        extraOrder,
        etag: proofEtag(answered!),
      },
    };
  });

  if (result.ok) {
    try {
      await sendPendingMail(services);
    } catch (error) {
      services.logger.error({ err: error, proofId }, "sending the proof answer's e-mails failed");
    }
  }
  return result;
}

/** Moves an order waiting for proofs to processing when it needs none any more. */
async function releaseOrder(
  tx: Db,
  publicUrl: string,
  viewer: Viewer,
  order: typeof orders.$inferSelect,
  shop: ShopSettings,
): Promise<boolean> {
  if (order.status !== "awaiting_proof") return false;
  const next = await statusAfterProofs(tx, order.userId, await decoratedLinesOf(tx, order.id));
  if (next !== "processing") return false;
  await tx
    .update(orders)
    .set({ status: "processing", updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  if (order.customerEmail)
    await tx.insert(mailOutbox).values(
      await orderStatusMail(tx, publicUrl, order, "processing", {
        shipment: noShipment,
        refundPence: 0,
        shop,
      }),
    );
  await recordAudit(tx, viewer, {
    action: "change_order_status",
    entityType: "order",
    entityId: order.id,
    before: { status: "awaiting_proof" },
    after: { status: "processing", reason: "Proofs approved" },
  });
  await notifyAccountEvent(tx, viewer.userId, {
    type: "order.status_changed",
    orderNumber: order.orderNumber,
    status: "processing",
  });
  return true;
}
