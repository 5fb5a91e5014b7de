// Issue 13.3: the option-value fields of today's Storefront API (optionValues, the variant a
// shopper's choice lands on, the variants one choice away, and the encoded lists of which
// combinations exist and are for sale), worked out from a product's options and variants alone.

export type OptionOfProduct = { name: string; values: string[] };
export type VariantOptions = {
  selectedOptions: { name: string; value: string }[];
  isAvailable: boolean;
};
export type SelectedOptionInput = { name: string; value: string };
export type MatchRules = { ignoreUnknownOptions: boolean; caseInsensitiveMatch: boolean };

/**
 * The variant's value of each option, as its position in that option's values (-1 where the
 * variant names a value the option does not list, which a consistent catalogue never has).
 */
export function optionIndexesOf(options: OptionOfProduct[], variant: VariantOptions): number[] {
  return options.map((option) => {
    const chosen = variant.selectedOptions.find((selected) => selected.name === option.name);
    return chosen ? option.values.indexOf(chosen.value) : -1;
  });
}

const sameText = (a: string, b: string, caseInsensitive: boolean) =>
  caseInsensitive ? a.toLocaleLowerCase("en-GB") === b.toLocaleLowerCase("en-GB") : a === b;

/**
 * The wanted value per option index, or null when the selection names an option the product does
 * not have and unknown options are not to be ignored (Shopify then matches nothing).
 */
function wantedValues(
  options: OptionOfProduct[],
  selected: SelectedOptionInput[],
  rules: MatchRules,
): Map<number, string> | null {
  const wanted = new Map<number, string>();
  for (const { name, value } of selected) {
    const index = options.findIndex((option) =>
      sameText(option.name, name, rules.caseInsensitiveMatch),
    );
    if (index === -1) {
      if (rules.ignoreUnknownOptions) continue;
      return null;
    }
    const known = options[index]!.values.find((candidate) =>
      sameText(candidate, value, rules.caseInsensitiveMatch),
    );
    if (known === undefined) return null;
    wanted.set(index, known);
  }
  return wanted;
}

function matches(
  options: OptionOfProduct[],
  variant: VariantOptions,
  wanted: Map<number, string>,
): boolean {
  for (const [index, value] of wanted) {
    const name = options[index]!.name;
    if (!variant.selectedOptions.some((option) => option.name === name && option.value === value))
      return false;
  }
  return true;
}

/** `variantBySelectedOptions`: the variant with every selected value, or null. */
export function variantBySelectedOptions<V extends VariantOptions>(
  options: OptionOfProduct[],
  variants: V[],
  selected: SelectedOptionInput[],
  rules: MatchRules,
): V | null {
  const wanted = wantedValues(options, selected, rules);
  if (!wanted || wanted.size === 0) return null;
  return variants.find((variant) => matches(options, variant, wanted)) ?? null;
}

/** The first variant for sale, else the first variant (what a product page opens on). */
export function firstAvailableVariant<V extends VariantOptions>(variants: V[]): V | null {
  return variants.find((variant) => variant.isAvailable) ?? variants[0] ?? null;
}

/** `selectedOrFirstAvailableVariant`: the selected variant if there is one, else the first for sale. */
export function selectedOrFirstAvailableVariant<V extends VariantOptions>(
  options: OptionOfProduct[],
  variants: V[],
  selected: SelectedOptionInput[] | null | undefined,
  rules: MatchRules,
): V | null {
  const chosen = selected?.length
    ? variantBySelectedOptions(options, variants, selected, rules)
    : null;
  return chosen ?? firstAvailableVariant(variants);
}

/**
 * `adjacentVariants`: the variants that differ from the selected one (or, with no match, from the
 * first for sale) in exactly one option value, in the catalogue's order.
 */
export function adjacentVariants<V extends VariantOptions>(
  options: OptionOfProduct[],
  variants: V[],
  selected: SelectedOptionInput[] | null | undefined,
  rules: MatchRules,
): V[] {
  const origin = selectedOrFirstAvailableVariant(options, variants, selected, rules);
  if (!origin) return [];
  const from = optionIndexesOf(options, origin);
  return variants.filter((variant) => {
    const indexes = optionIndexesOf(options, variant);
    return indexes.filter((index, position) => index !== from[position]).length === 1;
  });
}

/**
 * `ProductOptionValue.firstSelectableVariant`: of the variants with this value, the one whose
 * other values come first in their options' order.
 */
export function firstSelectableVariant<V extends VariantOptions>(
  options: OptionOfProduct[],
  variants: V[],
  optionIndex: number,
  valueIndex: number,
): V | null {
  let best: { variant: V; key: number[] } | null = null;
  for (const variant of variants) {
    const key = optionIndexesOf(options, variant);
    if (key[optionIndex] !== valueIndex || key.includes(-1)) continue;
    if (!best || compareIndexes(key, best.key) < 0) best = { variant, key };
  }
  return best?.variant ?? null;
}

function compareIndexes(a: number[], b: number[]): number {
  for (let index = 0; index < a.length; index++) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

type Trie = Map<number, Trie>;

/** Leaves as Shopify writes them: runs of consecutive positions as "a-b", others apart by " ". */
function encodeLeaves(values: number[]): string {
  const parts: string[] = [];
  for (let start = 0; start < values.length;) {
    let end = start;
    while (end + 1 < values.length && values[end + 1] === values[end]! + 1) end++;
    parts.push(end > start ? `${values[start]}-${values[end]}` : `${values[start]}`);
    start = end + 1;
  }
  return parts.join(" ");
}

function encodeLevel(level: Trie, isTop: boolean): string {
  const values = [...level.keys()].sort((a, b) => a - b);
  const isLeafLevel = values.every((value) => level.get(value)!.size === 0);
  const body = isLeafLevel
    ? encodeLeaves(values)
    : values.map((value) => `${value}:${encodeLevel(level.get(value)!, false)}`).join("");
  // Each level but the outermost ends its prefix with ",".
  return isTop ? body : `${body},`;
}

/**
 * Shopify's "v1" encoding of a set of option-value combinations (`encodedVariantExistence`,
 * `encodedVariantAvailability`): a trie of value positions where ":" goes one option deeper, ","
 * ends a prefix, " " separates values and "-" spans a run. Hydrogen's `decodeEncodedVariant`
 * reads it back. Combinations naming a value the options do not list are left out.
 */
export function encodeVariantCombinations(
  options: OptionOfProduct[],
  variants: VariantOptions[],
): string {
  if (options.length === 0) return "";
  const root: Trie = new Map();
  for (const variant of variants) {
    const indexes = optionIndexesOf(options, variant);
    if (indexes.includes(-1)) continue;
    let level = root;
    for (const index of indexes) {
      if (!level.has(index)) level.set(index, new Map());
      level = level.get(index)!;
    }
  }
  if (root.size === 0) return "";
  return `v1_${encodeLevel(root, true)}`;
}
