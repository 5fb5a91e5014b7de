import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { jsPathsOfHtml, jsWeightOfHtml, jsWeightOfRoutes } from "./js-weight.ts";

const html = `<!DOCTYPE html><html><head>
<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>
<link rel="modulepreload" href="/assets/root-B.js"/>
<link rel="stylesheet" href="/assets/root-C.css"/>
<link rel="preload" as="image" href="/images/x.js"/>
</head><body>
<script type="application/ld+json">{"import":"/assets/not-code.js"}</script>
<script>window.__ctx = { import: "/assets/not-a-module.js" };</script>
<script type="module" async="">
import * as route0 from "/assets/root-B.js";
import * as route1 from "/assets/product-D.js";
import("/assets/entry.client-A.js");
</script>
<script src="https://cdn.example.com/other.js"></script>
</body></html>`;

async function clientDirWith(files: Record<string, string>) {
  const dir = await mkdtemp(path.join(tmpdir(), "js-weight-"));
  await mkdir(path.join(dir, "assets"));
  for (const [name, text] of Object.entries(files)) {
    await writeFile(path.join(dir, "assets", name), text);
  }
  return dir;
}

describe("js-weight", () => {
  it("finds the module preloads and module imports of a page, not data, styles or other sites", () => {
    expect(jsPathsOfHtml(html)).toEqual([
      "/assets/entry.client-A.js",
      "/assets/root-B.js",
      "/assets/root-B.js",
      "/assets/product-D.js",
      "/assets/entry.client-A.js",
    ]);
  });

  it("counts each file once at its gzip -9 size", async () => {
    const files = {
      "entry.client-A.js": "console.log('entry');".repeat(50),
      "root-B.js": "export const root = 1;",
      "product-D.js": "export const product = 2;",
    };
    const dir = await clientDirWith(files);
    const weight = await jsWeightOfHtml(html, dir);
    const sizes = Object.values(files).map((text) => gzipSync(text, { level: 9 }).byteLength);
    expect(weight.files).toHaveLength(3);
    expect(weight.totalGzipBytes).toBe(sizes.reduce((sum, size) => sum + size, 0));
  });

  it("reads a page's files from React Router's manifest: the entry, then each route's", async () => {
    const manifest = {
      entry: { module: "/assets/entry.client-A.js", imports: [] },
      routes: {
        root: { module: "/assets/root-B.js", imports: ["/assets/entry.client-A.js"] },
        "routes/product": { module: "/assets/product-D.js", imports: ["/assets/root-B.js"] },
      },
    };
    const dir = await clientDirWith({
      "manifest-1a2b3c4d.js": `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
      "entry.client-A.js": "a",
      "root-B.js": "b",
      "product-D.js": "d",
    });
    const weight = await jsWeightOfRoutes(["root", "routes/product"], dir);
    expect(weight.files.map((file) => file.path).sort()).toEqual([
      "/assets/entry.client-A.js",
      "/assets/product-D.js",
      "/assets/root-B.js",
    ]);
  });
});
