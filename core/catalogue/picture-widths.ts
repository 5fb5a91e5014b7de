// Issues 11.2 and 12.5: the widths, in pixels, at which the shop keeps each uploaded picture (WebP
// and AVIF), and so the widths its pages may ask for in a `srcset`. One list for the server that
// makes the renditions and the pages that name them, so a page never asks for a width that was not
// made (the server would answer a larger file than the page thinks it gets).

export const pictureWidths = [320, 640, 960, 1600] as const;

const largestWidth = pictureWidths.at(-1)!;

/**
 * The widths, in pixels, a picture `sourceWidth` pixels wide is kept at: every listed width below
 * its own, then its own capped at the largest (a picture is never enlarged). An unknown width
 * (null) gives the whole list.
 */
export function pictureWidthsFor(sourceWidth: number | null): number[] {
  if (sourceWidth === null || !Number.isFinite(sourceWidth) || sourceWidth < 1)
    return [...pictureWidths];
  const own = Math.min(Math.round(sourceWidth), largestWidth);
  return [...pictureWidths.filter((width) => width < own), own];
}
