import { isLightColour, shadeHex } from "#core/catalogue/colours.ts";

// Drawing helpers shared by the demo garment illustrations (server/demo/garment-svg*.ts).
// Every picture is drawn on a 600 × 600 canvas, symmetric garments about x = 300.

export type Point = readonly [number, number];
/** A path segment to `to`; with `c` it is a quadratic curve through that control point. */
export type Segment = { to: Point; c?: Point };

export type Palette = {
  base: string;
  /** Folds and panels in shadow. */
  shadow: string;
  /** Insides (back of the neck, hood lining) and deep creases. */
  deep: string;
  light: string;
  outline: string;
  /** Stitching shows light on dark cloth and dark on light cloth. */
  stitch: string;
  isLight: boolean;
};

export function paletteFor(hex: string): Palette {
  const isLight = isLightColour(hex);
  return {
    base: hex,
    shadow: shadeHex(hex, -0.14),
    deep: shadeHex(hex, -0.38),
    light: shadeHex(hex, 0.16),
    outline: isLight ? shadeHex(hex, -0.45) : shadeHex(hex, -0.42),
    stitch: isLight ? shadeHex(hex, -0.32) : shadeHex(hex, 0.3),
    isLight,
  };
}

export const CENTRE = 300;

const num = (value: number) => String(Math.round(value * 10) / 10);
const pt = ([x, y]: Point) => `${num(x)},${num(y)}`;

export const mirror = ([x, y]: Point): Point => [2 * CENTRE - x, y];

function segmentText(segment: Segment): string {
  return segment.c ? `Q${pt(segment.c)} ${pt(segment.to)}` : `L${pt(segment.to)}`;
}

/** An open or closed path through the given points and segments. */
export function path(start: Point, segments: readonly Segment[], closed = true): string {
  return `M${pt(start)} ${segments.map(segmentText).join(" ")}${closed ? " Z" : ""}`;
}

/**
 * A path drawn as its left half and then mirrored back: the left half runs from `start` to the
 * centre line, and the mirror image is traced in reverse. Closed when `start` is on the centre line.
 */
export function symmetric(start: Point, segments: readonly Segment[], closed = true): string {
  const points: Point[] = [start, ...segments.map((segment) => segment.to)];
  const back: Segment[] = [];
  for (let index = segments.length - 1; index >= 0; index -= 1) {
    const segment = segments[index]!;
    const from = points[index]!;
    back.push(segment.c ? { to: mirror(from), c: mirror(segment.c) } : { to: mirror(from) });
  }
  return path(start, [...segments, ...back], closed);
}

/** The same path reflected about the centre line. */
export function mirrorPath(start: Point, segments: readonly Segment[], closed = true): string {
  return path(
    mirror(start),
    segments.map((segment) =>
      segment.c ? { to: mirror(segment.to), c: mirror(segment.c) } : { to: mirror(segment.to) },
    ),
    closed,
  );
}

/** A filled, outlined shape with the soft left-to-right light the whole set shares. */
export function shape(d: string, fill: string, palette: Palette, strokeWidth = 2.5): string {
  return (
    `<path d="${d}" fill="${fill}" stroke="${palette.outline}" stroke-width="${strokeWidth}" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="url(#light)"/>`
  );
}

/** A flat shape without the lighting overlay, for trims and small parts. */
export function flat(d: string, fill: string, stroke = "none", strokeWidth = 2): string {
  return `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${strokeWidth}" stroke-linejoin="round"/>`;
}

export function stitch(d: string, palette: Palette, width = 1.6): string {
  return `<path d="${d}" fill="none" stroke="${palette.stitch}" stroke-width="${width}" stroke-dasharray="5 4" stroke-linecap="round" opacity="0.85"/>`;
}

export function line(d: string, stroke: string, width = 2, opacity = 1): string {
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}"/>`;
}

/** A soft crease: a wide, faint dark stroke. */
export function fold(d: string): string {
  return `<path d="${d}" fill="none" stroke="#000" stroke-width="7" stroke-linecap="round" opacity="0.06"/>`;
}

