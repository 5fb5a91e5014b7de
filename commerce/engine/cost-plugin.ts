import { createGraphQLError, type Plugin } from "graphql-yoga";
import type { Db } from "#server/db/client.ts";
import { takeFromBucket } from "./cost-bucket.ts";
import { costReport, throttledMessage, unmeteredStatus, type CostMeter } from "./engine-answer.ts";
import { maxQueryCost, queryCost } from "./query-cost.ts";

// Issue 10.1, DESIGN §8a: every operation is costed after validation and before it runs (the
// field-count and depth rules have already bounded the document, so the walk is cheap). Over
// 1,000 points: MAX_COST_EXCEEDED and nothing runs. From an HTTP caller (a client key given) the
// cost is then taken from that address's bucket: THROTTLED when it is not there, nothing runs.
// What was charged is left on the request's meter; the handler reports it as Shopify does. The
// errors are Yoga's own GraphQLError (its graphql copy), so Yoga answers them with 200, not 500.

type CostContext = { meter?: CostMeter };

export function costPlugin(db: Db, now: () => number): Plugin<CostContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const meter = (args.contextValue as CostContext).meter ?? {};
      const cost = queryCost(
        args.schema,
        args.document,
        args.operationName,
        (args.variableValues ?? {}) as Record<string, unknown>,
      );
      if (cost > maxQueryCost) {
        meter.report = costReport(cost, false, unmeteredStatus);
        setResultAndStopExecution({
          errors: [
            createGraphQLError(
              `Query cost is ${cost}, which exceeds the single query max cost limit (${maxQueryCost}).`,
              { extensions: { code: "MAX_COST_EXCEEDED", cost, maxCost: maxQueryCost } },
            ),
          ],
        });
        return;
      }
      if (!meter.clientKey) {
        meter.report = costReport(cost, true, unmeteredStatus);
        return;
      }
      const decision = await takeFromBucket(db, meter.clientKey, cost, now(), meter.tier);
      meter.report = costReport(cost, decision.isAllowed, decision.throttleStatus);
      if (!decision.isAllowed)
        setResultAndStopExecution({
          errors: [createGraphQLError(throttledMessage, { extensions: { code: "THROTTLED" } })],
        });
    },
  };
}
