import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { ViewerResolver } from "#server/accounts/viewer.ts";
import type { Logger } from "#server/logging/logger.ts";
import type { AccountEventHub } from "./account-event-hub.ts";

// DESIGN §1 "/api/events": the signed-in customer's realtime channel, as server-sent events. Each
// event is one `data:` line of JSON (core/accounts/account-events.ts); comments (": …") keep the
// connection alive through proxies that close quiet ones. The browser's EventSource reconnects by
// itself, and is asked to wait `retry` ms first so a restarting server is not stampeded.

export type AccountEventRouteOptions = {
  hub: AccountEventHub;
  resolveViewer: ViewerResolver;
  logger: Logger;
  /** Aborted when the server shuts down: open streams end so it can stop. */
  shutdown?: AbortSignal | undefined;
  heartbeatMs?: number;
  /**
   * A stream is ended after this long and the browser reconnects, which checks the session
   * again: a signed-out or expired session stops receiving events within this time.
   */
  maxAgeMs?: number;
  /** Streams one customer may hold open at once (browser tabs); more are refused with 429. */
  maxStreamsPerUser?: number;
};

export const heartbeatMs = 25_000;
const reconnectDelayMs = 5_000;

export function accountEventRoutes({
  hub,
  resolveViewer,
  logger,
  shutdown,
  heartbeatMs: heartbeatEvery = heartbeatMs,
  maxAgeMs = 30 * 60_000,
  maxStreamsPerUser = 20,
}: AccountEventRouteOptions) {
  const routes = new Hono();

  routes.get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    const viewer = await resolveViewer(c.req.raw);
    if (!viewer)
      return c.json(
        { error: "Please sign in to receive updates about your account", code: "NOT_SIGNED_IN" },
        401,
      );
    if (shutdown?.aborted)
      return c.json({ error: "The shop is restarting. Please try again shortly." }, 503);
    if (hub.connectionCount(viewer.userId) >= maxStreamsPerUser)
      return c.json(
        { error: "Too many open windows are following this account", code: "TOO_MANY_STREAMS" },
        429,
      );
    try {
      await hub.start();
    } catch (error) {
      logger.error({ err: error }, "account events: the database cannot LISTEN");
      return c.json({ error: "Live updates are unavailable just now" }, 503);
    }

    // Proxies such as nginx must pass each event on at once rather than buffer the response.
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      await new Promise<void>((resolve) => {
        const unsubscribe = hub.subscribe(viewer.userId, (event) => {
          void stream.writeSSE({ data: JSON.stringify(event) });
        });
        const heartbeat = setInterval(() => void stream.write(": heartbeat\n\n"), heartbeatEvery);
        const expiry = setTimeout(() => end(), maxAgeMs);
        heartbeat.unref();
        expiry.unref();
        function end() {
          clearInterval(heartbeat);
          clearTimeout(expiry);
          unsubscribe();
          shutdown?.removeEventListener("abort", end);
          resolve();
        }
        // The browser went away (tab closed, navigated, network lost): streamSSE sees the
        // response cancelled and aborts the stream.
        stream.onAbort(end);
        shutdown?.addEventListener("abort", end, { once: true });
        // Subscribed before the first byte: once a client sees it, no event of theirs is missed.
        void stream.write(`retry: ${reconnectDelayMs}\n: connected\n\n`);
      });
    });
  });

  return routes;
}
