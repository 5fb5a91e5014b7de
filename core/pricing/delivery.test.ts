import { describe, expect, it } from "vitest";
import { amountForFreeDeliveryPence, deliveryExVatPence, isFreeDelivery } from "./delivery.ts";
import { incVatPence } from "./vat.ts";

describe("delivery (DESIGN §3.5)", () => {
  it.each([
    // [subtotal inc VAT, free?, delivery ex VAT, more to spend]
    [1, false, 495, 7500],
    [7499, false, 495, 2],
    [7500, false, 495, 1],
    [7501, true, 0, 0],
    [20000, true, 0, 0],
  ])(
    "a basket of %i pence inc VAT: free %s, delivery %i ex VAT, %i more for free",
    (subtotal, free, delivery, more) => {
      expect(isFreeDelivery(subtotal)).toBe(free);
      expect(deliveryExVatPence(subtotal, 1)).toBe(delivery);
      expect(amountForFreeDeliveryPence(subtotal)).toBe(more);
    },
  );

  it("costs £5.94 with VAT below the threshold", () => {
    expect(incVatPence(deliveryExVatPence(7500, 1))).toBe(594);
  });

  it("charges nothing to deliver an empty basket", () => {
    expect(deliveryExVatPence(0, 0)).toBe(0);
  });
});
