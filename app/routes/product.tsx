import { lazy, Suspense, useMemo } from "react";
import { data, isRouteErrorResponse, redirect, useLocation } from "react-router";
import { ProductDetail } from "#app/components/product/product-detail.tsx";
import { JsonLd } from "#app/components/seo/json-ld.tsx";
import { pageMeta, withShopName } from "#app/lib/meta.ts";
import { sanitiseHtml } from "#core/html/sanitise-html.ts";
import { summariseText } from "#core/html/plain-text.ts";
import { breadcrumbStructuredData, productStructuredData } from "#core/seo/structured-data.ts";
import { currentProductHandle } from "#server/catalogue/handle-redirects.server.ts";
import { type PageProduct, productForPage } from "#server/catalogue/product-page.server.ts";
import { unpackVariants } from "#core/catalogue/page-variants.ts";
import { getViewerSpecialPrices } from "#server/pricing/customer-prices.server.ts";
import { getProductPageDecoration } from "#server/pricing/pricing.server.ts";
import { productMockupOf } from "#server/mockups/product-mockup.server.ts";
import type { CatalogueImage, Product } from "#commerce/client/catalogue-types.ts";
import type { Route } from "./+types/product";
import { sharedPageHeaders } from "#core/http/page-cache-headers.ts";

// The error pages load only when a product is not found or could not be read.
const productErrors = () => import("#app/components/product/product-errors.tsx");
const ProductNotFound = lazy(() =>
  productErrors().then((module) => ({ default: module.ProductNotFound })),
);
const ProductLoadError = lazy(() =>
  productErrors().then((module) => ({ default: module.ProductLoadError })),
);

// Issue 12.2: the same for every visitor, so kept by the page cache and a CDN.
export const headers = sharedPageHeaders;

/**
 * The shop's own images as root-relative paths: the engine writes them absolute with PUBLIC_URL,
 * which a browser on another name for the same host (127.0.0.1 vs localhost) would load
 * cross-origin and the CSP's img-src 'self' would block.
 */
function shopRelativeImages(product: Product, publicUrl: string): Product {
  const origin = new URL(publicUrl).origin;
  const local = <Image extends CatalogueImage | null>(image: Image): Image => {
    if (!image || !URL.canParse(image.url)) return image;
    const url = new URL(image.url);
    return url.origin === origin ? { ...image, url: `${url.pathname}${url.search}` } : image;
  };
  return {
    ...product,
    images: product.images.map(local),
    variants: product.variants.map((variant) => ({ ...variant, image: local(variant.image) })),
  };
}

// spec/storefront.md §2 "/products/{handle}". Rendered on the server with the real product: the
// spec's mock product and spinner are not needed when the loader waits for it.
export async function loader({ params, context }: Route.LoaderArgs) {
  const [result, decoration] = await Promise.all([
    context.commerce.getProductByHandle(params.handle),
    getProductPageDecoration(context.services),
  ]);
  // The client has already logged a failure; the page offers a retry instead of crashing.
  if (!result.ok) return data({ status: "error" as const }, { status: 503 });
  if (!result.data) {
    const current = await currentProductHandle(context.services, params.handle);
    if (current) throw redirect(`/products/${encodeURIComponent(current)}`, 301);
    throw data(null, { status: 404 });
  }
  const { publicUrl } = context.services.config;
  const product = shopRelativeImages(result.data, publicUrl);
  const firstImage = product.images[0];
  const [specialPrices, mockup] = await Promise.all([
    getViewerSpecialPrices(context, [product.id]),
    productMockupOf(context.services.database.db, product),
  ]);
  return {
    status: "ok" as const,
    // Issue 12.4: only what the page reads, not the whole catalogue record.
    product: productForPage(product),
    // spec/storefront.md §6: the signed-in customer's own prices, over the shared catalogue answer
    // (the structured data keeps the public list prices).
    specialPrices,
    // Issue 15.2: where a design goes on this product's pictures.
    mockup,
    // Sanitised once here, so the page never holds the provider's raw HTML.
    descriptionHtml: sanitiseHtml(product.descriptionHtml),
    decorationPrices: decoration.priceList,
    // Issue 18.1: the price box prices the buyer's choice with these, as the basket will.
    decorationPricing: decoration.pricing,
    // Issue 11.4: "Only N left" from this many down (LOW_STOCK_THRESHOLD).
    lowStockThreshold: context.services.config.lowStockThreshold,
    publicUrl,
    canonicalUrl: `${publicUrl}/products/${encodeURIComponent(product.handle)}`,
    // The owner's search listing (issue 11.2) when written, else made from the product.
    seoTitle: product.seo.title || product.title,
    seoDescription:
      product.seo.description ||
      summariseText(product.description) ||
      `${product.title} from ${product.vendor}.`,
    summary: summariseText(product.description, 500),
    imageUrl: firstImage ? new URL(firstImage.url, publicUrl).href : null,
  };
}

/**
 * schema.org Product and BreadcrumbList for the page, made from the page's own data on the server
 * and again in the browser, so the loader data does not carry it a second time.
 */
function structuredDataOf({
  product,
  publicUrl,
  canonicalUrl,
  summary,
}: {
  product: PageProduct;
  publicUrl: string;
  canonicalUrl: string;
  summary: string;
}) {
  return [
    productStructuredData({
      url: canonicalUrl,
      name: product.title,
      description: summary,
      brand: product.vendor,
      images: product.images.map((image) => new URL(image.url, publicUrl).href),
      variants: product.variants.map((variant) => ({
        sku: variant.sku,
        pricePence: variant.pricePence,
        available: variant.available,
        backOrdered: variant.currentlyNotInStock,
      })),
    }),
    breadcrumbStructuredData([
      { name: "Home", url: `${publicUrl}/` },
      { name: "All Products", url: `${publicUrl}/products` },
      { name: product.title, url: canonicalUrl },
    ]),
  ];
}

export const meta: Route.MetaFunction = withShopName(({ loaderData, error }) => {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return pageMeta("Page not found", "The product you were looking for could not be found.");
  }
  if (!loaderData || loaderData.status !== "ok") {
    return pageMeta("Product unavailable", "Workwear, safety wear and uniforms for the trade.");
  }
  const { seoTitle, seoDescription, canonicalUrl, imageUrl } = loaderData;
  return [
    ...pageMeta(seoTitle, seoDescription),
    { property: "og:type", content: "product" },
    { property: "og:url", content: canonicalUrl },
    ...(imageUrl ? [{ property: "og:image", content: imageUrl }] : []),
    { tagName: "link", rel: "canonical", href: canonicalUrl },
  ];
});

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const sent = loaderData.status === "ok" ? loaderData.product : null;
  const product = useMemo(
    () => sent && { ...sent, variants: unpackVariants(sent.variants, sent.options) },
    [sent],
  );
  if (loaderData.status !== "ok" || !product) {
    return (
      <Suspense fallback={null}>
        <ProductLoadError retryHref={location.pathname} />
      </Suspense>
    );
  }
  return (
    <>
      {structuredDataOf({ ...loaderData, product }).map((item, index) => (
        <JsonLd key={index} data={item} />
      ))}
      <ProductDetail
        key={product.id}
        product={product}
        specialPrices={loaderData.specialPrices}
        descriptionHtml={loaderData.descriptionHtml}
        decorationPrices={loaderData.decorationPrices}
        decorationPricing={loaderData.decorationPricing}
        lowStockThreshold={loaderData.lowStockThreshold}
        mockup={loaderData.mockup}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <ProductNotFound />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <ProductLoadError retryHref={location.pathname} />
    </Suspense>
  );
}
