import net from "node:net";

// Test-only: a TCP proxy between the app and the PostgreSQL server that can play an outage, and
// counts the connections the app opens through it (issue 10.5 and 10.8 test real outages).

export type OutageMode =
  /** Every connection goes through. */
  | "up"
  /** Existing connections are cut and new ones closed at once, as a server that is away. */
  | "down"
  /** New connections are accepted and never answered, as a server that hangs. */
  | "hang";

export type DatabaseProxy = {
  /** `databaseUrl` pointed at the proxy instead of the server. */
  urlFor: (databaseUrl: string) => string;
  setMode: (mode: OutageMode) => void;
  /** Connections the app opened through the proxy so far (refused ones included). */
  opened: () => number;
  /** Connections open through the proxy right now. */
  live: () => number;
  close: () => Promise<void>;
};

/** Starts a proxy on 127.0.0.1 (a free port) to the server of `databaseUrl`. */
export async function startDatabaseProxy(databaseUrl: string): Promise<DatabaseProxy> {
  const target = new URL(databaseUrl);
  let mode: OutageMode = "up";
  let opened = 0;
  const pairs = new Map<net.Socket, net.Socket | null>();
  const cut = (socket: net.Socket) => {
    const upstream = pairs.get(socket);
    pairs.delete(socket);
    socket.destroy();
    upstream?.destroy();
  };
  const server = net.createServer((socket) => {
    opened += 1;
    socket.on("error", () => cut(socket));
    socket.on("close", () => cut(socket));
    if (mode === "down") return socket.destroy();
    if (mode === "hang") return void pairs.set(socket, null);
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    pairs.set(socket, upstream);
    upstream.on("error", () => cut(socket));
    upstream.on("close", () => cut(socket));
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    urlFor(url) {
      const proxied = new URL(url);
      proxied.hostname = "127.0.0.1";
      proxied.port = String(port);
      return proxied.toString();
    },
    setMode(next) {
      mode = next;
      if (next !== "up") for (const socket of [...pairs.keys()]) cut(socket);
    },
    opened: () => opened,
    live: () => pairs.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of [...pairs.keys()]) cut(socket);
        server.close(() => resolve());
      }),
  };
}
