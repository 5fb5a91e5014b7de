import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { Hono } from "hono";
import type { AppServices } from "#server/context.ts";
import { renditionFile } from "./product-images.ts";

// Issue 11.2: the shop's own product pictures, /images/catalogue/<key>.webp or .avif, with
// `?width=` choosing the rendition (the smallest at least that wide; pages ask only for widths
// that were made, core/catalogue/picture-widths.ts). A width that is not a whole number from 1 to
// 9999 is refused with 400 naming the field. A rendition never changes, so browsers and proxies
// may keep it for a year without asking again.

const fileName = /^([0-9a-f-]{36})\.(webp|avif)$/;
const widthText = /^[1-9]\d{0,3}$/;

export function catalogueImageRoutes(services: Pick<AppServices, "config">) {
  const routes = new Hono();
  routes.get("/:file", async (c) => {
    const match = fileName.exec(c.req.param("file"));
    const wanted = c.req.query("width");
    if (wanted !== undefined && !widthText.test(wanted))
      return c.json(
        { error: "The width must be a whole number of pixels from 1 to 9999", field: "width" },
        400,
      );
    const width = wanted === undefined ? null : Number(wanted);
    const file = match
      ? await renditionFile(services.config.dataDir, match[1]!, match[2] as "webp" | "avif", width)
      : null;
    if (!file) return c.text("No such picture", 404);
    return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream, 200, {
      "Content-Type": `image/${match![2]}`,
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    });
  });
  return routes;
}
