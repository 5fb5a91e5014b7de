import pg from "pg";

// Issue 10.5 (reconnect storm): one LISTEN connection per process, whatever the number of
// channels, and one retry loop for it. The old code opened a client per channel and scheduled a
// retry twice per failure (the failed connect and its "end" event), so every failed attempt
// doubled the attempts: an 8 s PostgreSQL outage left one process holding 13,000 connections.
// Now a lost connection is noticed once, attempts never overlap, and they back off exponentially
// with full jitter (a random delay up to 250 ms × 2^n, at most 30 s), so instances that lost
// PostgreSQL together do not come back in step.

/** The first retry waits up to this long; each failure doubles it. */
export const firstRetryMs = 250;
/** No retry waits longer than this. */
export const maxRetryMs = 30_000;
/** A connection attempt that gets no answer is given up after this long (and retried). */
export const connectTimeoutMs = 5_000;

type OnNotify = (payload: string) => void;

export type ServerListener = {
  /**
   * LISTENs on `channel` over the shared connection, calling `onNotify` with each payload, and
   * with "" after the connection was lost and came back (notifications may have been missed).
   * Rejects when there is no connection just now (the caller may try again later).
   */
  listen: (channel: string, onNotify: OnNotify) => Promise<() => Promise<void>>;
  /** Cancels a pending retry and ends the connection. */
  close: () => Promise<void>;
};

const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/** A connected client, the channels it LISTENs on, and its last statement (settled or not). */
type Connection = { client: pg.Client; listening: Set<string>; last: Promise<unknown> };

/**
 * `sql` on the connection once its last statement has settled: channels are often listened to
 * together (a shop starting), and pg runs one statement at a time per client, queueing the others
 * with a deprecation warning (pg 9 will refuse them).
 */
function inTurn(connection: Connection, sql: string): Promise<unknown> {
  const turn = connection.last.then(() => connection.client.query(sql));
  connection.last = turn.catch(() => undefined);
  return turn;
}

export function createServerListener(url: string): ServerListener {
  const channels = new Map<string, Set<OnNotify>>();
  /** The one live connection. */
  let current: Connection | null = null;
  let connecting: Promise<Connection> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let failures = 0;
  let closed = false;

  const dispatch = (channel: string, payload: string) => {
    for (const onNotify of [...(channels.get(channel) ?? [])]) onNotify(payload);
  };

  /** One attempt: a connected client LISTENing on every channel, or a rejection. */
  const connect = (): Promise<Connection> => {
    connecting ??= (async (): Promise<Connection> => {
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: connectTimeoutMs,
        keepAlive: true,
      });
      let ended = false;
      const lost = () => {
        ended = true;
        // Only the live client's loss starts the retry loop; an attempt's own failure is handled
        // where it is awaited (counting it here too was the storm).
        if (current?.client !== client) return;
        current = null;
        void client.end().catch(() => undefined);
        scheduleRetry();
      };
      client.on("error", lost);
      client.on("end", lost);
      client.on("notification", (message) => dispatch(message.channel, message.payload ?? ""));
      try {
        await client.connect();
        const listening = new Set<string>();
        for (const channel of [...channels.keys()]) {
          await client.query(`LISTEN ${quoted(channel)}`);
          listening.add(channel);
        }
        if (ended) throw new Error("the LISTEN connection closed while it was being set up");
        if (closed || channels.size === 0) throw new Error("the listener was stopped");
        const connection: Connection = { client, listening, last: Promise.resolve() };
        current = connection;
        return connection;
      } catch (error) {
        await client.end().catch(() => undefined);
        throw error;
      } finally {
        connecting = null;
      }
    })();
    return connecting;
  };

  const scheduleRetry = () => {
    if (closed || retryTimer || connecting || current || channels.size === 0) return;
    const delay = Math.random() * Math.min(maxRetryMs, firstRetryMs * 2 ** failures);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().then(
        () => {
          failures = 0;
          for (const channel of [...channels.keys()]) dispatch(channel, "");
        },
        () => {
          failures += 1;
          scheduleRetry();
        },
      );
    }, delay);
    retryTimer.unref();
  };

  const stopAll = async () => {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    const live = current;
    current = null;
    await live?.client.end().catch(() => undefined);
  };

  const unlisten = async (channel: string, onNotify: OnNotify) => {
    const handlers = channels.get(channel);
    if (!handlers?.delete(onNotify) || handlers.size > 0) return;
    channels.delete(channel);
    if (channels.size === 0) return stopAll();
    const live = current;
    if (live?.listening.delete(channel))
      await inTurn(live, `UNLISTEN ${quoted(channel)}`).catch(() => undefined);
  };

  return {
    async listen(channel, callback) {
      if (closed) throw new Error("the database is closed");
      // While a lost connection waits for its retry, a new listener is refused rather than
      // allowed to start an attempt of its own: callers retrying must not undo the backoff.
      if (retryTimer) throw new Error("the LISTEN connection is down; it is being retried");
      // Each registration its own entry, so stopping one never stops another with the same callback.
      const onNotify: OnNotify = (payload) => callback(payload);
      const handlers = channels.get(channel) ?? new Set<OnNotify>();
      channels.set(channel, handlers);
      handlers.add(onNotify);
      try {
        const live: Connection = current ?? (await connect());
        if (!live.listening.has(channel)) {
          await inTurn(live, `LISTEN ${quoted(channel)}`);
          live.listening.add(channel);
        }
      } catch (error) {
        await unlisten(channel, onNotify);
        scheduleRetry();
        throw error;
      }
      return () => unlisten(channel, onNotify);
    },
    async close() {
      closed = true;
      channels.clear();
      await stopAll();
      await connecting?.catch(() => undefined);
    },
  };
}
