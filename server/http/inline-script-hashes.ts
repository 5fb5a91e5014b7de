import { createHash } from "node:crypto";

// Issue 12.2, docs/decisions/013: a page sent to many visitors cannot allow its inline scripts by
// a nonce (it would be public); its Content-Security-Policy lists their SHA-256 hashes instead.

/** The text of every inline script of `html` (a script with a src has none to allow). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? "";
    const text = match[2] ?? "";
    if (/\bsrc\s*=/i.test(attributes) || text === "") continue;
    scripts.push(text);
  }
  return scripts;
}

/** CSP hash sources allowing exactly these inline scripts. */
export function scriptHashSources(scripts: readonly string[]): string[] {
  const hashes = new Set(
    scripts.map((text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`),
  );
  return [...hashes];
}
