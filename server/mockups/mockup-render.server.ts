import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { getColourNameBySlug, colourHex } from "#core/catalogue/colours.ts";
import type { DecorationType } from "#core/basket/basket.ts";
import { containedIn, type MockupArea, placeDesign, within } from "#core/mockup/mockup-areas.ts";
import { renditionFile } from "#server/catalogue/product-images.ts";
import { drawGarmentSvg, isGarmentKind } from "#server/demo/garment-svg.ts";
import { drawPreview } from "#server/logos/logos.server.ts";

// Issue 15.2: the mock-up drawn on the server, the same composition as the product page's
// (core/mockup/mockup-areas.ts places the design): the garment's picture fitted in a square, the
// design fitted in its area. A PNG for the order page, the confirmation e-mail and the proof.

/** The mock-up's side in pixels: the product page's largest gallery picture. */
export const mockupSize = 600;

const background = "#f4f5f7";

/** The shop's own pictures by address: the demo's drawings and the catalogue's uploads. */
export async function readShopPicture(dataDir: string, url: string): Promise<Buffer | null> {
  const demo = /^\/images\/demo\/([a-z-]+)\/(back\/)?([a-z0-9-]+)\.svg$/.exec(url);
  if (demo) {
    const [, kind = "", back, slug = ""] = demo;
    if (!isGarmentKind(kind)) return null;
    const svg = drawGarmentSvg(
      kind,
      colourHex(getColourNameBySlug(slug) ?? slug),
      back ? "back" : "front",
    );
    return svg === null ? null : Buffer.from(svg);
  }
  const catalogue = /^\/images\/catalogue\/([0-9a-f-]{36})\.webp$/.exec(url);
  if (catalogue) {
    const file = await renditionFile(dataDir, catalogue[1]!, "webp", mockupSize * 2);
    return file ? readFile(file) : null;
  }
  // A picture elsewhere (a Shopify store's CDN) is not fetched: the shop calls no one.
  return null;
}

/** A box marking where a PDF, AI or EPS design goes: it cannot be drawn. */
function markedBox(width: number, height: number): Buffer {
  const size = Math.max(10, Math.min(width, height) / 4);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect x="1.5" y="1.5" width="${width - 3}" height="${height - 3}" rx="3" fill="rgba(15,23,42,0.45)" stroke="#fff" stroke-width="3" stroke-dasharray="8 5"/>` +
      `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${size}" fill="#fff">Your design</text>` +
      `</svg>`,
  );
}

export type MockupInput = {
  picture: Buffer;
  area: MockupArea;
  method: Exclude<DecorationType, "plain">;
  design: { bytes: Uint8Array; contentType: string };
};

/** The mock-up as a PNG of mockupSize × mockupSize. */
export async function renderMockup(input: MockupInput): Promise<Buffer> {
  const garment = sharp(input.picture, { limitInputPixels: 40_000_000 });
  const meta = await garment.metadata();
  const base = await garment
    .resize(mockupSize, mockupSize, { fit: "contain", background })
    .flatten({ background })
    .png()
    .toBuffer();
  const preview = await drawPreview(input.design.bytes, input.design.contentType);
  const aspect = preview
    ? await sharp(preview)
        .metadata()
        .then(({ width = 1, height = 1 }) => width / height)
    : 1;
  const box = within(
    containedIn(meta.width ?? null, meta.height ?? null),
    placeDesign(input.area, input.method, aspect),
  );
  const width = Math.max(1, Math.round(box.width * mockupSize));
  const height = Math.max(1, Math.round(box.height * mockupSize));
  const design = preview
    ? await sharp(preview).resize(width, height, { fit: "fill" }).png().toBuffer()
    : markedBox(width, height);
  return sharp(base)
    .composite([
      {
        input: design,
        left: Math.round(box.x * mockupSize),
        top: Math.round(box.y * mockupSize),
      },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
