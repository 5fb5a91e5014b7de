import { z } from "zod";
import type {
  CatalogueImage,
  CatalogueResult,
  SelectedOption,
} from "#commerce/client/catalogue-types.ts";
import { ImageSchema } from "#commerce/client/catalogue-schemas.ts";
import { moneyV2ToMoney } from "#commerce/client/money.ts";
import { VARIANTS_BY_IDS_QUERY } from "#commerce/client/queries/basket-queries.ts";
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

export function createBasketVariants(query: StorefrontQuery, call: CatalogueCall) {
  return {
    /**
     * The variants with these global ids, in the order first asked, duplicates once; unknown ids
     * are simply absent. Sent 250 ids a request (the Storefront limit), the batches side by side.
     */
    getVariantsByIds(ids: readonly string[]): Promise<CatalogueResult<BasketVariant[]>> {
      return call("getVariantsByIds", async () => {
        const unique = [...new Set(ids)];
        const batches: string[][] = [];
        for (let start = 0; start < unique.length; start += MAX_IDS_PER_REQUEST) {
          batches.push(unique.slice(start, start + MAX_IDS_PER_REQUEST));
        }
        const pages = await Promise.all(
          batches.map((batch) => query(VARIANTS_BY_IDS_QUERY, { ids: batch }, NodesResponse)),
        );
        return pages.flatMap((page) =>
          page.nodes.filter((node): node is BasketVariant => node !== null),
        );
      });
    },
  };
}
