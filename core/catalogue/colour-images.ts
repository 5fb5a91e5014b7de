import { colourSlug } from "./colours.ts";

// spec/storefront.md §4: choosing a colour moves the gallery to an image whose alt text or address
// matches the colour. Matching is on whole words of the slug form, so "Royal Blue" finds
// "…in Royal Blue" and "/polo/royal-blue.svg", while "Red" does not find "shredded" or "Tan" "standard".

type ImageLike = { url: string; altText: string | null };

function containsSlug(text: string, slug: string): boolean {
  return `-${colourSlug(text)}-`.includes(`-${slug}-`);
}

function addressText(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

function mentions(image: ImageLike, slug: string): boolean {
  return containsSlug(image.altText ?? "", slug) || containsSlug(addressText(image.url), slug);
}

/**
 * Index of the first image whose alt text or URL names `colour` (case-insensitive, spaces or
 * hyphens), or -1. `otherColours` are the product's other colour names: an image naming a longer
 * colour that contains this one ("French Navy" for "Navy") belongs to that colour, not this one.
 */
export function colourImageIndex(
  images: readonly ImageLike[],
  colour: string,
  otherColours: readonly string[] = [],
): number {
  const slug = colourSlug(colour);
  if (slug === "") return -1;
  const longer = otherColours
    .map(colourSlug)
    .filter((other) => other !== slug && `-${other}-`.includes(`-${slug}-`));
  return images.findIndex(
    (image) => mentions(image, slug) && !longer.some((other) => mentions(image, other)),
  );
}
