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

export type ThrottleStatus = {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
};

export type BucketDecision = { isAllowed: boolean; throttleStatus: ThrottleStatus };

function statusOf(level: number): ThrottleStatus {
  return {
    maximumAvailable: bucketSize,
    currentlyAvailable: Math.max(0, Math.floor(bucketSize - level)),
    restoreRate,
  };
}

/** Takes `cost` points from the bucket of `clientKey`, or refuses when they are not there. */
export async function takeFromBucket(
  db: Db,
  clientKey: string,
  cost: number,
  nowMs: number,
): Promise<BucketDecision> {
  const b = graphqlCostBuckets;
  // The level now: what it was, less what leaked since (never below empty, never for a clock
  // that went backwards between instances).
  const leaked = sql`GREATEST(0, ${b.level} - GREATEST(0, ${nowMs}::bigint - ${b.updatedAtMs}) * ${restoreRate / 1000}::double precision)`;
  const [row] = await db
    .insert(b)
    .values({ clientKey, level: cost, updatedAtMs: nowMs })
    .onConflictDoUpdate({
      target: b.clientKey,
      set: { level: sql`${leaked} + ${cost}::double precision`, updatedAtMs: nowMs },
      setWhere: sql`${leaked} + ${cost}::double precision <= ${bucketSize}::double precision`,
    })
    .returning({ level: b.level });
  if (row) {
    // A bucket that started empty: forget the buckets that have drained (they hold nothing), so
    // the table keeps only live clients. At most once per client per fill.
    if (row.level === cost) {
      const drainedBefore = nowMs - (bucketSize / restoreRate) * 1000;
      await db.delete(b).where(lt(b.updatedAtMs, drainedBefore));
    }
    return { isAllowed: true, throttleStatus: statusOf(row.level) };
  }
  const [current] = await db
    .select({ level: leaked })
    .from(b)
    .where(sql`${b.clientKey} = ${clientKey}`);
  return { isAllowed: false, throttleStatus: statusOf(Number(current?.level ?? 0)) };
}
