import { EngineInputError } from "../connection.ts";
import { toGid } from "../global-id.ts";
import type { ImageRow } from "./catalogue-queries.ts";

// Issue 13.3: `Image.url(transform:)`. Where the picture is ours (an upload kept at fixed widths,
// server/catalogue/product-images.routes.ts) or on Shopify's CDN, the address asks for the width
// the transform comes to; anything else (the demo's drawings, which scale by themselves) keeps its
// one address, as Shopify's "best effort" allows. Our uploads are WebP already: a wish for JPG or
// PNG is a conversion we do not offer, so it is ignored as Shopify ignores what a file cannot do.

export type ImageTransform = {
  maxWidth?: number | null;
  maxHeight?: number | null;
  crop?: string | null;
  preferredContentType?: string | null;
  scale?: number | null;
};

const ownUpload = /\/images\/catalogue\/[0-9a-f-]{36}\.webp$/;
const largestSide = 5760;

function checkSide(value: number | null | undefined, field: string): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < 1 || value > largestSide)
    throw new EngineInputError(`transform.${field} must be between 1 and ${largestSide}`);
  return value;
}

/** The width in pixels the transform asks of a picture `width` × `height` (null: its own). */
function wantedWidth(
  transform: ImageTransform,
  size: { width: number | null; height: number | null },
): number | null {
  const maxWidth = checkSide(transform.maxWidth, "maxWidth");
  const maxHeight = checkSide(transform.maxHeight, "maxHeight");
  const scale = transform.scale ?? 1;
  if (!Number.isInteger(scale) || scale < 1 || scale > 3)
    throw new EngineInputError("transform.scale must be 1, 2 or 3");
  const fromHeight =
    maxHeight !== null && size.width && size.height
      ? Math.round((maxHeight * size.width) / size.height)
      : null;
  // Without crop the picture fits inside both bounds; with crop it fills them and is cut.
  const sides = [maxWidth, fromHeight].filter((side): side is number => side !== null);
  if (sides.length === 0) return null;
  const side = transform.crop ? Math.max(...sides) : Math.min(...sides);
  const width = side * scale;
  return size.width ? Math.min(width, size.width) : width;
}

/** The address of the picture at `url` as the transform asks for it. */
export function transformedImageUrl(
  url: string,
  size: { width: number | null; height: number | null },
  transform: ImageTransform | null | undefined,
): string {
  if (!transform) return url;
  const width = wantedWidth(transform, size);
  if (width === null || !URL.canParse(url)) return url;
  const address = new URL(url);
  const isShopify =
    address.hostname === "cdn.shopify.com" || address.pathname.startsWith("/cdn/shop/");
  if (!ownUpload.test(address.pathname) && !isShopify) return url;
  address.searchParams.set("width", String(Math.max(1, Math.round(width))));
  return address.toString();
}

export function absoluteUrl(publicUrl: string, url: string): string {
  return url.startsWith("/") ? `${publicUrl}${url}` : url;
}

/** A product picture as the Storefront API's Image (its address made absolute). */
export function imageOf(row: ImageRow, publicUrl: string) {
  return {
    id: toGid("ProductImage", row.id),
    url: absoluteUrl(publicUrl, row.url),
    altText: row.altText,
    width: row.width,
    height: row.height,
  };
}
