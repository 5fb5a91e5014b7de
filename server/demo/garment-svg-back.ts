import {
  type Palette,
  clipped,
  flat,
  fold,
  reflectiveBand,
  shape,
  stitch,
  symmetric,
} from "./garment-svg-kit.ts";
import { hiVisJacketSleeves, jacketOptions } from "./garment-svg-outer.ts";
import {
  type SleeveLength,
  type TopOptions,
  crewNeck,
  hemStitch,
  sleeves,
  torso,
  torsoPath,
  waistband,
} from "./garment-svg-tops.ts";

// Issue 15.2: the back of each top in the demo shop, so the live mock-up can show a design on
// the back. The same torso and sleeves as the front (garment-svg-tops.ts), seen from behind: the
// neckline sits high, and the placket, buttons, pockets and zip are on the other side.

type BackStyle = {
  sleeves: SleeveLength | "none";
  cuff?: "rib" | "band";
  options: TopOptions;
  collar?: "band" | "crew" | "stand" | "hood";
  hem: "stitch" | "rib";
  reflective?: "jacket" | "vest";
};

const high = (options: Omit<TopOptions, "neckDip"> = {}): TopOptions => ({
  ...options,
  neckDip: 112,
});

const styles = {
  polo: { sleeves: "short", options: high(), collar: "band", hem: "stitch" },
  tshirt: { sleeves: "short", options: high(), collar: "crew", hem: "stitch" },
  sweatshirt: { sleeves: "long", cuff: "rib", options: high(), collar: "crew", hem: "rib" },
  hoodie: {
    sleeves: "long",
    cuff: "rib",
    options: high({ neckHalf: 52 }),
    collar: "hood",
    hem: "rib",
  },
  shirt: {
    sleeves: "long",
    cuff: "band",
    options: high({ neckHalf: 40, isShirtTail: true }),
    collar: "band",
    hem: "stitch",
  },
  tunic: {
    sleeves: "long",
    cuff: "band",
    options: high({ neckHalf: 38 }),
    collar: "band",
    hem: "stitch",
  },
  jacket: {
    sleeves: "long",
    cuff: "band",
    options: high(jacketOptions),
    collar: "stand",
    hem: "stitch",
  },
  softshell: {
    sleeves: "long",
    cuff: "band",
    options: high(jacketOptions),
    collar: "stand",
    hem: "stitch",
  },
  fleece: {
    sleeves: "long",
    cuff: "band",
    options: high(jacketOptions),
    collar: "stand",
    hem: "rib",
  },
  "hi-vis-jacket": {
    sleeves: "long",
    cuff: "band",
    options: high(jacketOptions),
    collar: "stand",
    hem: "stitch",
    reflective: "jacket",
  },
  "hi-vis-vest": {
    sleeves: "none",
    options: high({ neckHalf: 42 }),
    hem: "stitch",
    reflective: "vest",
  },
} satisfies Record<string, BackStyle>;

export type BackKind = keyof typeof styles;

export function hasBackView(kind: string): kind is BackKind {
  return Object.hasOwn(styles, kind);
}

function collarOf(style: BackStyle, palette: Palette): string {
  const neckHalf = style.options.neckHalf ?? 46;
  switch (style.collar) {
    case "band":
      return flat(
        `M${300 - neckHalf},104 Q300,96 ${300 + neckHalf},104 L${300 + neckHalf},118 Q300,110 ${300 - neckHalf},118 Z`,
        palette.shadow,
        palette.outline,
        1.5,
      );
    case "crew":
      return crewNeck(style.options, palette);
    case "stand":
      return (
        flat("M250,80 Q300,70 350,80 L348,118 Q300,108 252,118 Z", palette.base, palette.outline) +
        stitch("M254,88 Q300,78 346,88", palette, 1.2)
      );
    case "hood": {
      const hood = symmetric(
        [300, 236],
        [
          { to: [236, 176], c: [250, 230] },
          { to: [238, 104], c: [222, 130] },
          { to: [300, 92], c: [262, 90] },
        ],
      );
      return shape(hood, palette.shadow, palette, 2) + stitch("M300,98 L300,228", palette, 1.2);
    }
    default:
      return "";
  }
}

function reflectiveOf(style: BackStyle, outline: string): string {
  if (style.reflective === "jacket") return reflectiveBand(350, 32) + reflectiveBand(426, 32);
  if (style.reflective === "vest") return reflectiveBand(348, 34) + reflectiveBand(428, 34);
  return outline;
}

/** The garment's back, or null for a kind drawn from the front only (boots, caps, trousers). */
export function drawBack(kind: string, palette: Palette): string | null {
  if (!hasBackView(kind)) return null;
  const style: BackStyle = styles[kind];
  const body = torsoPath(style.options);
  const hemY = style.options.hemY ?? 505;
  return (
    (style.sleeves === "none" ? "" : sleeves(style.sleeves, palette, style.cuff)) +
    // The jacket's sleeve bands go all the way round, as on its front.
    (style.reflective === "jacket" ? hiVisJacketSleeves(palette) : "") +
    torso(style.options, palette) +
    (style.reflective ? clipped(`back-${kind}`, body, reflectiveOf(style, "")) : "") +
    shape(body, "none", palette) +
    (style.hem === "rib"
      ? waistband(`back-waist-${kind}`, style.options, palette)
      : hemStitch(palette, hemY)) +
    collarOf(style, palette) +
    stitch(
      `M${style.sleeves === "none" ? 214 : 196},150 Q300,162 ${style.sleeves === "none" ? 386 : 404},150`,
      palette,
      1.2,
    ) +
    fold("M230,300 Q246,380 236,450") +
    fold("M370,300 Q354,380 364,450")
  );
}
