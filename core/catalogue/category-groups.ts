// spec/storefront.md §2 "Category navigation": collections fall into groups by keywords found in
// their handle or title, ignoring case. A collection may sit in several groups; groups with no
// collection are hidden; collections in no group are listed as uncategorised.

export type CategoryGroupDefinition = {
  /** Stable key, used in ids and tests. */
  key: string;
  label: string;
  keywords: readonly string[];
};

export const categoryGroupDefinitions: readonly CategoryGroupDefinition[] = [
  {
    key: "workwear",
    label: "Workwear",
    keywords: [
      "workwear",
      "trouser",
      "jacket",
      "fleece",
      "softshell",
      "coverall",
      "overall",
      "shorts",
      "bodywarmer",
    ],
  },
  {
    key: "safety-ppe",
    label: "Safety Wear & PPE",
    keywords: [
      "ppe",
      "hi-vis",
      "hi vis",
      "high visibility",
      "glove",
      "glasses",
      "goggle",
      "hard hat",
      "hard-hat",
      "protective",
      "ear defender",
      "ear-defender",
      "respirator",
    ],
  },
  {
    key: "safety-footwear",
    label: "Safety Footwear",
    keywords: ["footwear", "boot", "shoe", "trainer", "wellington"],
  },
  {
    key: "leisurewear",
    label: "Leisurewear",
    keywords: ["polo", "t-shirt", "tshirt", "tee", "sweatshirt", "hoodie", "leisure"],
  },
  {
    key: "uniforms",
    label: "Uniforms",
    keywords: ["uniform", "corporate", "hospitality", "chef", "tunic", "healthcare", "catering"],
  },
  {
    key: "headwear",
    label: "Headwear",
    keywords: ["headwear", "cap", "beanie", "hat"],
  },
  {
    key: "brands",
    label: "Brands",
    keywords: [
      "brand",
      "portwest",
      "snickers",
      "dickies",
      "regatta",
      "result",
      "gildan",
      "fruit of the loom",
      "russell",
      "beechfield",
      "blaklader",
      "blåkläder",
      "scruffs",
      "dewalt",
    ],
  },
];

/** How many groups the desktop navigation shows (spec/storefront.md §9). */
export const navigationGroupLimit = 6;

export type CollectionSummary = { handle: string; title: string };

export type CategoryGroup<C extends CollectionSummary> = {
  key: string;
  label: string;
  collections: C[];
};

export type CategoryGrouping<C extends CollectionSummary> = {
  /** Non-empty groups in their defined order. */
  groups: CategoryGroup<C>[];
  uncategorised: C[];
};

/** A collection's handle and title in lower case, made once for all the keywords tried on it. */
function searchableText(collection: CollectionSummary): { handle: string; title: string } {
  return { handle: collection.handle.toLowerCase(), title: collection.title.toLowerCase() };
}

type Needle = { lower: string; hyphenated: string };

/** A keyword as it is looked for: handles use hyphens where titles use spaces. */
function needleOf(keyword: string): Needle {
  const lower = keyword.toLowerCase();
  return { lower, hyphenated: lower.replaceAll(" ", "-") };
}

function matchesKeyword(text: { handle: string; title: string }, needle: Needle): boolean {
  return (
    text.handle.includes(needle.lower) ||
    text.handle.includes(needle.hyphenated) ||
    text.title.includes(needle.lower)
  );
}

/** Groups collections for the navigation, keeping each group's collections in input order. */
export function groupCollections<C extends CollectionSummary>(
  collections: readonly C[],
  definitions: readonly CategoryGroupDefinition[] = categoryGroupDefinitions,
): CategoryGrouping<C> {
  const texts = collections.map(searchableText);
  const grouped = new Set<C>();
  const groups: CategoryGroup<C>[] = [];
  for (const definition of definitions) {
    const needles = definition.keywords.map(needleOf);
    const members = collections.filter((_, index) =>
      needles.some((needle) => matchesKeyword(texts[index]!, needle)),
    );
    if (members.length === 0) continue;
    members.forEach((member) => grouped.add(member));
    groups.push({ key: definition.key, label: definition.label, collections: members });
  }
  return { groups, uncategorised: collections.filter((collection) => !grouped.has(collection)) };
}
