import {
  type Palette,
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
import { zip } from "./garment-svg-outer.ts";

// Coveralls, trousers, shorts and aprons, front view.

const coverallLeft = path(
  [300, 96],
  [
    { to: [270, 72], c: [280, 92] },
    { to: [226, 86] },
    { to: [232, 176], c: [226, 130] },
    { to: [234, 330], c: [240, 260] },
    { to: [240, 556] },
    { to: [294, 556] },
    { to: [300, 360] },
  ],
);

export function drawCoverall(palette: Palette): string {
  const body = symmetric(
    [300, 96],
    [
      { to: [270, 72], c: [280, 92] },
      { to: [226, 86] },
      { to: [232, 176], c: [226, 130] },
      { to: [234, 330], c: [240, 260] },
      { to: [240, 556] },
      { to: [294, 556] },
      { to: [300, 360] },
    ],
  );
  const sleeve = path(
    [228, 86],
    [{ to: [196, 122], c: [204, 90] }, { to: [178, 304] }, { to: [210, 308] }, { to: [234, 178] }],
  );
  const otherSleeve = mirrorPath(
    [228, 86],
    [{ to: [196, 122], c: [204, 90] }, { to: [178, 304] }, { to: [210, 308] }, { to: [234, 178] }],
  );
  const knees = [-1, 1]
    .map((side) => {
      const x = (value: number) => 300 + side * value;
      return shape(
        `M${x(60)},400 L${x(10)},400 L${x(10)},462 L${x(60)},462 Z`,
        palette.shadow,
        palette,
        1.6,
      );
    })
    .join("");
  return (
    shape(sleeve, palette.base, palette) +
    shape(otherSleeve, palette.base, palette) +
    flat("M272,72 Q300,62 328,72 L300,96 Z", palette.deep, palette.outline) +
    shape(body, palette.base, palette) +
    clipped(
      "coverall-waist",
      body,
      rect(0, 288, 600, 20, palette.shadow) + rect(0, 288, 600, 20, "url(#rib)"),
    ) +
    shape(coverallLeft, "none", palette, 0) +
    stitch("M184,288 L208,290", palette, 1.2) +
    stitch("M416,288 L392,290", palette, 1.2) +
    flat("M270,72 L258,96 L290,106 Z", palette.shadow, palette.outline, 1.5) +
    flat("M330,72 L342,96 L310,106 Z", palette.shadow, palette.outline, 1.5) +
    shape("M248,140 L284,140 L284,190 L248,190 Z", palette.base, palette, 1.5) +
    shape("M246,132 L286,132 L286,148 L246,148 Z", palette.shadow, palette, 1.5) +
    shape("M316,140 L352,140 L352,190 L316,190 Z", palette.base, palette, 1.5) +
    shape("M314,132 L354,132 L354,148 L314,148 Z", palette.shadow, palette, 1.5) +
    knees +
    zip(96, 330, palette) +
    stitch("M244,540 L290,540", palette, 1.2) +
    stitch("M356,540 L310,540", palette, 1.2) +
    fold("M262,372 Q268,440 262,520") +
    fold("M338,372 Q332,440 338,520")
  );
}

function legs(hemY: number, palette: Palette): string {
  const body = symmetric(
    [300, 96],
    [
      { to: [196, 96] },
      { to: [190, 250], c: [188, 170] },
      { to: [204, hemY], c: [198, (250 + hemY) / 2] },
      { to: [290, hemY] },
      { to: [300, 262] },
    ],
  );
  return (
    shape(body, palette.base, palette) +
    shape("M196,96 L404,96 L404,126 L196,126 Z", palette.base, palette, 2) +
    stitch("M200,120 L400,120", palette, 1.2) +
    [214, 262, 338, 386]
      .map((x) =>
        rect(
          x,
          92,
          10,
          40,
          palette.shadow,
          `rx="2" stroke="${palette.outline}" stroke-width="1.2"`,
        ),
      )
      .join("") +
    rect(292, 104, 16, 14, "#b4b9c0", `rx="3" stroke="${palette.outline}" stroke-width="1"`) +
    stitch("M316,128 L316,214 Q316,232 300,240", palette) +
    line("M300,128 L300,250", palette.outline, 1.6) +
    line("M206,130 Q242,134 252,178", palette.outline, 2) +
    line("M394,130 Q358,134 348,178", palette.outline, 2) +
    stitch("M212,138 Q240,142 246,178", palette, 1.1) +
    stitch("M388,138 Q360,142 354,178", palette, 1.1) +
    stitch(`M206,${hemY - 14} L290,${hemY - 14}`, palette, 1.2) +
    stitch(`M394,${hemY - 14} L310,${hemY - 14}`, palette, 1.2) +
    fold(`M250,260 Q256,${hemY - 100} 248,${hemY - 30}`) +
    fold(`M350,260 Q344,${hemY - 100} 352,${hemY - 30}`)
  );
}

export function drawTrousers(palette: Palette): string {
  return (
    legs(548, palette) +
    shape("M206,360 L286,360 L286,440 L210,440 Z", palette.shadow, palette, 1.6) +
    stitch("M212,368 L280,368 L280,432 L214,432", palette, 1.1) +
    shape("M314,360 L394,360 L390,440 L314,440 Z", palette.shadow, palette, 1.6) +
    stitch("M320,368 L388,368 L386,432 L320,432", palette, 1.1) +
    shape("M198,250 L244,250 L246,320 L200,320 Z", palette.base, palette, 1.6) +
    shape("M196,244 L246,244 L246,262 L196,262 Z", palette.shadow, palette, 1.6)
  );
}

export function drawShorts(palette: Palette): string {
  return (
    legs(370, palette) +
    shape("M198,236 L244,236 L246,300 L200,300 Z", palette.base, palette, 1.6) +
    shape("M196,230 L246,230 L246,248 L196,248 Z", palette.shadow, palette, 1.6) +
    shape("M356,236 L402,236 L400,300 L354,300 Z", palette.base, palette, 1.6) +
    shape("M354,230 L404,230 L404,248 L354,248 Z", palette.shadow, palette, 1.6)
  );
}

export function drawApron(palette: Palette): string {
  const body = symmetric(
    [300, 130],
    [
      { to: [246, 130] },
      { to: [250, 262] },
      { to: [192, 300], c: [204, 270] },
      { to: [198, 538] },
      { to: [300, 540] },
    ],
  );
  return (
    line("M252,134 Q246,60 300,54 Q354,60 348,134", palette.shadow, 12) +
    stitch("M252,134 Q246,60 300,54 Q354,60 348,134", palette, 1) +
    line("M198,300 Q170,318 178,420", palette.shadow, 12) +
    line("M402,300 Q430,318 422,420", palette.shadow, 12) +
    shape(body, palette.base, palette) +
    stitch(
      symmetric(
        [300, 140],
        [
          { to: [256, 140] },
          { to: [260, 266] },
          { to: [202, 304], c: [214, 276] },
          { to: [208, 528] },
          { to: [300, 530] },
        ],
      ),
      palette,
      1.3,
    ) +
    shape("M226,380 L374,380 L374,460 L226,460 Z", palette.base, palette, 1.8) +
    line("M300,380 L300,460", palette.outline, 1.6) +
    stitch("M230,388 L370,388", palette, 1.1) +
    shape("M270,176 L300,176 L300,220 L270,220 Z", palette.base, palette, 1.4) +
    fold("M244,320 Q252,420 240,510") +
    fold("M356,320 Q348,420 360,510")
  );
}