export function button(x: number, y: number, palette: Palette, radius = 6): string {
  const face = palette.isLight ? shadeHex(palette.base, -0.2) : shadeHex(palette.base, 0.25);
  return (
    `<circle cx="${num(x)}" cy="${num(y)}" r="${radius}" fill="${face}" stroke="${palette.outline}" stroke-width="1.2"/>` +
    `<circle cx="${num(x - radius / 3)}" cy="${num(y)}" r="1" fill="${palette.outline}"/>` +
    `<circle cx="${num(x + radius / 3)}" cy="${num(y)}" r="1" fill="${palette.outline}"/>`
  );
}

/** Content of `body` drawn only inside the shape `d` (bands, panels, ribbing). */
export function clipped(id: string, d: string, body: string): string {
  return `<clipPath id="${id}"><path d="${d}"/></clipPath><g clip-path="url(#${id})">${body}</g>`;
}

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra = "",
): string {
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

/** Silver retro-reflective tape (EN ISO 20471), as a band between two heights across a clip. */
export function reflectiveBand(y: number, height: number, x = 0, width = 600): string {
  return (
    rect(x, y, width, height, "url(#reflective)") +
    rect(x, y + 3, width, 1.2, "#ffffff", 'opacity="0.5"') +
    rect(x, y + height - 4.2, width, 1.2, "#ffffff", 'opacity="0.5"') +
    rect(x, y, width, height, "none", 'stroke="#8e949c" stroke-width="1.5"')
  );
}

/** A vertical strip of reflective tape, such as the braces over a vest's shoulders. */
export function reflectiveBrace(x: number, width: number, y = 0, height = 600): string {
  return (
    rect(x, y, width, height, "url(#reflective-v)") +
    rect(x + 3, y, 1.2, height, "#ffffff", 'opacity="0.5"') +
    rect(x + width - 4.2, y, 1.2, height, "#ffffff", 'opacity="0.5"') +
    rect(x, y, width, height, "none", 'stroke="#8e949c" stroke-width="1.5"')
  );
}

/** Shared gradients and patterns; every picture carries its own copy so it stands alone. */
export const sharedDefs =
  `<linearGradient id="light" x1="0" y1="0" x2="1" y2="0.3">` +
  `<stop offset="0" stop-color="#fff" stop-opacity="0.16"/>` +
  `<stop offset="0.45" stop-color="#fff" stop-opacity="0"/>` +
  `<stop offset="1" stop-color="#000" stop-opacity="0.16"/></linearGradient>` +
  `<linearGradient id="reflective" x1="0" y1="0" x2="0" y2="1">` +
  `<stop offset="0" stop-color="#e9ecef"/><stop offset="0.5" stop-color="#b9bec5"/>` +
  `<stop offset="1" stop-color="#d7dbe0"/></linearGradient>` +
  `<linearGradient id="reflective-v" x1="0" y1="0" x2="1" y2="0">` +
  `<stop offset="0" stop-color="#e9ecef"/><stop offset="0.5" stop-color="#b9bec5"/>` +
  `<stop offset="1" stop-color="#d7dbe0"/></linearGradient>` +
  `<linearGradient id="gloss" x1="0" y1="0" x2="0" y2="1">` +
  `<stop offset="0" stop-color="#fff" stop-opacity="0.55"/>` +
  `<stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
  `<radialGradient id="floor" cx="0.5" cy="0.5" r="0.5">` +
  `<stop offset="0" stop-color="#000" stop-opacity="0.16"/>` +
  `<stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
  `<pattern id="rib" width="7" height="10" patternUnits="userSpaceOnUse">` +
  `<rect width="2.5" height="10" fill="#000" opacity="0.12"/></pattern>` +
  `<pattern id="knit" width="9" height="9" patternUnits="userSpaceOnUse">` +
  `<rect width="3" height="9" fill="#000" opacity="0.1"/></pattern>` +
  `<pattern id="fleece" width="8" height="8" patternUnits="userSpaceOnUse">` +
  `<circle cx="2" cy="2" r="1" fill="#fff" opacity="0.1"/>` +
  `<circle cx="6" cy="6" r="1" fill="#000" opacity="0.08"/></pattern>`;
