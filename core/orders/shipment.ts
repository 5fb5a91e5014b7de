import { z } from "zod";

// Issue 18.10: shipping an order names the carrier and the tracking number, both optional. The
// admin's ship dialog checks them before sending and the server checks them again with this one
// schema (STYLE §3). No tracking links: a carrier's tracking address changes without notice and
// none could be checked from here, so the buyer is shown the carrier and the number to quote.

/** UK carriers a workwear supplier ships with; "other" takes the carrier's name as typed. */
export const carriers = [
  { code: "royal_mail", label: "Royal Mail" },
  { code: "parcelforce", label: "Parcelforce" },
  { code: "dpd", label: "DPD" },
  { code: "dhl", label: "DHL" },
  { code: "ups", label: "UPS" },
  { code: "evri", label: "Evri" },
  { code: "fedex", label: "FedEx" },
  { code: "own_van", label: "Our own van" },
  { code: "other", label: "Other carrier" },
] as const;

export type CarrierCode = (typeof carriers)[number]["code"];

const carrierCodes = carriers.map((carrier) => carrier.code) as [CarrierCode, ...CarrierCode[]];

export const carrierNameMaxLength = 60;
export const trackingNumberMinLength = 4;
export const trackingNumberMaxLength = 40;

export const carrierNameMessage = `Name the carrier in at most ${carrierNameMaxLength} characters (letters, digits and ordinary punctuation)`;
export const trackingNumberMessage = `A tracking number is ${trackingNumberMinLength} to ${trackingNumberMaxLength} letters or digits (spaces and hyphens allowed)`;

/** Letters, digits, and single spaces or hyphens between them: what carriers print on labels. */
const trackingPattern = /^[A-Z0-9]+(?:[ -][A-Z0-9]+)*$/;
/** A carrier's name: printable, no control characters or angle brackets. */
const carrierNamePattern = /^[\p{L}\p{N} .,&'()/+-]+$/u;

/** "", spaces and null are "not given". */
const optionalText = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/**
 * The shipment as the admin sends it. A tracking number is stored in capitals with runs of spaces
 * made one; a carrier's name only with "other" (sent with another carrier, it is refused).
 */
export const ShipmentSchema = z
  .object({
    carrier: z.preprocess(
      optionalText,
      z.enum(carrierCodes, { error: "Choose a carrier from the list" }).optional(),
    ),
    carrierName: z.preprocess(
      (value) => (typeof value === "string" ? value.trim().replace(/\s+/g, " ") : value),
      z.preprocess(
        optionalText,
        z
          .string({ error: carrierNameMessage })
          .max(carrierNameMaxLength, carrierNameMessage)
          .regex(carrierNamePattern, carrierNameMessage)
          .optional(),
      ),
    ),
    trackingNumber: z.preprocess(
      (value) =>
        typeof value === "string" ? value.trim().replace(/\s+/g, " ").toUpperCase() : value,
      z.preprocess(
        optionalText,
        z
          .string({ error: trackingNumberMessage })
          .min(trackingNumberMinLength, trackingNumberMessage)
          .max(trackingNumberMaxLength, trackingNumberMessage)
          .regex(trackingPattern, trackingNumberMessage)
          .optional(),
      ),
    ),
  })
  .superRefine((shipment, context) => {
    if (shipment.carrier === "other" && !shipment.carrierName)
      context.addIssue({
        code: "custom",
        path: ["carrierName"],
        message: "Name the carrier, or choose one from the list",
      });
    if (shipment.carrier !== "other" && shipment.carrierName)
      context.addIssue({
        code: "custom",
        path: ["carrierName"],
        message: 'A carrier\'s name goes with "Other carrier" only',
      });
  });

export type ShipmentInput = z.infer<typeof ShipmentSchema>;

/** The shipment as an order keeps it (null: not given). */
export type Shipment = {
  carrier: CarrierCode | null;
  carrierName: string | null;
  trackingNumber: string | null;
};

export const noShipment: Shipment = { carrier: null, carrierName: null, trackingNumber: null };

/** The parsed input as stored: a field not given is null. */
export function shipmentOf(input: ShipmentInput): Shipment {
  return {
    carrier: input.carrier ?? null,
    carrierName: input.carrier === "other" ? (input.carrierName ?? null) : null,
    trackingNumber: input.trackingNumber ?? null,
  };
}

export function isCarrierCode(value: unknown): value is CarrierCode {
  return carrierCodes.includes(value as CarrierCode);
}

/** How the carrier is named to the buyer and the admin: the list's label, or the name typed. */
export function carrierLabel(shipment: Pick<Shipment, "carrier" | "carrierName">): string | null {
  if (shipment.carrier === null) return null;
  if (shipment.carrier === "other") return shipment.carrierName ?? "Other carrier";
  return carriers.find((carrier) => carrier.code === shipment.carrier)?.label ?? null;
}

export function hasShipmentDetails(shipment: Shipment): boolean {
  return shipment.carrier !== null || shipment.trackingNumber !== null;
}
