import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { setAnswerHeader } from "./answer-headers.ts";

export type SecurityVariables = { cspNonce: string };

type PolicyOptions = {
  isDevelopment: boolean;
  /** The shop's public origin: the engine's image URLs point there. */
  publicOrigin: string;
  /**
   * Issue 17: in Shopify mode, the store's origin, whose image URLs the pages show. A store on
   * https is allowed anyway (https:); this lets in one reached over plain HTTP on loopback.
   */
  storeOrigin?: string;
};

/**
 * The Content-Security-Policy whose inline scripts are allowed by `scriptSources`: this response's
 * nonce, or (a page kept by the page cache, sent to many) the hashes of its own inline scripts.
 */
export function contentSecurityPolicy(
  options: PolicyOptions,
  scriptSources: readonly string[],
): string {
  const scriptSrc = options.isDevelopment
    ? "'self' 'unsafe-inline' 'unsafe-eval'" // Vite's dev client and React refresh preamble
    : ["'self'", ...scriptSources].join(" ");
  const connectSrc = options.isDevelopment ? "'self' ws: wss:" : "'self'";
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    // Radix positions popovers with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' ${[options.publicOrigin, options.storeOrigin].filter(Boolean).join(" ")} data: blob: https:`,
    "font-src 'self' data:",
    `connect-src ${connectSrc}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Security headers on every response: a Content-Security-Policy with a per-response nonce for the
 * inline scripts of server rendering, no MIME sniffing, no framing, a strict referrer policy.
 */
export function securityHeaders(options: PolicyOptions): MiddlewareHandler<{
  Variables: SecurityVariables;
}> {
  return async (c, next) => {
    // In development Vite's own inline scripts need 'unsafe-inline', and a nonce would switch that
    // off, so there is none; in production every inline script carries this response's nonce.
    const nonce = options.isDevelopment ? "" : randomBytes(16).toString("base64");
    c.set("cspNonce", nonce);
    await next();
    // A route with a policy of its own (a sandboxed download, a kept page) keeps it.
    if (!c.res.headers.has("Content-Security-Policy")) {
      setAnswerHeader(
        c,
        "Content-Security-Policy",
        contentSecurityPolicy(options, [`'nonce-${nonce}'`]),
      );
    }
    setAnswerHeader(c, "X-Content-Type-Options", "nosniff");
    setAnswerHeader(c, "X-Frame-Options", "DENY");
    setAnswerHeader(c, "Referrer-Policy", "strict-origin-when-cross-origin");
    setAnswerHeader(c, "Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    setAnswerHeader(c, "Cross-Origin-Opener-Policy", "same-origin");
  };
}
