import { describe, expect, it } from "vitest";
import {
  colourHex,
  colourSlug,
  garmentColourNames,
  getColourNameBySlug,
  isLightColour,
  shadeHex,
} from "./colours.ts";

const hexPattern = /^#[0-9a-f]{6}$/;

describe("garment colours", () => {
  it("knows about forty catalogue colours, each with a valid hex", () => {
    expect(garmentColourNames.length).toBeGreaterThanOrEqual(38);
    for (const name of garmentColourNames) expect(colourHex(name)).toMatch(hexPattern);
  });

  it.each([
    ["Navy", "#1f2a44"],
    ["Black", "#1c1d21"],
    ["Royal Blue", "#2a4fb0"],
    ["Hi-Vis Yellow", "#e6f22a"],
  ])("maps the known name %s to %s", (name, hex) => {
    expect(colourHex(name)).toBe(hex);
  });

  it("ignores case, spaces and hyphens when looking a name up", () => {
    expect(colourHex("royal blue")).toBe(colourHex("Royal Blue"));
    expect(colourHex("ROYALBLUE")).toBe(colourHex("Royal Blue"));
    expect(colourHex("hi vis yellow")).toBe(colourHex("Hi-Vis Yellow"));
    expect(colourHex("  Bottle   Green ")).toBe(colourHex("Bottle Green"));
  });

  it("gives an unknown name the same valid hex every time", () => {
    const first = colourHex("Seaweed Shimmer");
    expect(first).toMatch(hexPattern);
    expect(colourHex("Seaweed Shimmer")).toBe(first);
    expect(colourHex("seaweed shimmer")).toBe(first);
  });

  it("usually gives two different unknown names different colours", () => {
    const names = [
      "Lagoon",
      "Ember",
      "Moss Stone",
      "Arctic Fox",
      "Rust",
      "Plum Haze",
      "Denim Wash",
    ];
    const hexes = new Set(names.map(colourHex));
    expect(hexes.size).toBeGreaterThanOrEqual(names.length - 1);
  });

  it("turns names into slugs and known slugs back into names", () => {
    expect(colourSlug("Royal Blue")).toBe("royal-blue");
    expect(colourSlug("Hi-Vis Yellow")).toBe("hi-vis-yellow");
    expect(getColourNameBySlug("royal-blue")).toBe("Royal Blue");
    expect(getColourNameBySlug("hi-vis-orange")).toBe("Hi-Vis Orange");
    expect(getColourNameBySlug("no-such-colour")).toBeNull();
    for (const name of garmentColourNames) expect(getColourNameBySlug(colourSlug(name))).toBe(name);
  });

  it("tells light colours from dark ones", () => {
    expect(isLightColour(colourHex("White"))).toBe(true);
    expect(isLightColour(colourHex("Hi-Vis Yellow"))).toBe(true);
    expect(isLightColour(colourHex("Sky Blue"))).toBe(true);
    expect(isLightColour(colourHex("Navy"))).toBe(false);
    expect(isLightColour(colourHex("Black"))).toBe(false);
    expect(isLightColour("#fff")).toBe(true);
  });

  it("shades a colour towards black or white", () => {
    expect(shadeHex("#808080", -1)).toBe("#000000");
    expect(shadeHex("#808080", 1)).toBe("#ffffff");
    expect(shadeHex("#808080", 0)).toBe("#808080");
  });
});
