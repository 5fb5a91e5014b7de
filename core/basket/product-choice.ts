import {
  findVariant,
  isColourOption,
  isSizeOption,
  type OptionSelection,
} from "../catalogue/variant-selection.ts";
import { incVatPence } from "../pricing/vat.ts";
import type { BasketLineInput, DecorationPosition, DecorationType } from "./basket.ts";
import { exceedsLineLimit, quantityLimitMessage } from "./basket-quantity.ts";

// spec/storefront.md §5 "Add to basket": the checks run in this order and the first failure is the
// message the customer sees (§8 lists the wording).

type ChoiceVariant = {
  id: string;
  title: string;
  sku: string;
  /** Ex-VAT unit price in pence. */
  pricePence: number;
  available: boolean;
  selectedOptions: readonly { name: string; value: string }[];
};

export type ProductChoice = {
  product: {
    id: string;
    handle: string;
    title: string;
    options: readonly { name: string; values: readonly string[] }[];
    variants: readonly ChoiceVariant[];
  };
  selection: OptionSelection;
  customizationType: DecorationType;
  customizationPosition: DecorationPosition | "";
  /** Name of the design file chosen on the page, if any. */
  designName?: string;
  /** Whole items, at least 1. */
  quantity: number;
  /** The chosen colour's image URL, or the first image's, or "". */
  image: string;
  /** Milliseconds since the epoch; makes the line id unique (spec §3: variant id plus a timestamp). */
  now: number;
};

export type ProductChoiceResult =
  { ok: true; line: BasketLineInput } | { ok: false; message: string };

/**
 * Checks the customer's choice and builds the basket line. The line's prices are the variant's
 * inc-VAT unit price in pence, for display only: the basket and the server recompute (DESIGN §4).
 */
export function checkProductChoice(choice: ProductChoice): ProductChoiceResult {
  const { product, selection } = choice;
  const missing = product.options.filter(
    (option) => !isColourOption(option.name) && selection[option.name] === undefined,
  );
  if (missing.some((option) => isSizeOption(option.name))) {
    return { ok: false, message: "Please select a size" };
  }
  const [firstMissing] = missing;
  if (firstMissing)
    return { ok: false, message: `Please select a ${firstMissing.name.toLowerCase()}` };
  if (choice.customizationType !== "plain" && choice.customizationPosition === "") {
    return { ok: false, message: "Please select a position for your customization" };
  }
  const variant = findVariant(product.variants, selection);
  if (!variant) return { ok: false, message: "Selected variant not found" };
  if (!variant.available) return { ok: false, message: "This variant is out of stock" };
  // The basket's own limit (issue 18.3): a line the basket and the server would refuse is not made.
  if (exceedsLineLimit(choice.quantity)) return { ok: false, message: quantityLimitMessage };
  const isDecorated = choice.customizationType !== "plain";
  const unitIncVatPence = incVatPence(variant.pricePence);
  return {
    ok: true,
    line: {
      id: `${variant.id}-${choice.now}`,
      variantId: variant.id,
      productId: product.id,
      name: product.title,
      variant: variant.title,
      pricePence: unitIncVatPence,
      basePricePence: unitIncVatPence,
      customizationType: choice.customizationType,
      customizationPosition: isDecorated ? choice.customizationPosition : "",
      ...(isDecorated && choice.designName ? { designName: choice.designName } : {}),
      quantity: Math.max(1, Math.floor(choice.quantity)),
      image: choice.image,
      sku: variant.sku,
      handle: product.handle,
    },
  };
}
