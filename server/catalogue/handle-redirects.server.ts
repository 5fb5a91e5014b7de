import { and, eq } from "drizzle-orm";
import type { AppServices } from "#server/context.ts";
import { productHandleRedirects, products } from "#server/db/schema/index.ts";

// Issue 11.2: a product's earlier handle answers with a 301 to its current one, so links and search
// results made before a rename keep working. Only the shop's own catalogue keeps these (Shopify
// keeps its own URL redirects).

/** The current handle of the active product that once had `handle`, or null. */
export async function currentProductHandle(
  services: Pick<AppServices, "database"> & { config: Pick<AppServices["config"], "shopify"> },
  handle: string,
): Promise<string | null> {
  if (services.config.shopify || handle.length > 255) return null;
  const [row] = await services.database.db
    .select({ handle: products.handle })
    .from(productHandleRedirects)
    .innerJoin(products, eq(products.id, productHandleRedirects.productId))
    .where(and(eq(productHandleRedirects.handle, handle), eq(products.isPublished, true)));
  return row?.handle ?? null;
}
