import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";

// Better Auth keys its rate limits by client IP, read from a request header (it never sees the
// socket). This middleware writes the one header it reads, replacing anything a client sent:
// the socket's peer, or — when that peer is this machine, i.e. a reverse proxy on the same host
// (nginx, Caddy) — the last address that proxy appended to X-Forwarded-For.

export const clientIpHeader = "x-tradewear-client-ip";

function isLoopback(address: string): boolean {
  return address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
}

/** The client's address from the socket peer and the X-Forwarded-For header, or undefined. */
export function clientIpOf(
  socketAddress: string | undefined,
  forwardedFor: string | null | undefined,
): string | undefined {
  if (!socketAddress) return undefined;
  if (isLoopback(socketAddress) && forwardedFor) {
    const appended = forwardedFor
      .split(",")
      .map((part) => part.trim())
      .at(-1);
    if (appended && isIP(appended) !== 0) return appended;
  }
  return socketAddress;
}

function socketAddressOf(c: Parameters<MiddlewareHandler>[0]): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // No Node socket (the app called in-process, as tests do): Better Auth then falls back to
    // 127.0.0.1 in test and development, and to one shared bucket per path in production.
    return undefined;
  }
}

/** Sets `clientIpHeader` on the request for the handlers after it. */
export function clientIp(): MiddlewareHandler {
  return async (c, next) => {
    const headers = c.req.raw.headers;
    headers.delete(clientIpHeader);
    const address = clientIpOf(socketAddressOf(c), headers.get("x-forwarded-for"));
    if (address) headers.set(clientIpHeader, address);
    await next();
  };
}
