import { bucketSize, restoreRate, type BucketTier, type ThrottleStatus } from "./cost-bucket.ts";

// Issue 10.1: answers carry Shopify's `extensions.cost` (requestedQueryCost, actualQueryCost,
// throttleStatus), added here to the JSON the engine sends, fresh or cached.

export type CostReport = {
  requestedQueryCost: number;
  actualQueryCost: number | null;
  throttleStatus: ThrottleStatus;
};

/**
 * Per request: who is asking (HTTP callers only), the size of their bucket (the public one unless
 * the private token came), and what their query cost.
 */
export type CostMeter = { clientKey?: string; tier?: BucketTier; report?: CostReport };

/** The status reported to callers without a bucket (the shop's own pages): nothing taken. */
export const unmeteredStatus: ThrottleStatus = {
  maximumAvailable: bucketSize,
  currentlyAvailable: bucketSize,
  restoreRate,
};

export function costReport(cost: number, ran: boolean, status: ThrottleStatus): CostReport {
  return { requestedQueryCost: cost, actualQueryCost: ran ? cost : null, throttleStatus: status };
}

export const throttledMessage = "Throttled";

/** Shopify answers a throttled query with 200 and this error (see the decision record). */
export const throttledBody = JSON.stringify({
  errors: [{ message: throttledMessage, extensions: { code: "THROTTLED" } }],
});

/** The body with `extensions.cost` added (a JSON object without extensions of its own). */
export function withCostExtension(body: string, report: CostReport | undefined): string {
  if (!report || !body.endsWith("}")) return body;
  return `${body.slice(0, -1)},"extensions":${JSON.stringify({ cost: report })}}`;
}

/** The response with a new body: its status and headers, less a content-length now wrong. */
export function withBody(response: Response, body: string): Response {
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(body, { status: response.status, headers });
}

/** A fresh answer from Yoga, with the cost added when it is JSON and the query was costed. */
export async function answer(response: Response, meter: CostMeter): Promise<Response> {
  const type = response.headers.get("content-type") ?? "";
  if (!meter.report || !/json/.test(type)) return response;
  return withBody(response, withCostExtension(await response.text(), meter.report));
}
