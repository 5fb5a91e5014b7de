import type { Context } from "hono";
import type { Db } from "../db/client.ts";
import { clientAddress, hitRateLimit, type RateLimitRule } from "../http/rate-limit.ts";

// Issue 10.4 "Upload flood", DESIGN §8a: anonymous uploads are limited per client address, in
// the database's rate_limits (shared by every instance), twice over.

const minute = 60 * 1000;
const megabyte = 1024 * 1024;

/**
 * Uploads per address: a customer tries a few designs, positions and corrections on a product
 * page, and 20 in 10 minutes leaves room for that several times over; a script is held to 200 MB
 * per 10 minutes before the daily cap below stops it. Counted before a byte is read.
 */
export const uploadRateLimit: RateLimitRule = {
  name: "upload:design",
  limit: 20,
  windowMs: 10 * minute,
};

/**
 * Bytes per address per day: ten designs of the largest size, far more than an order needs,
 * while one address can no longer fill the disk (unclaimed designs go after 7 days:
 * design-cleanup.server.ts).
 */
export const uploadBytesPerDay: RateLimitRule = {
  name: "upload-bytes",
  limit: 100 * megabyte,
  windowMs: 24 * 60 * minute,
};

export type QuotaDecision = { isAllowed: true } | { isAllowed: false; retryAfterSeconds: number };

/**
 * Adds an upload of `sizeBytes` to the address's bytes today, before it is stored. A refused
 * upload counts too (its bytes were sent), so an address over the cap stays refused until its
 * day ends.
 */
export async function chargeUploadBytes(
  db: Db,
  c: Context,
  sizeBytes: number,
  nowMs: number = Date.now(),
): Promise<QuotaDecision> {
  const key = `${uploadBytesPerDay.name}:${clientAddress(c)}`;
  const decision = await hitRateLimit(db, key, uploadBytesPerDay, nowMs, sizeBytes);
  return decision.isAllowed
    ? { isAllowed: true }
    : { isAllowed: false, retryAfterSeconds: decision.retryAfterSeconds };
}

export function overQuotaMessage(retryAfterSeconds: number): string {
  const hours = Math.max(1, Math.ceil(retryAfterSeconds / 3600));
  return `You have uploaded as much as we accept from one connection in a day (100MB). Please try again in ${hours === 1 ? "an hour" : `${hours} hours`}, or e-mail your design to us.`;
}
