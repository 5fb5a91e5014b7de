import { describe, expect, it } from "vitest";
import { summariseText, textOfHtml } from "./plain-text.ts";

describe("summariseText", () => {
  it("joins lines and bullet points into running text and leaves a short text whole", () => {
    expect(summariseText("  A classic  polo.\n\n- 180 gsm\n- Washable ")).toBe(
      "A classic polo. 180 gsm, Washable",
    );
    expect(summariseText("Warm\nand dry")).toBe("Warm, and dry");
  });

  it("cuts a long text at a word boundary with an ellipsis, within the limit", () => {
    const text = "word ".repeat(60);
    const summary = summariseText(text, 155);
    expect(summary.length).toBeLessThanOrEqual(155);
    expect(summary.endsWith("word…")).toBe(true);
  });

  it("drops trailing punctuation before the ellipsis", () => {
    expect(summariseText("one two, three four", 10)).toBe("one two…");
  });

  it("cuts inside a very long word rather than giving almost nothing", () => {
    expect(summariseText("a " + "x".repeat(50), 20)).toBe(`a ${"x".repeat(17)}…`);
  });
});

describe("the text of sanitised HTML", () => {
  it("keeps paragraphs and list items as lines, with entities decoded", () => {
    expect(
      textOfHtml(
        "<p>Hard-wearing polo &amp; more.</p><ul><li>65% polyester</li><li>Fits &lt;XL&gt;</li></ul>",
      ),
    ).toBe("Hard-wearing polo & more.\n\n- 65% polyester\n- Fits <XL>");
  });
});
