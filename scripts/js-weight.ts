import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";

// DESIGN §8: "JavaScript loaded by the product page: at most 100 KB gzipped". A page's JavaScript
// is what its HTML names: `<script src>`, `<link rel=modulepreload href>` and the modules its
// inline module scripts import (React Router's `import * as route0 from "…"` and
// `import("…entry.client…")`), each file gzipped at level 9 as `gzip -9` would.

const gzipAsync = promisify(gzip);

export type JsWeight = { files: { path: string; gzipBytes: number }[]; totalGzipBytes: number };

const scriptSource = /<script\b[^>]*?\ssrc\s*=\s*["']([^"']+)["']/gi;
const linkTag = /<link\b[^>]*>/gi;
const inlineModule = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const moduleImport =
  /\bimport\s*(?:\(\s*(["'])([^"']+)\1\s*\)|(?:[\w*{}\s,$]+\sfrom\s*)?(["'])([^"']+)\3)/g;

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(tag)?.[1];
}

/** The same-origin paths of the page's JavaScript, in the order the HTML names them. */
export function scriptPathsOfHtml(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(scriptSource)) found.push(match[1] ?? "");
  for (const [tag] of html.matchAll(linkTag)) {
    const rel = attribute(tag, "rel")?.toLowerCase().split(/\s+/) ?? [];
    const href = attribute(tag, "href");
    if (rel.includes("modulepreload") && href) found.push(href);
  }
  for (const [, attributes = "", body = ""] of html.matchAll(inlineModule)) {
    if (attribute(attributes, "src") || attribute(attributes, "type") !== "module") continue;
    for (const match of body.matchAll(moduleImport)) found.push(match[2] ?? match[4] ?? "");
  }
  const local = found
    .map((url) => url.replace(/[?#].*$/, ""))
    .filter((url) => url.startsWith("/") && !url.startsWith("//"));
  return [...new Set(local)];
}

/** Gzip -9 bytes of every script the HTML loads, read from the build's client folder. */
export async function jsWeightOfHtml(html: string, clientDir: string): Promise<JsWeight> {
  const base = path.resolve(clientDir);
  const files = await Promise.all(
    scriptPathsOfHtml(html).map(async (urlPath) => {
      const file = path.resolve(base, `.${decodeURIComponent(urlPath)}`);
      if (!file.startsWith(base + path.sep)) throw new Error(`${urlPath} is outside ${clientDir}`);
      const compressed = await gzipAsync(await readFile(file), { level: 9 });
      return { path: urlPath, gzipBytes: compressed.length };
    }),
  );
  return { files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
