import { type DecorationPosition, decorationPositions } from "#core/basket/basket.ts";
import { type MockupArea, type MockupView, mockupViews } from "./mockup-areas.ts";

// Issue 15.2: the owner's placement areas as the back office sends them (and as they are read
// back from the database), checked by hand so the product page's bundle carries no zod
// (decision 016). Each position at most once; each box inside the picture and big enough to see.

/** The smallest side of an area, as a fraction of the picture: 2 % (12 px of a 600 px picture). */
export const minimumAreaSide = 0.02;

export type MockupAreasCheck =
  { ok: true; areas: MockupArea[] } | { ok: false; field: string; message: string };

const isNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

/** Rounded to a tenth of a per cent: finer than any picture's pixel grid needs. */
const tidy = (value: number) => Math.round(value * 1000) / 1000;

function checkArea(value: unknown, field: string): MockupAreasCheck | MockupArea {
  const fail = (name: string, message: string): MockupAreasCheck => ({
    ok: false,
    field: name ? `${field}.${name}` : field,
    message,
  });
  if (typeof value !== "object" || value === null) return fail("", "Each area must be an object");
  const area = value as Record<string, unknown>;
  if (!decorationPositions.includes(area.position as DecorationPosition))
    return fail("position", `Position must be one of ${decorationPositions.join(", ")}`);
  if (!mockupViews.includes(area.view as MockupView))
    return fail("view", "View must be front or back");
  for (const name of ["x", "y", "width", "height"] as const) {
    const number = area[name];
    if (!isNumber(number) || number < 0 || number > 1)
      return fail(name, `${name} must be a number from 0 to 1 (a fraction of the picture)`);
  }
  const [x, y, width, height] = [area.x, area.y, area.width, area.height].map((n) =>
    tidy(n as number),
  ) as [number, number, number, number];
  if (width < minimumAreaSide || height < minimumAreaSide)
    return fail("width", "The area is too small to show a design: make it at least 2% each way");
  if (x + width > 1.0005 || y + height > 1.0005)
    return fail("x", "The area must lie inside the picture");
  return {
    position: area.position as DecorationPosition,
    view: area.view as MockupView,
    x,
    y,
    width,
    height,
  };
}

/** The areas checked, or the first problem with the field it is in ("areas.2.width"). */
export function checkMockupAreas(value: unknown): MockupAreasCheck {
  if (!Array.isArray(value)) return { ok: false, field: "areas", message: "Areas must be a list" };
  if (value.length > decorationPositions.length)
    return { ok: false, field: "areas", message: "At most one area per position" };
  const areas: MockupArea[] = [];
  for (const [index, item] of value.entries()) {
    const checked = checkArea(item, `areas.${index}`);
    if ("ok" in checked) return checked;
    if (areas.some((area) => area.position === checked.position))
      return {
        ok: false,
        field: `areas.${index}.position`,
        message: `${checked.position} has two areas: keep one`,
      };
    areas.push(checked);
  }
  return { ok: true, areas };
}

/** Stored areas as the page uses them; null (the type's defaults) when they do not check. */
export function readMockupAreas(value: unknown): MockupArea[] | null {
  const checked = checkMockupAreas(value);
  return checked.ok ? checked.areas : null;
}
