// Named garment colours as UK workwear catalogues spell them, mapped to a representative hex.
// The demo shop draws its product pictures from these, and the storefront may use them for swatches.
// Unknown names still get a colour (derived from the name) so a new colour never breaks a page.

const garmentColours = {
  Black: "#1c1d21",
  White: "#fbfbf9",
  Navy: "#1f2a44",
  "French Navy": "#27304f",
  "Oxford Navy": "#2b3553",
  "Royal Blue": "#2a4fb0",
  "Sky Blue": "#8fc1e6",
  "Oxford Blue": "#a9c3e0",
  "Light Blue": "#b7d3ec",
  "Sapphire Blue": "#1f6fb5",
  Turquoise: "#1aa3b5",
  Red: "#c8202e",
  "Classic Red": "#b71c2a",
  Burgundy: "#6b1f2e",
  "Bottle Green": "#1f4d36",
  "Kelly Green": "#2e9a48",
  "Forest Green": "#2d4a2f",
  Charcoal: "#3b3e45",
  Graphite: "#4a4e57",
  "Grey Marl": "#a7a9ad",
  "Heather Grey": "#b3b5b9",
  "Sport Grey": "#a9abae",
  "Light Grey": "#cfd1d4",
  Grey: "#8a8d93",
  "Dark Grey": "#55585e",
  "Steel Grey": "#6e747b",
  "Lead Grey": "#5a5e63",
  "Seal Grey": "#62666b",
  "Convoy Grey": "#6b6e70",
  "Light Oxford": "#b8bbbe",
  Khaki: "#8c7d55",
  Sand: "#cdb88f",
  Stone: "#c9bfa8",
  Tan: "#b98c5a",
  Brown: "#5b3b26",
  Olive: "#5c5f33",
  Orange: "#ec6b1f",
  "Hi-Vis Yellow": "#e6f22a",
  "Hi-Vis Orange": "#ff6a13",
  Purple: "#5b2d86",
  Pink: "#ec8fb3",
  Fuchsia: "#c2287a",
  Yellow: "#f5c518",
  Gold: "#d9a520",
  Silver: "#c4c7cc",
  Clear: "#dfe7ec",
  Wine: "#5a1a2b",
  Mustard: "#c9a227",
  Cream: "#f1ead8",
  Honey: "#b7772f",
  Camel: "#a97d4f",
} as const satisfies Record<string, string>;

export type GarmentColourName = keyof typeof garmentColours;

/** Every known colour name, in catalogue spelling. */
export const garmentColourNames = /* @__PURE__ */ Object.keys(
  garmentColours,
) as GarmentColourName[];

/** Lower case with spaces, hyphens and underscores removed: "Hi-Vis yellow" and "hivis_yellow" match. */
function normaliseColourName(name: string): string {
  return name.toLowerCase().replace(/[\s_-]+/g, "");
}

// Made on first use, so that a browser bundle importing only colourSlug or isLightColour leaves the
// table of names out.
let hexByNormalisedName: Map<string, string> | undefined;

function knownHex(normalisedName: string): string | undefined {
  hexByNormalisedName ??= new Map(
    Object.entries(garmentColours).map(([name, hex]) => [normaliseColourName(name), hex]),
  );
  return hexByNormalisedName.get(normalisedName);
}

/** URL slug of a colour name: "Royal Blue" → "royal-blue", "Hi-Vis Yellow" → "hi-vis-yellow". */
export function colourSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The known colour name for a slug ("royal-blue" → "Royal Blue"), or null when none matches. */
export function getColourNameBySlug(slug: string): GarmentColourName | null {
  const wanted = normaliseColourName(slug);
  return garmentColourNames.find((name) => normaliseColourName(name) === wanted) ?? null;
}

/** 32-bit FNV-1a: small, stable across runs and platforms, good enough spread for colours. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** HSL (h in degrees, s and l in 0..1) to "#rrggbb". */
function hslToHex(hue: number, saturation: number, lightness: number): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const segment = hue / 60;
  const second = chroma * (1 - Math.abs((segment % 2) - 1));
  const [r, g, b] =
    segment < 1
      ? [chroma, second, 0]
      : segment < 2
        ? [second, chroma, 0]
        : segment < 3
          ? [0, chroma, second]
          : segment < 4
            ? [0, second, chroma]
            : segment < 5
              ? [second, 0, chroma]
              : [chroma, 0, second];
  const base = lightness - chroma / 2;
  const channel = (value: number) =>
    Math.round((value + base) * 255)
      .toString(16)
      .padStart(2, "0");
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/**
 * The hex colour ("#rrggbb", lower case) for a garment colour name; case, spaces and hyphens are
 * ignored. An unknown name gets a stable mid-tone colour derived from a hash of its normalised form.
 */
export function colourHex(name: string): string {
  const normalised = normaliseColourName(name);
  const known = knownHex(normalised);
  if (known) return known;
  const hash = hashString(normalised);
  // Keep saturation and lightness in a garment-like band so invented colours never look neon or black.
  const hue = hash % 360;
  const saturation = 0.35 + ((hash >>> 9) % 35) / 100;
  const lightness = 0.35 + ((hash >>> 17) % 25) / 100;
  return hslToHex(hue, saturation, lightness);
}

/** Parses "#rgb" or "#rrggbb" into 0..255 channels; anything else reads as mid grey. */
function hexChannels(hex: string): [number, number, number] {
  const digits = hex.replace(/^#/, "");
  const full =
    digits.length === 3 ? digits.replace(/./g, (digit) => digit + digit) : digits.padEnd(6, "0");
  const value = Number.parseInt(full.slice(0, 6), 16);
  if (Number.isNaN(value)) return [128, 128, 128];
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/**
 * Whether a colour is light enough that dark outlines and labels read better on it than light ones
 * (WCAG relative luminance above 0.4).
 */
export function isLightColour(hex: string): boolean {
  const [r, g, b] = hexChannels(hex).map((channel) => {
    const unit = channel / 255;
    return unit <= 0.03928 ? unit / 12.92 : ((unit + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.4;
}

/**
 * Mixes a colour towards black (amount < 0) or white (amount > 0); amount in -1..1.
 * Used for shading garments drawn in that colour.
 */
export function shadeHex(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const weight = Math.min(1, Math.abs(amount));
  return `#${hexChannels(hex)
    .map((channel) =>
      Math.round(channel + (target - channel) * weight)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}
