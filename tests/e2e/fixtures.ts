import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Marks the welcome announcement as dismissed before any page script runs. */
export async function skipWelcome(page: Page) {
  await page.addInitScript(() =>
    window.localStorage.setItem("welcome-announcement-dismissed", "true"),
  );
}

/** Serious and critical accessibility violations on the page as it is now (axe-core, WCAG 2.1 AA). */
export async function seriousAccessibilityViolations(page: Page) {
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

export const test = base;
export { expect };
