import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

// DESIGN §8: the JavaScript a page loads, gzip -9. A page loads what its HTML names: the
// modulepreload links and the imports of its inline module script, which React Router writes from
// its client manifest (the entry, the matched routes' modules and every chunk they import).
// Chunks loaded later by a dynamic import() (a dialog on first use, signed-in-only UI) are not
// counted: an anonymous first visit never fetches them.
//
//   npx tsx scripts/js-weight.ts                     home, collection and product from the build
//   npx tsx scripts/js-weight.ts http://127.0.0.1:3000 [path…]   those pages' HTML, as served

export type JsWeight = {
  files: { path: string; gzipBytes: number }[];
  totalGzipBytes: number;
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const defaultClientDir = path.join(root, "build/client");

/** Size in bytes of `bytes` compressed with gzip at level 9 (`gzip -9`). */
export function gzipBytesOf(bytes: Uint8Array): number {
  return gzipSync(bytes, { level: 9 }).byteLength;
}

/** gzip -9 sizes of the given site paths ("/assets/x.js") served from `clientDir`, each once. */
export async function jsWeightOfFiles(sitePaths: string[], clientDir: string): Promise<JsWeight> {
  const unique = [...new Set(sitePaths)];
  const files = await Promise.all(
    unique.map(async (sitePath) => ({
      path: sitePath,
      gzipBytes: gzipBytesOf(await readFile(path.join(clientDir, sitePath))),
    })),
  );
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

/** The same-site JavaScript a page's HTML loads: module preloads, module script sources and the
 *  static or dynamic imports written inside its inline module scripts. */
export function jsPathsOfHtml(html: string): string[] {
  const found: string[] = [];
  const add = (url: string | undefined) => {
    if (url && url.startsWith("/") && !url.startsWith("//") && /\.m?js(\?|$)/.test(url)) {
      found.push(url.split("?")[0]!);
    }
  };
  for (const tag of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/\brel=["']?modulepreload\b/i.test(tag[0]))
      add(/\bhref=["']([^"']+)["']/i.exec(tag[0])?.[1]);
  }
  for (const script of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", body = ""] = script;
    add(/\bsrc=["']([^"']+)["']/i.exec(attributes)?.[1]);
    if (!/\btype=["']?module\b/i.test(attributes)) continue;
    for (const specifier of body.matchAll(
      /\bimport\s*(?:[^"'();]*?\bfrom\s*)?\(?\s*["']([^"']+)["']/g,
    )) {
      add(specifier[1]);
    }
  }
  return found;
}

/** The JavaScript a page loads, read from its HTML, with gzip -9 sizes of the built files. */
export async function jsWeightOfHtml(html: string, clientDir: string): Promise<JsWeight> {
  return jsWeightOfFiles(jsPathsOfHtml(html), clientDir);
}

type ManifestEntry = { module: string; imports?: string[] };
type ClientManifest = { entry: ManifestEntry; routes: Record<string, ManifestEntry> };

/** React Router's client manifest (`build/client/assets/manifest-*.js`). */
export async function readClientManifest(clientDir: string): Promise<ClientManifest> {
  const assets = path.join(clientDir, "assets");
  const name = (await readdir(assets)).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!name) throw new Error(`no React Router manifest in ${assets}: run npm run build first`);
  const source = await readFile(path.join(assets, name), "utf8");
  return JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "")) as ClientManifest;
}

/** The JavaScript a server-rendered page of these routes (root first) loads, as the manifest
 *  lists it: the entry and its imports, then each route's module and its imports. */
export async function jsWeightOfRoutes(routeIds: string[], clientDir: string): Promise<JsWeight> {
  const manifest = await readClientManifest(clientDir);
  const modules = [manifest.entry, ...routeIds.map((id) => manifest.routes[id])].flatMap(
    (entry, index) => {
      if (!entry) throw new Error(`no route ${routeIds[index - 1]} in the client manifest`);
      return [entry.module, ...(entry.imports ?? [])];
    },
  );
  return jsWeightOfFiles(modules, clientDir);
}

const kilobytes = (bytes: number) => (bytes / 1000).toFixed(1);

async function main(args: string[]) {
  const [base, ...paths] = args;
  const pages: [string, Promise<JsWeight>][] = base
    ? (paths.length ? paths : ["/"]).map((page) => [
        page,
        fetch(new URL(page, base))
          .then((response) => response.text())
          .then((html) => jsWeightOfHtml(html, defaultClientDir)),
      ])
    : [
        ["home", jsWeightOfRoutes(["root", "routes/home"], defaultClientDir)],
        ["collection", jsWeightOfRoutes(["root", "routes/collection"], defaultClientDir)],
        ["product", jsWeightOfRoutes(["root", "routes/product"], defaultClientDir)],
      ];
  const rows = [];
  for (const [page, weight] of pages) {
    const { files, totalGzipBytes } = await weight;
    rows.push({
      page,
      files: files.length,
      "KB gzip -9": kilobytes(totalGzipBytes),
      largest: files
        .slice(0, 3)
        .map((file) => `${path.basename(file.path)} ${kilobytes(file.gzipBytes)}`)
        .join(", "),
    });
  }
  console.table(rows);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main(process.argv.slice(2));
}
