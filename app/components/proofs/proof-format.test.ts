import { describe, expect, it } from "vitest";
import { dateTimeText, sizeText, stitchCountText } from "./proof-format.ts";

describe("dateTimeText", () => {
  it("shows the moment in UK time, summer and winter", () => {
    expect(dateTimeText("2026-11-27T10:05:00.000Z")).toBe("27 Nov 2026, 10:05");
    expect(dateTimeText("2026-07-01T08:30:00.000Z")).toBe("1 Jul 2026, 09:30");
  });
});

describe("stitchCountText", () => {
  it("groups thousands", () => {
    expect(stitchCountText(8200)).toBe("8,200");
    expect(stitchCountText(950)).toBe("950");
  });
});

describe("sizeText", () => {
  it.each([
    [90, 60, "90 × 60 mm"],
    [1000, 60, "1,000 × 60 mm"],
    [90, null, "Width 90 mm"],
    [null, 60, "Height 60 mm"],
    [null, null, null],
  ])("shows %s by %s as %s", (widthMm, heightMm, text) => {
    expect(sizeText({ widthMm, heightMm })).toBe(text);
  });
});
