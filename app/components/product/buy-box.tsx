import { ShoppingBasketIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { toast } from "#app/components/ui/toast.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { addToBasket, useBasket } from "#app/hooks/use-basket.ts";
import type { BasketLine, DecorationPosition, DecorationType } from "#core/basket/basket.ts";
import type { PageProduct } from "#server/catalogue/product-page.server.ts";
import type { DecorationPricing } from "#core/pricing/decoration-pricing.ts";
import { floorQuantityInput } from "#core/basket/basket.ts";
import { exceedsLineLimit, quantityLimitMessage } from "#core/basket/basket-quantity.ts";
import { checkProductChoice } from "#core/basket/product-choice.ts";
import {
  findVariant,
  initialSelection,
  isColourOption,
  isOptionValueAvailable,
  isSizeOption,
} from "#core/catalogue/variant-selection.ts";
import { ColourSwatches } from "./colour-swatches.tsx";
import { DecorationOptions } from "./decoration-options.tsx";
import { DesignUploadContext, type HeldDesign, useDesignUpload } from "./design-upload.tsx";
import { OptionSelect } from "./option-select.tsx";
import { ProductBadges, StockStatus, TrustLine } from "./product-facts.tsx";
import { ConfiguredPriceBreakdown, configuredPrice } from "./configured-price.tsx";
import { ProductPrice, QuantityBreakTable } from "./product-price.tsx";
import { QuantityStepper } from "./quantity-stepper.tsx";

/** The basket's uploaded designs with their tokens, each once. */
function heldDesignsOf(lines: readonly BasketLine[]): HeldDesign[] {
  const held = new Map<string, string>();
  for (const line of lines)
    if (line.designId && line.designToken) held.set(line.designId, line.designToken);
  return [...held].map(([id, token]) => ({ id, token }));
}

/**
 * Everything needed to choose and add: options, decoration, quantity, price. `imageFor(colour)`
 * gives the chosen colour's image index and URL; `onColourImage` moves the gallery to it.
 */
export function BuyBox({
  product,
  specialPrices,
  decorationPricing,
  lowStockThreshold,
  imageFor,
  onColourImage,
}: {
  product: PageProduct;
  /** The signed-in customer's special prices by variant id, pence ex VAT (from the loader). */
  specialPrices: Record<string, number>;
  /** The decoration tables the price box prices the choice with; null when unreadable. */
  decorationPricing: DecorationPricing | null;
  lowStockThreshold: number;
  imageFor: (colour: string | undefined) => { index: number; url: string };
  onColourImage: (index: number) => void;
}) {
  const [selection, setSelection] = useState(() => initialSelection(product.options));
  const [decoration, setDecoration] = useState<DecorationType>("plain");
  const [position, setPosition] = useState<DecorationPosition | "">("");
  const { lines: basketLines } = useBasket();
  // DESIGN §4: the design is uploaded as soon as it is chosen; the line keeps its id and name.
  // Issue 18.5: a file the basket already holds comes back as the same design.
  const heldDesigns = useMemo(() => heldDesignsOf(basketLines), [basketLines]);
  const designUpload = useDesignUpload(heldDesigns);
  const isUploading = designUpload.state.status === "uploading";
  const uploaded = designUpload.state.status === "uploaded" ? designUpload.state : undefined;
  const [quantityText, setQuantityText] = useState("1");
  const [isAdding, setIsAdding] = useState(false);

  const colourOption = product.options.find((option) => isColourOption(option.name));
  // Options with one value ("One Size", "Default Title") are chosen already and get no dropdown;
  // a product with no Size option therefore counts as having its size chosen.
  const pickers = product.options.filter(
    (option) => !isColourOption(option.name) && option.values.length > 1,
  );
  const sizeOption = product.options.find((option) => isSizeOption(option.name));
  const hasSize = !sizeOption || selection[sizeOption.name] !== undefined;
  const colour = colourOption ? selection[colourOption.name] : undefined;
  const selected = findVariant(product.variants, selection);
  const shown =
    selected ??
    product.variants.find((variant) =>
      variant.selectedOptions.every(
        (option) => (selection[option.name] ?? option.value) === option.value,
      ),
    ) ??
    product.variants[0];

  // Issue 18.1: the price box prices the choice with the basket's items of this product.
  const quantity = floorQuantityInput(quantityText);
  const configuration = shown && {
    variant: shown,
    decoration,
    position,
    designId: uploaded?.designId ?? null,
    quantity,
  };
  const configured =
    configuration &&
    configuredPrice({
      product,
      configuration,
      basketLines,
      specialPrices,
      decorationPricing,
    });
  const showsBreakdown =
    configured && (quantity > 1 || decoration !== "plain" || configured.inBasket > 0);

  // spec/storefront.md §4: choosing a colour or a size moves the gallery to the colour's picture
  // (back to it, after the shopper looked at other pictures).
  function choose(name: string, value: string) {
    setSelection((current) => ({ ...current, [name]: value }));
    const isColour = colourOption?.name === name;
    if (!isColour && sizeOption?.name !== name) return;
    const { index } = imageFor(isColour ? value : colour);
    if (index !== -1) onColourImage(index);
  }

  function handleAdd() {
    setIsAdding(true);
    try {
      const result = checkProductChoice({
        product,
        selection,
        customizationType: decoration,
        customizationPosition: position,
        designName: uploaded?.designName,
        quantity: floorQuantityInput(quantityText),
        image: imageFor(colour).url,
        now: Date.now(),
      });
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      // A decorated line carries its design's id, so lines with different designs stay apart.
      const { line } = result;
      addToBasket(
        line.designName && uploaded
          ? { ...line, designId: uploaded.designId, designToken: uploaded.designToken }
          : line,
      );
      toast.success("Added to basket successfully!");
    } catch (error) {
      console.error("Failed to add to basket", error);
      toast.error("Failed to add to basket");
    } finally {
      setIsAdding(false);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <div>
        <ProductBadges sku={(selected ?? product.variants[0])?.sku ?? ""} vendor={product.vendor} />
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {product.title}
        </h1>
      </div>
      {shown ? (
        <ProductPrice
          pricePence={shown.pricePence}
          compareAtPricePence={shown.compareAtPricePence}
          specialPricePence={specialPrices[shown.id] ?? null}
          perItemPence={
            configured
              ? configured.line.unitPence +
                configured.line.decorationPence +
                configured.line.surchargePence
              : undefined
          }
        >
          {showsBreakdown && configuration && (
            <ConfiguredPriceBreakdown price={configured} configuration={configuration} />
          )}
          {exceedsLineLimit(quantity) && (
            <p role="alert" className="mt-3 border-t border-border pt-3 text-sm text-slate-700">
              {quantityLimitMessage}.
            </p>
          )}
        </ProductPrice>
      ) : (
        <p className="font-semibold text-slate-900">
          This product is not available to order just now.
        </p>
      )}
      {colourOption && (
        <ColourSwatches
          colours={colourOption.values}
          selected={colour}
          isAvailable={(value) =>
            isOptionValueAvailable(product.variants, selection, colourOption.name, value)
          }
          onSelect={(value) => choose(colourOption.name, value)}
        />
      )}
      {pickers.map((option) => (
        <OptionSelect
          key={option.name}
          label={option.name}
          values={option.values}
          selected={selection[option.name]}
          isAvailable={(value) =>
            isOptionValueAvailable(product.variants, selection, option.name, value)
          }
          onSelect={(value) => choose(option.name, value)}
        />
      ))}
      <StockStatus variant={selected} lowStockThreshold={lowStockThreshold} />
      <DesignUploadContext value={designUpload.state}>
        <DecorationOptions
          type={decoration}
          position={position}
          design={designUpload.file}
          onTypeChange={setDecoration}
          onPositionChange={setPosition}
          onDesignChange={designUpload.choose}
        />
      </DesignUploadContext>
      <div className="flex flex-wrap items-end gap-3">
        <QuantityStepper value={quantityText} onChange={setQuantityText} />
        <Button
          size="lg"
          className="h-11 min-w-48 flex-1"
          disabled={!hasSize || isAdding || isUploading || product.variants.length === 0}
          onClick={handleAdd}
        >
          <ShoppingBasketIcon aria-hidden />
          {isAdding ? "Adding…" : "Add to Basket"}
        </Button>
      </div>
      {shown && (
        <QuantityBreakTable
          pricePence={shown.pricePence}
          specialPricePence={specialPrices[shown.id] ?? null}
        />
      )}
      <TrustLine />
    </div>
  );
}
