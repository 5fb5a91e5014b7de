import { ShoppingBasketIcon } from "lucide-react";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { useBasket } from "#app/hooks/use-basket.ts";
import type { BasketLine, DecorationPosition, DecorationType } from "#core/basket/basket.ts";
import type { PricedLine } from "#core/pricing/price-lines.ts";
import type { PageProduct } from "#server/catalogue/product-page.server.ts";
import type { DecorationPricing } from "#core/pricing/decoration-pricing.ts";
import { floorQuantityInput } from "#core/basket/basket.ts";
import { exceedsLineLimit, quantityLimitMessage } from "#core/basket/basket-quantity.ts";
import {
  findVariant,
  initialSelection,
  isColourOption,
  isOptionValueAvailable,
  isSizeOption,
  type OptionSelection,
} from "#core/catalogue/variant-selection.ts";
import { ColourSwatches } from "./colour-swatches.tsx";
import { belowMinimumMessage } from "./decoration-minimum.ts";
import { DecorationOptions } from "./decoration-options.tsx";
import { DesignUploadContext, type HeldDesign, useDesignUpload } from "./design-upload.tsx";
import { OptionSelect } from "./option-select.tsx";
import { ProductBadges, StockStatus, TrustLine } from "./product-facts.tsx";
import {
  ConfiguredPriceBreakdown,
  RunPriceBreakdown,
  configuredPrice,
  configuredRun,
} from "./configured-price.tsx";
import { OrderModeSwitch, type OrderMode } from "./order-mode-switch.tsx";
import { readSizeRun, type RunQuantities, sizeCells } from "#core/basket/size-run.ts";
import { ProductPrice, QuantityBreakTable } from "./product-price.tsx";
import type { MockupChoice } from "./garment-mockup.tsx";
import { useAddToBasket } from "./use-add-to-basket.ts";
import { useDesignPreview } from "./use-design-preview.ts";
import { QuantityStepper } from "./quantity-stepper.tsx";

// The size grid and its summary are shown only once a buyer picks "Several sizes"; they load then,
// or as soon as the pointer or the keyboard reaches that switch.
const loadSizeGrid = () => import("./size-grid.tsx");
const SizeGrid = lazy(() => loadSizeGrid().then((module) => ({ default: module.SizeGrid })));
const RunSummary = lazy(() => loadSizeGrid().then((module) => ({ default: module.RunSummary })));

/** The basket's uploaded designs with their tokens, each once. */
function heldDesignsOf(lines: readonly BasketLine[]): HeldDesign[] {
  const held = new Map<string, string>();
  for (const line of lines)
    if (line.designId && line.designToken) held.set(line.designId, line.designToken);
  return [...held].map(([id, token]) => ({ id, token }));
}

/** Garment, decoration and surcharge per item ex VAT. */
function perItemOf(line: PricedLine): number {
  return line.unitPence + line.decorationPence + line.surchargePence;
}

/** The run's price per item when every size costs the same; undefined when they differ. */
function samePerItem(lines: readonly PricedLine[]): number | undefined {
  const prices = new Set(lines.map(perItemOf));
  return prices.size === 1 ? [...prices][0] : undefined;
}

