import { createContext, useContext } from "react";

// Pictures a server render asks the browser to fetch early (the page's LCP image): the server's
// entry (app/entry.server.tsx) writes them into <head> as <link rel="preload">. In the browser
// there is no list: a picture shown after a navigation is fetched as soon as it is in the page.

export type ImagePreload = {
  href: string;
  type?: string;
  imageSrcSet?: string;
  imageSizes?: string;
};

const HeadPreloadsContext = createContext<ImagePreload[] | null>(null);

export const HeadPreloadsProvider = HeadPreloadsContext.Provider;

/** Asks for `image` to be preloaded, at high priority, from the page's head (server only). */
export function usePreloadImage(image: ImagePreload | null): void {
  const preloads = useContext(HeadPreloadsContext);
  if (preloads && image && !preloads.some((kept) => kept.href === image.href)) preloads.push(image);
}

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

function preloadLinks(preloads: ImagePreload[], nonce: string): string {
  return preloads
    .map((image) => {
      const attributes = [
        `href="${attribute(image.href)}"`,
        image.type && `type="${attribute(image.type)}"`,
        image.imageSrcSet && `imagesrcset="${attribute(image.imageSrcSet)}"`,
        image.imageSizes && `imagesizes="${attribute(image.imageSizes)}"`,
      ].filter(Boolean);
      return `<link rel="preload" as="image" ${attributes.join(" ")} fetchpriority="high" nonce="${attribute(nonce)}"/>`;
    })
    .join("");
}

const modulePreloadTag = '<link rel="modulepreload"';
const modulePreload = /<link rel="modulepreload"[^>]*\/>/g;
const bootModule = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)<\/script>/;
const routeImport = /^import \* as (\w+) from ("[^"\n]+");$/gm;
const modulePreloadsId = "module-preloads";

/**
 * React Router's boot module, made to start after the browser's first paint (decision 041): it
 * waits for a frame, then puts the module preloads in the head and imports the routes' modules
 * (static imports would be fetched at once, so they become `import()`).
 */
function afterFirstPaint(boot: string): string {
  const names: string[] = [];
  const imports: string[] = [];
  const rest = boot.replace(routeImport, (_line, name: string, specifier: string) => {
    names.push(name);
    imports.push(`import(${specifier})`);
    return "";
  });
  return (
    "await new Promise((go)=>requestAnimationFrame(()=>setTimeout(go)));" +
    `const preloads=document.getElementById("${modulePreloadsId}");` +
    "if(preloads)document.head.append(preloads.content);" +
    (names.length > 0
      ? `const [${names.join(",")}]=await Promise.all([${imports.join(",")}]);`
      : "") +
    rest
  );
}

/**
 * A server-rendered page with, at the end of its <head>, the preload of its largest picture; and
 * its scripts made to wait for the first paint, so that neither their download nor their running
 * holds up the page's first paint on a slow phone (decision 041). React Router's module preloads,
 * which it writes beside its scripts at the end of <body>, are kept where the first of them was,
 * in an inert <template>, until the boot module starts.
 */
export function withHeadHints(html: string, preloads: ImagePreload[], nonce: string): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  // Only the stretch from the first module preload to the end of the boot module changes: the
  // rest of the page (most of its bytes) is sliced around it, not copied through a replace.
  const firstPreload = html.indexOf(modulePreloadTag, headEnd);
  const lastPreload = html.lastIndexOf(modulePreloadTag);
  const bootSearch = new RegExp(bootModule.source, "g");
  bootSearch.lastIndex = firstPreload >= 0 ? firstPreload : headEnd;
  const boot = bootSearch.exec(html);
  const start = firstPreload >= 0 ? firstPreload : (boot?.index ?? html.length);
  const end = Math.max(
    boot ? boot.index + boot[0].length : start,
    firstPreload >= 0 ? html.indexOf("/>", lastPreload) + 2 : start,
  );
  const stretch = html.slice(start, end);
  let changed = stretch.replace(modulePreload, "");
  if (firstPreload >= 0) {
    const template = `<template id="${modulePreloadsId}">${(stretch.match(modulePreload) ?? []).join("")}</template>`;
    changed = template + changed;
  }
  changed = changed.replace(
    bootModule,
    (_script, open: string, script: string) => `${open}${afterFirstPaint(script)}</script>`,
  );
  return (
    html.slice(0, headEnd) +
    preloadLinks(preloads, nonce) +
    html.slice(headEnd, start) +
    changed +
    html.slice(end)
  );
}
