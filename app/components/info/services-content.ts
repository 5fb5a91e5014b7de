import { PrinterIcon, SparklesIcon, SprayCanIcon, type LucideIcon } from "lucide-react";

// spec/back-office.md §2 "Services page" and §9: minimums, turnaround, positions.

export type Service = {
  title: string;
  icon: LucideIcon;
  summary: string;
  minimum: string;
  features: string[];
};

export const services: Service[] = [
  {
    title: "Embroidery Services",
    icon: SparklesIcon,
    summary: "A premium, hard-wearing finish that lasts as long as the garment.",
    minimum: "Minimum 10 pieces",
    features: [
      "Logos and names stitched in-house",
      "Up to 8,000 stitches at the standard price",
      "Thread colours matched to your brand",
      "Ideal for polos, fleeces, softshells and caps",
      "Set-up free on orders of £1,000 or more",
    ],
  },
  {
    title: "Screen Printing",
    icon: PrinterIcon,
    summary: "Bold, long-lasting colour and the best value for larger runs.",
    minimum: "Minimum 25 pieces",
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
    summary: "Full-colour detail with no minimum order, from a single garment.",
    minimum: "From 1 piece",
    features: [
      "Photographs, gradients and fine detail",
      "Individual names and numbers",
      "Perfect for samples and one-offs",
      "No screens, so quick to set up",
      "Soft feel on cotton and polyester",
    ],
  },
];

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

export const minimums = [
  { label: "Embroidery", value: "10 pieces" },
  { label: "Screen printing", value: "25 pieces" },
  { label: "Digital printing", value: "1 piece" },
];

export const turnaround = [
  { label: "Standard", value: "5–7 working days" },
  { label: "Express", value: "2–3 working days" },
  { label: "Same day", value: "On request" },
];

/** The position names as the product page's position choice shows them. */
export const positions: { name: string; note?: string }[] = [
  { name: "Chest Left", note: "Most popular" },
  { name: "Chest Right" },
  { name: "Chest Center" },
  { name: "Back Center", note: "+£4.00 per item (embroidery)" },
  { name: "Left Sleeve", note: "+£0.50 per item (embroidery)" },
  { name: "Right Sleeve", note: "+£0.50 per item (embroidery)" },
];

export type PortfolioItem = { src: string; caption: string; alt: string };

export const portfolio: PortfolioItem[] = [
  {
    src: "/images/demo/polo/navy.svg",
    caption: "Embroidered left-chest logo on a navy polo",
    alt: "Navy polo shirt with a company logo embroidered on the left chest",
  },
  {
    src: "/images/demo/hi-vis-vest/hi-vis-yellow.svg",
    caption: "Screen-printed back print on a hi-vis yellow vest",
    alt: "Hi-vis yellow safety vest with a company name printed across the back",
  },
  {
    src: "/images/demo/softshell/black.svg",
    caption: "Embroidered chest logo on a black softshell jacket",
    alt: "Black softshell jacket with an embroidered logo on the chest",
  },
  {
    src: "/images/demo/tshirt/royal-blue.svg",
    caption: "Full-colour digital print on a royal blue T-shirt",
    alt: "Royal blue T-shirt with a full-colour printed design on the front",
  },
  {
    src: "/images/demo/hoodie/charcoal.svg",
    caption: "Embroidered logo on a charcoal hoodie",
    alt: "Charcoal hooded sweatshirt with an embroidered logo on the left chest",
  },
  {
    src: "/images/demo/cap/red.svg",
    caption: "Embroidered front logo on a red cap",
    alt: "Red baseball cap with a logo embroidered on the front panel",
  },
];
