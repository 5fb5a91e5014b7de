import { PrinterIcon, SparklesIcon, SprayCanIcon, type LucideIcon } from "lucide-react";
import type { DecorationPosition } from "#core/basket/basket.ts";
import type { DecorationMinimums } from "#core/pricing/decoration-minimums.ts";

// spec/back-office.md §2 "Services page" and §9: minimums, turnaround, positions. The minimums
// are the shop's own (decision 035, edited on /pricing), and the portfolio is drawn from
// core/mockup/service-samples.ts (issue 21.4).

export type Service = {
  title: string;
  icon: LucideIcon;
  summary: string;
  /** The method it is ordered as online: its minimum is the shop's (issue 21.4). */
  method: keyof DecorationMinimums;
  features: string[];
};

export const services: Service[] = [
  {
    title: "Embroidery Services",
    icon: SparklesIcon,
    summary: "A premium, hard-wearing finish that lasts as long as the garment.",
    method: "embroidery",
    features: [
      "Logos and lettering stitched in-house",
      "Up to 8,000 stitches at the standard price",
      "Thread colours matched to your brand",
      "Ideal for polos, fleeces, softshells and caps",
      "Set-up free on orders of £1,000 or more, and for a logo on file",
    ],
  },
  {
    title: "Screen Printing",
    icon: PrinterIcon,
    summary: "Bold, long-lasting colour and the best value for larger runs.",
    method: "print",
    features: [
      "Vivid solid colours matched to your brand",
      "Large front and back prints",
      "Excellent wash durability",
      "Ideal for T-shirts, hi-vis and event wear",
      "Price per item falls as quantity rises",
    ],
  },
  {
    title: "Digital Printing",
    icon: SprayCanIcon,
    summary: "Full-colour detail, the right choice for short runs.",
    method: "print",
    features: [
      "Photographs, gradients and fine detail",
      "Small text and fine lines kept sharp",
      "Good for samples and small teams",
      "No screens, so quick to set up",
      "Soft feel on cotton and polyester",
    ],
  },
];

/** "From 10 pieces per design", "From 1 piece": the fewest the shop decorates with one design. */
export function minimumText(minimum: number): string {
  return minimum === 1
    ? "From 1 piece"
    : `From ${minimum.toLocaleString("en-GB")} pieces per design`;
}

/** The "Minimum order quantities" rows: one per method the buyer orders online. */
export function minimumRows(minimums: DecorationMinimums): { label: string; value: string }[] {
  const pieces = (count: number) =>
    `${count.toLocaleString("en-GB")} ${count === 1 ? "piece" : "pieces"}`;
  return [
    { label: "Embroidery", value: pieces(minimums.embroidery) },
    { label: "Printing, screen or digital", value: pieces(minimums.print) },
  ];
}

export const reasons: { title: string; text: string }[] = [
  {
    title: "Everything in-house",
    text: "Decorated in our own workshop, so we control quality and timing.",
  },
  {
    title: "Free artwork check",
    text: "We review your logo and reply with a proof within 24–48 hours.",
  },
  {
    title: "Clear trade pricing",
    text: "Published prices by quantity, with VAT shown on every price.",
  },
  {
    title: "Quantity discounts",
    text: "Garments and decoration both get cheaper as your order grows.",
  },
  { title: "Credit accounts", text: "30-day terms for businesses, schools and councils." },
  { title: "UK-based team", text: "Real people on the phone who know workwear and PPE." },
];

export const turnaround = [
  { label: "Standard", value: "5–7 working days" },
  { label: "Express", value: "2–3 working days" },
  { label: "Same day", value: "On request" },
];

/** The position names as the product page's position choice shows them. */
export const positions = [
  { name: "Chest Left", note: "Most popular" },
  { name: "Chest Right" },
  { name: "Chest Center" },
  { name: "Back Center" },
  { name: "Left Sleeve" },
  { name: "Right Sleeve" },
] as const satisfies { name: DecorationPosition; note?: string }[];
