import { describe, expect, it } from "vitest";
import { detectDesignType } from "./design-file-type.ts";
import { designFixtures, text } from "./design-fixtures.ts";

describe("the type of a design file, from its bytes", () => {
  it.each([
    ["logo.png", designFixtures.png, "png", "image/png"],
    ["logo.jpg", designFixtures.jpeg, "jpeg", "image/jpeg"],
    ["logo.pdf", designFixtures.pdf, "pdf", "application/pdf"],
    ["logo.eps", designFixtures.eps, "eps", "application/postscript"],
    ["logo.eps", designFixtures.dosEps, "eps", "application/postscript"],
    ["logo.ai", designFixtures.pdf, "ai", "application/pdf"],
    ["logo.ai", designFixtures.postScript, "ai", "application/postscript"],
    ["logo.svg", designFixtures.svg, "svg", "image/svg+xml"],
    ["renamed.png", designFixtures.jpeg, "jpeg", "image/jpeg"],
  ])("accepts %s with its content's type", (name, bytes, kind, contentType) => {
    expect(detectDesignType(bytes, name)).toEqual({ ok: true, kind, contentType });
  });

  it.each([
    ["a program renamed .png", "setup.png", designFixtures.exe],
    ["text renamed .png", "logo.png", text("just some words")],
    ["PostScript that is not EPS and not named .ai", "logo.eps", designFixtures.postScript],
    ["HTML renamed .svg", "logo.svg", text("<html><body><svg></svg></body></html>")],
    ["an unclosed SVG", "logo.svg", text('<svg xmlns="http://www.w3.org/2000/svg">')],
  ])("refuses %s and says what is accepted", (_title, name, bytes) => {
    const result = detectDesignType(bytes, name);
    expect(result).toEqual({ ok: false, message: expect.stringContaining("PNG, JPEG or SVG") });
  });

  const svg = (inside: string, rootAttributes = "") =>
    text(`<svg xmlns="http://www.w3.org/2000/svg" ${rootAttributes}>${inside}</svg>`);

  it.each([
    ["a script element", svg("<script>alert(1)</script>"), "contains a script"],
    ["a namespaced script", svg("<svg:script>alert(1)</svg:script>"), "contains a script"],
    ["an onload attribute", svg("", 'onload="alert(1)"'), "event handlers"],
    ["an onclick attribute", svg('<rect onclick="x()"/>'), "event handlers"],
    ["a javascript: link", svg('<a href="javascript:alert(1)"><text>x</text></a>'), "javascript:"],
    [
      "an encoded javascript: link",
      svg('<a xlink:href="java&#x73;cript:alert(1)">x</a>'),
      "javascript:",
    ],
    ["an external image", svg('<image href="https://evil.example/x.png"/>'), "outside itself"],
    ["an external use", svg('<use xlink:href="other.svg#logo"/>'), "outside itself"],
    ["an external style url", svg('<rect style="fill:url(http://x.test/a)"/>'), "outside itself"],
    ["a CSS import", svg("<style>@import 'https://x.test/a.css';</style>"), "outside itself"],
    ["embedded HTML", svg("<foreignObject><div>hi</div></foreignObject>"), "embedded HTML"],
    [
      "an entity declaration",
      text('<!DOCTYPE svg [<!ENTITY a "b">]><svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      "entities",
    ],
  ])("refuses an SVG with %s, saying why", (_title, bytes, reason) => {
    const result = detectDesignType(bytes, "logo.svg");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(reason);
  });

  it("accepts an SVG whose references stay inside it", () => {
    const bytes = text(
      '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n' +
        '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">' +
        '<defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="4" height="4"/>' +
        '<use xlink:href="#g"/><image href="data:image/png;base64,iVBORw0KGgo="/>' +
        '<text font-family="Montserrat">Carry on</text></svg>\n',
    );
    expect(detectDesignType(bytes, "logo.svg")).toMatchObject({ ok: true, kind: "svg" });
  });
});
