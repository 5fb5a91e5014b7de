import { type Context, Hono } from "hono";
import { colourHex, getColourNameBySlug } from "#core/catalogue/colours.ts";
import { drawGarmentSvg, isGarmentKind } from "./garment-svg.ts";

// The demo shop's product pictures, drawn on request: /images/demo/{kind}/{colour-slug}.svg
// and, for tops, their backs at /images/demo/{kind}/back/{colour-slug}.svg (issue 15.2; mounted
// at /images/demo by the app). The pictures never change for a given URL, so browsers
// may cache them for a day.

export const demoImageRoutes = new Hono();

const svgHeaders = {
  "content-type": "image/svg+xml; charset=utf-8",
  "cache-control": "public, max-age=86400",
  "x-content-type-options": "nosniff",
};

function pictureRoute(view: "front" | "back") {
  return (c: Context) => {
    const kind = c.req.param("kind") ?? "";
    if (!isGarmentKind(kind)) return c.notFound();
    const slug = (c.req.param("colour") ?? "").replace(/\.svg$/, "");
    // A slug that names no known colour still gets a picture, in a colour derived from the slug.
    const svg = drawGarmentSvg(kind, colourHex(getColourNameBySlug(slug) ?? slug), view);
    return svg === null ? c.notFound() : c.body(svg, 200, svgHeaders);
  };
}

demoImageRoutes.get("/:kind/back/:colour{[^/]+\\.svg}", pictureRoute("back"));
demoImageRoutes.get("/:kind/:colour{[^/]+\\.svg}", pictureRoute("front"));
