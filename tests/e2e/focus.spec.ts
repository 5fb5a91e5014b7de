import type { Locator, Page } from "@playwright/test";
import { expect, openPage, test } from "./fixtures.ts";

// Issue 18.6, WCAG 2.4.7: a keyboard user sees which product card has focus. The two renderings
// of a card, without and with focus, are compared pixel by pixel in the browser itself.

/** The card and a margin around it (a ring is drawn outside the card's edge), as a PNG. */
async function cardPicture(page: Page, card: Locator): Promise<string> {
  const box = (await card.boundingBox())!;
  const margin = 8;
  const picture = await page.screenshot({
    clip: {
      x: box.x - margin,
      y: box.y - margin,
      width: box.width + 2 * margin,
      height: box.height + 2 * margin,
    },
    animations: "disabled",
    caret: "hide",
  });
  return picture.toString("base64");
}

/** How many pixels differ between two PNGs of the same size, counted on a canvas. */
function differingPixels(page: Page, before: string, after: string): Promise<number> {
  return page.evaluate(
    async ([a, b]) => {
      const pixels = async (base64: string) => {
        // Decoded here rather than fetched as a data: URL, which the shop's CSP refuses.
        const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
        const blob = new Blob([bytes], { type: "image/png" });
        const bitmap = await createImageBitmap(blob);
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext("2d")!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [first, second] = [await pixels(a), await pixels(b)];
      let differing = 0;
      for (let index = 0; index < first.length; index += 4) {
        const channels = [0, 1, 2].map((c) => Math.abs(first[index + c]! - second[index + c]!));
        if (Math.max(...channels) > 48) differing += 1;
      }
      return differing;
    },
    [before, after] as const,
  );
}

for (const { path, list } of [
  { path: "/collections/polo-shirts", list: "main" },
  { path: "/", list: "Featured Workwear" },
]) {
  test(`a product card on ${path} shows a clear focus ring when its link has keyboard focus`, async ({
    page,
  }) => {
    await openPage(page, path);
    const region =
      list === "main" ? page.getByRole("main") : page.getByRole("region", { name: list });
    const card = region.locator("article").first();
    await card.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    const unfocused = await cardPicture(page, card);

    // Keyboard focus: Tab from the element just before the card's link.
    const link = card.getByRole("link").first();
    await link.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(link).toBeFocused();
    expect(await link.evaluate((element) => element.matches(":focus-visible"))).toBe(true);
    const focused = await cardPicture(page, card);

    // A ring of 3 px all round a card of about 280 × 420 px is thousands of pixels; the clipped
    // ring this replaced changed 65.
    const box = (await card.boundingBox())!;
    const perimeter = 2 * (box.width + box.height);
    expect(await differingPixels(page, unfocused, focused)).toBeGreaterThan(2 * perimeter);
  });
}
