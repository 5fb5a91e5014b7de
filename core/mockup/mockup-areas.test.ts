import { describe, expect, it } from "vitest";
import { decorationPositions } from "#core/basket/basket.ts";
import {
  areaFor,
  containedIn,
  mockupAreasFor,
  placeDesign,
  templateAreas,
  templateForProductType,
  within,
} from "./mockup-areas.ts";
import { checkMockupAreas, readMockupAreas } from "./mockup-input.ts";

const chestLeft = areaFor(templateAreas("top"), "Chest Left")!;

describe("placement templates", () => {
  it("suggests a template from the product type", () => {
    expect(templateForProductType("Polo Shirt")).toBe("top");
    expect(templateForProductType("Softshell Jacket")).toBe("top");
    expect(templateForProductType("T-Shirt")).toBe("top");
    expect(templateForProductType("Hi-Vis Vest")).toBe("vest");
    expect(templateForProductType("Safety Boot")).toBe("none");
    expect(templateForProductType("Cap")).toBe("none");
  });

  it("gives a top every position, the back one on the back, and a vest no sleeves", () => {
    const top = templateAreas("top");
    expect(top.map((area) => area.position).sort()).toEqual([...decorationPositions].sort());
    expect(top.filter((area) => area.view === "back").map((area) => area.position)).toEqual([
      "Back Center",
    ]);
    expect(templateAreas("vest").some((area) => area.position.endsWith("Sleeve"))).toBe(false);
    expect(templateAreas("none")).toEqual([]);
  });

  it("puts Chest Left on the wearer's left: the right of a front picture", () => {
    const chestRight = areaFor(templateAreas("top"), "Chest Right")!;
    expect(chestLeft.x).toBeGreaterThan(0.5);
    expect(chestRight.x + chestRight.width).toBeLessThan(0.5);
  });

  it("uses the owner's own areas over the type's", () => {
    const own = [
      { position: "Chest Left", view: "front", x: 0.1, y: 0.1, width: 0.2, height: 0.2 },
    ] as const;
    expect(mockupAreasFor("Polo Shirt", [...own])).toEqual(own);
    expect(mockupAreasFor("Polo Shirt", null)).toEqual(templateAreas("top"));
  });
});

describe("placeDesign", () => {
  it("fits a wide design to the area's width and centres it", () => {
    const box = placeDesign({ x: 0.5, y: 0.2, width: 0.1, height: 0.1 }, "print", 2);
    expect(box.width).toBeCloseTo(0.1);
    expect(box.height).toBeCloseTo(0.05);
    expect(box.x).toBeCloseTo(0.5);
    expect(box.y).toBeCloseTo(0.225);
  });

  it("fits a tall design to the area's height", () => {
    const box = placeDesign({ x: 0, y: 0, width: 0.2, height: 0.1 }, "print", 0.5);
    expect(box.height).toBeCloseTo(0.1);
    expect(box.width).toBeCloseTo(0.05);
  });

  it("stitches embroidery smaller than a print, in the same place", () => {
    const print = placeDesign(chestLeft, "print", 1);
    const embroidery = placeDesign(chestLeft, "embroidery", 1);
    expect(embroidery.width).toBeCloseTo(print.width * 0.85);
    expect(embroidery.x + embroidery.width / 2).toBeCloseTo(print.x + print.width / 2);
  });

  it("treats an unknown proportion as square", () => {
    expect(placeDesign(chestLeft, "print", Number.NaN)).toEqual(placeDesign(chestLeft, "print", 1));
    expect(placeDesign(chestLeft, "print", 0)).toEqual(placeDesign(chestLeft, "print", 1));
  });
});

describe("a picture in the gallery's square frame", () => {
  it("fills a square frame when square or of unknown size", () => {
    expect(containedIn(600, 600)).toEqual({ x: 0, y: 0, width: 1, height: 1 });
    expect(containedIn(null, null)).toEqual({ x: 0, y: 0, width: 1, height: 1 });
  });

  it("letterboxes a landscape picture and pillarboxes a portrait one", () => {
    expect(containedIn(800, 400)).toEqual({ x: 0, y: 0.25, width: 1, height: 0.5 });
    expect(containedIn(400, 800)).toEqual({ x: 0.25, y: 0, width: 0.5, height: 1 });
  });

  it("maps a box on the picture into the frame", () => {
    expect(
      within({ x: 0, y: 0.25, width: 1, height: 0.5 }, { x: 0.5, y: 0.5, width: 0.2, height: 0.2 }),
    ).toEqual({
      x: 0.5,
      y: 0.5,
      width: 0.2,
      height: 0.1,
    });
  });
});

describe("checking the owner's areas", () => {
  const area = { position: "Chest Left", view: "front", x: 0.5, y: 0.3, width: 0.1, height: 0.1 };

  it("accepts good areas, rounded to a tenth of a per cent", () => {
    const checked = checkMockupAreas([{ ...area, x: 0.123456 }]);
    expect(checked).toEqual({ ok: true, areas: [{ ...area, x: 0.123 }] });
  });

  it("names the field of the first problem", () => {
    expect(checkMockupAreas("no")).toMatchObject({ ok: false, field: "areas" });
    expect(checkMockupAreas([{ ...area, position: "Hat" }])).toMatchObject({
      ok: false,
      field: "areas.0.position",
    });
    expect(checkMockupAreas([{ ...area, view: "side" }])).toMatchObject({ field: "areas.0.view" });
    expect(checkMockupAreas([{ ...area, width: "0.1" }])).toMatchObject({ field: "areas.0.width" });
    expect(checkMockupAreas([{ ...area, y: -0.1 }])).toMatchObject({ field: "areas.0.y" });
    expect(checkMockupAreas([{ ...area, width: 0.01 }])).toMatchObject({ field: "areas.0.width" });
    expect(checkMockupAreas([{ ...area, x: 0.95 }])).toMatchObject({
      field: "areas.0.x",
      message: "The area must lie inside the picture",
    });
    expect(checkMockupAreas([area, area])).toMatchObject({
      field: "areas.1.position",
      message: "Chest Left has two areas: keep one",
    });
    expect(checkMockupAreas(Array.from({ length: 7 }, () => area))).toMatchObject({
      field: "areas",
    });
  });

  it("reads a stored list that no longer checks as none (the type's defaults)", () => {
    expect(readMockupAreas([{ ...area, view: "inside" }])).toBeNull();
    expect(readMockupAreas([])).toEqual([]);
  });
});
