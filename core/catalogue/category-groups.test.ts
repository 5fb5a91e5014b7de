import { describe, expect, it } from "vitest";
import { groupCollections } from "./category-groups.ts";

const c = (handle: string, title: string) => ({ handle, title });

describe("groupCollections", () => {
  it("puts a collection in a group when its handle or title holds a keyword, ignoring case", () => {
    const { groups } = groupCollections([
      c("summer-range", "POLO Shirts"),
      c("hi-vis-clothing", "Visibility"),
    ]);
    expect(groups.map((group) => [group.label, group.collections.map((x) => x.handle)])).toEqual([
      ["Safety Wear & PPE", ["hi-vis-clothing"]],
      ["Leisurewear", ["summer-range"]],
    ]);
  });

  it("hides groups with no collection and keeps the defined group order", () => {
    const { groups } = groupCollections([c("caps", "Caps"), c("workwear", "Workwear")]);
    expect(groups.map((group) => group.key)).toEqual(["workwear", "headwear"]);
  });

  it("lists collections that match no group as uncategorised", () => {
    const result = groupCollections([
      c("clearance", "Clearance"),
      c("safety-footwear", "Safety Footwear"),
    ]);
    expect(result.uncategorised.map((x) => x.handle)).toEqual(["clearance"]);
    expect(result.groups.map((group) => group.key)).toEqual(["safety-footwear"]);
  });

  it("matches a multi-word keyword against a hyphenated handle", () => {
    const { groups } = groupCollections([c("hard-hats", "Head protection")]);
    expect(groups.map((group) => group.key)).toContain("safety-ppe");
  });

  it("lets a collection belong to several groups", () => {
    const { groups, uncategorised } = groupCollections([
      c("snickers-workwear", "Snickers Workwear"),
    ]);
    expect(groups.map((group) => group.key)).toEqual(["workwear", "brands"]);
    expect(uncategorised).toEqual([]);
  });
});
