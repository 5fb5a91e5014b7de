import { createHash, timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";
import { privateTier, publicTier, type BucketTier } from "./cost-bucket.ts";
import { graphQLErrorResponse } from "./engine-request.ts";

// Issue 19.2: who may call the engine, and with which cost bucket. As Shopify's Storefront API:
// - the public token in X-Shopify-Storefront-Access-Token, for browsers and anyone (required only
//   when STOREFRONT_TOKEN is set);
// - the private token in Shopify-Storefront-Private-Token (STOREFRONT_PRIVATE_TOKEN), for a
//   storefront's own server (Hydrogen, storefront-api-client's privateAccessToken). It is never
//   taken from a browser: a request with an Origin header or a Fetch Metadata header came from a
//   page, and a private token there has leaked. A server passes its buyer's address in
//   Shopify-Storefront-Buyer-IP, so each buyer gets their own (larger) bucket.

export const publicTokenHeader = "x-shopify-storefront-access-token";
export const privateTokenHeader = "shopify-storefront-private-token";
export const buyerIpHeader = "shopify-storefront-buyer-ip";

export type EngineTokens = {
  /** When set, callers without the private token must send it. */
  publicToken: string | undefined;
  /** When set, a server may send it instead, for a larger bucket. */
  privateToken: string | undefined;
};

export type Admission = { tier: BucketTier; clientKey: string | undefined };

/** Equal strings, compared in constant time (their digests, so lengths do not show either). */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function denied(message: string): Response {
  return graphQLErrorResponse(401, message, "ACCESS_DENIED");
}

/**
 * A browser names the page's origin on every POST and says where the request comes from in
 * Sec-Fetch-Site. Not Sec-Fetch-Mode: Node's own fetch (undici), which Hydrogen's and other
 * storefronts' servers call with, sends `sec-fetch-mode: cors` too.
 */
function comesFromBrowser(request: Request): boolean {
  return request.headers.has("origin") || request.headers.has("sec-fetch-site");
}

/**
 * The caller's bucket, or a 401 to answer. `clientKey` is the caller's address (HTTP callers
 * only; the shop's own pages call in process without one and are not metered).
 */
export function admitCaller(
  request: Request,
  tokens: EngineTokens,
  clientKey: string | undefined,
): Admission | Response {
  const privateToken = request.headers.get(privateTokenHeader);
  if (privateToken !== null) {
    if (comesFromBrowser(request))
      return denied(
        "A private storefront access token is for servers only; a browser must send the public token in X-Shopify-Storefront-Access-Token",
      );
    if (!tokens.privateToken || !sameToken(privateToken, tokens.privateToken))
      return denied("Invalid private storefront access token");
    const buyerIp = request.headers.get(buyerIpHeader)?.trim() ?? "";
    const buyer = isIP(buyerIp) ? buyerIp : clientKey;
    return {
      tier: privateTier,
      clientKey: clientKey === undefined ? undefined : `private:${buyer}`,
    };
  }
  const publicToken = request.headers.get(publicTokenHeader);
  if (tokens.publicToken && (publicToken === null || !sameToken(publicToken, tokens.publicToken)))
    return denied("Invalid or missing storefront access token");
  return { tier: publicTier, clientKey };
}
