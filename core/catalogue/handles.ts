// A product's or a collection's handle, as the back office accepts it ("hi-vis-polo-yellow"), and
// the products a page links to by it (/products/{handle}).

const handleSource = "[a-z0-9]+(?:-[a-z0-9]+)*";

/** A whole handle: lower-case letters and digits, in words joined by single hyphens. */
export const handleFormat = new RegExp(`^${handleSource}$`);

const productLink = new RegExp(`/products/(${handleSource})(?![a-z0-9-])`, "g");

/** The handles of the products `text` (a page's HTML, its URL) links to (decision 038). */
export function productHandlesIn(text: string): Set<string> {
  return new Set(Array.from(text.matchAll(productLink), (match) => match[1]!));
}
