import {
  type Palette,
  type Segment,
  button,
  clipped,
  flat,
  fold,
  line,
  mirrorPath,
  path,
  rect,
  shape,
  stitch,
  symmetric,
} from "./garment-svg-kit.ts";

// Tops drawn flat, front view: tee, polo, sweatshirt, hoodie, shirt, tunic. The jackets in
// garment-svg-outer.ts reuse the same torso and sleeves so the whole range looks like one set.

export type TopOptions = {
  /** Lowest point of the front neckline. */
  neckDip: number;
  /** Half the width of the neck opening at the shoulders. */
  neckHalf?: number;
  shoulderX?: number;
  hemY?: number;
  /** Curved shirt-tail hem instead of a straight one. */
  isShirtTail?: boolean;
};

export function torsoPath(options: TopOptions): string {
  const neckHalf = options.neckHalf ?? 46;
  const shoulderX = options.shoulderX ?? 190;
  const hemY = options.hemY ?? 505;
  const sideEnd: [number, number] = options.isShirtTail ? [192, hemY - 20] : [194, hemY];
  const hemCurve: Segment = options.isShirtTail
    ? { to: [300, hemY + 12], c: [236, hemY + 14] }
    : { to: [300, hemY + 6], c: [247, hemY + 6] };
  return symmetric(
    [300, options.neckDip],
    [
      { to: [300 - neckHalf, 108], c: [300 - neckHalf + 8, options.neckDip - 4] },
      { to: [shoulderX, 128] },
      { to: [197, 232], c: [shoulderX + 2, 185] },
      { to: sideEnd, c: [202, 370] },
      hemCurve,
    ],
  );
}

/** The inside of the back neck, seen above the front neckline. */
export function backNeck(options: TopOptions, palette: Palette): string {
  const neckHalf = options.neckHalf ?? 46;
  return flat(
    `M${300 - neckHalf},108 Q300,92 ${300 + neckHalf},108 L300,${options.neckDip} Z`,
    palette.deep,
    palette.outline,
  );
}

const shortSleeve: { start: [number, number]; segments: Segment[] } = {
  start: [192, 128],
  segments: [
    { to: [118, 192], c: [150, 146] },
    { to: [146, 258], c: [126, 230] },
    { to: [199, 234], c: [176, 250] },
  ],
};

const longSleeve: { start: [number, number]; segments: Segment[] } = {
  start: [192, 128],
  segments: [
    { to: [128, 204], c: [146, 140] },
    { to: [100, 446] },
    { to: [152, 454], c: [126, 456] },
    { to: [199, 236] },
  ],
};

export type SleeveLength = "short" | "long";

/** Both sleeves, drawn before the torso so the body sits over the armhole seams. */
export function sleeves(length: SleeveLength, palette: Palette, cuff?: "rib" | "band"): string {
  const geometry = length === "short" ? shortSleeve : longSleeve;
  const left = path(geometry.start, geometry.segments);
  const right = mirrorPath(geometry.start, geometry.segments);
  let out = shape(left, palette.base, palette) + shape(right, palette.base, palette);
  if (length === "short") {
    out += stitch("M136,244 L186,222", palette) + stitch("M464,244 L414,222", palette);
    out += fold("M170,160 Q160,190 150,215") + fold("M430,160 Q440,190 450,215");
    return out;
  }
  if (cuff) {
    const band = rect(0, 410, 600, 60, cuff === "rib" ? palette.shadow : palette.base);
    const ribs = cuff === "rib" ? rect(0, 410, 600, 60, "url(#rib)") : "";
    out += clipped("cuff-l", left, band + ribs + line("M90,410 L170,410", palette.outline, 2));
    out += clipped("cuff-r", right, band + ribs + line("M430,410 L510,410", palette.outline, 2));
    out += shape(left, "none", palette) + shape(right, "none", palette);
  }
  out += fold("M150,200 Q140,280 128,360") + fold("M450,200 Q460,280 472,360");
  return out;
}

