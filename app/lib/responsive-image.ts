import { pictureWidthsFor } from "#core/catalogue/picture-widths.ts";

// Issue 12.5: the `srcset` candidates of a catalogue picture, for the two servers that can resize
// one. Our own uploads (/images/catalogue/<key>.webp, also .avif) are kept at fixed widths and a
// Shopify store's CDN (cdn.shopify.com, or a shop's own /cdn/shop/ path) resizes on `?width=` and
// picks WebP or AVIF from the browser's Accept header. Both are asked only for the widths in
// core/catalogue/picture-widths.ts up to the picture's own width, so no candidate is an enlargement
// or a file that was never made. Anything else (the demo's SVG drawings, sharp at every width from
// one small file; an unknown server) keeps its one address.

export type ImageCandidates = {
  /** The `src`: the 640-pixel candidate (or the nearest), for a browser that reads no srcset. */
  src: string;
  /** The `srcset` of the `<img>`; absent when the server offers one size only. */
  srcSet?: string;
  /** The `srcset` of an AVIF `<source>`, where our own server keeps AVIF renditions too. */
  avifSrcSet?: string;
};

/** A catalogue upload, on our own origin or (written by the engine) with PUBLIC_URL before it. */
const ownPicture = /^(?:https?:\/\/[^/?#]+)?\/images\/catalogue\/[0-9a-f-]{36}\.webp$/;
const fallbackWidth = 640;

function isShopifyCdn(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const { protocol, hostname, pathname } = new URL(url);
  return (
    protocol === "https:" && (hostname === "cdn.shopify.com" || pathname.startsWith("/cdn/shop/"))
  );
}

/** Our own addresses carry no query; a Shopify one may (its `v=` version) and may hold a width. */
function withWidth(url: string, width: number, isOwn: boolean): string {
  if (isOwn) return `${url}?width=${width}`;
  const address = new URL(url);
  address.searchParams.set("width", String(width));
  return address.toString();
}

const srcSetOf = (url: string, widths: number[], isOwn: boolean) =>
  widths.map((width) => `${withWidth(url, width, isOwn)} ${width}w`).join(", ");

/**
 * The `src`, `srcset` and (for our own uploads) AVIF `srcset` of the picture at `url`, whose own
 * width in pixels is `width` (null when unknown: every listed width is offered).
 */
export function imageCandidates(url: string, width: number | null): ImageCandidates {
  const isOwn = ownPicture.test(url);
  if (!isOwn && !isShopifyCdn(url)) return { src: url };
  const widths = pictureWidthsFor(width);
  const src = withWidth(
    url,
    widths.find((candidate) => candidate >= fallbackWidth) ?? widths.at(-1)!,
    isOwn,
  );
  const srcSet = srcSetOf(url, widths, isOwn);
  if (!isOwn) return { src, srcSet };
  return { src, srcSet, avifSrcSet: srcSetOf(url.replace(/\.webp$/, ".avif"), widths, true) };
}
