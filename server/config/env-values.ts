import { isIP } from "node:net";
import { z } from "zod";

// The checks of single settings' values (server/config/env.ts puts them together): each turns
// the text of one environment variable into its value, or says what is wrong with it.

export const booleanText = z
  .enum(["true", "false", "1", "0", "yes", "no"], {
    error: "must be true or false",
  })
  .transform((value) => value === "true" || value === "1" || value === "yes");

export const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

export function urlWithProtocols(protocols: string[], example: string) {
  return z
    .string()
    .trim()
    .refine(
      (value) => {
        if (!URL.canParse(value)) return false;
        const url = new URL(value);
        return protocols.includes(url.protocol) && url.hostname !== "";
      },
      { error: `must be a URL like ${example}` },
    );
}

/**
 * A Shopify store's bare host name (your-store.myshopify.com), or this machine with an optional
 * port (localhost:8443, 127.0.0.1:9000) for a local Storefront-compatible server. The client
 * speaks HTTPS to a store, and plain HTTP to this machine (issue 17.1).
 */
export function isStoreDomain(value: string): boolean {
  if (/^[a-z0-9][a-z0-9.-]*\.[a-z]{2,}$/i.test(value)) return true;
  const local = /^(?:localhost|127\.0\.0\.1)(?::(\d{1,5}))?$/i.exec(value);
  if (!local) return false;
  const port = local[1] === undefined ? undefined : Number(local[1]);
  return port === undefined || (port >= 1 && port <= 65535);
}

/** This machine, which the Storefront client reaches over plain HTTP. */
export function isLoopbackHost(host: string): boolean {
  return /^(?:localhost|127\.0\.0\.1)(?::\d{1,5})?$/i.test(host);
}

/**
 * Issue 17.1: SHOPIFY_STORE_URL, a Storefront-compatible server's origin over http or https (a
 * Shopify store's over https only: Shopify serves nothing over plain HTTP).
 */
export const storeUrl = z
  .string()
  .trim()
  .transform((value) => value.replace(/\/+$/, ""))
  .refine(
    (value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && url.origin === value;
    },
    {
      error:
        "must be a server's address like https://store.example.com or http://localhost:3000, with no path",
    },
  )
  .refine((value) => !/^http:\/\/[^/]*\.myshopify\.com(?::\d+)?$/i.test(value), {
    error: "must start with https:// for a Shopify store",
  });

/** Issue 10.11: an IP address (10.0.0.7) or a CIDR range (10.0.0.0/8, fd00::/8), no zone id. */
export function isAddressOrRange(entry: string): boolean {
  const [address = "", prefix, extra] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || address.includes("%") || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Issue 10.11: a reverse proxy on this machine is trusted unless TRUSTED_PROXIES says otherwise. */
export const defaultTrustedProxies = ["127.0.0.1/8", "::1/128"];

// One problem line per bad entry, quoting the entry (the whole value is not repeated after it).
export const trustedProxies = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ""),
  )
  .superRefine((entries, ctx) => {
    for (const entry of entries.filter((each) => !isAddressOrRange(each)))
      ctx.addIssue({
        code: "custom",
        message: `has "${entry}", which is not an IP address or a CIDR range like 10.0.0.0/8 or ::1/128`,
      });
  });

/**
 * Issue 19.1: the web origins (scheme, host and port, no path) whose pages may call the Storefront
 * API from the browser, or `*` for any. Our own origin needs no entry.
 */
export function isWebOrigin(entry: string): boolean {
  if (!URL.canParse(entry)) return false;
  const url = new URL(entry);
  return (url.protocol === "https:" || url.protocol === "http:") && url.origin === entry;
}

export const corsOrigins = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((entry) => entry.trim().replace(/\/$/, ""))
      .filter((entry) => entry !== ""),
  )
  .superRefine((entries, ctx) => {
    for (const entry of entries.filter((each) => each !== "*" && !isWebOrigin(each)))
      ctx.addIssue({
        code: "custom",
        message: `has "${entry}", which is not an origin like https://shop.example.com (scheme, host and port only) or *`,
      });
  });

export const emailAddress = z.email({ error: "must be an e-mail address like shop@example.co.uk" });

/** A whole number from `min` to `max`, given as text. */
export function wholeNumberIn(min: number, max: number) {
  const error = `must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .trim()
    .regex(/^\d+$/, { error })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { error });
}
