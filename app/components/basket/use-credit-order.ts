import type { DeliveryAddressInput } from "#app/components/account/delivery-address-fields.tsx";
import { useCallback, useRef, useState } from "react";
import { toast } from "#app/components/ui/toast.tsx";
import type { BasketLine } from "#core/basket/basket.ts";

// spec/storefront.md §2, §7, §8 and README "Trade credit": the basket charges an order to the
// signed-in customer's credit account with POST /api/functions/process-credit-order. The server
// prices it and decides who pays (the session); the browser sends only what to order and where.
//
// Idempotency (DESIGN §6): each attempt carries a random Idempotency-Key. The same attempt —
// the same lines and details — keeps its key through automatic retries (network lost, server
// error) and when the buyer presses the button again after a failure, so an order that did go
// through is answered, not charged twice. A changed basket or detail is a new attempt, new key.

export const creditOrderPath = "/api/functions/process-credit-order";

export type CreditOrderItem = {
  variantId: string;
  quantity: number;
  customizationType: string;
  customizationPosition: string;
  designId?: string;
  designToken?: string;
};

export type CreditOrderRequest = {
  basketItems: CreditOrderItem[];
  customerDetails: {
    name: string;
    billingAddress: "";
    shippingAddress: "";
    notes: string;
    poNumber?: string;
    deliveryAddress?: DeliveryAddressInput;
  };
};

/** What a credit order is made of: variant, quantity and decoration; the server prices it. */
export function creditOrderItems(lines: readonly BasketLine[]): CreditOrderItem[] {
  return lines.map(
    ({ variantId, quantity, customizationType, customizationPosition, designId, designToken }) => ({
      variantId,
      quantity,
      customizationType,
      customizationPosition,
      ...(designId ? { designId } : {}),
      ...(designId && designToken ? { designToken } : {}),
    }),
  );
}

type Outcome =
  { ok: true; orderNumber: string } | { ok: false; message: string; field?: string; code?: string };

/** Waits before retrying the same attempt: after 1 s, then after 3 s more. */
const retryDelaysMs = [1_000, 3_000];

const unreachable =
  "We could not reach the shop. Please check your connection and try again: you will not be charged twice.";

/** A v4 UUID; crypto.randomUUID exists only on https (and localhost) pages. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** spec/storefront.md §7: the response is read for success, orderNumber and error. */
function outcomeOf(answer: unknown): Outcome {
  const body = (typeof answer === "object" && answer !== null ? answer : {}) as {
    success?: unknown;
    orderNumber?: unknown;
    error?: unknown;
    field?: unknown;
    code?: unknown;
  };
  if (body.success === true && typeof body.orderNumber === "string")
    return { ok: true, orderNumber: body.orderNumber };
  if (body.success === false)
    return {
      ok: false,
      // spec §8: success false without error text.
      message: typeof body.error === "string" && body.error ? body.error : "Unknown error occurred",
      ...(typeof body.field === "string" ? { field: body.field } : {}),
      ...(typeof body.code === "string" ? { code: body.code } : {}),
    };
  return { ok: false, message: "Unknown error" };
}

async function send(body: string, key: string): Promise<Outcome> {
  for (let attempt = 0; ; attempt += 1) {
    const delay = retryDelaysMs[attempt];
    let response: Response;
    try {
      response = await fetch(creditOrderPath, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": key },
        body,
      });
    } catch {
      if (delay === undefined) return { ok: false, message: unreachable };
      await new Promise((resolve) => setTimeout(resolve, delay));
      continue;
    }
    const outcome = outcomeOf(await response.json().catch(() => null));
    // The outcome is unknown after a server error, and the first request with this key may still
    // be running: the same key again answers with whatever happened, never a second charge.
    const isUnsettled =
      response.status >= 500 || (!outcome.ok && outcome.code === "IDEMPOTENCY_KEY_IN_USE");
    if (isUnsettled && delay !== undefined) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      continue;
    }
    return outcome;
  }
}

/**
 * Places credit orders for the basket page. `onPlaced` runs after the success toast (the page
 * empties the basket there). `fieldErrors` holds the server's message for a refused detail, by
 * its path inside customerDetails (e.g. "deliveryAddress.postcode").
 */
export function useCreditOrder(onPlaced: (orderNumber: string) => void) {
  const [isPlacing, setIsPlacing] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const isSending = useRef(false);

  const place = useCallback(
    async (request: CreditOrderRequest) => {
      if (isSending.current) return;
      isSending.current = true;
      setIsPlacing(true);
      setFieldErrors({});
      const body = JSON.stringify(request);
      if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() };
      try {
        const outcome = await send(body, attempt.current.key);
        if (outcome.ok) {
          attempt.current = null;
          toast.success(
            `Order ${outcome.orderNumber} placed successfully! Charged to credit account.`,
          );
          onPlaced(outcome.orderNumber);
          return;
        }
        toast.error(`Failed to place credit order: ${outcome.message || "Unknown error"}`);
        const detail = outcome.field?.match(/^customerDetails\.(.+)$/)?.[1];
        if (detail) setFieldErrors({ [detail]: outcome.message });
      } finally {
        isSending.current = false;
        setIsPlacing(false);
      }
    },
    [onPlaced],
  );

  return { place, isPlacing, fieldErrors };
}
