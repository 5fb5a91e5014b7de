import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { reminderDueAt } from "#core/proofs/proof-rules.ts";
import type { AppServices } from "#server/context.ts";
import { logos, mailOutbox, orders, proofs } from "#server/db/schema/index.ts";
import { tryTransactionLock } from "#server/files/files-queries.ts";
import { startPeriodicJob, type PeriodicJob } from "#server/jobs/periodic-job.ts";
import { sendPendingMail } from "#server/mail/mail-sender.server.ts";
import { getShopSettings } from "#server/settings/shop-settings.server.ts";
import { proofReminderMail } from "./proof-mail.ts";

// Issue 15.3: a proof the buyer has not answered is chased 2 working days after it was sent, and
// again every 2 working days after that, while its order waits (core/proofs reminderDueAt). The
// job runs hourly on the process that runs jobs, one run at a time across instances (an advisory
// lock, as the design clean-up takes); each reminder is written to the outbox with the proof's
// `remindedAt` in one transaction, so a proof is never chased twice for one turn.

export const proofReminderIntervalMs = 60 * 60 * 1000;
/** The advisory lock of this job (design-cleanup.server.ts has …002). */
export const proofReminderLockId = 7_310_042_003;
const batchSize = 200;

type ReminderServices = Pick<AppServices, "config" | "database" | "logger">;

export type ProofReminderResult = { ran: false } | { ran: true; reminded: number };

/** One run: reminds the buyer of each proof due a reminder at `now`. */
export async function remindUnansweredProofs(
  services: ReminderServices,
  now: Date = new Date(),
): Promise<ProofReminderResult> {
  const shop = await getShopSettings(services.database);
  const result = await services.database.db.transaction(async (tx) => {
    if (!(await tryTransactionLock(tx, proofReminderLockId))) return null;
    // Two days at the least (a weekend makes it four): older proofs are the candidates.
    const candidates = await tx
      .select({
        proof: proofs,
        logoName: logos.name,
        orderNumber: orders.orderNumber,
        customerName: orders.customerName,
        customerEmail: orders.customerEmail,
      })
      .from(proofs)
      .innerJoin(orders, eq(orders.id, proofs.orderId))
      .innerJoin(logos, eq(logos.id, proofs.logoId))
      .where(
        and(
          eq(proofs.status, "sent"),
          inArray(orders.status, ["pending", "awaiting_proof"]),
          sql`coalesce(${proofs.remindedAt}, ${proofs.sentAt}) <= ${new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000)}`,
        ),
      )
      .orderBy(asc(proofs.sentAt))
      .limit(batchSize)
      .for("update", { of: proofs, skipLocked: true });
    let reminded = 0;
    for (const { proof, ...order } of candidates) {
      if (reminderDueAt(proof.sentAt, proof.remindedAt) > now || !order.customerEmail) continue;
      await tx
        .insert(mailOutbox)
        .values(
          proofReminderMail(
            { ...proof, logoName: order.logoName, orderNumber: order.orderNumber },
            order,
            services.config.publicUrl,
            shop,
          ),
        );
      await tx.update(proofs).set({ remindedAt: now }).where(eq(proofs.id, proof.id));
      reminded += 1;
    }
    return reminded;
  });
  if (result === null) return { ran: false };
  if (result > 0) await sendPendingMail(services);
  return { ran: true, reminded: result };
}

export function startProofReminders(services: ReminderServices): PeriodicJob {
  return startPeriodicJob(
    async () => {
      try {
        const result = await remindUnansweredProofs(services);
        if (result.ran && result.reminded > 0)
          services.logger.info({ reminded: result.reminded }, "proof reminders sent");
      } catch (error) {
        services.logger.error({ err: error }, "sending proof reminders failed");
      }
    },
    { intervalMs: proofReminderIntervalMs, runAtStart: true },
  );
}
