import {
  type Palette,
  clipped,
  flat,
  fold,
  line,
  mirrorPath,
  path,
  rect,
  reflectiveBand,
  reflectiveBrace,
  shape,
  stitch,
  symmetric,
} from "./garment-svg-kit.ts";
import { backNeck, sleeves, torsoPath } from "./garment-svg-tops.ts";

// Jackets, softshells, fleeces and hi-vis, front view.

export const jacketOptions = { neckDip: 150, neckHalf: 48, shoulderX: 186, hemY: 500 };

function standCollar(palette: Palette): string {
  const half = path(
    [298, 152],
    [{ to: [252, 108], c: [262, 140] }, { to: [248, 78] }, { to: [298, 72], c: [262, 70] }],
  );
  const otherHalf = mirrorPath(
    [298, 152],
    [{ to: [252, 108], c: [262, 140] }, { to: [248, 78] }, { to: [298, 72], c: [262, 70] }],
  );
  return (
    flat("M252,86 Q300,70 348,86 L340,110 Q300,98 260,110 Z", palette.deep, palette.outline) +
    shape(half, palette.base, palette, 2) +
    shape(otherHalf, palette.base, palette, 2) +
    stitch("M256,84 Q276,78 294,78", palette, 1.2) +
    stitch("M344,84 Q324,78 306,78", palette, 1.2)
  );
}

export function zip(top: number, bottom: number, palette: Palette): string {
  return (
    line(`M300,${top} L300,${bottom}`, palette.deep, 7) +
    `<path d="M300,${top} L300,${bottom}" stroke="#9aa0a8" stroke-width="4" stroke-dasharray="2 2"/>` +
    rect(294, top + 14, 12, 24, "#b4b9c0", `rx="3" stroke="${palette.outline}" stroke-width="1"`) +
    stitch(`M291,${top} L291,${bottom}`, palette, 1.2) +
    stitch(`M309,${top} L309,${bottom}`, palette, 1.2)
  );
}

function flapPockets(palette: Palette, y = 214): string {
  let out = "";
  for (const side of [-1, 1]) {
    const x = (value: number) => 300 + side * value;
    out += shape(
      `M${x(84)},${y + 20} L${x(26)},${y + 20} L${x(26)},${y + 86} L${x(84)},${y + 86} Z`,
      palette.base,
      palette,
      1.8,
    );
    out += shape(
      `M${x(86)},${y} L${x(24)},${y} L${x(24)},${y + 26} L${x(55)},${y + 34} L${x(86)},${y + 26} Z`,
      palette.shadow,
      palette,
      1.8,
    );
    out += stitch(`M${x(80)},${y + 5} L${x(30)},${y + 5}`, palette, 1.1);
  }
  return out;
}

function jacketBody(palette: Palette): string {
  return (
    sleeves("long", palette, "band") +
    backNeck(jacketOptions, palette) +
    shape(torsoPath(jacketOptions), palette.base, palette)
  );
}

export function drawJacket(palette: Palette): string {
  const torso = torsoPath(jacketOptions);
  return (
    jacketBody(palette) +
    clipped("yoke", torso, `<path d="M0,0 H600 V176 Q300,196 0,176 Z" fill="${palette.shadow}"/>`) +
    stitch("M190,182 Q300,200 410,182", palette) +
    shape(torso, "none", palette) +
    flapPockets(palette) +
    line("M226,372 L244,440", palette.deep, 4) +
    line("M374,372 L356,440", palette.deep, 4) +
    stitch("M194,462 Q300,474 406,462", palette) +
    zip(150, 504, palette) +
    standCollar(palette) +
    fold("M215,320 Q232,400 222,460") +
    fold("M385,320 Q368,400 378,460")
  );
}

