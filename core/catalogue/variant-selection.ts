// Choosing a variant on the product page from its options (spec/storefront.md §2, §5): colour
// swatches, a size dropdown and any further options (the demo uniforms have Sleeve).

type SelectedOption = { name: string; value: string };
type VariantLike = { selectedOptions: readonly SelectedOption[]; available: boolean };

/** Option name → chosen value; an option not chosen yet is absent. */
export type OptionSelection = Readonly<Record<string, string>>;

/** "Color" (the Storefront spelling) or "Colour", any case. */
export function isColourOption(name: string): boolean {
  return /^colou?r$/i.test(name.trim());
}

export function isSizeOption(name: string): boolean {
  return /^size$/i.test(name.trim());
}

/** The variant whose every option matches the selection, or null (not all chosen, or no such variant). */
export function findVariant<Variant extends VariantLike>(
  variants: readonly Variant[],
  selection: OptionSelection,
): Variant | null {
  return (
    variants.find((variant) =>
      variant.selectedOptions.every((option) => selection[option.name] === option.value),
    ) ?? null
  );
}

/**
 * Whether some in-stock variant has `optionName` = `value` and agrees with the options already
 * chosen apart from that one: false marks a size "(out of stock)" or dims a colour swatch.
 */
export function isOptionValueAvailable(
  variants: readonly VariantLike[],
  selection: OptionSelection,
  optionName: string,
  value: string,
): boolean {
  return variants.some(
    (variant) =>
      variant.available &&
      variant.selectedOptions.every((option) =>
        option.name === optionName
          ? option.value === value
          : selection[option.name] === undefined || selection[option.name] === option.value,
      ),
  );
}

/**
 * The starting selection (spec §4): the first colour, and every option with a single value
 * ("One Size", Shopify's "Default Title") already chosen, so it needs no dropdown.
 */
export function initialSelection(
  options: readonly { name: string; values: readonly string[] }[],
): Record<string, string> {
  const selection: Record<string, string> = {};
  for (const option of options) {
    const [first] = option.values;
    if (first !== undefined && (isColourOption(option.name) || option.values.length === 1)) {
      selection[option.name] = first;
    }
  }
  return selection;
}
