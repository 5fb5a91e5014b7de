import { useMemo, useState } from "react";
import type { DecorationPosition } from "#core/basket/basket.ts";
import { areaFor } from "#core/mockup/mockup-areas.ts";
import type { ProductMockup } from "#server/mockups/product-mockup.server.ts";

// Issue 15.2: the live mock-up. With a decoration, a position and a design chosen, the gallery's
// picture of the chosen colour shows the design where it will go, at the size the method allows
// (core/mockup/mockup-areas.ts decides, as it does for the server's PNG). A back position turns
// the gallery to the colour's back picture, with a Front / Back toggle. What is drawn over the
// picture is in garment-mockup-overlay.tsx, loaded once a design is chosen.

/** What the buy box has chosen, as the mock-up needs it. */
export type MockupChoice = {
  method: "embroidery" | "print";
  position: DecorationPosition | "";
  /** An address the browser can show (a library logo's preview or the chosen file); null for a
   * PDF, AI or EPS file, drawn as a marked box. */
  preview: string | null;
  designName: string;
};

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
