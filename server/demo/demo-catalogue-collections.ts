import type { GarmentKind } from "./garment-svg.ts";

// The demo shop's collections, in display order. The navigation groups them by keywords in the
// handle or title (core/catalogue/category-groups.ts), so handles avoid words that would pull a
// collection into the wrong group; "clearance" deliberately matches no group.

export type DemoCollectionSpec = {
  handle: string;
  title: string;
  description: string;
  image: { kind: GarmentKind; colour: string };
};

export const demoCollectionSpecs: readonly DemoCollectionSpec[] = [
  {
    handle: "workwear",
    title: "Workwear",
    description:
      "Hard-wearing trousers, jackets, coveralls and tops for site, workshop and warehouse. Built to take a beating and ready for your company logo.",
    image: { kind: "jacket", colour: "Navy" },
  },
  {
    handle: "work-trousers",
    title: "Work Trousers",
    description:
      'Cargo, combat and holster pocket trousers with knee pad pockets, triple-stitched seams and waist sizes from 28" to 44".',
    image: { kind: "trousers", colour: "Charcoal" },
  },
  {
    handle: "jackets-and-fleeces",
    title: "Jackets & Fleeces",
    description:
      "Waterproof jackets, softshells and fleeces to keep your team warm and dry on the coldest shifts.",
    image: { kind: "softshell", colour: "Black" },
  },
  {
    handle: "hi-vis-clothing",
    title: "Hi-Vis Clothing",
    description:
      "High visibility vests, jackets, polos and trousers certified to EN ISO 20471, for roadside, rail and site work.",
    image: { kind: "hi-vis-vest", colour: "Hi-Vis Yellow" },
  },
  {
    handle: "ppe-equipment",
    title: "PPE & Safety Equipment",
    description:
      "Safety helmets, bump caps, safety spectacles and ear defenders from Uvex, JSP and Portwest. Everything your risk assessment asks for, in one order.",
    image: { kind: "hard-hat", colour: "White" },
  },
  {
    handle: "gloves-and-hand-protection",
    title: "Gloves & Hand Protection",
    description:
      "General handling, cut-resistant, thermal and mechanics' gloves rated to EN 388, sold singly or by the pack.",
    image: { kind: "gloves", colour: "Grey" },
  },
  {
    handle: "safety-footwear",
    title: "Safety Footwear",
    description:
      "Safety boots, trainers and wellingtons with toe caps and midsole protection, certified to EN ISO 20345.",
    image: { kind: "boot", colour: "Honey" },
  },
  {
    handle: "safety-boots",
    title: "Safety Boots",
    description: "Lace-up, dealer and rigger safety boots from S1P to S3 SRC, in UK sizes 6 to 12.",
    image: { kind: "boot", colour: "Black" },
  },
  {
    handle: "polo-shirts",
    title: "Polo Shirts",
    description:
      "Piqué and performance polo shirts that hold their shape wash after wash. Our most popular garment for embroidered logos.",
    image: { kind: "polo", colour: "Royal Blue" },
  },
  {
    handle: "t-shirts",
    title: "T-Shirts",
    description:
      "Budget and heavyweight cotton T-shirts for staff, events and promotions, ideal for printing.",
    image: { kind: "tshirt", colour: "Red" },
  },
  {
    handle: "sweatshirts-and-hoodies",
    title: "Sweatshirts & Hoodies",
    description:
      "Crew neck sweatshirts and hooded tops in cotton-rich fleece, with ribbed cuffs and hem.",
    image: { kind: "hoodie", colour: "Charcoal" },
  },
  {
    handle: "corporate-uniforms",
    title: "Corporate Uniforms",
    description:
      "Oxford and poplin shirts, healthcare tunics and smart softshells for front-of-house, office and care teams.",
    image: { kind: "shirt", colour: "Oxford Blue" },
  },
  {
    handle: "hospitality-and-chefwear",
    title: "Hospitality & Chefwear",
    description:
      "Chef's jackets, bib aprons and kitchen-ready uniforms that stand up to a hot wash every day.",
    image: { kind: "tunic", colour: "White" },
  },
  {
    handle: "caps-and-beanies",
    title: "Caps & Beanies",
    description:
      "Brushed cotton caps, bump caps and Thinsulate beanies, all one size and easy to embroider.",
    image: { kind: "cap", colour: "Navy" },
  },
  {
    handle: "portwest",
    title: "Portwest",
    description:
      "Portwest's range of value workwear, hi-vis and PPE, trusted on sites across the UK and Ireland.",
    image: { kind: "hi-vis-jacket", colour: "Hi-Vis Orange" },
  },
  {
    handle: "snickers-workwear",
    title: "Snickers Workwear",
    description:
      "Premium Scandinavian trade workwear: AllroundWork trousers, shorts, softshells and accessories.",
    image: { kind: "trousers", colour: "Black" },
  },
  {
    handle: "clearance",
    title: "Clearance",
    description:
      "End-of-line colours and last sizes at reduced prices. When they are gone, they are gone.",
    image: { kind: "fleece", colour: "Burgundy" },
  },
];
