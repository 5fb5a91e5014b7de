import type { AppServices } from "#server/context.ts";
import { sendPendingMail, type MailTransport } from "./mail-sender.server.ts";
import { startPeriodicJob, type PeriodicJob } from "#server/jobs/periodic-job.ts";

// Issue 4: mail left pending (the SMTP server was down when an order was placed, or the process
// stopped before sending) is retried every minute, up to maxMailAttempts attempts per row
// (mail-sender.server.ts), by a timer the server starts when SMTP_URL is set and stops on
// shutdown. A run still going when the next is due is not doubled. Several instances may each
// run it: delivery is at least once (a row can go out twice if two instances send it together).

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
