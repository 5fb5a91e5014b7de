import { BlockList, isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { defaultTrustedProxies } from "#server/config/env.ts";

// Issue 10.11: one reading of the client's address for every limiter alike (Better Auth's and
// ours, server/http/rate-limit.ts). The client is the socket's peer, unless that peer is a
// trusted proxy (TRUSTED_PROXIES, default this machine): then X-Forwarded-For is walked from the
// right, skipping our own proxies, and the first address that is not one of them is the client.
// Everything to the left of it was written by the client and is never believed.

/** The request header Better Auth reads the client's address from (it never sees the socket). */
export const clientIpHeader = "x-tradewear-client-ip";

/** The context variable the middleware leaves the resolved address in (null: not known). */
const resolvedKey = "tradewearClientIp";

export type TrustedProxies = BlockList;

/** TRUSTED_PROXIES entries (checked by server/config/env.ts) as a list addresses are matched on. */
export function trustedProxyList(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

const defaultList = trustedProxyList(defaultTrustedProxies);

/** The address without a zone id (fe80::1%eth0) and IPv4-mapped IPv6 as IPv4; or undefined. */
function plainAddress(text: string): string | undefined {
  const plain = text
    .trim()
    .replace(/%.*$/, "")
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  return isIP(plain) === 0 ? undefined : plain;
}

function isTrusted(address: string, trusted: TrustedProxies): boolean {
  return trusted.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

/**
 * The client's address from the socket's peer and X-Forwarded-For, or undefined when unknown.
 * No peer means the app was called in-process (tests): our own code is as trusted as a proxy here.
 */
export function clientIpOf(
  socketAddress: string | undefined,
  forwardedFor: string | null | undefined,
  trusted: TrustedProxies = defaultList,
): string | undefined {
  const peer = socketAddress === undefined ? undefined : plainAddress(socketAddress);
  if (socketAddress !== undefined && (peer === undefined || !isTrusted(peer, trusted))) return peer;
  const hops = (forwardedFor ?? "").split(",").reverse();
  for (const hop of hops) {
    if (hop.trim() === "") continue;
    const address = plainAddress(hop);
    // Something that is no address (a name, "unknown", a port) ends the walk: the peer it is.
    if (address === undefined) return peer;
    if (!isTrusted(address, trusted)) return address;
  }
  return peer;
}

function socketAddressOf(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // No Node socket: the app called in-process, as tests do.
    return undefined;
  }
}

/** The client's address of this request as `clientIp` resolved it, else with the default list. */
export function clientIpOfRequest(c: Context): string | undefined {
  const resolved = c.get(resolvedKey) as string | null | undefined;
  if (resolved !== undefined) return resolved ?? undefined;
  return clientIpOf(socketAddressOf(c), c.req.header("x-forwarded-for"), defaultList);
}

/**
 * Resolves the client's address once per request, for every handler after it: writes the header
 * Better Auth reads (replacing anything a client sent under that name) and keeps it for
 * `clientAddress` (server/http/rate-limit.ts).
 */
export function clientIp(entries: readonly string[] = defaultTrustedProxies): MiddlewareHandler {
  const trusted = trustedProxyList(entries);
  return async (c, next) => {
    const headers = c.req.raw.headers;
    headers.delete(clientIpHeader);
    const address = clientIpOf(socketAddressOf(c), headers.get("x-forwarded-for"), trusted);
    if (address) headers.set(clientIpHeader, address);
    c.set(resolvedKey, address ?? null);
    await next();
  };
}
