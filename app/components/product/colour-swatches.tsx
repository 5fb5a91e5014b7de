import { CheckIcon } from "lucide-react";
import { cn } from "#app/lib/utils.ts";
import { isLightColour } from "#core/catalogue/colours.ts";

/**
 * One button per colour (aria-pressed marks the chosen one, which also gets a ring). A colour with
 * no stock in the chosen size is dimmed and struck through but can still be chosen.
 */
export function ColourSwatches({
  colours,
  swatches,
  selected,
  isAvailable,
  onSelect,
}: {
  colours: readonly string[];
  /** Each colour's hex, from the server (core/catalogue/colours.ts). */
  swatches: Readonly<Record<string, string>>;
  selected: string | undefined;
  isAvailable: (colour: string) => boolean;
  onSelect: (colour: string) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">
        Colour: <span className="font-normal text-slate-700">{selected ?? "Choose a colour"}</span>
      </legend>
      <div className="mt-2 flex flex-wrap gap-2.5">
        {colours.map((colour) => {
          const hex = swatches[colour] ?? "#8a8d93";
          const isSelected = colour === selected;
          const isInStock = isAvailable(colour);
          return (
            <button
              key={colour}
              type="button"
              aria-label={colour}
              aria-pressed={isSelected}
              title={isInStock ? colour : `${colour}: out of stock in this size`}
              onClick={() => onSelect(colour)}
              className={cn(
                "relative flex size-9 items-center justify-center rounded-full border border-slate-300 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring",
                isSelected && "ring-2 ring-brand-700 ring-offset-2",
                !isInStock && "opacity-40",
              )}
              style={{ backgroundColor: hex }}
            >
              {isSelected && (
                <CheckIcon
                  className={cn("size-4", isLightColour(hex) ? "text-slate-900" : "text-white")}
                  aria-hidden
                />
              )}
              {!isInStock && (
                <span
                  className="absolute inset-0 m-auto h-0.5 w-10 -rotate-45 rounded bg-slate-700"
                  aria-hidden
                />
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
