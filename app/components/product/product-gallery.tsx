import { ChevronLeftIcon, ChevronRightIcon, ImageOffIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { ResponsiveImage } from "#app/components/shop/responsive-image.tsx";
import { cn } from "#app/lib/utils.ts";
import type { CatalogueImage } from "#commerce/client/catalogue-types.ts";

function NoImage() {
  return (
    <div className="flex aspect-square w-full flex-col items-center justify-center gap-3 rounded-xl bg-slate-100 text-slate-600">
      <ImageOffIcon className="size-12" aria-hidden />
      <p className="text-sm font-medium">No Image Available</p>
    </div>
  );
}

const arrow =
  "absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full border border-border bg-white/90 text-slate-800 shadow-sm hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-40";

/** The main picture: the phone's width, then half the page (product-detail.tsx's two columns). */
const mainSizes =
  "(min-width: 1280px) 592px, (min-width: 1024px) calc(50vw - 48px), calc(100vw - 32px)";

/**
 * Main image with previous/next arrows (disabled at the first and last image, spec §2) and a row
 * of thumbnails. The index is held by the page so a colour choice can move it.
 */
export function ProductGallery({
  images,
  title,
  index,
  onIndexChange,
  overlay,
  caption,
}: {
  images: CatalogueImage[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  /** Drawn over the main picture (issue 15.2: the live mock-up and its Front / Back toggle). */
  overlay?: ReactNode;
  /** Said under the main picture. */
  caption?: ReactNode;
}) {
  // spec §8: a failed image falls back to the placeholder rather than a broken picture, one that
  // failed before hydration too (ResponsiveImage's onError).
  const [failedUrls, setFailedUrls] = useState<ReadonlySet<string>>(new Set());
  const fail = (url: string) =>
    setFailedUrls((urls) => (urls.has(url) ? urls : new Set(urls).add(url)));
  const current = images[index] ?? images[0];
  const alt = (image: CatalogueImage) => image.altText || title;

  return (
    <section
      id="product-images"
      aria-label="Product images"
      className="flex min-w-0 scroll-mt-4 flex-col gap-3"
    >
      <div className="relative overflow-hidden rounded-xl border border-border bg-white">
        {!current || failedUrls.has(current.url) ? (
          <NoImage />
        ) : (
          // The page's largest picture: preloaded and fetched first (issue 12.5).
          <ResponsiveImage
            image={current}
            sizes={mainSizes}
            alt={alt(current)}
            priority
            className="aspect-square w-full object-contain"
            onError={() => fail(current.url)}
          />
        )}
        {current && !failedUrls.has(current.url) && overlay}
        {images.length > 1 && (
          <>
            <button
              type="button"
              className={cn(arrow, "left-3")}
              aria-label="Previous image"
              disabled={index <= 0}
              onClick={() => onIndexChange(index - 1)}
            >
              <ChevronLeftIcon className="size-5" aria-hidden />
            </button>
            <button
              type="button"
              className={cn(arrow, "right-3")}
              aria-label="Next image"
              disabled={index >= images.length - 1}
              onClick={() => onIndexChange(index + 1)}
            >
              <ChevronRightIcon className="size-5" aria-hidden />
            </button>
          </>
        )}
      </div>
      {caption}
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Thumbnails">
          {images.map((image, position) => (
            <li key={image.id ?? image.url} className="shrink-0">
              <button
                type="button"
                aria-label={`Show image ${position + 1} of ${images.length}: ${alt(image)}`}
                aria-current={position === index ? "true" : undefined}
                onClick={() => onIndexChange(position)}
                className={cn(
                  "flex size-16 items-center justify-center overflow-hidden rounded-md border-2 bg-white sm:size-20",
                  position === index ? "border-brand-700" : "border-border hover:border-slate-400",
                )}
              >
                {failedUrls.has(image.url) ? (
                  <ImageOffIcon className="size-6 text-slate-500" aria-hidden />
                ) : (
                  <ResponsiveImage
                    image={image}
                    sizes="80px"
                    alt=""
                    fallbackSize={80}
                    className="size-full object-contain"
                    onError={() => fail(image.url)}
                  />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