export function torso(options: TopOptions, palette: Palette): string {
  return shape(torsoPath(options), palette.base, palette);
}

export function hemStitch(palette: Palette, hemY = 505): string {
  return stitch(
    symmetric([196, hemY - 14], [{ to: [300, hemY - 8], c: [247, hemY - 8] }], false),
    palette,
  );
}

/** Rib knit band along the bottom of the torso. */
export function waistband(id: string, options: TopOptions, palette: Palette, depth = 42): string {
  const hemY = options.hemY ?? 505;
  return (
    clipped(
      id,
      torsoPath(options),
      rect(0, hemY - depth, 600, 80, palette.shadow) + rect(0, hemY - depth, 600, 80, "url(#rib)"),
    ) + line(`M192,${hemY - depth} L408,${hemY - depth}`, palette.outline, 2)
  );
}

export function crewNeck(options: TopOptions, palette: Palette, width = 12): string {
  const neckHalf = options.neckHalf ?? 46;
  const curve = `M${300 - neckHalf},108 Q${300 - neckHalf + 8},${options.neckDip - 4} 300,${options.neckDip} Q${300 + neckHalf - 8},${options.neckDip - 4} ${300 + neckHalf},108`;
  return (
    line(curve, palette.outline, width + 3) +
    line(curve, palette.shadow, width) +
    line(curve, "url(#rib)", width)
  );
}

function bodyFolds(): string {
  return (
    fold("M215,250 Q240,330 230,420") +
    fold("M385,250 Q360,330 372,430") +
    fold("M300,300 Q296,380 305,460")
  );
}

export function drawTshirt(palette: Palette): string {
  const options = { neckDip: 146 };
  return (
    sleeves("short", palette) +
    backNeck(options, palette) +
    torso(options, palette) +
    crewNeck(options, palette) +
    stitch("M262,128 Q300,162 338,128", palette) +
    hemStitch(palette) +
    bodyFolds()
  );
}

export function drawSweatshirt(palette: Palette): string {
  const options = { neckDip: 146 };
  return (
    sleeves("long", palette, "rib") +
    backNeck(options, palette) +
    torso(options, palette) +
    crewNeck(options, palette, 16) +
    waistband("waist", options, palette) +
    bodyFolds()
  );
}

export function drawPolo(palette: Palette): string {
  const options = { neckDip: 150, neckHalf: 44 };
  const leftFlap = path(
    [300, 152],
    [{ to: [256, 106] }, { to: [226, 116], c: [240, 104] }, { to: [268, 180], c: [238, 160] }],
  );
  const rightFlap = mirrorPath(
    [300, 152],
    [{ to: [256, 106] }, { to: [226, 116], c: [240, 104] }, { to: [268, 180], c: [238, 160] }],
  );
  return (
    sleeves("short", palette) +
    backNeck(options, palette) +
    torso(options, palette) +
    shape("M282,148 L318,148 L318,238 L282,238 Z", palette.base, palette, 1.8) +
    stitch("M288,152 L288,232 L312,232 L312,152", palette, 1.3) +
    button(300, 176, palette, 5) +
    button(300, 212, palette, 5) +
    flat(
      "M256,106 Q300,96 344,106 L344,116 Q300,104 256,116 Z",
      palette.shadow,
      palette.outline,
      1.5,
    ) +
    shape(leftFlap, palette.base, palette, 2) +
    shape(rightFlap, palette.base, palette, 2) +
    stitch("M260,118 Q250,150 270,170", palette, 1.2) +
    stitch("M340,118 Q350,150 330,170", palette, 1.2) +
    line("M140,252 L190,230", palette.shadow, 6) +
    line("M460,252 L410,230", palette.shadow, 6) +
    hemStitch(palette) +
    bodyFolds()
  );
}

