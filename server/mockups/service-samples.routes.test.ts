import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { colourHex } from "#core/catalogue/colours.ts";
import { areaFor, templateAreas } from "#core/mockup/mockup-areas.ts";
import { serviceSamplePath, serviceSamples } from "#core/mockup/service-samples.ts";
import { drawGarmentSvg, isGarmentKind } from "#server/demo/garment-svg.ts";
import { mockupSize } from "./mockup-render.server.ts";
import { serviceSampleRoutes } from "./service-samples.routes.ts";

// Issue 21.4: the services page's portfolio shows the demo logo on each garment, where an order's
// mock-up would put it.

/** The garment alone, as renderMockup lays it out before the design goes on. */
async function plainGarment(garment: string, colour: string, view: "front" | "back") {
  if (!isGarmentKind(garment)) throw new Error(`${garment} is not drawn`);
  const svg = drawGarmentSvg(garment, colourHex(colour), view);
  if (svg === null) throw new Error(`${garment} has no ${view}`);
  return sharp(Buffer.from(svg))
    .resize(mockupSize, mockupSize, { fit: "contain", background: "#f4f5f7" })
    .flatten({ background: "#f4f5f7" })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

describe("the services page's decorated samples", () => {
  const routes = serviceSampleRoutes();
  const path = (slug: string) => serviceSamplePath({ slug }).replace("/images/samples", "");

  it.each(serviceSamples.map((sample) => [sample.slug, sample] as const))(
    "%s: the logo is on the garment inside its position's area, and nowhere else",
    async (_slug, sample) => {
      const response = await routes.request(path(sample.slug));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
      const drawn = await sharp(Buffer.from(await response.arrayBuffer()))
        .flatten({ background: "#f4f5f7" })
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([drawn.info.width, drawn.info.height]).toEqual([mockupSize, mockupSize]);

      const area = areaFor(templateAreas(sample.template), sample.position)!;
      const plain = await plainGarment(sample.garment, sample.colour, area.view);
      const channels = drawn.info.channels;
      let inside = 0;
      let outside = 0;
      for (let y = 0; y < mockupSize; y += 1) {
        for (let x = 0; x < mockupSize; x += 1) {
          const at = (y * mockupSize + x) * channels;
          const changed = [0, 1, 2].some(
            (channel) => Math.abs(drawn.data[at + channel]! - plain.data[at + channel]!) > 24,
          );
          if (!changed) continue;
          const inArea =
            x >= area.x * mockupSize - 1 &&
            x <= (area.x + area.width) * mockupSize + 1 &&
            y >= area.y * mockupSize - 1 &&
            y <= (area.y + area.height) * mockupSize + 1;
          if (inArea) inside += 1;
          else outside += 1;
        }
      }
      const areaPixels = area.width * area.height * mockupSize * mockupSize;
      // The logo covers a real part of its area (its mark, letters and rule), and nothing else moved.
      expect(inside).toBeGreaterThan(areaPixels * 0.1);
      expect(outside).toBe(0);
    },
  );

  it("draws each picture once and answers the same bytes again", async () => {
    const [first] = serviceSamples;
    const one = new Uint8Array(await (await routes.request(path(first!.slug))).arrayBuffer());
    const two = new Uint8Array(await (await routes.request(path(first!.slug))).arrayBuffer());
    expect(Buffer.from(two).equals(Buffer.from(one))).toBe(true);
  });

  it("answers 404 for a sample not in the list, or a name that is not a PNG", async () => {
    expect((await routes.request("/polo-pink-anything.png")).status).toBe(404);
    expect((await routes.request("/polo-navy-chest-embroidery.svg")).status).toBe(404);
    expect((await routes.request("/../demo/polo/navy.svg")).status).toBe(404);
  });
});
