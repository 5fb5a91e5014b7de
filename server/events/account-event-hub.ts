import type { AccountEvent } from "#core/accounts/account-events.ts";
import type { Database } from "#server/db/client.ts";
import type { Logger } from "#server/logging/logger.ts";
import { accountEventsChannel, parseAccountNotification } from "./account-events.ts";

// One LISTEN per process, however many customers are connected: the hub holds the open streams
// by user id and hands each notification only to the streams of the user it names. A customer
// therefore only ever receives their own events; the user id comes from their session when the
// stream is opened (server/events/account-events.routes.ts), never from the browser.

export type AccountEventDelivery = (event: AccountEvent) => void;

export type AccountEventHub = {
  /**
   * Resolves once the process LISTENs on the channel (started on first use, shared after).
   * Rejects when the database cannot listen; the next call tries again.
   */
  start: () => Promise<void>;
  /** Delivers `userId`'s events to `deliver` until the returned function is called. */
  subscribe: (userId: string, deliver: AccountEventDelivery) => () => void;
  /** Open streams, of one user or of everyone. */
  connectionCount: (userId?: string) => number;
};

export function createAccountEventHub(
  database: Pick<Database, "listen">,
  logger: Logger,
): AccountEventHub {
  const streams = new Map<string, Set<AccountEventDelivery>>();
  let listening: Promise<void> | null = null;

  const deliver = (targets: Iterable<AccountEventDelivery>, event: AccountEvent) => {
    for (const target of [...targets]) {
      try {
        target(event);
      } catch (error) {
        logger.error({ err: error }, "delivering an account event failed");
      }
    }
  };

  const onNotify = (payload: string) => {
    // server/db/client.ts: an empty payload follows a lost LISTEN connection that came back, so
    // notifications may have been missed meanwhile. Everyone reloads what they show.
    if (payload === "") {
      for (const targets of streams.values()) deliver(targets, { type: "resync" });
      return;
    }
    const notification = parseAccountNotification(payload);
    if (!notification) {
      logger.warn({ payload: payload.slice(0, 200) }, "ignored a malformed account event");
      return;
    }
    const targets = streams.get(notification.userId);
    if (targets) deliver(targets, notification.event);
  };

  return {
    start() {
      listening ??= database.listen(accountEventsChannel, onNotify).then(
        () => undefined,
        (error: unknown) => {
          listening = null;
          throw error;
        },
      );
      return listening;
    },
    subscribe(userId, target) {
      let targets = streams.get(userId);
      if (!targets) {
        targets = new Set();
        streams.set(userId, targets);
      }
      targets.add(target);
      return () => {
        const current = streams.get(userId);
        if (!current) return;
        current.delete(target);
        if (current.size === 0) streams.delete(userId);
      };
    },
    connectionCount(userId) {
      if (userId !== undefined) return streams.get(userId)?.size ?? 0;
      let total = 0;
      for (const targets of streams.values()) total += targets.size;
      return total;
    },
  };
}
