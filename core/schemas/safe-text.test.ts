import { describe, expect, it } from "vitest";
import { findUnsafeText, hasUnsafeCharacter, safeText } from "./safe-text.ts";

describe("safe text", () => {
  it("refuses a NUL byte and lone surrogates, and accepts paired ones", () => {
    expect(hasUnsafeCharacter("a\u0000b")).toBe(true);
    expect(hasUnsafeCharacter("a\ud800")).toBe(true);
    expect(hasUnsafeCharacter("\udc00a")).toBe(true);
    expect(hasUnsafeCharacter("\udc00\ud800")).toBe(true);
    expect(hasUnsafeCharacter("hard hat 👷 £12.50 \t\n")).toBe(false);
  });

  it("names the first unsafe value or key of a JSON body by its path", () => {
    expect(findUnsafeText({ name: "ok", address: { line1: "1\u0000" } })).toBe("address.line1");
    expect(findUnsafeText({ items: [{ id: "a" }, { id: "\ud800" }] })).toBe("items.1.id");
    expect(findUnsafeText({ ["bad\u0000key"]: 1 })).toBe("bad\uFFFDkey");
    expect(findUnsafeText("\u0000")).toBe("");
    expect(findUnsafeText({ a: 1, b: [null, true, "fine"] })).toBeNull();
  });

  it("walks a body nested far deeper than the call stack allows", () => {
    let deep: unknown = "\u0000";
    for (let level = 0; level < 50_000; level += 1) deep = [deep];
    expect(findUnsafeText(deep)).toMatch(/^0(\.0)+$/);
  });

  it("is a zod string that says what to remove", () => {
    expect(safeText().max(5).safeParse("abc").success).toBe(true);
    const refused = safeText().safeParse("a\u0000");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/NUL byte/);
  });
});
