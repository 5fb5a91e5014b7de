import { useMemo, useState } from "react";
import { cn } from "#app/lib/utils.ts";
import type { DecorationPosition } from "#core/basket/basket.ts";
import {
  areaFor,
  containedIn,
  type MockupArea,
  placeDesign,
  within,
} from "#core/mockup/mockup-areas.ts";
import type { ProductMockup } from "#server/mockups/product-mockup.server.ts";

// Issue 15.2: the live mock-up. With a decoration, a position and a design chosen, the gallery's
// picture of the chosen colour shows the design where it will go, at the size the method allows
// (core/mockup/mockup-areas.ts decides, as it does for the server's PNG). A back position turns
// the gallery to the colour's back picture, with a Front / Back toggle.

/** What the buy box has chosen, as the mock-up needs it. */
export type MockupChoice = {
  method: "embroidery" | "print";
  position: DecorationPosition | "";
  /** An address the browser can show (a library logo's preview or the chosen file); null for a
   * PDF, AI or EPS file, drawn as a marked box. */
  preview: string | null;
  designName: string;
};

type Picture = { width?: number | null; height?: number | null };

/**
 * The gallery's picture index with the mock-up's view kept in step: `shownIndex` is what the
 * gallery shows, `choose(index)` is a click on the gallery, `showBack(yes)` the toggle.
 */
export function useMockupGallery({
  mockup,
  choice,
  imageIndex,
  onImageIndex,
}: {
  mockup: ProductMockup;
  choice: MockupChoice | null;
  imageIndex: number;
  onImageIndex: (index: number) => void;
}) {
  const { backOf, frontOf } = useMemo(
    () => ({
      backOf: new Map(mockup.backs),
      frontOf: new Map(mockup.backs.map(([front, back]) => [back, front])),
    }),
    [mockup.backs],
  );
  const area = choice ? areaFor(mockup.areas, choice.position) : undefined;
  const [wantsBack, setWantsBack] = useState(false);
  // Choosing a back position turns the garment round; a front position turns it back.
  const areaView = area?.view;
  const [seenView, setSeenView] = useState(areaView);
  if (areaView !== seenView) {
    setSeenView(areaView);
    if (areaView) setWantsBack(areaView === "back");
  }

  const front = frontOf.get(imageIndex) ?? imageIndex;
  const back = backOf.get(front);
  const shownIndex = wantsBack && back !== undefined ? back : front;
  const isBack = frontOf.has(shownIndex);
  return {
    shownIndex,
    area,
    /** The area is drawn only on a picture of its side. */
    showsArea: area !== undefined && (area.view === "back") === isBack,
    hasBack: back !== undefined,
    isBack,
    choose(index: number) {
      onImageIndex(index);
      setWantsBack(frontOf.has(index));
    },
    showBack: setWantsBack,
    /** A colour or size choice: that colour's picture, from the side the design is on. */
    showColour(index: number) {
      onImageIndex(index);
      setWantsBack(areaView === "back");
    },
  };
}

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
  const ratio = aspect.src === choice.preview ? aspect.value : 1;
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
            choice.method === "embroidery" && "drop-shadow-[0_1px_1px_rgba(0,0,0,0.45)]",
          )}
          onLoad={(event) => {
            const { naturalWidth, naturalHeight } = event.currentTarget;
            if (naturalWidth > 0 && naturalHeight > 0)
              setAspect({ src: choice.preview, value: naturalWidth / naturalHeight });
          }}
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
