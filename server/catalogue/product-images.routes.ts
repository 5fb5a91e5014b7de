import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { Hono } from "hono";
import type { AppServices } from "#server/context.ts";
import { renditionFile } from "./product-images.ts";

// Issue 11.2: the shop's own product pictures, /images/catalogue/<key>.webp or .avif, with
// `?width=` choosing the rendition (the smallest at least that wide). A rendition never changes,
// so browsers and proxies may keep it for a year without asking again.

const fileName = /^([0-9a-f-]{36})\.(webp|avif)$/;

export function catalogueImageRoutes(services: Pick<AppServices, "config">) {
  const routes = new Hono();
  routes.get("/:file", async (c) => {
    const match = fileName.exec(c.req.param("file"));
    const widthText = c.req.query("width");
    const width = widthText && /^\d{1,4}$/.test(widthText) ? Number(widthText) : null;
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
