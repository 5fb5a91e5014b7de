import { describe, expect, it } from "vitest";
import {
  carrierLabel,
  carrierNameMessage,
  ShipmentSchema,
  shipmentOf,
  trackingNumberMessage,
} from "./shipment.ts";

const parse = (input: unknown) => ShipmentSchema.safeParse(input);
const firstError = (input: unknown) => {
  const result = parse(input);
  if (result.success) throw new Error("expected a refusal");
  const issue = result.error.issues[0]!;
  return { field: issue.path.join("."), message: issue.message };
};

describe("the shipment an admin gives when shipping an order", () => {
  it("needs neither a carrier nor a tracking number", () => {
    for (const input of [{}, { carrier: "", trackingNumber: "  " }, { carrier: null }]) {
      const result = parse(input);
      expect(result.success).toBe(true);
      expect(shipmentOf(result.data!)).toEqual({
        carrier: null,
        carrierName: null,
        trackingNumber: null,
      });
    }
  });

  it("keeps a known carrier and the tracking number in capitals, spaces tidied", () => {
    const result = parse({ carrier: "royal_mail", trackingNumber: "  ab 1234  5678 9gb " });
    expect(shipmentOf(result.data!)).toEqual({
      carrier: "royal_mail",
      carrierName: null,
      trackingNumber: "AB 1234 5678 9GB",
    });
    expect(carrierLabel(shipmentOf(result.data!))).toBe("Royal Mail");
  });

  it("names another carrier as typed, and asks for the name when it is missing", () => {
    const result = parse({ carrier: "other", carrierName: " Yodel  Direct " });
    expect(carrierLabel(shipmentOf(result.data!))).toBe("Yodel Direct");
    expect(firstError({ carrier: "other" })).toEqual({
      field: "carrierName",
      message: "Name the carrier, or choose one from the list",
    });
    expect(firstError({ carrier: "dpd", carrierName: "Yodel" }).field).toBe("carrierName");
  });

  it("refuses a carrier that is not on the list", () => {
    expect(firstError({ carrier: "pigeon" })).toEqual({
      field: "carrier",
      message: "Choose a carrier from the list",
    });
  });

  it.each([
    ["too short", "AB1"],
    ["too long", "A".repeat(41)],
    ["markup", "<script>"],
    ["punctuation", "AB/1234"],
    ["a number, not text", 12345],
  ])("refuses a tracking number that is %s", (_why, trackingNumber) => {
    expect(firstError({ carrier: "dpd", trackingNumber })).toEqual({
      field: "trackingNumber",
      message: trackingNumberMessage,
    });
  });

  it("accepts the forms carriers print: UPS's 1Z, DPD's digits, hyphenated references", () => {
    for (const trackingNumber of ["1Z999AA10123456784", "15501234567890", "JD-0002-2486"])
      expect(parse({ carrier: "ups", trackingNumber }).success).toBe(true);
  });

  it("refuses a carrier's name with markup or beyond 60 characters", () => {
    for (const carrierName of ["<b>Van</b>", "X".repeat(61)])
      expect(firstError({ carrier: "other", carrierName })).toEqual({
        field: "carrierName",
        message: carrierNameMessage,
      });
  });
});
