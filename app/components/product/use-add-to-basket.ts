import { useState } from "react";
import { toast } from "#app/components/ui/toast.tsx";
import { addToBasket } from "#app/hooks/use-basket.ts";
import type { BasketLineInput, DecorationPosition, DecorationType } from "#core/basket/basket.ts";
import { floorQuantityInput } from "#core/basket/basket.ts";
import { checkProductChoice } from "#core/basket/product-choice.ts";
import type { readSizeRun } from "#core/basket/size-run.ts";
import type { OptionSelection } from "#core/catalogue/variant-selection.ts";
import type { PageProduct, PageVariant } from "#server/catalogue/product-page.server.ts";
import type { DesignUploadState } from "./design-upload.tsx";

/** When a line is added: its id's timestamp (spec §3). Only ever called from the add handler. */
function addedAt(): number {
  return Date.now();
}

function selectionOf(variant: PageVariant): OptionSelection {
  return Object.fromEntries(variant.selectedOptions.map((option) => [option.name, option.value]));
}

type Uploaded = Extract<DesignUploadState, { status: "uploaded" }>;

/**
 * The buy box's "Add to Basket": one variant (`selection`, `quantityText`) or the size grid's
 * run, checked (spec §4, the method's minimum) and added with the design, or refused with a toast.
 */
export function useAddToBasket({
  product,
  colourOptionName,
  decoration,
  position,
  uploaded,
  belowMinimum,
  imageFor,
}: {
  product: PageProduct;
  colourOptionName: string | undefined;
  decoration: DecorationType;
  position: DecorationPosition | "";
  uploaded: Uploaded | undefined;
  /** Issue 15.5: why the decoration group is too small, when it is. */
  belowMinimum: string | null;
  imageFor: (colour: string | undefined) => { index: number; url: string };
}) {
  const [isAdding, setIsAdding] = useState(false);

  function checkChoice(choice: OptionSelection, quantity: number) {
    return checkProductChoice({
      product,
      selection: choice,
      customizationType: decoration,
      customizationPosition: position,
      designName: uploaded?.designName,
      quantity,
      image: imageFor(colourOptionName ? choice[colourOptionName] : undefined).url,
      now: addedAt(),
    });
  }

  // A decorated line carries its design's id, so lines with different designs stay apart.
  function withDesign(line: BasketLineInput): BasketLineInput {
    return line.designName && uploaded
      ? { ...line, designId: uploaded.designId, designToken: uploaded.designToken }
      : line;
  }

  /** The grid's sizes all added, or none with the first problem said. */
  function addRun(run: ReturnType<typeof readSizeRun<PageVariant>>): boolean {
    const [problem] = Object.values(run.problems);
    if (problem) {
      toast.error(`Please check the sizes marked: ${problem.toLowerCase()}`);
      return false;
    }
    if (run.lines.length === 0) {
      toast.error("Please enter a quantity for at least one size");
      return false;
    }
    const checked = run.lines.map(({ variant, quantity }) =>
      checkChoice(selectionOf(variant), quantity),
    );
    const failed = checked.find((result) => !result.ok);
    if (failed && !failed.ok) {
      toast.error(failed.message);
      return false;
    }
    if (belowMinimum) {
      toast.error(belowMinimum);
      return false;
    }
    for (const result of checked) if (result.ok) addToBasket(withDesign(result.line));
    const items = run.quantity === 1 ? "1 item" : `${run.quantity.toLocaleString("en-GB")} items`;
    toast.success(`Added ${items} to your basket`);
    return true;
  }

  function addOne(selection: OptionSelection, quantityText: string) {
    const result = checkChoice(selection, floorQuantityInput(quantityText));
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    if (belowMinimum) {
      toast.error(belowMinimum);
      return;
    }
    addToBasket(withDesign(result.line));
    toast.success("Added to basket successfully!");
  }

  /** Adds the run (then `onRunAdded`) or the one variant. */
  function add(
    choice:
      | { run: ReturnType<typeof readSizeRun<PageVariant>>; onRunAdded: () => void }
      | { selection: OptionSelection; quantityText: string },
  ) {
    setIsAdding(true);
    try {
      if ("run" in choice) {
        if (addRun(choice.run)) choice.onRunAdded();
      } else addOne(choice.selection, choice.quantityText);
    } catch (error) {
      console.error("Failed to add to basket", error);
      toast.error("Failed to add to basket");
    } finally {
      setIsAdding(false);
    }
  }

  return { isAdding, add };
}
