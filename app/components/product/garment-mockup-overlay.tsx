import { useState } from "react";
import { cn } from "#app/lib/utils.ts";
import { containedIn, type MockupArea, placeDesign, within } from "#core/mockup/mockup-areas.ts";
import type { MockupChoice } from "./garment-mockup.tsx";

// Issue 15.2: the live mock-up drawn over the gallery (garment-mockup.tsx says where). The product
// page loads this file only once a buyer has chosen a design.

type Picture = { width?: number | null; height?: number | null };

/** The design drawn over the picture, fitted in its area. */
export function MockupOverlay({
  choice,
  area,
  picture,
}: {
  choice: MockupChoice;
  area: MockupArea;
  picture: Picture | undefined;
}) {
  const [aspect, setAspect] = useState<{ src: string | null; value: number }>({
    src: null,
    value: 1,
  });
  // Until the browser has read the design's size, it is drawn in a square and kept hidden, so it
  // never shows out of proportion.
  const measured = aspect.src === choice.preview;
  const ratio = measured ? aspect.value : 1;
  const box = within(
    containedIn(picture?.width ?? null, picture?.height ?? null),
    placeDesign(area, choice.method, ratio),
  );
  const style = {
    left: `${box.x * 100}%`,
    top: `${box.y * 100}%`,
    width: `${box.width * 100}%`,
    height: `${box.height * 100}%`,
  };
  return (
    <div
      data-testid="mockup-design"
      className="pointer-events-none absolute flex items-center justify-center"
      style={style}
    >
      {choice.preview ? (
        <img
          src={choice.preview}
          alt={`Your design, ${choice.designName}, at ${choice.position}`}
          className={cn(
            "size-full object-contain",
            !measured && "invisible",
            choice.method === "embroidery" && "drop-shadow-[0_1px_1px_rgba(0,0,0,0.45)]",
          )}
          onLoad={(event) => {
            const { naturalWidth, naturalHeight } = event.currentTarget;
            const known = naturalWidth > 0 && naturalHeight > 0;
            setAspect({ src: choice.preview, value: known ? naturalWidth / naturalHeight : 1 });
          }}
          onError={() => setAspect({ src: choice.preview, value: 1 })}
        />
      ) : (
        <span
          role="img"
          aria-label={`Your design, ${choice.designName}, at ${choice.position}`}
          className="flex size-full items-center justify-center rounded-sm border-2 border-dashed border-white/90 bg-slate-900/40 text-center text-[10px] leading-tight font-semibold text-white sm:text-xs"
        >
          Your design
        </span>
      )}
    </div>
  );
}

/** Front / Back, over the picture, when the chosen position is on the back. */
export function MockupViewToggle({
  isBack,
  onShowBack,
}: {
  isBack: boolean;
  onShowBack: (isBack: boolean) => void;
}) {
  const option = (label: string, pressed: boolean, onClick: () => void) => (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        "rounded-full px-3 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        pressed ? "bg-brand-700 text-white" : "text-slate-800 hover:bg-slate-100",
      )}
    >
      {label}
    </button>
  );
  return (
    <div
      role="group"
      aria-label="Garment view"
      className="absolute top-3 left-1/2 flex -translate-x-1/2 gap-1 rounded-full border border-border bg-white/95 p-1 shadow-sm"
    >
      {option("Front", !isBack, () => onShowBack(false))}
      {option("Back", isBack, () => onShowBack(true))}
    </div>
  );
}

/** Under the picture: what the mock-up shows, or why it cannot. */
export function MockupCaption({
  choice,
  area,
  hasBack,
}: {
  choice: MockupChoice;
  area: MockupArea | undefined;
  hasBack: boolean;
}) {
  const method = choice.method === "embroidery" ? "Embroidery" : "Print";
  const text = !choice.position
    ? "Choose a position to see your design on the garment."
    : !area
      ? `We have no mock-up of ${choice.position} for this product: your design goes where you chose, and we place it by hand.`
      : area.view === "back" && !hasBack
        ? `This product has no back picture: your design goes on the back, centred.`
        : `Mock-up: ${method}, ${choice.position}. A guide to size and position on the garment.`;
  return (
    <p className="text-sm text-slate-600" data-testid="mockup-caption">
      {text}
    </p>
  );
}
