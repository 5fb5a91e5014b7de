import { ChevronRightIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { HydrateLater } from "#app/lib/hydrate-later.tsx";
import { colourImageIndex } from "#core/catalogue/colour-images.ts";
import { isColourOption } from "#core/catalogue/variant-selection.ts";
import type { PageProduct } from "#server/catalogue/product-page.server.ts";
import type { DecorationPriceList } from "#server/pricing/pricing.server.ts";
import type { DecorationPricing } from "#core/pricing/decoration-pricing.ts";
import type { ProductMockup } from "#server/mockups/product-mockup.server.ts";
import { BuyBox } from "./buy-box.tsx";
import { type MockupChoice, useMockupGallery } from "./garment-mockup.tsx";
import { ProductGallery } from "./product-gallery.tsx";
import { ProductTabs } from "./product-tabs.tsx";

// What the mock-up draws over the gallery, loaded once a buyer chooses a design.
const loadOverlay = () => import("./garment-mockup-overlay.tsx");
const MockupOverlay = lazy(() =>
  loadOverlay().then((module) => ({ default: module.MockupOverlay })),
);
const MockupViewToggle = lazy(() =>
  loadOverlay().then((module) => ({ default: module.MockupViewToggle })),
);
const MockupCaption = lazy(() =>
  loadOverlay().then((module) => ({ default: module.MockupCaption })),
);

/**
 * The product page body: gallery left, buy box right (sticky on desktop), tabs below. Render it
 * with key={product.id} so moving to another product starts again from its first colour (spec §4).
 */
export function ProductDetail({
  product,
  specialPrices,
  descriptionHtml,
  decorationPrices,
  decorationPricing,
  lowStockThreshold,
  mockup,
}: {
  product: PageProduct;
  /** The signed-in customer's special prices by variant id, pence ex VAT; {} for a visitor. */
  specialPrices: Record<string, number>;
  descriptionHtml: string;
  decorationPrices: DecorationPriceList | null;
  /** The tables the price box prices the buyer's choice with (issue 18.1). */
  decorationPricing: DecorationPricing | null;
  /** A tracked variant with this many or fewer left shows "Only N left". */
  lowStockThreshold: number;
  /** Issue 15.2: the live mock-up's placement areas and back pictures. */
  mockup: ProductMockup;
}) {
  const colours = product.options.find((option) => isColourOption(option.name))?.values ?? [];

  /** The colour's picture: the one its variants show (set in the back office), else by name. */
  function colourIndexOf(colour: string): number {
    const byVariant = product.variants.find(
      (variant) =>
        variant.imageIndex !== null &&
        variant.selectedOptions.some(
          (option) => isColourOption(option.name) && option.value === colour,
        ),
    )?.imageIndex;
    return byVariant ?? colourImageIndex(product.images, colour, colours);
  }

  function imageFor(colour: string | undefined) {
    const index = colour === undefined ? -1 : colourIndexOf(colour);
    return { index, url: (product.images[index] ?? product.images[0])?.url ?? "" };
  }

  // The first colour is preselected, so the gallery opens on its picture.
  const [imageIndex, setImageIndex] = useState(() => Math.max(0, imageFor(colours[0]).index));
  const [mockupChoice, setMockupChoice] = useState<MockupChoice | null>(null);
  const gallery = useMockupGallery({
    mockup,
    choice: mockupChoice,
    imageIndex,
    onImageIndex: setImageIndex,
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      <HydrateLater>
        <nav aria-label="Breadcrumb" className="mb-6">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
            <li className="flex items-center gap-1">
              <Link to="/" className="hover:text-brand-700 hover:underline">
                Home
              </Link>
              <ChevronRightIcon className="size-3.5 text-slate-400" aria-hidden />
            </li>
            <li className="flex items-center gap-1">
              <Link to="/products" className="hover:text-brand-700 hover:underline">
                Products
              </Link>
              <ChevronRightIcon className="size-3.5 text-slate-400" aria-hidden />
            </li>
            <li aria-current="page" className="text-slate-900">
              {product.title}
            </li>
          </ol>
        </nav>
      </HydrateLater>
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <HydrateLater>
          <ProductGallery
            images={product.images}
            title={product.title}
            index={gallery.shownIndex}
            onIndexChange={gallery.choose}
            overlay={
              mockupChoice && (
                <Suspense fallback={null}>
                  {gallery.showsArea && gallery.area && (
                    <MockupOverlay
                      choice={mockupChoice}
                      area={gallery.area}
                      picture={product.images[gallery.shownIndex]}
                    />
                  )}
                  {gallery.area?.view === "back" && gallery.hasBack && (
                    <MockupViewToggle isBack={gallery.isBack} onShowBack={gallery.showBack} />
                  )}
                </Suspense>
              )
            }
            caption={
              mockupChoice && (
                <Suspense fallback={null}>
                  <MockupCaption
                    choice={mockupChoice}
                    area={gallery.area}
                    hasBack={gallery.hasBack}
                  />
                </Suspense>
              )
            }
          />
        </HydrateLater>
        <div className="min-w-0 lg:sticky lg:top-4 lg:self-start">
          <HydrateLater>
            <BuyBox
              product={product}
              specialPrices={specialPrices}
              decorationPricing={decorationPricing}
              lowStockThreshold={lowStockThreshold}
              imageFor={imageFor}
              onColourImage={gallery.showColour}
              onMockupChoice={setMockupChoice}
            />
          </HydrateLater>
        </div>
      </div>
      <h2 className="sr-only">Product information</h2>
      <HydrateLater>
        <ProductTabs descriptionHtml={descriptionHtml} decorationPrices={decorationPrices} />
      </HydrateLater>
    </div>
  );
}
