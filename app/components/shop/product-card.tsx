import { ImageOffIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { CatalogueImage, ProductSummary } from "#commerce/client/catalogue-types.ts";
import { formatPence } from "#core/money/money.ts";
import { firstShownPence, shownPrices } from "#core/pricing/vat-shown.ts";
import { useVatShown } from "#app/lib/shop-details.ts";
import type { SpecialFromPrice } from "#server/pricing/customer-prices.server.ts";
import { ResponsiveImage } from "./responsive-image.tsx";
import { SpecialPriceBadge, StandardPrice } from "./special-price.tsx";

// spec/storefront.md §8 "Missing image": a failed image falls back to a default image. An inline
// SVG, so the fallback itself cannot fail to load.
const defaultImage =
  "data:image/svg+xml;charset=utf-8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600"><rect width="600" height="600" fill="#f1f5f9"/>' +
      '<path d="M230 210h140l50 40-30 40-30-15v145H240V275l-30 15-30-40z" fill="#cbd5e1"/></svg>',
  );

/**
 * One product in a grid: picture, vendor, title, "From" price ex and inc VAT, stock badge. With
 * `special` (the signed-in customer's special prices lower or change the lowest price), that price
 * with a 'Special Price' badge and the standard one struck through. `imageLoading`: "priority"
 * for the page's first pictures (the largest one painted), "eager" for the rest above the fold.
 */
export function ProductCard({
  product,
  imageLoading = "lazy",
  special,
}: {
  product: ProductSummary;
  imageLoading?: "priority" | "eager" | "lazy";
  special?: SpecialFromPrice;
}) {
  const href = `/products/${product.handle}`;
  return (
    // WCAG 2.4.7 (issue 18.6): the card itself draws the focus ring of its link, outside its own
    // edge; a ring on the link's covering ::before was clipped by the card's overflow.
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-border bg-white outline-offset-2 outline-ring transition-shadow hover:border-slate-300 hover:shadow-lg has-[a:focus-visible]:outline-3">
      <div className="relative aspect-square bg-slate-100">
        {product.featuredImage ? (
          <ProductImage
            image={product.featuredImage}
            alt={product.featuredImage.altText || product.title}
            loading={imageLoading}
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-sm text-slate-600">
            <ImageOffIcon className="size-7" aria-hidden />
            No Image Available
          </div>
        )}
        {!product.availableForSale && (
          <span className="absolute top-2 left-2 rounded bg-slate-900 px-2 py-1 text-xs font-semibold text-white">
            Out of stock
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-3 sm:p-4">
        {product.vendor && (
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {product.vendor}
          </p>
        )}
        <h3 className="mt-1 line-clamp-2 text-sm leading-snug font-semibold text-slate-900 sm:text-base">
          {/* The title link covers the whole card, so the card is one link with the product's name. */}
          <Link
            to={href}
            prefetch="intent"
            className="group-hover:text-brand-700 before:absolute before:inset-0 before:content-[''] focus-visible:outline-none"
          >
            {product.title}
          </Link>
        </h3>
        {special ? (
          <SpecialFrom price={special} />
        ) : (
          <ProductPrice pricePence={product.priceFromPence} />
        )}
      </div>
    </article>
  );
}

/**
 * "From £X inc VAT" with the ex-VAT price under it, or the other way round (issue 14.3: the
 * header's switch; DESIGN §3: catalogue prices exclude VAT).
 */
function ProductPrice({ pricePence }: { pricePence: number | null }) {
  const shown = useVatShown();
  if (pricePence === null) {
    return <p className="mt-auto pt-3 text-sm text-slate-600">Price on request</p>;
  }
  const [first, second] = shownPrices(shown, pricePence);
  return (
    <div className="mt-auto pt-3">
      <p className="text-sm text-slate-700">
        From <span className="text-lg font-bold text-brand-900">{formatPence(first.pence)}</span>{" "}
        <span className="text-xs">{first.label}</span>
      </p>
      <p className="text-xs text-slate-600">
        {formatPence(second.pence)} {second.label}
      </p>
    </div>
  );
}

/** spec/storefront.md §6: the customer's own "From" price, the standard one struck through. */
function SpecialFrom({ price }: { price: SpecialFromPrice }) {
  const shown = useVatShown();
  const [first, second] = shownPrices(shown, price.fromPence);
  return (
    <div className="mt-auto pt-3">
      <SpecialPriceBadge />
      <p className="mt-1 text-sm text-slate-700">
        From <span className="text-lg font-bold text-brand-900">{formatPence(first.pence)}</span>{" "}
        <span className="text-xs">{first.label}</span>{" "}
        {price.standardFromPence > price.fromPence && (
          <StandardPrice
            pence={firstShownPence(shown, price.standardFromPence)}
            className="text-xs"
          />
        )}
      </p>
      <p className="text-xs text-slate-600">
        {formatPence(second.pence)} {second.label}
      </p>
    </div>
  );
}

/**
 * The grid's columns (product-grid.tsx: 2, then 3 from 768 px, 4 from 1024 px, inside the
 * 1280-pixel page) less the gaps and the picture's padding.
 */
const cardSizes =
  "(min-width: 1280px) 280px, (min-width: 1024px) calc(25vw - 40px), (min-width: 768px) calc(33vw - 40px), calc(50vw - 36px)";

function ProductImage({
  image,
  alt,
  loading,
}: {
  image: CatalogueImage;
  alt: string;
  loading: "priority" | "eager" | "lazy";
}) {
  const [failed, setFailed] = useState(false);
  const className =
    "size-full object-contain p-2 transition-transform duration-300 group-hover:scale-105";
  if (failed)
    return <img src={defaultImage} alt={alt} width={600} height={600} className={className} />;
  return (
    <ResponsiveImage
      image={image}
      sizes={cardSizes}
      alt={alt}
      priority={loading === "priority"}
      loading={loading === "lazy" ? "lazy" : "eager"}
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
