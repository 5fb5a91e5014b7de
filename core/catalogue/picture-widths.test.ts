import { describe, expect, it } from "vitest";
import { pictureWidthsFor } from "./picture-widths.ts";

describe("pictureWidthsFor", () => {
  it("keeps a large picture at the four listed widths, never wider than 1600", () => {
    expect(pictureWidthsFor(2400)).toEqual([320, 640, 960, 1600]);
    expect(pictureWidthsFor(1600)).toEqual([320, 640, 960, 1600]);
  });

  it("keeps a smaller picture at the listed widths below it and at its own width", () => {
    expect(pictureWidthsFor(800)).toEqual([320, 640, 800]);
    expect(pictureWidthsFor(640)).toEqual([320, 640]);
    expect(pictureWidthsFor(200)).toEqual([200]);
  });

  it("offers every listed width when the picture's width is not known", () => {
    expect(pictureWidthsFor(null)).toEqual([320, 640, 960, 1600]);
    expect(pictureWidthsFor(0)).toEqual([320, 640, 960, 1600]);
  });
});
