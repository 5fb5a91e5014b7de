import { Agent, createServer, get, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, it } from "vitest";
import { keepAliveSeconds, keepConnectionsAlive } from "./keep-alive.ts";

// A client that pauses between requests (a buyer reading a page, a test filling a form) reuses its
// connection: it is still open past Node's default (5 seconds, closed at 6), and the server says
// how long it keeps it.

const servers: { close: () => void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

it(
  "keeps an idle connection past 6 seconds for the same client's next request",
  { timeout: 20_000 },
  async () => {
    let connections = 0;
    const server = createServer((_request, response) => response.end("ok"));
    server.on("connection", () => (connections += 1));
    keepConnectionsAlive(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    servers.push({ close: () => (agent.destroy(), server.closeAllConnections(), server.close()) });
    const { port } = server.address() as AddressInfo;
    const fetchHeaders = () =>
      new Promise<IncomingHttpHeaders>((resolve, reject) =>
        get({ host: "127.0.0.1", port, agent }, (response) => {
          response.resume();
          response.on("end", () => resolve(response.headers));
        }).on("error", reject),
      );

    const first = await fetchHeaders();
    expect(first["keep-alive"]).toBe(`timeout=${keepAliveSeconds}`);
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    await fetchHeaders();
    expect(connections).toBe(1);
  },
);
