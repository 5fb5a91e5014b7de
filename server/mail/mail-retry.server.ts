import type { AppServices } from "#server/context.ts";
import { sendPendingMail, type MailTransport } from "./mail-sender.server.ts";
import { startPeriodicJob, type PeriodicJob } from "#server/jobs/periodic-job.ts";

// Issue 4: mail left pending (the SMTP server was down when an order was placed, or the process
// stopped before sending) is retried every minute, up to maxMailAttempts attempts per row
// (mail-sender.server.ts), by a timer the server starts when SMTP_URL is set and stops on
// shutdown. A run still going when the next is due is not doubled. Several instances may each
// run it, beside the sends after each request: every row is claimed before it is sent
// (mailClaimLeaseMs in mail-sender.server.ts), so two instances never send it together (issue
// 19.4). A row goes out twice only if a process dies between sending it and marking it sent, or a
// send outlasts its lease.

export const mailRetryIntervalMs = 60_000;

export type MailRetry = PeriodicJob;

export function startMailRetry(
  services: Pick<AppServices, "config" | "database" | "logger">,
  options: { intervalMs?: number; transport?: MailTransport } = {},
): MailRetry {
  return startPeriodicJob(
    async () => {
      try {
        const result = await sendPendingMail(services, options.transport);
        if (result.sent > 0 || result.failed > 0)
          services.logger.info(result, "pending mail retried");
      } catch (error) {
        services.logger.error({ err: error }, "retrying pending mail failed");
      }
    },
    { intervalMs: options.intervalMs ?? mailRetryIntervalMs },
  );
}
