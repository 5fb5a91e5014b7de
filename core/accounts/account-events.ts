import { z } from "zod";

// DESIGN §1 "/api/events": what the realtime channel tells a signed-in customer about their own
// account. The server checks every event against this schema before it sends it, and the browser
// checks it again before a page reacts (app/hooks/use-account-events.ts).

/** Where the browser opens the event stream (server-sent events). */
export const accountEventsPath = "/api/events";

/** spec/back-office.md §4, the same list as the orders table's CHECK. */
export const orderStatuses = [
  "pending",
  "awaiting_proof",
  "processing",
  "shipped",
  "completed",
  "cancelled",
] as const;

const orderNumber = z.string().min(1).max(50);

export const AccountEventSchema = z.discriminatedUnion("type", [
  /** An order of this customer's was placed (any payment method). */
  z.object({ type: z.literal("order.placed"), orderNumber }),
  z.object({
    type: z.literal("order.status_changed"),
    orderNumber,
    status: z.enum(orderStatuses),
  }),
  /** The credit account's limit, balance, status or transactions changed. */
  z.object({ type: z.literal("credit.changed") }),
  /**
   * Events may have been missed (the stream or the server's database listener reconnected): reload
   * whatever is shown from the account. Never written by the server's domain code.
   */
  z.object({ type: z.literal("resync") }),
]);
export type AccountEvent = z.infer<typeof AccountEventSchema>;

/** Parses one event's JSON text; null when it is not an event we know. */
export function parseAccountEvent(text: string): AccountEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = AccountEventSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
