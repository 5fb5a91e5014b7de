import { describe, expect, it } from "vitest";
import { withScrollableTables, withSectionAnchors } from "./information-page.server.ts";

// Issue 13.5: what the information pages' routes add to the owner's text when they show it.

describe("an information page's body as shown", () => {
  it("keeps a heading's own anchor and gives the others one from their words, never twice", () => {
    expect(
      withSectionAnchors(
        '<h2 id="newsletter">Our newsletter</h2><h2>Who we <em>are</em></h2><h3>Who we are</h3><h2>30 days</h2>',
      ),
    ).toBe(
      '<h2 id="newsletter">Our newsletter</h2><h2 id="who-we-are">Who we <em>are</em></h2><h3 id="who-we-are-2">Who we are</h3><h2 id="section-30-days">30 days</h2>',
    );
  });

  it("puts each table in a box a keyboard can scroll", () => {
    expect(withScrollableTables("<p>x</p><table><tr><td>1</td></tr></table>")).toBe(
      '<p>x</p><div class="table-scroll" role="region" aria-label="Table (scrolls sideways)" tabindex="0"><table><tr><td>1</td></tr></table></div>',
    );
  });
});
