import { emptyConnection } from "../connection.ts";
import { toGid } from "../global-id.ts";
import { money } from "../money.ts";
import { imageOf } from "./image-url.ts";
import type { EngineContext } from "./catalogue-resolvers.ts";
import type { OptionRow, ProductRow, VariantRow } from "./catalogue-queries.ts";
import {
  adjacentVariants,
  encodeVariantCombinations,
  firstSelectableVariant,
  selectedOrFirstAvailableVariant,
  variantBySelectedOptions,
  type SelectedOptionInput,
} from "./variant-options.ts";

// Issue 13.3: the Product fields of today's Storefront API, beside the SDK-era ones in
// catalogue-resolvers.ts. Each reads the product's variants and options through the request's
// loaders, so a page of products costs the same three queries however many fields it asks for.

type SelectionArgs = {
  selectedOptions?: SelectedOptionInput[] | null;
  ignoreUnknownOptions?: boolean | null;
  caseInsensitiveMatch?: boolean | null;
};

/** One value of one option, as `ProductOption.optionValues` lists it. */
type OptionValue = { productId: number; optionIndex: number; valueIndex: number; name: string };

async function shapeOf(row: ProductRow, { loaders }: EngineContext) {
  const [options, variants] = await Promise.all([
    loaders.optionsOfProduct.load(row.id),
    loaders.variantsOfProduct.load(row.id),
  ]);
  return { options, variants };
}

function rulesOf(args: SelectionArgs, ignoreUnknownByDefault: boolean) {
  return {
    ignoreUnknownOptions: args.ignoreUnknownOptions ?? ignoreUnknownByDefault,
    caseInsensitiveMatch: args.caseInsensitiveMatch ?? false,
  };
}

function priceRangeOf(pence: number[]) {
  if (pence.length === 0) return { minVariantPrice: money(0), maxVariantPrice: money(0) };
  return { minVariantPrice: money(Math.min(...pence)), maxVariantPrice: money(Math.max(...pence)) };
}

/** Plain text cut at a word before `limit` characters, with an ellipsis, as Shopify truncates. */
function truncated(text: string, limit: number | null | undefined): string {
  if (!limit || limit < 1 || text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const atWord = cut.replace(/\s+\S*$/, "");
  return `${(atWord.length > 0 ? atWord : cut).trimEnd()}…`;
}

export const productFields = {
  description: (row: ProductRow, { truncateAt }: { truncateAt?: number | null }) =>
    truncated(row.description, truncateAt),
  // The lowest price is kept on the row (migration 0009), so a card's "from" price reads no
  // variants; the highest is read from them only when asked for.
  priceRange(row: ProductRow, _: unknown, { loaders }: EngineContext) {
    return {
      minVariantPrice: money(row.priceMinPence),
      maxVariantPrice: async () => {
        const variants = await loaders.variantsOfProduct.load(row.id);
        return priceRangeOf(variants.map((variant) => variant.pricePence)).maxVariantPrice;
      },
    };
  },
  // Shopify answers zero amounts when no variant has a compare-at price.
  async compareAtPriceRange(row: ProductRow, _: unknown, context: EngineContext) {
    const { variants } = await shapeOf(row, context);
    return priceRangeOf(
      variants.flatMap((variant) =>
        variant.compareAtPricePence === null ? [] : [variant.compareAtPricePence],
      ),
    );
  },
  async featuredImage(row: ProductRow, _: unknown, { loaders, publicUrl }: EngineContext) {
    const [first] = await loaders.imagesOfProduct.load(row.id);
    return first ? imageOf(first, publicUrl) : null;
  },
  async options(row: ProductRow, { first }: { first?: number | null }, { loaders }: EngineContext) {
    const options = await loaders.optionsOfProduct.load(row.id);
    return (first == null ? options : options.slice(0, Math.max(0, first))).map(
      (option, optionIndex) => ({ ...option, optionIndex }),
    );
  },
  async selectedOrFirstAvailableVariant(
    row: ProductRow,
    args: SelectionArgs,
    context: EngineContext,
  ) {
    const { options, variants } = await shapeOf(row, context);
    return selectedOrFirstAvailableVariant(
      options,
      variants,
      args.selectedOptions,
      rulesOf(args, true),
    );
  },
  async variantBySelectedOptions(row: ProductRow, args: SelectionArgs, context: EngineContext) {
    const { options, variants } = await shapeOf(row, context);
    return variantBySelectedOptions(
      options,
      variants,
      args.selectedOptions ?? [],
      rulesOf(args, false),
    );
  },
  async adjacentVariants(row: ProductRow, args: SelectionArgs, context: EngineContext) {
    const { options, variants } = await shapeOf(row, context);
    return adjacentVariants(options, variants, args.selectedOptions, rulesOf(args, true));
  },
  async encodedVariantExistence(row: ProductRow, _: unknown, context: EngineContext) {
    const { options, variants } = await shapeOf(row, context);
    return encodeVariantCombinations(options, variants);
  },
  async encodedVariantAvailability(row: ProductRow, _: unknown, context: EngineContext) {
    const { options, variants } = await shapeOf(row, context);
    return encodeVariantCombinations(
      options,
      variants.filter((variant) => variant.isAvailable),
    );
  },
  // The stock of the variants whose stock is counted; null when none is (nothing to tell).
  async totalInventory(row: ProductRow, _: unknown, { loaders }: EngineContext) {
    const tracked = (await loaders.variantsOfProduct.load(row.id)).filter(
      (variant) => variant.inventoryTracked,
    );
    if (tracked.length === 0) return null;
    return tracked.reduce((total, variant) => total + variant.inventoryQuantity, 0);
  },
  async variantsCount(row: ProductRow, _: unknown, { loaders }: EngineContext) {
    return { count: (await loaders.variantsOfProduct.load(row.id)).length, precision: "EXACT" };
  },
  // The shop sells no gift cards nor subscriptions, and keeps no metafields (yet).
  isGiftCard: () => false,
  // No analytics parameters: the shop's own search needs none.
  trackingParameters: () => null,
  requiresSellingPlan: () => false,
  sellingPlanGroups: () => emptyConnection,
  metafield: () => null,
  metafields: (_: unknown, { identifiers }: { identifiers: unknown[] }) =>
    identifiers.map(() => null),
};

export const productOptionFields = {
  id: (option: OptionRow) => toGid("ProductOption", option.id),
  optionValues: (option: OptionRow & { optionIndex: number }): OptionValue[] =>
    option.values.map((name, valueIndex) => ({
      productId: option.productId,
      optionIndex: option.optionIndex,
      valueIndex,
      name,
    })),
};

export const productOptionValueFields = {
  // Stable while the option keeps its values in order: the option's id and the value's position.
  id: (value: OptionValue) =>
    toGid("ProductOptionValue", `${value.productId}-${value.optionIndex}-${value.valueIndex}`),
  // A colour swatch needs a colour the catalogue does not record: none, as Shopify answers then.
  swatch: () => null,
  async firstSelectableVariant(
    value: OptionValue,
    _: unknown,
    { loaders }: EngineContext,
  ): Promise<VariantRow | null> {
    const [options, variants] = await Promise.all([
      loaders.optionsOfProduct.load(value.productId),
      loaders.variantsOfProduct.load(value.productId),
    ]);
    return firstSelectableVariant(options, variants, value.optionIndex, value.valueIndex);
  },
};
