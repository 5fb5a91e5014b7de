import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsWeightOfHtml, scriptPathsOfHtml } from "./js-weight.ts";

// A page shaped like React Router's: modulepreload links, an inline module script importing the
// route modules and, at its end, the client entry; plus what must not count.
const page = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/assets/root.css"/>
<link rel="modulepreload" href="/assets/entry.js" nonce="n"/>
<link nonce="n" href="/assets/react.js" rel="modulepreload"/>
<link rel="preload" href="/assets/font.woff2" as="font"/>
<script src="https://cdn.example.com/outside.js"></script>
</head><body>
<script nonce="n">window.__data = { "imports": ["/assets/not-loaded.js"] };</script>
<script nonce="n" type="module" async="">;
import * as route0 from "/assets/root.js";
import "/assets/side-effect.js?v=2";
window.__reactRouterManifest = { "entry": { "imports": ["/assets/react.js"] } };
import("/assets/entry.js");</script>
<script src="/assets/legacy.js" defer></script>
</body></html>`;

describe("the JavaScript a page loads", () => {
  let clientDir: string;
  const contents: Record<string, string> = {
    "entry.js": "export const entry = 1;".repeat(50),
    "react.js": "export const react = 2;".repeat(500),
    "root.js": "export const root = 3;",
    "side-effect.js": "console.log('side');",
    "legacy.js": "var legacy = true;",
  };

  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), "js-weight-"));
    await mkdir(path.join(clientDir, "assets"));
    for (const [name, text] of Object.entries(contents))
      await writeFile(path.join(clientDir, "assets", name), text);
  });
  afterAll(() => rm(clientDir, { recursive: true, force: true }));

  it("is every same-origin script, modulepreload and module import, each once", () => {
    expect(scriptPathsOfHtml(page).sort()).toEqual(
      ["entry.js", "legacy.js", "react.js", "root.js", "side-effect.js"].map((f) => `/assets/${f}`),
    );
  });

  it("weighs each file gzipped at level 9 and adds them up", async () => {
    const weight = await jsWeightOfHtml(page, clientDir);
    const expected = Object.entries(contents).map(([name, text]) => ({
      path: `/assets/${name}`,
      gzipBytes: gzipSync(text, { level: 9 }).length,
    }));
    expect(weight.files).toEqual(expect.arrayContaining(expected));
    expect(weight.files).toHaveLength(expected.length);
    expect(weight.totalGzipBytes).toBe(expected.reduce((sum, file) => sum + file.gzipBytes, 0));
  });

  it("refuses a script the build does not have, naming it", async () => {
    await expect(
      jsWeightOfHtml('<script src="/assets/missing.js"></script>', clientDir),
    ).rejects.toThrow(/missing\.js/);
  });

  it("refuses a path that climbs out of the client folder", async () => {
    await expect(
      jsWeightOfHtml('<script src="/%2e%2e/secret.js"></script>', clientDir),
    ).rejects.toThrow(/outside/);
  });
});
