import { describe, expect, it } from "vitest";
import { colourImageIndex } from "./colour-images.ts";

const polo = [
  { url: "https://shop.test/images/demo/polo/navy.svg", altText: "Classic Polo in Navy" },
  {
    url: "https://shop.test/images/demo/polo/royal-blue.svg",
    altText: "Classic Polo in Royal Blue",
  },
  { url: "https://shop.test/images/demo/polo/hi-vis-yellow.svg", altText: null },
  { url: "https://shop.test/images/demo/polo/red.svg", altText: "" },
];

describe("colourImageIndex", () => {
  it("finds the image whose alt text names the colour, ignoring case", () => {
    expect(colourImageIndex(polo, "navy")).toBe(0);
    expect(colourImageIndex(polo, "Royal Blue")).toBe(1);
  });

  it("finds the image by the colour's slug in its address when the alt text says nothing", () => {
    expect(colourImageIndex(polo, "Hi-Vis Yellow")).toBe(2);
    expect(colourImageIndex(polo, "Red")).toBe(3);
  });

  it("reads percent-encoded addresses", () => {
    expect(colourImageIndex([{ url: "/img/Royal%20Blue.jpg", altText: null }], "Royal Blue")).toBe(
      0,
    );
  });

  it("matches whole words only", () => {
    const images = [{ url: "/img/standard-shredded.jpg", altText: "Standard fit" }];
    expect(colourImageIndex(images, "Tan")).toBe(-1);
    expect(colourImageIndex(images, "Red")).toBe(-1);
  });

  it("leaves an image naming a longer colour to that colour", () => {
    const images = [
      { url: "/a.jpg", altText: "Polo in French Navy" },
      { url: "/b.jpg", altText: "Polo in Navy" },
    ];
    expect(colourImageIndex(images, "Navy", ["French Navy", "Navy"])).toBe(1);
    expect(colourImageIndex(images, "French Navy", ["French Navy", "Navy"])).toBe(0);
    expect(colourImageIndex(images, "Navy")).toBe(0);
  });

  it("gives -1 when no image names the colour or the name is empty", () => {
    expect(colourImageIndex(polo, "Burgundy")).toBe(-1);
    expect(colourImageIndex(polo, "  ")).toBe(-1);
    expect(colourImageIndex([], "Navy")).toBe(-1);
  });
});
