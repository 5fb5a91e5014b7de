import { useEffect, useEffectEvent } from "react";
import { useRouteLoaderData } from "react-router";
import {
  accountEventsPath,
  parseAccountEvent,
  type AccountEvent,
} from "#core/accounts/account-events.ts";
import type { loader as rootLoader } from "#app/root.tsx";

// DESIGN §1 "/api/events": the signed-in customer's account events, as server-sent events. One
// EventSource per page however many components listen (a browser allows only a few connections
// per site over HTTP/1.1), opened only while someone is signed in and closed with the last
// listener. EventSource reconnects by itself; events sent while it was away are lost, so each
// reconnection is reported as { type: "resync" }: reload whatever you show.

type Listener = (event: AccountEvent) => void;

type Connection = { source: EventSource; listeners: Set<Listener>; email: string };

let connection: Connection | null = null;

function broadcast(listeners: Set<Listener>, event: AccountEvent) {
  for (const listener of [...listeners]) listener(event);
}

function connect(email: string, listener: Listener): () => void {
  if (connection && connection.email !== email) {
    // Someone else signed in on this page: the old stream was theirs.
    connection.source.close();
    connection = null;
  }
  if (!connection) {
    const source = new EventSource(accountEventsPath);
    const current: Connection = { source, listeners: new Set(), email };
    let hasOpened = false;
    source.addEventListener("open", () => {
      if (hasOpened) broadcast(current.listeners, { type: "resync" });
      hasOpened = true;
    });
    source.addEventListener("message", (message: MessageEvent<string>) => {
      const event = parseAccountEvent(message.data);
      if (event) broadcast(current.listeners, event);
    });
    connection = current;
  }
  const current = connection;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size === 0) {
      current.source.close();
      if (connection === current) connection = null;
    }
  };
}

/**
 * Calls `handler` with each event about the signed-in customer's own account (their orders and
 * credit), and with { type: "resync" } after the stream reconnected. Does nothing for a visitor.
 */
export function useAccountEvents(handler: (event: AccountEvent) => void): void {
  const email = useRouteLoaderData<typeof rootLoader>("root")?.viewer?.email ?? null;
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    if (!email) return;
    return connect(email, (event) => onEvent(event));
  }, [email]);
}
