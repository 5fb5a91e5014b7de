import { eq, sql } from "drizzle-orm";
import { readExtraSetup } from "#core/proofs/extra-setup.ts";
import { ProofSendSchema, proofGroupStateLabels } from "#core/proofs/proof-rules.ts";
import { bankTransferOf } from "#core/settings/shop-details.ts";
import type { Admin } from "#server/admin/admin-guard.ts";
import type { Failure } from "#server/admin/admin-http.ts";
import { firstFieldError } from "#server/admin/admin-input.ts";
import { recordAudit } from "#server/admin/audit.ts";
import { isUuid } from "#server/admin/credit-admin.ts";
import { isCurrent, readIfMatch, staleRecord } from "#server/admin/record-version.ts";
import type { AppServices } from "#server/context.ts";
import { logos, mailOutbox, orders, proofs } from "#server/db/schema/index.ts";
import { removeStoredBytes, storeProofFile } from "#server/files/files.server.ts";
import { sendPendingMail } from "#server/mail/mail-sender.server.ts";
import { getShopSettings } from "#server/settings/shop-settings.server.ts";
import { mockupAsProof } from "#server/mockups/order-mockups.server.ts";
import { proofSentMail } from "./proof-mail.ts";
import { proofGroupsOf } from "./proofs.server.ts";

// Issue 15.3: the shop sends a buyer a proof of one logo and method on their order (one decoration
// group): the file (PNG, JPEG or PDF), the stitch count (embroidery) and size it will produce, and
// a note, and for an embroidery design over 8,000 stitches any extra set-up (decision 037), which
// the buyer accepts by approving (server/proofs/extra-setup.server.ts). Named by the group's version (If-Match), so two admins never send one each; a proof
// still awaiting an answer is replaced by the new one. In one transaction: the proof, its logo's
// status for the method ("proof sent") and measures, the buyer's e-mail in the outbox and the
// audit entry (shown in the order's history); the e-mail is sent after the commit. The file's
// row is written in the same transaction and its bytes removed again if it does not commit.

export const proofableStatuses = ["pending", "awaiting_proof"] as const;

export type SentProof = { id: string; round: number };

export type ProofUpload = { name: string; bytes: Uint8Array };

type Done<T> = { ok: true; value: T } | Failure;

async function orderMockupOfLogo(
  services: Pick<AppServices, "config" | "database">,
  orderId: string,
  input: { logoId: string; method: "embroidery" | "print" },
): Promise<ProofUpload | null> {
  const [logo] = await services.database.db
    .select({ fileId: logos.fileId })
    .from(logos)
    .where(eq(logos.id, input.logoId));
  if (!logo) return null;
  return mockupAsProof(
    { db: services.database.db, dataDir: services.config.dataDir },
    orderId,
    logo.fileId,
    input.method,
  );
}

