import { z } from "zod";
import type {
  CatalogueImage,
  CataloguePage,
  CollectionSummary,
  CatalogueFilter,
  CollectionWithProducts,
  ProductFilter,
  ProductSummary,
  ProductVariant,
  ShopInfo,
  ShopPolicy,
} from "#commerce/client/catalogue-types.ts";
import { moneyV2ToMoney } from "#commerce/client/money.ts";

// Response shapes the client relies on, parsed with zod and mapped to the plain types in the same
// step. Anything that does not fit (a missing field, a money string like "12.345") is a failed
// call, never a crash in a page. Non-null Storefront strings that only have spec defaults
// (vendor, productType, sku, description) are accepted as null and defaulted to ''.

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? "");

const MoneySchema = z
  .object({ amount: z.string(), currencyCode: z.string() })
  .transform((money, ctx) => {
    try {
      return moneyV2ToMoney(money);
    } catch (error) {
      ctx.addIssue({ code: "custom", message: (error as Error).message, input: money });
      return z.NEVER;
    }
  });

export const ImageSchema = z
  .object({
    id: z.string().nullish(),
    url: z.string(),
    altText: z.string().nullish(),
    width: z.number().nullish(),
    height: z.number().nullish(),
  })
  .transform((image): CatalogueImage => ({
    id: image.id ?? null,
    url: image.url,
    altText: image.altText ?? null,
    width: image.width ?? null,
    height: image.height ?? null,
  }));

const PageInfoSchema = z.object({ hasNextPage: z.boolean(), hasPreviousPage: z.boolean() });

/** A connection with cursors and pageInfo, as the pageable selections request it. */
export function connectionOf<T extends z.ZodType>(node: T) {
  return z.object({
    pageInfo: PageInfoSchema,
    edges: z.array(z.object({ cursor: z.string(), node })),
  });
}

export type Connection<T> = {
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean };
  edges: { cursor: string; node: T }[];
};

/** Flattens a connection; the next page starts after the last edge's cursor (no endCursor in the subset). */
export function toPage<T>(connection: Connection<T>): CataloguePage<T> {
  return {
    items: connection.edges.map((edge) => edge.node),
    pageInfo: { ...connection.pageInfo, endCursor: connection.edges.at(-1)?.cursor ?? null },
  };
}

const nodesOf = <T extends z.ZodType>(node: T) => z.object({ edges: z.array(z.object({ node })) });

export const VariantSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    sku: text,
    availableForSale: z.boolean(),
    quantityAvailable: z.number().int().nullish(),
    currentlyNotInStock: z.boolean().nullish(),
    weight: z.number().nullish(),
    price: MoneySchema,
    compareAtPrice: MoneySchema.nullish(),
    image: ImageSchema.nullish(),
    selectedOptions: z.array(z.object({ name: z.string(), value: z.string() })),
  })
  .transform((variant): ProductVariant => ({
    id: variant.id,
    title: variant.title,
    sku: variant.sku,
    pricePence: variant.price.pence,
    compareAtPricePence: variant.compareAtPrice?.pence ?? null,
    currencyCode: variant.price.currencyCode,
    available: variant.availableForSale,
    quantityAvailable: variant.quantityAvailable ?? null,
    currentlyNotInStock: variant.currentlyNotInStock ?? false,
    selectedOptions: variant.selectedOptions,
    image: variant.image ?? null,
    weight: variant.weight ?? null,
  }));

const productBaseFields = {
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  description: text,
  vendor: text,
  productType: text,
  availableForSale: z.boolean(),
};

export const ProductCardSchema = z
  .object({
    ...productBaseFields,
    images: nodesOf(ImageSchema),
    // Every product has a variant (product-input.ts), so the lowest price is a real one.
    priceRange: z.object({ minVariantPrice: MoneySchema }),
  })
  .transform(({ images, priceRange, ...product }): ProductSummary => ({
    ...product,
    featuredImage: images.edges[0]?.node ?? null,
    priceFromPence: priceRange.minVariantPrice.pence,
    currencyCode: priceRange.minVariantPrice.currencyCode,
  }));

/** The product page's first response; images and variants stay connections for paging. */
export const ProductDetailSchema = z.object({
  ...productBaseFields,
  descriptionHtml: text,
  onlineStoreUrl: z.string().nullish(),
  seo: z.object({ title: z.string().nullish(), description: z.string().nullish() }).nullish(),
  createdAt: z.string(),
  updatedAt: z.string(),
  options: z.array(z.object({ id: z.string(), name: z.string(), values: z.array(z.string()) })),
  images: connectionOf(ImageSchema),
  variants: connectionOf(VariantSchema),
});

const collectionFields = {
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  description: text,
  descriptionHtml: text,
  updatedAt: z.string(),
  seo: z.object({ title: z.string().nullish(), description: z.string().nullish() }).nullish(),
  image: ImageSchema.nullish(),
};

function toCollection(
  collection: z.output<z.ZodObject<typeof collectionFields>>,
): CollectionSummary {
  return {
    ...collection,
    seo: { title: collection.seo?.title ?? null, description: collection.seo?.description ?? null },
    image: collection.image ?? null,
  };
}

export const CollectionSchema = z.object(collectionFields).transform(toCollection);

/** A filter value's `input`: JSON text of a ProductFilter (a value that is not is left out). */
function filterInputOf(input: unknown): ProductFilter | null {
  try {
    const parsed: unknown = typeof input === "string" ? JSON.parse(input) : input;
    return parsed !== null && typeof parsed === "object" ? (parsed as ProductFilter) : null;
  } catch {
    return null;
  }
}

const FilterSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    type: z.enum(["LIST", "PRICE_RANGE", "BOOLEAN"]),
    values: z.array(
      z.object({ id: z.string(), label: z.string(), count: z.number(), input: z.unknown() }),
    ),
  })
  .transform((filter): CatalogueFilter => ({
    ...filter,
    values: filter.values.flatMap((value) => {
      const input = filterInputOf(value.input);
      return input ? [{ ...value, input }] : [];
    }),
  }));

export const CollectionWithProductsSchema = z
  .object({
    ...collectionFields,
    products: connectionOf(ProductCardSchema).extend({ filters: z.array(FilterSchema).optional() }),
  })
  .transform(({ products, ...collection }): CollectionWithProducts => ({
    collection: toCollection(collection),
    products: toPage(products),
    facets: products.filters ?? [],
  }));

const PolicySchema = z
  .object({ id: z.string(), title: z.string(), url: z.string(), body: z.string() })
  .nullish()
  .transform((policy): ShopPolicy | null => policy ?? null);

export const ShopSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: text,
    moneyFormat: z.string(),
    paymentSettings: z.object({ enabledPresentmentCurrencies: z.array(z.string()) }),
    primaryDomain: z.object({ host: z.string(), url: z.string(), sslEnabled: z.boolean() }),
    privacyPolicy: PolicySchema,
    termsOfService: PolicySchema,
    refundPolicy: PolicySchema,
  })
  .transform(({ paymentSettings, ...shop }): ShopInfo => ({
    ...shop,
    currencies: paymentSettings.enabledPresentmentCurrencies,
  }));
