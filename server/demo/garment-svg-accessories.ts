import { shadeHex } from "#core/catalogue/colours.ts";
import {
  type Palette,
  clipped,
  flat,
  line,
  mirrorPath,
  path,
  rect,
  shape,
  stitch,
} from "./garment-svg-kit.ts";

// Footwear (side view, toe to the right), headwear and PPE.

const soleColour = "#2a2b2f";

function sole(palette: Palette, midsole: string): string {
  const teeth = Array.from({ length: 14 }, (_, index) => 166 + index * 23)
    .filter((x) => x < 258 || x > 318)
    .map((x) => rect(x, 470, 14, 9, "#18191b", 'rx="2"'))
    .join("");
  return (
    flat(
      "M150,436 L490,436 Q508,452 498,478 L326,478 Q300,468 266,470 L240,478 L160,478 Q144,464 150,436 Z",
      soleColour,
      "#111214",
      2,
    ) +
    flat("M151,436 L490,436 Q496,443 497,452 L152,452 Z", midsole, "#111214", 1.5) +
    stitch(
      "M160,444 L488,444",
      { ...palette, stitch: palette.isLight ? "#7a6a55" : "#d9d3c7" },
      1.2,
    ) +
    teeth
  );
}

function eyelets(points: [number, number][]): string {
  const laces = points
    .slice(0, -1)
    .map(([x, y], index) => {
      const [nextX, nextY] = points[index + 1]!;
      return (
        line(`M${x},${y} L${nextX + 14},${nextY}`, "#d8cdb8", 3) +
        line(`M${x + 14},${y} L${nextX},${nextY}`, "#cbbfa8", 3)
      );
    })
    .join("");
  const rings = points
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="4.5" fill="#c4c7cc" stroke="#55585e" stroke-width="1.2"/>`,
    )
    .join("");
  return laces + rings;
}

export function drawBoot(palette: Palette): string {
  const upper =
    "M176,176 Q240,164 304,174 L320,300 Q392,318 448,380 Q492,404 490,440 L162,440 Q146,410 156,360 Q168,260 176,176 Z";
  const toeCap = "M404,352 Q470,372 490,440 L404,440 Q394,396 404,352 Z";
  return (
    `<g transform="translate(-10 60)">` +
    flat("M290,180 Q312,146 338,164 L344,300 L318,300 Z", palette.shadow, palette.outline) +
    shape(upper, palette.base, palette) +
    clipped("heel", upper, flat("M100,320 Q200,300 236,440 L100,440 Z", palette.shadow)) +
    shape(upper, "none", palette) +
    stitch("M180,322 Q224,312 236,436", palette, 1.3) +
    shape(toeCap, palette.shadow, palette, 2) +
    stitch("M410,360 Q466,380 482,432", palette, 1.3) +
    stitch("M322,306 Q392,324 440,372", palette, 1.3) +
    line("M178,184 Q240,172 306,182", palette.deep, 16) +
    line("M178,184 Q240,172 306,182", "url(#rib)", 16) +
    flat("M178,178 Q168,150 186,146 Q200,150 192,180 Z", "#3a3b40", "#1e1f22", 1.5) +
    eyelets([
      [304, 196],
      [307, 222],
      [310, 248],
      [313, 274],
      [316, 298],
    ]) +
    sole(palette, "#4a4c52") +
    `</g>`
  );
}

export function drawShoe(palette: Palette): string {
  const upper =
    "M176,330 Q236,316 292,322 L318,340 Q392,348 448,386 Q492,408 490,440 L162,440 Q148,384 176,330 Z";
  return (
    `<g transform="translate(-10 60)">` +
    flat("M282,326 Q300,300 328,314 L338,346 L312,346 Z", palette.shadow, palette.outline) +
    shape(upper, palette.base, palette) +
    clipped("heel", upper, flat("M100,340 Q210,330 236,440 L100,440 Z", palette.shadow)) +
    shape(upper, "none", palette) +
    stitch("M182,350 Q226,340 236,436", palette, 1.3) +
    shape("M406,362 Q470,380 490,440 L406,440 Q396,400 406,362 Z", palette.shadow, palette, 2) +
    stitch("M412,370 Q466,388 482,432", palette, 1.3) +
    line("M178,334 Q236,320 292,326", palette.deep, 14) +
    eyelets([
      [300, 334],
      [318, 346],
      [336, 356],
    ]) +
    flat("M176,332 Q168,312 184,310 Q196,314 190,334 Z", "#3a3b40", "#1e1f22", 1.5) +
    sole(palette, "#e6e4de") +
    `</g>`
  );
}

export function drawCap(palette: Palette): string {
  const crown = "M168,360 Q156,186 300,170 Q444,186 432,360 Z";
  const peak = "M170,350 Q300,326 430,350 Q462,392 410,420 Q300,446 190,420 Q138,392 170,350 Z";
  return (
    `<g transform="translate(0 20)">` +
    shape(crown, palette.base, palette) +
    stitch("M300,174 L300,356", palette) +
    line("M300,174 Q230,220 222,358", palette.outline, 1.8) +
    line("M300,174 Q370,220 378,358", palette.outline, 1.8) +
    stitch("M294,176 Q226,222 216,358", palette, 1.1) +
    stitch("M306,176 Q374,222 384,358", palette, 1.1) +
    `<circle cx="236" cy="246" r="5" fill="${palette.deep}" stroke="${palette.stitch}" stroke-width="1.5"/>` +
    `<circle cx="364" cy="246" r="5" fill="${palette.deep}" stroke="${palette.stitch}" stroke-width="1.5"/>` +
    `<ellipse cx="300" cy="172" rx="16" ry="7" fill="${palette.shadow}" stroke="${palette.outline}" stroke-width="1.5"/>` +
    flat("M172,350 Q300,328 428,350 L432,362 Q300,340 168,362 Z", palette.deep) +
    shape(peak, palette.shadow, palette) +
    [0, 12, 24, 36]
      .map((offset) =>
        stitch(
          `M${190 + offset / 2},${370 + offset} Q300,${346 + offset} ${410 - offset / 2},${370 + offset}`,
          palette,
          1.1,
        ),
      )
      .join("") +
    `</g>`
  );
}

export function drawBeanie(palette: Palette): string {
  const body = "M184,440 L184,270 Q188,138 300,132 Q412,138 416,270 L416,440 Z";
  const cuff = "M174,330 Q300,318 426,330 L430,446 Q300,460 170,446 Z";
  return (
    shape(body, palette.base, palette) +
    clipped("beanie", body, rect(0, 0, 600, 600, "url(#knit)")) +
    [230, 265, 300, 335, 370]
      .map((x) => line(`M300,136 Q${x},180 ${x},330`, palette.shadow, 2, 0.7))
      .join("") +
    shape(cuff, palette.shadow, palette) +
    clipped("cuff", cuff, rect(0, 0, 600, 600, "url(#rib)")) +
    rect(272, 368, 56, 36, palette.deep, `rx="3" stroke="${palette.outline}" stroke-width="1.5"`) +
    stitch("M276,372 L324,372 L324,400 L276,400 Z", palette, 1)
  );
}

function glove(palette: Palette): string {
  const coating = palette.isLight ? "#3a3d43" : "#c9ccd1";
  const fingers: [number, number, number][] = [
    [218, 152, 42],
    [258, 128, 42],
    [298, 142, 40],
    [336, 182, 38],
  ];
  const fingerShapes = fingers
    .map(([x, y, width]) => {
      const finger = `M${x},300 L${x},${y + width / 2} Q${x},${y} ${x + width / 2},${y} Q${x + width},${y} ${x + width},${y + width / 2} L${x + width},300 Z`;
      return (
        shape(finger, palette.base, palette, 2) +
        clipped(`tip-${x}`, finger, rect(0, 0, 600, y + 48, coating))
      );
    })
    .join("");
  const thumb = "M222,372 Q176,330 160,280 Q150,246 176,240 Q198,238 210,268 Q222,300 240,318 Z";
  return (
    fingerShapes +
    shape(thumb, palette.base, palette, 2) +
    clipped("thumb-tip", thumb, rect(0, 0, 210, 276, coating)) +
    shape("M214,440 Q204,340 220,280 L382,280 Q394,330 376,440 Z", palette.base, palette, 2) +
    clipped(
      "palm",
      "M214,440 Q204,340 220,280 L382,280 Q394,330 376,440 Z",
      rect(0, 0, 600, 600, "url(#fleece)"),
    ) +
    shape("M222,426 L370,426 L368,540 L224,540 Z", palette.shadow, palette, 2) +
    clipped("cuff", "M222,426 L370,426 L368,540 L224,540 Z", rect(0, 0, 600, 600, "url(#rib)")) +
    rect(224, 528, 144, 12, palette.deep)
  );
}

export function drawGloves(palette: Palette): string {
  return (
    `<g transform="translate(-92 40) rotate(-12 300 340) scale(0.86)">${glove(palette)}</g>` +
    `<g transform="translate(692 40) scale(-1 1) rotate(-12 300 340) scale(0.86)">${glove(palette)}</g>`
  );
}

export function drawGlasses(palette: Palette): string {
  const lens =
    "M118,246 Q300,220 482,246 Q496,320 442,352 Q380,382 326,338 Q300,320 274,338 Q220,382 158,352 Q104,320 118,246 Z";
  const armLeft = path([116, 250], [{ to: [70, 260] }, { to: [62, 300], c: [54, 268] }], false);
  const armRight = mirrorPath(
    [116, 250],
    [{ to: [70, 260] }, { to: [62, 300], c: [54, 268] }],
    false,
  );
  return (
    line(armLeft, palette.outline, 14) +
    line(armLeft, palette.base, 10) +
    line(armRight, palette.outline, 14) +
    line(armRight, palette.base, 10) +
    `<path d="${lens}" fill="#cfe3ee" fill-opacity="0.55" stroke="#7f97a6" stroke-width="2.5"/>` +
    flat("M140,262 Q220,246 270,254 Q190,262 150,300 Z", "#fff", "none").replace(
      "<path",
      '<path opacity="0.55"',
    ) +
    flat("M340,254 Q420,246 460,262 Q430,270 400,290 Z", "#fff", "none").replace(
      "<path",
      '<path opacity="0.35"',
    ) +
    line("M112,250 Q300,212 488,250", palette.outline, 18) +
    line("M112,250 Q300,212 488,250", palette.base, 14) +
    line("M130,244 Q300,214 470,244", "#fff", 2, 0.35) +
    line("M284,330 Q300,314 316,330", "#5a5d63", 8)
  );
}

export function drawHardHat(palette: Palette): string {
  const shell = "M156,392 Q148,200 300,176 Q452,200 444,392 Z";
  const brim = "M118,392 Q300,356 482,392 Q490,416 462,426 Q300,398 138,426 Q110,416 118,392 Z";
  return (
    line("M196,424 Q300,452 404,424", "#2b2c30", 8) +
    shape(shell, palette.base, palette) +
    shape("M282,180 Q300,174 318,180 L324,390 L276,390 Z", palette.light, palette, 1.8) +
    line("M218,200 Q180,280 178,380", palette.shadow, 3) +
    line("M382,200 Q420,280 422,380", palette.shadow, 3) +
    rect(164, 354, 14, 30, palette.deep, 'rx="3"') +
    rect(422, 354, 14, 30, palette.deep, 'rx="3"') +
    shape(brim, palette.base, palette) +
    flat("M138,418 Q300,392 462,418 Q300,404 138,426 Z", palette.deep) +
    `<ellipse cx="236" cy="250" rx="34" ry="62" transform="rotate(28 236 250)" fill="url(#gloss)"/>`
  );
}

export function drawEarDefenders(palette: Palette): string {
  const band = "M176,300 Q172,110 300,104 Q428,110 424,300";
  const cup =
    "M118,350 Q118,296 170,296 Q222,296 222,350 L222,430 Q222,480 170,480 Q118,480 118,430 Z";
  const otherCup = cup.replace(/(\d+(?:\.\d+)?),/g, (_, x: string) => `${600 - Number(x)},`);
  const cushion =
    "M214,316 Q214,304 228,304 L238,304 Q250,304 250,318 L250,456 Q250,470 238,470 L228,470 Q214,470 214,456 Z";
  const otherCushion = cushion.replace(
    /(\d+(?:\.\d+)?),/g,
    (_, x: string) => `${600 - Number(x)},`,
  );
  return (
    line(band, "#2d2f33", 30) +
    line(band, shadeHex("#2d2f33", 0.15), 22) +
    stitch(
      "M186,296 Q184,122 300,116 Q416,122 414,296",
      { ...paletteForTrim(), stitch: "#6b6f76" },
      1.2,
    ) +
    line("M170,280 L170,312", "#b9bec5", 7) +
    line("M430,280 L430,312", "#b9bec5", 7) +
    flat(cushion, "#26272b", "#141517") +
    flat(otherCushion, "#26272b", "#141517") +
    shape(cup, palette.base, palette) +
    shape(otherCup, palette.base, palette) +
    `<ellipse cx="170" cy="388" rx="30" ry="50" fill="none" stroke="${palette.shadow}" stroke-width="4"/>` +
    `<ellipse cx="430" cy="388" rx="30" ry="50" fill="none" stroke="${palette.shadow}" stroke-width="4"/>` +
    `<ellipse cx="150" cy="336" rx="12" ry="26" fill="url(#gloss)"/>` +
    `<ellipse cx="410" cy="336" rx="12" ry="26" fill="url(#gloss)"/>`
  );
}

function paletteForTrim(): Palette {
  return {
    base: "#2d2f33",
    shadow: "#232427",
    deep: "#18191b",
    light: "#45484e",
    outline: "#141517",
    stitch: "#6b6f76",
    isLight: false,
  };
}
