import { Hono } from "hono";
import { colourHex } from "#core/catalogue/colours.ts";
import { areaFor, templateAreas } from "#core/mockup/mockup-areas.ts";
import { serviceSampleBySlug, type ServiceSample } from "#core/mockup/service-samples.ts";
import { drawDemoLogo } from "#server/demo/demo-logo.ts";
import { drawGarmentSvg, isGarmentKind } from "#server/demo/garment-svg.ts";
import { renderMockup } from "./mockup-render.server.ts";

// Issue 21.4: the services page's decorated samples, /images/samples/{slug}.png — the demo
// customer's logo on a demo garment, composed by renderMockup as an order's mock-up is. The list
// is fixed (core/mockup/service-samples.ts), so each picture is drawn once per process, on first
// request, and kept: a visitor can make the shop draw at most that many pictures.

const pngHeaders = {
  "content-type": "image/png",
  "cache-control": "public, max-age=86400",
  "x-content-type-options": "nosniff",
};

/** The sample's picture, or null when its garment or position has no drawing or area. */
export async function drawServiceSample(sample: ServiceSample): Promise<Buffer | null> {
  if (!isGarmentKind(sample.garment)) return null;
  const area = areaFor(templateAreas(sample.template), sample.position);
  if (!area) return null;
  const picture = drawGarmentSvg(sample.garment, colourHex(sample.colour), area.view);
  if (picture === null) return null;
  return renderMockup({
    picture: Buffer.from(picture),
    area,
    method: sample.method,
    design: { bytes: Buffer.from(drawDemoLogo(sample.scheme)), contentType: "image/svg+xml" },
  });
}

export function serviceSampleRoutes(): Hono {
  const drawn = new Map<string, Promise<Buffer | null>>();
  const routes = new Hono();
  routes.get("/:name{[a-z0-9-]+\\.png}", async (c) => {
    const sample = serviceSampleBySlug(c.req.param("name").replace(/\.png$/, ""));
    if (!sample) return c.notFound();
    let picture = drawn.get(sample.slug);
    if (!picture) {
      picture = drawServiceSample(sample);
      drawn.set(sample.slug, picture);
      // A failed drawing is not kept: the next request tries again (and the error is logged).
      picture.catch(() => drawn.delete(sample.slug));
    }
    const png = await picture;
    return png ? c.body(new Uint8Array(png), 200, pngHeaders) : c.notFound();
  });
  return routes;
}
