import { promisify } from "node:util";
import zlib from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compression } from "./compression.ts";

const page = `<!doctype html><html><body>${"<p>Hi-vis vest, EN ISO 20471 class 2</p>".repeat(200)}</body></html>`;

let release!: () => void;
const releaseStream = new Promise<void>((resolve) => (release = resolve));

function testApp() {
  const app = new Hono();
  app.use(compression());
  app.get("/page", (c) => c.html(page));
  app.get("/tiny", (c) =>
    c.body("ok", 200, { "Content-Type": "text/plain", "Content-Length": "2" }),
  );
  app.get("/events", (c) =>
    c.body(page, 200, { "Content-Type": "text/event-stream", "Cache-Control": "no-store" }),
  );
  app.get("/picture", (c) => c.body(new Uint8Array(4096), 200, { "Content-Type": "image/webp" }));
  app.get("/tagged", (c) => c.html(page, 200, { ETag: '"abc"' }));
  // A page that writes its head, then waits, as a streamed render does.
  app.get("/streamed", () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode("<!doctype html><head><title>Polo</title></head>"));
        await releaseStream;
        controller.enqueue(encoder.encode("<body>the rest</body>"));
        controller.close();
      },
    });
    return new Response(body, {
      headers: { "Content-Type": "text/html; charset=UTF-8" },
    });
  });
  return app;
}

const get = (app: Hono, path: string, acceptEncoding?: string, method = "GET") =>
  app.request(path, {
    method,
    headers: acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding },
  });

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe("compression (issue 12.1)", () => {
  it("sends brotli when the browser accepts it, and the page decodes to the same HTML", async () => {
    const response = await get(testApp(), "/page", "gzip, deflate, br, zstd");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(response.headers.get("content-length")).toBeNull();
    const body = await bytesOf(response);
    expect(body.length).toBeLessThan(page.length / 10);
    expect(zlib.brotliDecompressSync(body).toString()).toBe(page);
  });

  it("sends gzip to a client that prefers it or knows nothing else", async () => {
    for (const header of ["gzip", "br;q=0.5, gzip", "br;q=0, gzip;q=0.8"]) {
      const response = await get(testApp(), "/page", header);
      expect(response.headers.get("content-encoding"), header).toBe("gzip");
      expect(zlib.gunzipSync(await bytesOf(response)).toString()).toBe(page);
    }
  });

  it("sends the page as it is without Accept-Encoding, or when nothing offered is accepted", async () => {
    for (const header of [undefined, "identity", "deflate", "br;q=0, gzip;q=0"]) {
      const response = await get(testApp(), "/page", header);
      expect(response.headers.get("content-encoding"), String(header)).toBeNull();
      expect(await response.text()).toBe(page);
    }
  });

  it("leaves tiny bodies, pictures, event streams and HEAD answers alone", async () => {
    const app = testApp();
    for (const path of ["/tiny", "/picture", "/events"]) {
      const response = await get(app, path, "br, gzip");
      expect(response.headers.get("content-encoding"), path).toBeNull();
    }
    const head = await get(app, "/page", "br", "HEAD");
    expect(head.headers.get("content-encoding")).toBeNull();
  });

  it("keeps an ETag as it is: a record's version, sent back in If-Match to save", async () => {
    const response = await get(testApp(), "/tagged", "br");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("etag")).toBe('"abc"');
  });

  it("flushes each chunk of a streamed page at once, before the page has finished", async () => {
    const response = await get(testApp(), "/streamed", "br");
    expect(response.headers.get("content-encoding")).toBe("br");
    const reader = response.body!.getReader();
    const decoder = zlib.createBrotliDecompress();
    const decoded: Buffer[] = [];
    decoder.on("data", (chunk: Buffer) => decoded.push(chunk));
    const first = await reader.read();
    decoder.write(first.value);
    await promisify(setTimeout)(20);
    expect(Buffer.concat(decoded).toString()).toContain("<title>Polo</title>");
    expect(Buffer.concat(decoded).toString()).not.toContain("the rest");
    release();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      decoder.write(part.value);
    }
    await new Promise((resolve) => decoder.end(resolve));
    expect(Buffer.concat(decoded).toString()).toMatch(/<\/head><body>the rest<\/body>$/);
  });
});