export function drawSoftshell(palette: Palette): string {
  const torso = torsoPath(jacketOptions);
  const panel = `<path d="M0,0 H600 V150 Q430,150 400,240 Q300,200 200,240 Q170,150 0,150 Z" fill="${palette.deep}"/>`;
  return (
    jacketBody(palette) +
    clipped("panel", torso, panel) +
    stitch("M200,240 Q300,202 400,240", palette) +
    shape(torso, "none", palette) +
    line("M330,262 L388,244", palette.deep, 5) +
    line("M330,262 L388,244", "#9aa0a8", 2) +
    stitch("M226,300 Q214,400 220,496", palette) +
    stitch("M374,300 Q386,400 380,496", palette) +
    line("M232,400 L244,452", palette.deep, 4) +
    line("M368,400 L356,452", palette.deep, 4) +
    zip(150, 504, palette) +
    standCollar(palette) +
    fold("M260,300 Q270,380 262,460")
  );
}

export function drawFleece(palette: Palette): string {
  const torso = torsoPath(jacketOptions);
  return (
    jacketBody(palette) +
    clipped(
      "fleece-body",
      torso,
      rect(0, 0, 600, 600, "url(#fleece)") + rect(0, 478, 600, 40, palette.deep),
    ) +
    shape(torso, "none", palette) +
    line("M226,372 L244,440", palette.deep, 4) +
    line("M374,372 L356,440", palette.deep, 4) +
    stitch("M192,474 Q300,486 408,474", palette) +
    zip(150, 504, palette) +
    standCollar(palette) +
    line("M250,80 Q300,66 350,80", palette.deep, 6) +
    fold("M215,300 Q232,380 222,450") +
    fold("M385,300 Q368,380 378,450")
  );
}

export const vestPath = symmetric(
  [300, 220],
  [
    { to: [258, 106], c: [272, 170] },
    { to: [222, 110] },
    { to: [192, 258], c: [236, 214] },
    { to: [194, 505], c: [200, 380] },
    { to: [300, 511], c: [247, 511] },
  ],
);

export function drawHiVisVest(palette: Palette): string {
  const bands =
    reflectiveBrace(228, 30, 0, 348) +
    reflectiveBrace(342, 30, 0, 348) +
    reflectiveBand(348, 34) +
    reflectiveBand(428, 34);
  return (
    flat("M258,106 Q300,92 342,106 L300,220 Z", palette.deep, palette.outline) +
    shape(vestPath, palette.base, palette) +
    clipped("vest", vestPath, bands) +
    shape(vestPath, "none", palette) +
    line("M300,220 L300,508", palette.outline, 2) +
    stitch("M262,112 Q276,170 300,214", palette, 1.2) +
    stitch("M338,112 Q324,170 300,214", palette, 1.2) +
    stitch("M198,492 Q300,502 402,492", palette) +
    rect(
      318,
      250,
      50,
      56,
      "none",
      `stroke="${palette.stitch}" stroke-width="1.4" stroke-dasharray="4 3"`,
    )
  );
}

/** The hi-vis jacket's sleeves with their two reflective bands, the same from the front and back. */
export function hiVisJacketSleeves(palette: Palette): string {
  const geometry = [
    { to: [128, 204], c: [146, 140] },
    { to: [100, 446] },
    { to: [152, 454], c: [126, 456] },
    { to: [199, 236] },
  ] satisfies Parameters<typeof path>[1];
  const leftSleeve = path([192, 128], geometry);
  const rightSleeve = mirrorPath([192, 128], geometry);
  const sleeveBands = reflectiveBand(300, 26) + reflectiveBand(352, 26);
  return (
    clipped("sleeve-l", leftSleeve, sleeveBands) +
    clipped("sleeve-r", rightSleeve, sleeveBands) +
    shape(leftSleeve, "none", palette) +
    shape(rightSleeve, "none", palette)
  );
}

export function drawHiVisJacket(palette: Palette): string {
  const torso = torsoPath(jacketOptions);
  return (
    jacketBody(palette) +
    hiVisJacketSleeves(palette) +
    shape(torso, palette.base, palette) +
    clipped(
      "body",
      torso,
      reflectiveBand(350, 32) +
        reflectiveBand(426, 32) +
        reflectiveBrace(228, 28, 90, 260) +
        reflectiveBrace(344, 28, 90, 260),
    ) +
    shape(torso, "none", palette) +
    zip(150, 504, palette) +
    standCollar(palette) +
    fold("M215,240 Q228,300 222,340") +
    fold("M385,240 Q372,300 378,340")
  );
}
