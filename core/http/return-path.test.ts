import { describe, expect, it } from "vitest";
import { returnPath } from "./return-path.ts";

describe("the path a form sends the buyer back to", () => {
  it("keeps a path on this shop, query included", () => {
    expect(returnPath("/products/polo?colour=Navy#sizes")).toBe("/products/polo?colour=Navy#sizes");
    expect(returnPath("/")).toBe("/");
  });

  it("sends anything else home: another host, a scheme, a backslash, a control character, too long", () => {
    for (const value of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "products",
      "/a\nLocation: x",
      `/${"a".repeat(2000)}`,
      42,
      undefined,
    ])
      expect(returnPath(value)).toBe("/");
  });
});