function withoutOption(selection: OptionSelection, name: string): OptionSelection {
  return Object.fromEntries(Object.entries(selection).filter(([key]) => key !== name));
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
  onMockupChoice,
}: {
  product: PageProduct;
  /** The signed-in customer's special prices by variant id, pence ex VAT (from the loader). */
  specialPrices: Record<string, number>;
  /** The decoration tables the price box prices the choice with; null when unreadable. */
  decorationPricing: DecorationPricing | null;
  lowStockThreshold: number;
  imageFor: (colour: string | undefined) => { index: number; url: string };
  onColourImage: (index: number) => void;
  /** Issue 15.2: what the gallery's mock-up shows, null with no decorated design chosen. */
  onMockupChoice: (choice: MockupChoice | null) => void;
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
  // Issue 14.1: the size grid's typed quantities by variant id, kept across colours.
  const [mode, setMode] = useState<OrderMode>("one");
  const [runQuantities, setRunQuantities] = useState<RunQuantities>({});

  const colourOption = product.options.find((option) => isColourOption(option.name));
  // Options with one value ("One Size", "Default Title") are chosen already and get no dropdown;
  // a product with no Size option therefore counts as having its size chosen.
  const pickers = product.options.filter(
    (option) => !isColourOption(option.name) && option.values.length > 1,
  );
  const sizeOption = product.options.find((option) => isSizeOption(option.name));
  const hasSize = !sizeOption || selection[sizeOption.name] !== undefined;
  const colour = colourOption ? selection[colourOption.name] : undefined;
  const offersGrid = sizeOption !== undefined && sizeOption.values.length > 1;
  const isGrid = offersGrid && mode === "grid";
  // The grid lists every size for the other options as chosen.
  const gridSelection = sizeOption ? withoutOption(selection, sizeOption.name) : selection;
  // A further option (Sleeve) is chosen before the grid can show each size's variant.
  const gridNeeds = pickers.find(
    (option) => option !== sizeOption && selection[option.name] === undefined,
  );
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
  // Issue 15.4: a library logo approved for a method shows its set-up free (the server decides
  // again from the buyer's library when the order is priced).
  const logosOnFile = uploaded?.onFile && {
    embroidery: uploaded.onFile.embroidery ? [uploaded.designId] : [],
    print: uploaded.onFile.print ? [uploaded.designId] : [],
  };
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
      logosOnFile,
    });
  const showsBreakdown =
    configured && (quantity > 1 || decoration !== "plain" || configured.inBasket > 0);
  const run = readSizeRun(product.variants, runQuantities, lowStockThreshold);
  const pricedRun = isGrid
    ? configuredRun({
        product,
        run: run.lines,
        decoration,
        position,
        designId: uploaded?.designId ?? null,
        basketLines,
        specialPrices,
        decorationPricing,
        logosOnFile,
      })
    : null;

  // Issue 15.5: a decoration group below the method's minimum is not added.
  const belowMinimum = belowMinimumMessage({
    decoration,
    minimums: decorationPricing?.minimums ?? null,
    groupQuantity: isGrid
      ? pricedRun && !pricedRun.needsPosition
        ? pricedRun.lines[0]?.groupQuantity
        : undefined
      : configured && !configured.needsPosition
        ? configured.line.groupQuantity
        : undefined,
    canMixSizes: offersGrid && !isGrid,
  });

  // spec/storefront.md §4: choosing a colour or a size moves the gallery to the colour's picture
  // (back to it, after the shopper looked at other pictures).
  function choose(name: string, value: string) {
    setSelection((current) => ({ ...current, [name]: value }));
    const isColour = colourOption?.name === name;
    if (!isColour && sizeOption?.name !== name) return;
    const { index } = imageFor(isColour ? value : colour);
    if (index !== -1) onColourImage(index);
  }

  const adding = useAddToBasket({
    product,
    colourOptionName: colourOption?.name,
    decoration,
    position,
    uploaded,
    belowMinimum,
    imageFor,
  });
  const isAdding = adding.isAdding;

  function handleAdd() {
    if (isGrid) adding.add({ run, onRunAdded: () => setRunQuantities({}) });
    else adding.add({ selection, quantityText });
  }

  // Issue 15.2: the gallery's live mock-up follows the decoration, position and design.
  const preview = useDesignPreview(designUpload.file, designUpload.state);
  const mockupChoice: MockupChoice | null =
    decoration !== "plain" && uploaded
      ? { method: decoration, position, preview, designName: uploaded.designName }
      : null;
  const mockupKey = mockupChoice && JSON.stringify(mockupChoice);
  useEffect(() => {
    onMockupChoice(mockupKey ? (JSON.parse(mockupKey) as MockupChoice) : null);
  }, [mockupKey, onMockupChoice]);

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
            isGrid
              ? pricedRun
                ? samePerItem(pricedRun.lines)
                : undefined
              : configured
                ? perItemOf(configured.line)
                : undefined
          }
        >
          {isGrid
            ? pricedRun && (
                <RunPriceBreakdown
                  run={pricedRun}
                  decoration={decoration}
                  position={position}
                  needsPosition={pricedRun.needsPosition}
                />
              )
            : showsBreakdown &&
              configuration && (
                <ConfiguredPriceBreakdown price={configured} configuration={configuration} />
              )}
          {!isGrid && exceedsLineLimit(quantity) && (
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
          swatches={product.swatches}
          selected={colour}
          isAvailable={(value) =>
            isOptionValueAvailable(product.variants, selection, colourOption.name, value)
          }
          onSelect={(value) => choose(colourOption.name, value)}
        />
      )}
      {offersGrid && (
        <OrderModeSwitch mode={mode} onChange={setMode} onIntent={() => void loadSizeGrid()} />
      )}
      {pickers
        .filter((option) => !isGrid || option !== sizeOption)
        .map((option) => (
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
      {isGrid && sizeOption && gridNeeds ? (
        <p className="rounded-md border border-border bg-slate-50 px-3 py-2 text-sm text-slate-700">
          Choose a {gridNeeds.name.toLowerCase()} to enter a quantity for each size.
        </p>
      ) : isGrid && sizeOption ? (
        <Suspense fallback={<p className="text-sm text-slate-600">Loading the sizes…</p>}>
          <SizeGrid
            cells={sizeCells(product.variants, sizeOption.values, sizeOption.name, gridSelection)}
            caption={Object.values(gridSelection).join(", ")}
            quantities={runQuantities}
            problems={run.problems}
            lowStockThreshold={lowStockThreshold}
            onChange={(variantId, text) =>
              setRunQuantities((current) => ({ ...current, [variantId]: text }))
            }
          />
        </Suspense>
      ) : (
        <StockStatus variant={selected} lowStockThreshold={lowStockThreshold} />
      )}
      <DesignUploadContext value={designUpload.state}>
        <DecorationOptions
          type={decoration}
          position={position}
          design={designUpload.file}
          chosenLogoId={uploaded?.logoId}
          onTypeChange={setDecoration}
          onPositionChange={setPosition}
          onDesignChange={designUpload.choose}
          onPickLogo={designUpload.pick}
          minimums={decorationPricing?.minimums ?? null}
        />
      </DesignUploadContext>
      {mockupChoice?.position && (
        // On a phone the gallery is above, out of sight: one tap takes the shopper to it.
        <a
          href="#product-images"
          className="-mt-2 text-sm font-semibold text-brand-700 underline underline-offset-2 lg:hidden"
        >
          See your design on the garment
        </a>
      )}
      {belowMinimum && (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          {belowMinimum}.
        </p>
      )}
      {isGrid && (
        <Suspense fallback={null}>
          <RunSummary
            product={product}
            run={run}
            total={pricedRun && { ex: pricedRun.lineExVatPence, inc: pricedRun.lineIncVatPence }}
            onClear={() => setRunQuantities({})}
          />
        </Suspense>
      )}
      <div className="flex flex-wrap items-end gap-3">
        {!isGrid && <QuantityStepper value={quantityText} onChange={setQuantityText} />}
        <Button
          size="lg"
          className="h-11 min-w-48 flex-1"
          disabled={
            (isGrid ? run.quantity === 0 : !hasSize) ||
            isAdding ||
            isUploading ||
            product.variants.length === 0
          }
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
