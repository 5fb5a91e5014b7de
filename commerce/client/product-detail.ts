import { z } from "zod";
import type { CatalogueResult, Product } from "#commerce/client/catalogue-types.ts";
import {
  type Connection,
  connectionOf,
  ImageSchema,
  ProductDetailSchema,
  VariantSchema,
} from "#commerce/client/catalogue-schemas.ts";
import {
  PRODUCT_BY_HANDLE_QUERY,
  PRODUCT_IMAGES_QUERY,
  PRODUCT_VARIANTS_QUERY,
} from "#commerce/client/queries/product-queries.ts";
import {
  type CatalogueCall,
  type StorefrontQuery,
  StorefrontRequestError,
} from "#commerce/client/storefront-transport.ts";

// spec/back-office.md §7: image and variant lists are paged 250 at a time until done. A server
// that keeps saying hasNextPage would loop forever (reference §4.2), so paging stops with a
// failure after this many pages (250,000 items), far beyond any real product.
const MAX_PAGES = 1000;

const ProductByHandleResponse = z.object({ productByHandle: ProductDetailSchema.nullable() });
// node(id:) answers `{}` for an id that is not a Product, which fails these shapes: a failure.
const ImagesPageResponse = z.object({
  node: z.object({ images: connectionOf(ImageSchema) }).nullable(),
});
const VariantsPageResponse = z.object({
  node: z.object({ variants: connectionOf(VariantSchema) }).nullable(),
});

/** Follows `hasNextPage` from `first`, asking `next(cursor)` for each further page. */
async function collectAll<T>(
  first: Connection<T>,
  next: (after: string) => Promise<Connection<T>>,
): Promise<T[]> {
  const items = first.edges.map((edge) => edge.node);
  let page = first;
  for (let pages = 1; page.pageInfo.hasNextPage; pages += 1) {
    const cursor = page.edges.at(-1)?.cursor;
    if (cursor === undefined) break; // an empty page ends the list whatever pageInfo says
    if (pages >= MAX_PAGES) throw new StorefrontRequestError("Too many pages", { pages });
    page = await next(cursor);
    items.push(...page.edges.map((edge) => edge.node));
  }
  return items;
}

function vanished(id: string): never {
  throw new StorefrontRequestError("Product disappeared while paging", { id });
}

/** The full product by handle with every image and variant; `data: null` when not found. */
export function createProductDetail(query: StorefrontQuery, call: CatalogueCall) {
  return {
    getProductByHandle(handle: string): Promise<CatalogueResult<Product | null>> {
      return call("getProductByHandle", async () => {
        const data = await query(PRODUCT_BY_HANDLE_QUERY, { handle }, ProductByHandleResponse);
        const product = data.productByHandle;
        if (!product) return null;
        const { id } = product;
        // Images and variants are independent lists: page them side by side.
        const [images, variants] = await Promise.all([
          collectAll(product.images, async (after) => {
            const page = await query(PRODUCT_IMAGES_QUERY, { id, after }, ImagesPageResponse);
            return page.node?.images ?? vanished(id);
          }),
          collectAll(product.variants, async (after) => {
            const page = await query(PRODUCT_VARIANTS_QUERY, { id, after }, VariantsPageResponse);
            return page.node?.variants ?? vanished(id);
          }),
        ]);
        return {
          ...product,
          onlineStoreUrl: product.onlineStoreUrl ?? null,
          seo: { title: product.seo?.title ?? null, description: product.seo?.description ?? null },
          images,
          variants,
        };
      });
    },
  };
}
