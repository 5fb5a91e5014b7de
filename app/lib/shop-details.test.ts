import { describe, expect, it } from "vitest";
import { footerColumns } from "#core/navigation/footer-links.ts";
import { quickOrderPath } from "./shop-details.ts";

describe("the quick order's path", () => {
  it("is the one the footer links, which the shop's footer hides in Shopify mode", () => {
    // Issue 14.2: two copies of the path (decision 027 keeps one file fewer on every page).
    const links = footerColumns.flatMap((column) => column.links).map((link) => link.to);
    expect(links).toContain(quickOrderPath);
  });
});
