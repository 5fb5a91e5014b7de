import { z } from "zod";
import type {
  CatalogueImage,
  CatalogueResult,
  SelectedOption,
} from "#commerce/client/catalogue-types.ts";
import { ImageSchema } from "#commerce/client/catalogue-schemas.ts";
import { moneyV2ToMoney } from "#commerce/client/money.ts";
import {
  PRODUCT_VARIANT_PRICES_QUERY,
  VARIANTS_BY_IDS_QUERY,
} from "#commerce/client/queries/basket-queries.ts";
import type { CatalogueCall, StorefrontQuery } from "#commerce/client/storefront-transport.ts";

/** A variant as the basket needs it: price and availability to charge, the rest to show. */
export type BasketVariant = {
  id: string;
  /** e.g. "Black / L". */
  title: string;
  /** '' when the variant has none. */
  sku: string;
  /** Ex-VAT price in pence (DESIGN §3: stored prices exclude VAT). */
  pricePence: number;
  available: boolean;
  image: CatalogueImage | null;
  selectedOptions: SelectedOption[];
  product: { id: string; handle: string; title: string; vendor: string };
};

/** Storefront `nodes(ids:)` accepts at most this many ids per request. */
export const MAX_IDS_PER_REQUEST = 250;

const BasketVariantSchema = z
  .object({
    __typename: z.literal("ProductVariant"),
    id: z.string(),
    title: z.string(),
    sku: z.string().nullish(),
    availableForSale: z.boolean(),
    price: z.object({ amount: z.string(), currencyCode: z.string() }),
    image: ImageSchema.nullish(),
    selectedOptions: z.array(z.object({ name: z.string(), value: z.string() })),
    product: z.object({
      id: z.string(),
      handle: z.string(),
      title: z.string(),
      vendor: z.string().nullish(),
    }),
  })
  .transform((variant, ctx): BasketVariant => {
    let pricePence = 0;
    try {
      pricePence = moneyV2ToMoney(variant.price).pence;
    } catch (error) {
      ctx.addIssue({ code: "custom", message: (error as Error).message, input: variant.price });
      return z.NEVER;
    }
    return {
      id: variant.id,
      title: variant.title,
      sku: variant.sku ?? "",
      pricePence,
      available: variant.availableForSale,
      image: variant.image ?? null,
      selectedOptions: variant.selectedOptions,
      product: { ...variant.product, vendor: variant.product.vendor ?? "" },
    };
  });

// null for an unknown id; another node type (a Product's id, say) is not a variant either. A
// variant that does not fit its shape fails the call rather than passing as "unknown".
const OtherNodeSchema = z
  .looseObject({ __typename: z.string().refine((name) => name !== "ProductVariant") })
  .transform(() => null);
const NodeSchema = z.union([z.null(), OtherNodeSchema, BasketVariantSchema]);
const NodesResponse = z.object({ nodes: z.array(NodeSchema) });

/** A product's variants with their list prices (pence ex VAT), for special "From" prices. */
export type ProductVariantPrices = {
  productId: string;
  title: string;
  handle: string;
  variants: { id: string; title: string; sku: string; pricePence: number }[];
};

const VariantPriceSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    sku: z.string().nullish(),
    price: z.object({ amount: z.string(), currencyCode: z.string() }),
  })
  .transform((variant, ctx) => {
    try {
      const { id, title, sku } = variant;
      return { id, title, sku: sku ?? "", pricePence: moneyV2ToMoney(variant.price).pence };
    } catch (error) {
      ctx.addIssue({ code: "custom", message: (error as Error).message, input: variant.price });
      return z.NEVER;
    }
  });
const ProductPricesSchema = z
  .object({
    __typename: z.literal("Product"),
    id: z.string(),
    title: z.string(),
    handle: z.string(),
    variants: z.object({ edges: z.array(z.object({ node: VariantPriceSchema })) }),
  })
  .transform((product): ProductVariantPrices => ({
    productId: product.id,
    title: product.title,
    handle: product.handle,
    variants: product.variants.edges.map((edge) => edge.node),
  }));
const OtherThanProductSchema = z
  .looseObject({ __typename: z.string().refine((name) => name !== "Product") })
  .transform(() => null);
const ProductPricesResponse = z.object({
  nodes: z.array(z.union([z.null(), OtherThanProductSchema, ProductPricesSchema])),
});

/** The ids in batches of the Storefront limit, duplicates once. */
function batchesOf(ids: readonly string[]): string[][] {
  const unique = [...new Set(ids)];
  const batches: string[][] = [];
  for (let start = 0; start < unique.length; start += MAX_IDS_PER_REQUEST) {
    batches.push(unique.slice(start, start + MAX_IDS_PER_REQUEST));
  }
  return batches;
}

export function createBasketVariants(
  query: StorefrontQuery,
  call: CatalogueCall,
  uncachedQuery: StorefrontQuery = query,
) {
  const variantsByIds = (ask: StorefrontQuery, name: string, ids: readonly string[]) =>
    call(name, async () => {
      const pages = await Promise.all(
        batchesOf(ids).map((batch) => ask(VARIANTS_BY_IDS_QUERY, { ids: batch }, NodesResponse)),
      );
      return pages.flatMap((page) =>
        page.nodes.filter((node): node is BasketVariant => node !== null),
      );
    });
  return {
    /**
     * The variants with these global ids, in the order first asked, duplicates once; unknown ids
     * are simply absent. Sent 250 ids a request (the Storefront limit), the batches side by side.
     */
    getVariantsByIds(ids: readonly string[]): Promise<CatalogueResult<BasketVariant[]>> {
      return variantsByIds(query, "getVariantsByIds", ids);
    },
    /**
     * Issue 17: the same, as the store has them now, never an answer kept from a remote store:
     * what an order is charged from.
     */
    getCurrentVariantsByIds(ids: readonly string[]): Promise<CatalogueResult<BasketVariant[]>> {
      return variantsByIds(uncachedQuery, "getCurrentVariantsByIds", ids);
    },
    /** Each of these products' variants with its list price; unknown ids are simply absent. */
    getProductVariantPrices(
      productIds: readonly string[],
    ): Promise<CatalogueResult<ProductVariantPrices[]>> {
      return call("getProductVariantPrices", async () => {
        const pages = await Promise.all(
          batchesOf(productIds).map((batch) =>
            query(PRODUCT_VARIANT_PRICES_QUERY, { ids: batch }, ProductPricesResponse),
          ),
        );
        return pages.flatMap((page) =>
          page.nodes.filter((node): node is ProductVariantPrices => node !== null),
        );
      });
    },
  };
}