export function drawHoodie(palette: Palette): string {
  const options = { neckDip: 170, neckHalf: 52 };
  const hood = symmetric(
    [300, 44],
    [{ to: [222, 100], c: [232, 46] }, { to: [236, 176], c: [210, 148] }, { to: [300, 196] }],
  );
  const lining = symmetric(
    [300, 86],
    [{ to: [258, 116], c: [262, 88] }, { to: [270, 176], c: [250, 160] }, { to: [300, 190] }],
  );
  const pocket = symmetric(
    [300, 362],
    [{ to: [238, 368], c: [262, 362] }, { to: [222, 452], c: [216, 412] }, { to: [300, 452] }],
  );
  return (
    shape(hood, palette.base, palette) +
    sleeves("long", palette, "rib") +
    torso(options, palette) +
    flat(lining, palette.deep, palette.outline) +
    line("M262,120 Q252,160 272,178", palette.shadow, 10) +
    line("M338,120 Q348,160 328,178", palette.shadow, 10) +
    line("M282,186 L280,262", "#f1f1f1", 4) +
    line("M318,186 L320,262", "#f1f1f1", 4) +
    rect(277, 258, 6, 16, "#d0d2d6", 'rx="2"') +
    rect(317, 258, 6, 16, "#d0d2d6", 'rx="2"') +
    circles(
      [
        [282, 186],
        [318, 186],
      ],
      palette,
    ) +
    shape(pocket, palette.base, palette, 2) +
    stitch("M244,372 Q232,410 230,446", palette) +
    stitch("M356,372 Q368,410 370,446", palette) +
    waistband("waist", options, palette) +
    bodyFolds()
  );
}

function circles(points: [number, number][], palette: Palette): string {
  return points
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="4" fill="${palette.deep}" stroke="#c9ccd1" stroke-width="1.5"/>`,
    )
    .join("");
}

export function drawShirt(palette: Palette): string {
  const options = { neckDip: 140, neckHalf: 40, isShirtTail: true };
  const flap = (side: 1 | -1) => {
    const x = (value: number) => 300 + side * (value - 300);
    return `M300,150 L${x(262)},104 L${x(232)},120 Q${x(244)},150 ${x(276)},178 Z`;
  };
  return (
    sleeves("long", palette, "band") +
    backNeck(options, palette) +
    torso(options, palette) +
    flat(
      "M260,104 Q300,94 340,104 L340,116 Q300,106 260,116 Z",
      palette.shadow,
      palette.outline,
      1.5,
    ) +
    stitch("M292,150 L292,505", palette, 1.2) +
    stitch("M308,150 L308,505", palette, 1.2) +
    [170, 230, 290, 350, 410, 470].map((y) => button(300, y, palette, 5)).join("") +
    shape("M336,222 L384,222 L384,282 L360,290 L336,282 Z", palette.base, palette, 1.6) +
    stitch("M340,232 L380,232", palette, 1.2) +
    shape(flap(1), palette.base, palette, 2) +
    shape(flap(-1), palette.base, palette, 2) +
    button(126, 432, palette, 4) +
    button(474, 432, palette, 4) +
    fold("M220,250 Q245,330 236,420") +
    fold("M380,250 Q356,330 366,430")
  );
}

export function drawTunic(palette: Palette): string {
  const options = { neckDip: 124, neckHalf: 38 };
  const collar = "M262,102 Q300,92 338,102 L340,134 Q300,142 260,134 Z";
  return (
    sleeves("long", palette, "band") +
    backNeck(options, palette) +
    torso(options, palette) +
    line("M352,140 L352,505", palette.outline, 2) +
    stitch("M360,140 L360,500", palette, 1.2) +
    [190, 250, 310, 370, 430]
      .map((y) => button(270, y, palette, 6) + button(332, y, palette, 6))
      .join("") +
    shape(collar, palette.base, palette, 2) +
    stitch("M266,128 Q300,135 334,128", palette, 1.2) +
    shape("M214,230 L250,230 L250,246 L214,246 Z", palette.shadow, palette, 1.4) +
    hemStitch(palette) +
    fold("M215,260 Q236,340 228,430") +
    fold("M388,260 Q366,340 374,440")
  );
}
