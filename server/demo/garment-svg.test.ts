import { describe, expect, it } from "vitest";
import { drawGarmentSvg, garmentKinds, isGarmentKind } from "./garment-svg.ts";

/** A small well-formedness check: every tag closes in order, attributes are quoted. */
function assertWellFormedXml(xml: string): void {
  const stack: string[] = [];
  const tagPattern = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  let consumed = 0;
  for (const match of xml.matchAll(tagPattern)) {
    const between = xml.slice(consumed, match.index);
    expect(between, `stray markup before ${match[0]}`).not.toMatch(/[<>]/);
    consumed = match.index + match[0].length;
    const [, closing, name, , selfClosing] = match;
    if (selfClosing) continue;
    if (closing) expect(stack.pop(), `closing ${name}`).toBe(name);
    else stack.push(name!);
  }
  expect(xml.slice(consumed)).toBe("");
  expect(stack).toEqual([]);
}

describe("garment illustrations", () => {
  it("knows all twenty-three garment kinds the demo catalogue uses", () => {
    expect(garmentKinds).toHaveLength(23);
    for (const kind of ["polo", "hi-vis-vest", "hard-hat", "ear-defenders", "apron"]) {
      expect(isGarmentKind(kind)).toBe(true);
    }
    expect(isGarmentKind("toString")).toBe(false);
    expect(isGarmentKind("spacesuit")).toBe(false);
  });

  it.each(garmentKinds)("draws a %s as a self-contained, well-formed 600 × 600 SVG", (kind) => {
    const svg = drawGarmentSvg(kind, "#1f2a44");
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600"')).toBe(
      true,
    );
    expect(svg).toContain('fill="#f4f5f7"');
    expect(svg).toContain("#1f2a44");
    expect(svg).not.toMatch(/<script|javascript:|\son\w+=|href="(?!#)|url\((?!#)|NaN|undefined/i);
    assertWellFormedXml(svg);
  });

  it("gives the hi-vis garments silver reflective tape", () => {
    for (const kind of ["hi-vis-vest", "hi-vis-jacket"] as const) {
      expect(drawGarmentSvg(kind, "#e6f22a")).toContain("url(#reflective");
    }
    expect(drawGarmentSvg("polo", "#e6f22a")).not.toContain("url(#reflective");
  });

  it("accepts short hex and treats anything that is not hex as a colour name", () => {
    expect(drawGarmentSvg("cap", "#FFF")).toContain("#ffffff");
    const named = drawGarmentSvg("cap", 'Navy"><script>');
    expect(named).not.toContain("<script");
  });
});
