import type { DecorationPosition, DecorationType } from "#core/basket/basket.ts";
import type { MockupTemplate } from "./mockup-areas.ts";

// Issue 21.4: the services page's portfolio, decorated samples drawn by the mock-up's own rule
// (server/mockups/service-samples.routes.ts): the demo customer's logo on the demo garments, at
// the position and the size the method gives an order's mock-up. The page and the picture route
// read this one list, so a caption always describes the picture beside it.

export type ServiceSample = {
  /** The picture's name: /images/samples/{slug}.png */
  slug: string;
  /** The demo drawing (server/demo/garment-svg.ts) and its colour name. */
  garment: string;
  colour: string;
  template: Exclude<MockupTemplate, "none">;
  position: DecorationPosition;
  method: Exclude<DecorationType, "plain">;
  /** The logo's colours: light on a dark garment, dark on a light one. */
  scheme: "light" | "dark";
  caption: string;
  alt: string;
};

export const serviceSamples: readonly ServiceSample[] = [
  {
    slug: "polo-navy-chest-embroidery",
    garment: "polo",
    colour: "Navy",
    template: "top",
    position: "Chest Left",
    method: "embroidery",
    scheme: "light",
    caption: "Embroidered left-chest logo on a navy polo",
    alt: "Navy polo shirt with the Hartley logo embroidered on the left chest",
  },
  {
    slug: "hi-vis-vest-yellow-back-print",
    garment: "hi-vis-vest",
    colour: "Hi-Vis Yellow",
    template: "vest",
    position: "Back Center",
    method: "print",
    scheme: "dark",
    caption: "Printed back logo on a hi-vis yellow vest",
    alt: "Back of a hi-vis yellow vest with the Hartley logo printed between the shoulders",
  },
  {
    slug: "softshell-black-chest-embroidery",
    garment: "softshell",
    colour: "Black",
    template: "top",
    position: "Chest Left",
    method: "embroidery",
    scheme: "light",
    caption: "Embroidered chest logo on a black softshell jacket",
    alt: "Black softshell jacket with the Hartley logo embroidered on the left chest",
  },
  {
    slug: "tshirt-royal-blue-front-print",
    garment: "tshirt",
    colour: "Royal Blue",
    template: "top",
    position: "Chest Center",
    method: "print",
    scheme: "light",
    caption: "Printed front logo on a royal blue T-shirt",
    alt: "Royal blue T-shirt with the Hartley logo printed across the chest",
  },
  {
    slug: "hoodie-charcoal-chest-embroidery",
    garment: "hoodie",
    colour: "Charcoal",
    template: "top",
    position: "Chest Left",
    method: "embroidery",
    scheme: "light",
    caption: "Embroidered logo on a charcoal hoodie",
    alt: "Charcoal hooded sweatshirt with the Hartley logo embroidered on the left chest",
  },
  {
    slug: "hi-vis-jacket-orange-back-print",
    garment: "hi-vis-jacket",
    colour: "Hi-Vis Orange",
    template: "top",
    position: "Back Center",
    method: "print",
    scheme: "dark",
    caption: "Printed back logo on a hi-vis orange jacket",
    alt: "Back of a hi-vis orange jacket with the Hartley logo printed across the shoulders",
  },
];

/** A sample by its picture's slug, or undefined. */
export function serviceSampleBySlug(slug: string): ServiceSample | undefined {
  return serviceSamples.find((sample) => sample.slug === slug);
}

/** Where the page finds a sample's picture. */
export function serviceSamplePath(sample: Pick<ServiceSample, "slug">): string {
  return `/images/samples/${sample.slug}.png`;
}
