import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import type { StorefrontEngine } from "#commerce/engine/storefront-engine.ts";

// Issue 17.4: the engine-compatibility tests run twice, once with the client calling the engine in
// this process (the shop's default wiring) and once over HTTP on loopback, the way a Shopify-mode
// shop reaches a store: headers, bodies and status codes then cross a real socket.

export const engineTransports = ["in process", "over HTTP"] as const;
export type EngineTransport = (typeof engineTransports)[number];

type Fetch = (url: string | URL | Request, init?: RequestInit) => Promise<Response>;

/**
 * A fetch that reaches `engine` by `transport`, whatever origin the client puts in its URLs, and
 * how to stop it.
 */
export async function engineFetch(
  engine: StorefrontEngine,
  transport: EngineTransport,
): Promise<{ fetch: Fetch; close: () => Promise<void> }> {
  if (transport === "in process")
    return {
      fetch: (url, init) => engine(new Request(url, init)),
      close: () => Promise.resolve(),
    };
  const server = http.createServer(getRequestListener((request) => engine(request)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    fetch: (url, init) => {
      const asked = new URL(url instanceof Request ? url.url : url);
      return fetch(`${origin}${asked.pathname}${asked.search}`, init);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
