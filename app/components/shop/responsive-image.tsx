import { usePreloadImage } from "#app/lib/head-preloads.tsx";
import { imageCandidates } from "#app/lib/responsive-image.ts";

// Issue 12.5: every catalogue picture on the shop's pages. Its candidates come from
// app/lib/responsive-image.ts; width and height reserve its box before it loads (no layout shift).
// The page's largest picture (`priority`) loads first: eager, fetchpriority=high and preloaded from
// the head (app/lib/head-preloads.tsx): its AVIF candidates when it has them (a browser without
// AVIF skips a preload of that type and takes the WebP ones), else its own. Everything else is
// lazy unless the caller knows it is above the fold on some screen (`loading="eager"`).
//
// Issue 22.3, spec/storefront.md §8: `onError` (the caller's fallback) also hears of a failure
// that happened before hydration, when React was not yet listening for the error event: a
// server-rendered picture that has finished loading without pixels, once it is mounted.

export type ImageSize = { url: string; width: number | null; height: number | null };

export function ResponsiveImage({
  image,
  sizes,
  alt,
  className,
  priority = false,
  loading = "lazy",
  fallbackSize = 600,
  onError,
}: {
  /** The picture and its own size in pixels, when known. */
  image: ImageSize;
  /** The `sizes` attribute: how wide the picture is shown at each screen width. */
  sizes: string;
  alt: string;
  className?: string;
  /** The page's largest picture above the fold (its LCP element). */
  priority?: boolean;
  /** For a picture that is not the priority one; lazy below the fold. */
  loading?: "eager" | "lazy";
  /** The width and height attributes when the picture's own size is not known (a square). */
  fallbackSize?: number;
  /** The picture failed to load (before hydration too): show a fallback in its place. */
  onError?: () => void;
}) {
  const { src, srcSet, avifSrcSet } = imageCandidates(image.url, image.width);
  const hasSize = image.width !== null && image.height !== null;
  const candidateSizes = srcSet ? sizes : undefined;
  usePreloadImage(
    !priority
      ? null
      : avifSrcSet
        ? {
            href: src.replace(/\.webp\?/, ".avif?"),
            type: "image/avif",
            imageSrcSet: avifSrcSet,
            imageSizes: sizes,
          }
        : { href: src, imageSrcSet: srcSet, imageSizes: candidateSizes },
  );
  const img = (
    <img
      ref={
        onError &&
        ((element: HTMLImageElement | null) => {
          if (element?.complete && element.naturalWidth === 0) onError();
        })
      }
      src={src}
      srcSet={srcSet}
      sizes={candidateSizes}
      alt={alt}
      width={hasSize ? image.width! : fallbackSize}
      height={hasSize ? image.height! : fallbackSize}
      loading={priority ? "eager" : loading}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      className={className}
      onError={onError}
    />
  );
  if (!avifSrcSet) return img;
  return (
    // display: contents, so the picture box does not stand between the <img> and its sized parent.
    <picture className="contents">
      <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
