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

const modulePreload = /<link rel="modulepreload"[^>]*\/>/g;
const bootModule = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)<\/script>/;
const routeImport = /^import \* as (\w+) from ("[^"\n]+");$/gm;
export const modulePreloadsId = "module-preloads";

/**
 * React Router's boot module, made to start after the browser's first paint (decision 041): it
 * waits for a frame, then puts the module preloads in the head and imports the routes' modules.
 */
function afterFirstPaint(boot: string): string {
  const names: string[] = [];
  const specifiers: string[] = [];
  const rest = boot.replace(routeImport, (_line, name: string, specifier: string) => {
    names.push(name);
    specifiers.push(`import(${specifier})`);
    return "";
  });
  if (names.length === 0) return boot;
  return (
    "await new Promise((go)=>requestAnimationFrame(()=>setTimeout(go)));" +
    `const preloads=document.getElementById("${modulePreloadsId}");` +
    "if(preloads)document.head.append(preloads.content);" +
    `const [${names.join(",")}]=await Promise.all([${specifiers.join(",")}]);` +
    rest
  );
}

/**
 * A server-rendered page with, at the end of its <head>, the preload of its largest picture; and
 * its scripts made to wait for the first paint, so that neither their download nor their running
 * holds up the page's first paint on a slow phone (decision 041). React Router's module preloads,
 * which it writes beside its scripts at the end of <body>, are kept there in an inert <template>
 * until the boot module starts.
 */
export function withHeadHints(html: string, preloads: ImagePreload[], nonce: string): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  const body = html.slice(headEnd);
  const modulePreloads = body.match(modulePreload) ?? [];
  let rest = body;
  if (modulePreloads.length > 0) {
    let first = true;
    rest = rest.replace(modulePreload, () => {
      if (!first) return "";
      first = false;
      return `<template id="${modulePreloadsId}">${modulePreloads.join("")}</template>`;
    });
  }
  rest = rest.replace(
    bootModule,
    (_script, open: string, boot: string) => `${open}${afterFirstPaint(boot)}</script>`,
  );
  return html.slice(0, headEnd) + preloadLinks(preloads, nonce) + rest;
}
