import { describe, expect, it } from "vitest";
import { fileSizeText, stitchSummary } from "./logo-format.ts";

describe("fileSizeText", () => {
  it.each([
    [0, "1 KB"],
    [300, "1 KB"],
    [20 * 1024, "20 KB"],
    [1023 * 1024, "1023 KB"],
    [1024 * 1024, "1 MB"],
    [1.55 * 1024 * 1024, "1.6 MB"],
    [10 * 1024 * 1024, "10 MB"],
  ])("shows %i bytes as %s", (bytes, text) => {
    expect(fileSizeText(bytes)).toBe(text);
  });

  it("never shows a size just under a whole megabyte with a trailing .0", () => {
    expect(fileSizeText(2 * 1024 * 1024 - 10)).toBe("2 MB");
  });
});

describe("stitchSummary", () => {
  const none = { status: "new", stitchCount: null, widthMm: null, heightMm: null } as const;

  it("shows the stitch count and the size when both are recorded", () => {
    expect(stitchSummary({ ...none, stitchCount: 8200, widthMm: 90, heightMm: 60 })).toBe(
      "8,200 stitches · 90 × 60 mm",
    );
  });

  it("shows only the part that is recorded", () => {
    expect(stitchSummary({ ...none, stitchCount: 1 })).toBe("1 stitch");
    expect(stitchSummary({ ...none, widthMm: 90, heightMm: 60 })).toBe("90 × 60 mm");
    expect(stitchSummary({ ...none, widthMm: 90 })).toBeNull();
  });

  it("is null before the logo is digitised", () => {
    expect(stitchSummary(none)).toBeNull();
  });
});
