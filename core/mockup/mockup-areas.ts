import type { DecorationPosition, DecorationType } from "#core/basket/basket.ts";

// Issue 15.2: the live mock-up. Each decoration position has a placement area on the garment's
// picture — a box in fractions of the picture's width and height, on its front or back view. The
// design is fitted inside the box at the size the method allows (embroidery is stitched smaller
// than a print can be) and centred. The product page draws it over the picture in the browser;
// the server draws the same box with sharp for the order (server/mockups). One function,
// placeDesign, decides where, so the two always agree.

export type MockupView = "front" | "back";

export const mockupViews: readonly MockupView[] = ["front", "back"];

/** A placement area: where a position's design may go, in fractions (0–1) of the picture. */
export type MockupArea = {
  position: DecorationPosition;
  view: MockupView;
  /** Left edge, from the picture's left. */
  x: number;
  /** Top edge, from the picture's top. */
  y: number;
  width: number;
  height: number;
};

/** Default areas by the shape of garment; products of other types have none until set. */
export const mockupTemplates = ["top", "vest", "none"] as const;
export type MockupTemplate = (typeof mockupTemplates)[number];

type Box = Omit<MockupArea, "position" | "view">;

// Measured on the demo shop's 600 × 600 drawings (server/demo/garment-svg*.ts), which follow the
// usual catalogue photograph: the garment flat, facing the camera, filling most of the frame.
// "Chest Left" is the wearer's left, so it is on the right of a front picture.
const chestLeft: Box = { x: 0.533, y: 0.287, width: 0.107, height: 0.093 };
const chestRight: Box = { x: 0.36, y: 0.287, width: 0.107, height: 0.093 };
const chestCenter: Box = { x: 0.383, y: 0.32, width: 0.233, height: 0.15 };
const backCenter: Box = { x: 0.35, y: 0.275, width: 0.3, height: 0.283 };
const leftSleeve: Box = { x: 0.708, y: 0.305, width: 0.073, height: 0.073 };
const rightSleeve: Box = { x: 0.218, y: 0.305, width: 0.073, height: 0.073 };

const front = (position: DecorationPosition, box: Box): MockupArea => ({
  position,
  view: "front",
  ...box,
});

const topAreas: MockupArea[] = [
  front("Chest Left", chestLeft),
  front("Chest Right", chestRight),
  front("Chest Center", chestCenter),
  { position: "Back Center", view: "back", ...backCenter },
  front("Left Sleeve", leftSleeve),
  front("Right Sleeve", rightSleeve),
];

const defaultAreas: Record<MockupTemplate, readonly MockupArea[]> = {
  top: topAreas,
  // A vest has no sleeves.
  vest: topAreas.filter((area) => !area.position.endsWith("Sleeve")),
  none: [],
};

/** The template's areas (copies: callers may edit them). */
export function templateAreas(template: MockupTemplate): MockupArea[] {
  return defaultAreas[template].map((area) => ({ ...area }));
}

const vestWords = /\b(vests?|waistcoats?|gilets?|bodywarmers?|tabards?)\b/i;
const topWords =
  /\b(polo|shirts?|t-shirts?|tees?|sweatshirts?|sweats?|hood(ie|y)s?|jackets?|fleeces?|softshells?|tunics?|coats?|tops?|jumpers?|sweaters?|smocks?|blouses?|coveralls?|overalls?|boiler ?suits?)\b/i;

/**
 * The template a product's type suggests: "Hi-Vis Vest" a vest, "Polo Shirt" or "Work Jacket" a
 * top, "Safety Boot" none. The owner can set areas for any product in the back office.
 */
export function templateForProductType(productType: string): MockupTemplate {
  if (vestWords.test(productType)) return "vest";
  if (topWords.test(productType)) return "top";
  return "none";
}

/** A product's areas: the owner's own when set, else its type's defaults. */
export function mockupAreasFor(
  productType: string,
  ownAreas: readonly MockupArea[] | null,
): MockupArea[] {
  return ownAreas
    ? ownAreas.map((area) => ({ ...area }))
    : templateAreas(templateForProductType(productType));
}

/** The area of a position ("" or an unknown one: none). */
export function areaFor(areas: readonly MockupArea[], position: string): MockupArea | undefined {
  return areas.find((area) => area.position === position);
}

/**
 * How much of its area a design may fill, by method: a chest print is about 100 mm wide, a chest
 * embroidery about 85 mm, and a back embroidery stays well inside what a back print can cover.
 */
export const methodScale: Record<Exclude<DecorationType, "plain">, number> = {
  print: 1,
  embroidery: 0.85,
};

/** Where the design goes, in fractions of the picture: fitted in its area, kept in proportion. */
export function placeDesign(
  area: Box,
  method: Exclude<DecorationType, "plain">,
  /** The design's width divided by its height; 1 when unknown. */
  aspect: number,
): Box {
  const ratio = Number.isFinite(aspect) && aspect > 0 ? aspect : 1;
  const scale = methodScale[method];
  const maxWidth = area.width * scale;
  const maxHeight = area.height * scale;
  const width = Math.min(maxWidth, maxHeight * ratio);
  const height = width / ratio;
  return {
    x: area.x + (area.width - width) / 2,
    y: area.y + (area.height - height) / 2,
    width,
    height,
  };
}

/**
 * Where a picture of `imageWidth` × `imageHeight` sits in a square frame when fitted whole
 * (CSS object-fit: contain), in fractions of the frame: the gallery's frame is square.
 */
export function containedIn(imageWidth: number | null, imageHeight: number | null): Box {
  if (!imageWidth || !imageHeight || imageWidth === imageHeight)
    return { x: 0, y: 0, width: 1, height: 1 };
  if (imageWidth > imageHeight) {
    const height = imageHeight / imageWidth;
    return { x: 0, y: (1 - height) / 2, width: 1, height };
  }
  const width = imageWidth / imageHeight;
  return { x: (1 - width) / 2, y: 0, width, height: 1 };
}

/** A box inside `frame`, both in fractions: where `inner` (fractions of the frame) falls. */
export function within(frame: Box, inner: Box): Box {
  return {
    x: frame.x + inner.x * frame.width,
    y: frame.y + inner.y * frame.height,
    width: inner.width * frame.width,
    height: inner.height * frame.height,
  };
}

/**
 * Which mock-up an order line shows: its design, picture, method and position (sizes of one
 * colour look the same, so they share one); null for a line with no decorated design.
 */
export function mockupKeyOf(line: {
  designFileId?: string | null | undefined;
  imageUrl?: string | null | undefined;
  customizationType?: string | null | undefined;
  customizationPosition?: string | null | undefined;
}): string | null {
  const { designFileId, imageUrl, customizationType, customizationPosition } = line;
  if (!designFileId || !customizationPosition || !customizationType) return null;
  if (customizationType === "plain") return null;
  return [designFileId, imageUrl ?? "", customizationType, customizationPosition].join("|");
}
