import { Hono } from "hono";
import { colourHex, getColourNameBySlug } from "#core/catalogue/colours.ts";
import { drawGarmentSvg, isGarmentKind } from "./garment-svg.ts";

// The demo shop's product pictures, drawn on request: /images/demo/{kind}/{colour-slug}.svg
// (mounted at /images/demo by the app). The pictures never change for a given URL, so browsers
// may cache them for a day.

export const demoImageRoutes = new Hono();

demoImageRoutes.get("/:kind/:colour{.+\\.svg}", (c) => {
  const kind = c.req.param("kind");
  if (!isGarmentKind(kind)) return c.notFound();
  const slug = c.req.param("colour").replace(/\.svg$/, "");
  // A slug that names no known colour still gets a picture, in a colour derived from the slug.
  const hex = colourHex(getColourNameBySlug(slug) ?? slug);
  return c.body(drawGarmentSvg(kind, hex), 200, {
    "content-type": "image/svg+xml; charset=utf-8",
    "cache-control": "public, max-age=86400",
    "x-content-type-options": "nosniff",
  });
});
