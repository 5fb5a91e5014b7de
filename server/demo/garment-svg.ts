import { colourHex } from "#core/catalogue/colours.ts";
import { type Palette, paletteFor, sharedDefs } from "./garment-svg-kit.ts";
import { drawBack } from "./garment-svg-back.ts";
import {
  drawBeanie,
  drawBoot,
  drawCap,
  drawEarDefenders,
  drawGlasses,
  drawGloves,
  drawHardHat,
  drawShoe,
} from "./garment-svg-accessories.ts";
import { drawApron, drawCoverall, drawShorts, drawTrousers } from "./garment-svg-lower.ts";
import {
  drawFleece,
  drawHiVisJacket,
  drawHiVisVest,
  drawJacket,
  drawSoftshell,
} from "./garment-svg-outer.ts";
import {
  drawHoodie,
  drawPolo,
  drawShirt,
  drawSweatshirt,
  drawTshirt,
  drawTunic,
} from "./garment-svg-tops.ts";

// The demo shop's product photographs: flat illustrations drawn on request in any colour, so the
// demo needs no image files and every colour variant has a picture that matches its name.

const drawers = {
  polo: drawPolo,
  tshirt: drawTshirt,
  sweatshirt: drawSweatshirt,
  hoodie: drawHoodie,
  jacket: drawJacket,
  softshell: drawSoftshell,
  fleece: drawFleece,
  "hi-vis-vest": drawHiVisVest,
  "hi-vis-jacket": drawHiVisJacket,
  trousers: drawTrousers,
  shorts: drawShorts,
  coverall: drawCoverall,
  boot: drawBoot,
  shoe: drawShoe,
  cap: drawCap,
  beanie: drawBeanie,
  gloves: drawGloves,
  glasses: drawGlasses,
  "hard-hat": drawHardHat,
  "ear-defenders": drawEarDefenders,
  shirt: drawShirt,
  tunic: drawTunic,
  apron: drawApron,
} satisfies Record<string, (palette: Palette) => string>;

export type GarmentKind = keyof typeof drawers;

export const garmentKinds = Object.keys(drawers) as GarmentKind[];

export function isGarmentKind(value: string): value is GarmentKind {
  return Object.hasOwn(drawers, value);
}

const hexPattern = /^#(?:[0-9a-f]{3}){1,2}$/i;

/** Only a hex colour reaches the markup; anything else is treated as a colour name. */
function safeHex(colour: string): string {
  if (!hexPattern.test(colour)) return colourHex(colour);
  const digits = colour.slice(1).toLowerCase();
  return `#${digits.length === 3 ? digits.replace(/./g, (digit) => digit + digit) : digits}`;
}

/**
 * A 600 × 600 flat illustration of the garment in the given colour ("#rrggbb"; a colour name is
 * also accepted), from the front or, for tops, the back (null for a kind with no back drawing).
 * Self-contained SVG: no scripts, no external references.
 */
export function drawGarmentSvg(
  kind: GarmentKind,
  hex: string,
  view: "front" | "back",
): string | null;
export function drawGarmentSvg(kind: GarmentKind, hex: string): string;
export function drawGarmentSvg(
  kind: GarmentKind,
  hex: string,
  view: "front" | "back" = "front",
): string | null {
  const palette = paletteFor(safeHex(hex));
  const garment = view === "back" ? drawBack(kind, palette) : drawers[kind](palette);
  if (garment === null) return null;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600">` +
    `<defs>${sharedDefs}</defs>` +
    `<rect width="600" height="600" fill="#f4f5f7"/>` +
    `<ellipse cx="300" cy="548" rx="230" ry="22" fill="url(#floor)"/>` +
    garment +
    `</svg>`
  );
}
