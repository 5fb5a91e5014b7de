import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

/** Marks the welcome announcement as dismissed before any page script runs. */
/** A real 1×1 PNG, the smallest design a customer could send. */
export const onePixelPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

export async function skipWelcome(page: Page) {
  await page.addInitScript(() =>
    window.localStorage.setItem("welcome-announcement-dismissed", "true"),
  );
}

/** Serious and critical accessibility violations on the page as it is now (axe-core, WCAG 2.1 AA). */
export async function seriousAccessibilityViolations(page: Page) {
  const first = await settledViolations(page);
  if (first.length === 0) return first;
  // A toast that arrived while axe was reading the page (an autosave's "Saved") is judged on its
  // half-way frame: a real violation is still there once the page has settled again.
  return settledViolations(page);
}

async function settledViolations(page: Page) {
  // A toast or dialog still fading in has the contrast of its half-way frame: judge it settled.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>("[data-sonner-toast]")].every(
        (toast) => toast.dataset["mounted"] === "true",
      ) && document.getAnimations().every((animation) => animation.playState !== "running"),
  );
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
}

/**
 * Starts adding up the page's layout shifts (the Cumulative Layout Shift a visitor sees while it
 * loads, shifts right after their own input left out); read the total with `layoutShiftTotal`.
 */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

export function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total,
  );
}

/** Opens a page with the welcome dismissed and waits until its scripts have loaded. */
/**
 * The pictures the page at `path`, as served, preloads at high priority from its <head> (their
 * addresses as written). The browser acts on them while it reads the page; the scripts that take
 * the page over afterwards keep only the head they render themselves.
 */
export async function servedImagePreloads(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter(
      (tag) =>
        /rel="preload"/.test(tag) && /as="image"/.test(tag) && /fetchpriority="high"/.test(tag),
    )
    .map((tag) => /href="([^"]*)"/.exec(tag)![1]!.replace(/&amp;/g, "&"));
}

export async function openPage(page: Page, path: string) {
  await skipWelcome(page);
  const response = await page.goto(path);
  await page.waitForLoadState("networkidle");
  // On a loaded machine the network can be quiet before React has hydrated the page, and a click
  // before then does nothing (app/root.tsx marks the page once it has). A page whose scripts do not
  // run (a journey without JavaScript) never will: its router hand-off script has not run either.
  const runsScripts = await page.evaluate(() => "__reactRouterContext" in window);
  if (runsScripts) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/** Adds a product to the basket from its page, as a shopper would, and waits for the toast. */
export async function addFromProductPage(
  page: Page,
  path: string,
  { size, quantity, embroidery }: { size: string; quantity: number; embroidery?: string },
) {
  await openPage(page, path);
  if (embroidery) {
    await page.getByRole("radio", { name: /Embroidery/ }).click();
    await page.getByRole("combobox", { name: "Position" }).selectOption(embroidery);
  }
  await page.getByRole("combobox", { name: "Size" }).selectOption(size);
  await page.getByRole("spinbutton", { name: "Quantity" }).fill(String(quantity));
  await page.getByRole("button", { name: "Add to Basket" }).click();
  await expect(page.getByText("Added to basket successfully!")).toBeVisible();
}

export const test = base;
export { expect };

/**
 * Opens a dropdown menu (Radix) by its trigger. A click that lands before React has hydrated the
 * page does nothing, and on a loaded machine "network idle" can come first; so the click is
 * repeated until the menu shows, each time only while it is still closed.
 */
export async function openMenu(page: Page, trigger: Locator) {
  await expect(async () => {
    if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
    await expect(page.getByRole("menu")).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** The basket summary's items ex VAT (the lines' sum before delivery) once the server has priced it. */
export async function subtotalExVat(page: Page): Promise<string> {
  const cell = basketSummaryRow(page, "Items")
    .getByRole("cell")
    .nth(await basketSummaryColumn(page, "ex VAT"));
  await expect(cell).toHaveText(/£/);
  return cell.innerText();
}

/**
 * Where the basket summary's "ex VAT" or "inc VAT" column is among a row's cells: the buyer's
 * choice in the header puts either first (issue 14.3).
 */
export async function basketSummaryColumn(page: Page, name: "ex VAT" | "inc VAT") {
  const headers = page.getByTestId("order-summary").getByRole("columnheader");
  await expect(headers).toHaveCount(2);
  return (await headers.allInnerTexts()).map((text) => text.trim()).indexOf(name);
}

/** A row of the basket's order summary by its label ("Items", "Delivery", "VAT at 20%"). */
export function basketSummaryRow(page: Page, label: string): Locator {
  return page
    .getByTestId("order-summary")
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: label }) });
}

/**
 * Keyboard only: presses Tab (Shift+Tab with `backwards`) until `target` has the focus, as a
 * keyboard user would reach it; fails when it is not reached in `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 80, backwards = false }: { max?: number; backwards?: boolean } = {},
) {
  await target.waitFor();
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${target.toString()} was not reached in ${max} presses of Tab`);
}
