// A product's or a collection's handle, as the back office accepts it ("hi-vis-polo-yellow"), and
// the products a page links to by it (/products/{handle}).

const handleSource = "[a-z0-9]+(?:-[a-z0-9]+)*";

/** A whole handle: lower-case letters and digits, in words joined by single hyphens. */
export const handleFormat = new RegExp(`^${handleSource}$`);

const productsPath = "/products/";
const productLink = new RegExp(`/products/(${handleSource})(?![a-z0-9-])`, "y");

/** The handles of the products `text` (a page's HTML, its URL) links to (decision 038). */
export function productHandlesIn(text: string): Set<string> {
  // Read at each "/products/" only: a pattern run over a whole page tries every position.
  const handles = new Set<string>();
  for (let at = text.indexOf(productsPath); at >= 0; at = text.indexOf(productsPath, at + 1)) {
    productLink.lastIndex = at;
    const match = productLink.exec(text);
    if (match) handles.add(match[1]!);
  }
  return handles;
}
