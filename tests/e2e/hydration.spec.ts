import { expect, openPage, test } from "./fixtures.ts";

// Decision 040: parts of a page hydrate in later tasks (app/lib/hydrate-later.tsx), and Preact
// hydrates a waiting part into the DOM it kept for it. A part kept wrongly is hydrated into its
// neighbour's nodes: classes and text land on the wrong elements, or a node is dropped. Once the
// page has hydrated, its header, main and footer must read as the server wrote them.

const pages = [
  "/",
  "/collections/workwear",
  "/products/fruit-of-the-loom-sc63-premium-pique-polo",
  "/products/russell-collection-r936-easycare-oxford-shirt",
];

for (const path of pages) {
  test(`hydrating ${path} leaves the server's page as it was`, async ({ page, request }) => {
    const served = await (await request.get(path)).text();
    await openPage(page, path);
    const differences = await page.evaluate((html) => {
      const server = new DOMParser().parseFromString(html, "text/html");
      // The one element a page drops on purpose once its scripts run: the sort form's button.
      server.querySelector("form:has(select[name=sort]) button[type=submit]")?.remove();
      /** Each element in document order: its tag, classes and own text. */
      const outline = (root: Element | null) =>
        root
          ? [root, ...root.querySelectorAll("*")].map((element) => {
              const text = [...element.childNodes]
                .filter((node) => node.nodeType === Node.TEXT_NODE)
                .map((node) => node.textContent)
                .join("")
                .replace(/\s+/g, " ")
                .trim();
              return `${element.tagName} .${element.getAttribute("class") ?? ""} ${text}`;
            })
          : [];
      const found: string[] = [];
      for (const selector of ["body > header", "main", "body > div > footer"]) {
        const before = outline(server.querySelector(selector));
        const after = outline(document.querySelector(selector));
        if (before.length === 0) found.push(`${selector}: not in the served page`);
        const index = before.findIndex((line, at) => line !== after[at]);
        if (index >= 0 || before.length !== after.length)
          found.push(`${selector} #${index}: ${before[index]} → ${after[index]}`);
      }
      return found;
    }, served);
    expect(differences).toEqual([]);
  });
}
