import type { Server } from "node:http";

// How long an idle connection is kept for its client's next request. Node's default is 5 seconds,
// shorter than the idle time of the proxies and clients in front of a shop (a load balancer's is
// commonly 60 seconds; Playwright's request client and others ignore the server's Keep-Alive
// hint altogether). A client that sends on a connection at the moment the server closes it gets
// ECONNRESET, not an answer: the browser journeys met this once, a request sent after a 5-second
// pause. Keeping connections longer than the proxy in front means the proxy, which knows to
// retry, is the one that closes them. Idle connections cost a file descriptor and no thread; the
// time to send a request's headers stays limited by headersTimeout (60 seconds by default).

/** Seconds an idle kept-alive connection stays open: past a common proxy's 60. */
export const keepAliveSeconds = 65;

export function keepConnectionsAlive(server: Server): void {
  server.keepAliveTimeout = keepAliveSeconds * 1000;
}
