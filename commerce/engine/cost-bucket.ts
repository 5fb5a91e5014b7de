import { lt, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { graphqlCostBuckets } from "#server/db/schema/index.ts";

// Issue 10.1, DESIGN §8a: a leaky bucket of query cost per client address, in the database so
// every instance shares it (docs/decisions/009-graphql-query-cost.md). A query's cost goes into
// the bucket, which drains at `restoreRate` points a second; a query that would overflow it is
// refused and adds nothing. One atomic statement decides, so two instances never both admit the
// query that fills the bucket.

export const bucketSize = 1_000;
export const restoreRate = 100;

/** A bucket's size and how fast it drains, in points and points a second. */
export type BucketTier = { size: number; restoreRate: number };

/** Callers with the public token, or none (browsers, other sites). */
export const publicTier: BucketTier = { size: bucketSize, restoreRate };
/**
 * Issue 19.2: a server with the private token (Shopify-Storefront-Private-Token) serves many
 * buyers through one address, so it gets ten times the room, as Shopify gives private tokens more.
 * The same ratio keeps the drain time (size / rate) the same: ten seconds from full to empty.
 */
export const privateTier: BucketTier = { size: 10 * bucketSize, restoreRate: 10 * restoreRate };

export type ThrottleStatus = {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
};

export type BucketDecision = { isAllowed: boolean; throttleStatus: ThrottleStatus };

function statusOf(level: number, tier: BucketTier): ThrottleStatus {
  return {
    maximumAvailable: tier.size,
    currentlyAvailable: Math.max(0, Math.floor(tier.size - level)),
    restoreRate: tier.restoreRate,
  };
}

/** Takes `cost` points from the bucket of `clientKey`, or refuses when they are not there. */
export async function takeFromBucket(
  db: Db,
  clientKey: string,
  cost: number,
  nowMs: number,
  tier: BucketTier = publicTier,
): Promise<BucketDecision> {
  const b = graphqlCostBuckets;
  // The level now: what it was, less what leaked since (never below empty, never for a clock
  // that went backwards between instances).
  const leaked = sql`GREATEST(0, ${b.level} - GREATEST(0, ${nowMs}::bigint - ${b.updatedAtMs}) * ${tier.restoreRate / 1000}::double precision)`;
  const [row] = await db
    .insert(b)
    .values({ clientKey, level: cost, updatedAtMs: nowMs })
    .onConflictDoUpdate({
      target: b.clientKey,
      set: { level: sql`${leaked} + ${cost}::double precision`, updatedAtMs: nowMs },
      setWhere: sql`${leaked} + ${cost}::double precision <= ${tier.size}::double precision`,
    })
    .returning({ level: b.level });
  if (row) {
    // A bucket that started empty: forget the buckets that have drained (they hold nothing), so
    // the table keeps only live clients. At most once per client per fill.
    if (row.level === cost) {
      const drainedBefore = nowMs - (tier.size / tier.restoreRate) * 1000;
      await db.delete(b).where(lt(b.updatedAtMs, drainedBefore));
    }
    return { isAllowed: true, throttleStatus: statusOf(row.level, tier) };
  }
  const [current] = await db
    .select({ level: leaked })
    .from(b)
    .where(sql`${b.clientKey} = ${clientKey}`);
  return { isAllowed: false, throttleStatus: statusOf(Number(current?.level ?? 0), tier) };
}
