import { describe, expect, it } from "vitest";
import { deepFrozen } from "./deep-frozen.ts";

describe("deepFrozen", () => {
  it("freezes every object and array inside, so a change anywhere throws", () => {
    const answer = deepFrozen({
      data: { collections: { nodes: [{ handle: "polos", image: { url: "/a.jpg" } }] } },
    });
    const first = answer.data.collections.nodes[0]!;
    expect(() => {
      first.image.url = "/b.jpg";
    }).toThrow(TypeError);
    expect(() => answer.data.collections.nodes.push(first)).toThrow(TypeError);
    expect(answer.data.collections.nodes[0]!.image.url).toBe("/a.jpg");
  });

  it("leaves plain values as they are", () => {
    expect(deepFrozen(null)).toBeNull();
    expect(deepFrozen("polo")).toBe("polo");
    expect(deepFrozen(3)).toBe(3);
  });
});
