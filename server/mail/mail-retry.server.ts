import type { AppServices } from "#server/context.ts";
import { sendPendingMail, type MailTransport } from "./mail-sender.server.ts";

// Issue 4: mail left pending (the SMTP server was down when an order was placed, or the process
// stopped before sending) is retried every minute, up to maxMailAttempts attempts per row
// (mail-sender.server.ts), by a timer the server starts when SMTP_URL is set and stops on
// shutdown. A run still going when the next is due is not doubled. Several instances may each
// run it: delivery is at least once (a row can go out twice if two instances send it together).

export const mailRetryIntervalMs = 60_000;

export type MailRetry = {
  /** Runs one retry now (or joins the run in progress). */
  runNow(): Promise<void>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
};

export function startMailRetry(
  services: Pick<AppServices, "config" | "database" | "logger">,
  options: { intervalMs?: number; transport?: MailTransport } = {},
): MailRetry {
  let running: Promise<void> | null = null;
  let stopped = false;

  const run = (): Promise<void> => {
    if (running) return running;
    if (stopped) return Promise.resolve();
    running = (async () => {
      try {
        const result = await sendPendingMail(services, options.transport);
        if (result.sent > 0 || result.failed > 0)
          services.logger.info(result, "pending mail retried");
      } catch (error) {
        services.logger.error({ err: error }, "retrying pending mail failed");
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const timer = setInterval(() => void run(), options.intervalMs ?? mailRetryIntervalMs);
  // The timer alone never keeps the process alive; shutdown stops it anyway.
  timer.unref();
  return {
    runNow: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
