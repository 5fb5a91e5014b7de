import { lazy, Suspense, useId } from "react";
import { useRouteLoaderData } from "react-router";
import { cn } from "#app/lib/utils.ts";
import {
  type DecorationPosition,
  decorationPositions,
  type DecorationType,
  decorationTypes,
} from "#core/basket/basket.ts";
import type { DecorationMinimums } from "#core/pricing/decoration-minimums.ts";
import type { LibraryLogo } from "#server/logos/logos.server.ts";
import type { loader as rootLoader } from "../../root.tsx";
import { DesignUpload } from "./design-upload.tsx";

// Issue 15.1: a signed-in buyer's logo library, loaded for them only (a visitor's page has none).
const LogoChoice = lazy(() => import("./logo-choice.tsx"));

const typeLabels: Record<DecorationType, { title: string; detail: string }> = {
  plain: { title: "Plain", detail: "No logo" },
  embroidery: { title: "Embroidery", detail: "Stitched logo" },
  print: { title: "Print", detail: "Printed logo" },
};

/**
 * spec §2/§4: Plain / Embroidery / Print, then for embroidery and print the position and the
 * design file: a signed-in buyer may choose one of their logos instead (issue 15.1). Switching is
 * free; the position is checked when adding to the basket.
 */
export function DecorationOptions({
  type,
  position,
  design,
  chosenLogoId,
  onTypeChange,
  onPositionChange,
  onDesignChange,
  onPickLogo,
  minimums,
}: {
  type: DecorationType;
  position: DecorationPosition | "";
  design: File | null;
  /** The library logo chosen as the design, if one is. */
  chosenLogoId: string | undefined;
  onTypeChange: (type: DecorationType) => void;
  onPositionChange: (position: DecorationPosition | "") => void;
  onDesignChange: (file: File | null) => void;
  onPickLogo: (logo: LibraryLogo | null) => void;
  /** Issue 15.5: the fewest pieces per design, by method (shown when above 1). */
  minimums: DecorationMinimums | null;
}) {
  const positionId = useId();
  const isSignedIn = Boolean(useRouteLoaderData<typeof rootLoader>("root")?.viewer);
  return (
    <div className="space-y-4">
      {/* Native radios (issue 12.4: no Radix radio group in the page's JavaScript). */}
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Customisation</legend>
        <div className="mt-2 grid grid-cols-3 gap-2">
          {decorationTypes.map((value) => (
            <label
              key={value}
              className={cn(
                "relative rounded-lg border px-2 py-2.5 text-center",
                value === type
                  ? "border-brand-700 bg-brand-50 ring-1 ring-brand-700"
                  : "border-slate-300 bg-white hover:border-slate-400",
              )}
            >
              <span className="block text-sm font-semibold text-slate-900">
                {typeLabels[value].title}
              </span>
              <span className="block text-xs text-slate-600">
                {value !== "plain" && minimums && minimums[value] > 1
                  ? `From ${minimums[value].toLocaleString("en-GB")} pieces`
                  : typeLabels[value].detail}
              </span>
              {/* The radio itself, unpainted, covers the card: the card is what is clicked. */}
              <input
                type="radio"
                name="customizationType"
                value={value}
                checked={value === type}
                onChange={() => onTypeChange(value)}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              />
            </label>
          ))}
        </div>
      </fieldset>
      {type !== "plain" && (
        <>
          <div>
            <label htmlFor={positionId} className="text-sm font-semibold text-slate-900">
              Position
            </label>
            <select
              id={positionId}
              value={position}
              onChange={(event) => onPositionChange(event.target.value as DecorationPosition | "")}
              className="mt-2 h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30"
            >
              <option value="">Choose a position</option>
              {decorationPositions.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </div>
          {isSignedIn && (
            <Suspense fallback={null}>
              <LogoChoice method={type} chosenLogoId={chosenLogoId} onPick={onPickLogo} />
            </Suspense>
          )}
          <DesignUpload file={design} onChange={onDesignChange} />
        </>
      )}
    </div>
  );
}