export async function sendProof(
  services: Pick<AppServices, "config" | "database" | "logger">,
  admin: Admin,
  orderId: string,
  fields: Record<string, unknown>,
  /** The file, or "mockup" for the order's mock-up of the logo (issue 15.2). */
  file: ProofUpload | "mockup" | null,
  ifMatch: string | undefined,
): Promise<Done<SentProof>> {
  const precondition = readIfMatch(ifMatch, "proof");
  if (!precondition.ok) return precondition;
  const parsed = ProofSendSchema.safeParse(fields);
  if (!parsed.success) return firstFieldError(parsed.error);
  const input = parsed.data;
  if (input.method === "print" && input.stitchCount !== undefined)
    return {
      ok: false,
      status: 400,
      error: "A stitch count goes with embroidery only",
      field: "stitchCount",
    };
  const extraSetup = readExtraSetup(input.extraSetup, input);
  if (!extraSetup.ok)
    return { ok: false, status: 400, error: extraSetup.error, field: "extraSetup" };
  const notFound: Failure = { ok: false, status: 404, error: "This order no longer exists" };
  if (!isUuid(orderId)) return notFound;
  const { db } = services.database;
  // Issue 15.2: the order's own mock-up of the logo may be the proof.
  const upload = file === "mockup" ? await orderMockupOfLogo(services, orderId, input) : file;
  if (!upload)
    return {
      ok: false,
      status: 400,
      error:
        file === "mockup"
          ? "This order has no mock-up of that logo: upload the proof's file"
          : "Choose the proof's file to send",
      field: "file",
    };
  const shop = await getShopSettings(services.database);

  // The stored file's bytes, written inside the transaction: removed again unless it commits.
  let written: string | null = null;
  const result = await db
    .transaction(async (tx): Promise<Done<SentProof>> => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
      if (!order) return notFound;
      if (!(proofableStatuses as readonly string[]).includes(order.status))
        return {
          ok: false,
          status: 409,
          error: `Proofs are sent before work starts: this order is ${order.status.replaceAll("_", " ")}.`,
        };
      // Decision 037: an extra set-up is charged to the account, else asked for by bank transfer.
      if (
        extraSetup.pence !== null &&
        order.paymentMethod !== "credit_account" &&
        !bankTransferOf(shop)
      )
        return {
          ok: false,
          status: 400,
          error:
            "This order is not on a credit account and the shop's bank details are not set, so an extra set-up cannot be charged: quote it in the note",
          field: "extraSetup",
        };
      const group = (await proofGroupsOf(tx, order)).find(
        (each) => each.logoId === input.logoId && each.method === input.method,
      );
      if (!group)
        return {
          ok: false,
          status: 400,
          error: `No line of this order has that logo in ${input.method}`,
          field: "logoId",
        };
      if (!isCurrent(precondition, group.etag))
        return staleRecord(
          "A proof for this logo was sent or answered while you had the order open",
          { state: group.state },
          group.etag,
        );
      if (group.state === "approved" || group.state === "on_file")
        return {
          ok: false,
          status: 409,
          error: `This logo needs no proof: ${proofGroupStateLabels[group.state].toLowerCase()} for ${input.method}.`,
          field: "logoId",
        };
      const stored = await storeProofFile({
        db: tx,
        dataDir: services.config.dataDir,
        fileName: upload.name,
        bytes: upload.bytes,
        adminUserId: admin.userId,
      });
      if (!stored.ok)
        return { ok: false, status: stored.status, error: stored.message, field: "file" };
      written = stored.file.storageKey;
      const latest = group.rounds[0];
      if (latest?.status === "sent")
        await tx
          .update(proofs)
          .set({ status: "replaced", version: sql`${proofs.version} + 1` })
          .where(eq(proofs.id, latest.id));
      const [proof] = await tx
        .insert(proofs)
        .values({
          orderId,
          logoId: group.logoId,
          method: input.method,
          round: (latest?.round ?? 0) + 1,
          fileId: stored.file.id,
          stitchCount: input.stitchCount ?? null,
          widthMm: input.widthMm ?? null,
          heightMm: input.heightMm ?? null,
          extraSetupPence: extraSetup.pence,
          message: input.message,
          sentBy: admin.userId,
        })
        .returning();
      // The logo is where the buyer's library shows the shop's figures for it.
      const status = input.method === "embroidery" ? "embroideryStatus" : "printStatus";
      await tx
        .update(logos)
        .set({
          [status]: "proof_sent",
          ...(input.stitchCount === undefined ? {} : { stitchCount: input.stitchCount }),
          ...(input.widthMm === undefined ? {} : { widthMm: input.widthMm }),
          ...(input.heightMm === undefined ? {} : { heightMm: input.heightMm }),
          version: sql`${logos.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(logos.id, group.logoId));
      await tx
        .insert(mailOutbox)
        .values(
          proofSentMail(
            { ...proof!, logoName: group.logoName, orderNumber: order.orderNumber },
            order,
            services.config.publicUrl,
            shop,
          ),
        );
      await recordAudit(tx, admin, {
        action: "send_proof",
        entityType: "order",
        entityId: orderId,
        before: latest ? { proof: latest.round, status: latest.status } : null,
        after: {
          proof: proof!.round,
          logo: group.logoName,
          method: input.method,
          file: stored.file.name,
          ...(input.stitchCount === undefined ? {} : { stitchCount: input.stitchCount }),
          ...(input.widthMm === undefined ? {} : { widthMm: input.widthMm }),
          ...(input.heightMm === undefined ? {} : { heightMm: input.heightMm }),
          ...(extraSetup.pence === null ? {} : { extraSetupPence: extraSetup.pence }),
        },
      });
      return { ok: true, value: { id: proof!.id, round: proof!.round } };
    })
    .catch(async (error: unknown) => {
      if (written) await removeStoredBytes(services.config.dataDir, written);
      throw error;
    });
  if (!result.ok) {
    if (written) await removeStoredBytes(services.config.dataDir, written);
    return result;
  }
  try {
    await sendPendingMail(services);
  } catch (error) {
    services.logger.error({ err: error, orderId }, "sending the proof e-mail failed");
  }
  return result;
}
