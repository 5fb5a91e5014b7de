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

/**
 * A server-rendered page with, at the end of its <head>, the preloads of `preloads` and React
 * Router's module preloads, which it writes beside its scripts at the end of <body>: the browser
 * learns of them before it reads the body.
 */
export function withHeadHints(html: string, preloads: ImagePreload[], nonce: string): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  const rest = html.slice(headEnd);
  const modulePreloads = rest.match(modulePreload) ?? [];
  return (
    html.slice(0, headEnd) +
    preloadLinks(preloads, nonce) +
    modulePreloads.join("") +
    rest.replace(modulePreload, "")
  );
}
