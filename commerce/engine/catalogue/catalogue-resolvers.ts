import { GraphQLError } from "graphql";
import type { Db } from "#server/db/client.ts";
import {
  EngineInputError,
  keysetPage,
  offsetWindow,
  toConnection,
  toKeysetConnection,
  type PageArgs,
} from "../connection.ts";
import { numericIdOf, parseGid, toGid } from "../global-id.ts";
import { money } from "../money.ts";
import type { AnswerReads, CatalogueLoaders } from "./catalogue-loaders.ts";
import type { FacetCache } from "./facet-cache.ts";
import type { DesignTokens } from "#server/files/design-token.ts";
import type { ShopDetails } from "#core/settings/shop-details.ts";
import {
  getProductByHandle,
  listProducts,
  type ProductRow,
  type VariantRow,
} from "./catalogue-queries.ts";
import {
  countCollections,
  getCollectionByHandle,
  listCollectionFacets,
  listCollectionProducts,
  listCollections,
  type CollectionRow,
  type CollectionSortKey,
} from "./collection-queries.ts";
import { listProductsOfType, listRelatedProducts } from "./recommendation-queries.ts";
import type {
  ProductCollectionSortKey,
  ProductSortKey,
} from "#core/catalogue/storefront-sort-keys.ts";
import { parseProductFilters, type ProductFilterInput } from "./product-filters.ts";
import { absoluteUrl, imageOf, transformedImageUrl, type ImageTransform } from "./image-url.ts";
import { productFields, productOptionFields, productOptionValueFields } from "./product-fields.ts";
import { predictiveSearch, search } from "./search-resolvers.ts";
import { menuOf } from "./menus.ts";

export type ShopInfo = {
  name: string;
  description: string;
  refundPolicyBody: string;
  privacyPolicyBody: string;
  termsOfServiceBody: string;
};

/** The shop's description, or (issue 18.9: the owner's settings) a function that reads it now. */
export type ShopInfoSource = ShopInfo | (() => Promise<ShopInfo>);

export type EngineContext = {
  db: Db;
  publicUrl: string;
  loaders: CatalogueLoaders;
  shop: ShopInfoSource;
  /** Checks design upload tokens on cart lines (issue 10.10); without it none is accepted. */
  designTokens?: DesignTokens;
  /**
   * The customer signed in on this site who calls (DESIGN §5), whose special prices price carts;
   * null for anyone else. Catalogue answers never depend on it, so they stay cacheable.
   */
  buyerId: string | null;
  /** Collections' facet counts kept in this process; null while nothing may be kept. */
  facets?: FacetCache | null;
  /** What the answer read; it says so when it shows facet counts from before a change. */
  reads?: AnswerReads;
  /** Issue 13.5: the shop's details as the settings give them now, for the pages' placeholders. */
  shopDetails?: () => Promise<ShopDetails>;
};

const recommendationLimit = 10;
/** The shop's header lists up to this many collections; the main menu the same. */
const menuCollectionLimit = 250;

/** The caller's mistakes in page arguments (sizes, cursors) as GraphQL input errors. */
export async function asInput<T>(work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof EngineInputError)
      throw new GraphQLError(error.message, { extensions: { code: "BAD_USER_INPUT" } });
    throw error;
  }
}

const tagged = <T extends object>(typename: string, row: T) => ({ __typename: typename, ...row });

async function resolveNode(id: string, { loaders }: EngineContext) {
  const parsed = parseGid(id);
  if (!parsed) return null;
  const numeric = /^\d{1,9}$/.test(parsed.id) ? Number(parsed.id) : null;
  if (numeric === null) return null;
  if (parsed.type === "Product") {
    const row = await loaders.product.load(numeric);
    return row && tagged("Product", row);
  }
  if (parsed.type === "Collection") {
    const row = await loaders.collection.load(numeric);
    return row && tagged("Collection", row);
  }
  if (parsed.type === "ProductVariant") {
    const row = await loaders.variant.load(numeric);
    return row && tagged("ProductVariant", row);
  }
  return null;
}

type OneOf = { id?: string | null; handle?: string | null };

async function lookUp<T>(
  { id, handle }: OneOf,
  type: "Product" | "Collection",
  context: EngineContext,
  byHandle: () => Promise<T>,
) {
  if ((id == null) === (handle == null))
    throw new GraphQLError(`Give ${type.toLowerCase()} an id or a handle, not both nor neither`, {
      extensions: { code: "BAD_USER_INPUT" },
    });
  if (handle != null) return byHandle();
  const node = await resolveNode(id!, context);
  return node && node.__typename === type ? node : null;
}

type ListArgs = PageArgs & { query?: string | null; reverse?: boolean | null };

export const catalogueResolvers = {
  QueryRoot: {
    async products(
      _: unknown,
      args: ListArgs & { sortKey?: ProductSortKey | null },
      { db }: EngineContext,
    ) {
      return asInput(async () => {
        const page = keysetPage(args);
        const rows = await listProducts(db, {
          query: args.query,
          sortKey: args.sortKey ?? "ID",
          reverse: args.reverse ?? false,
          page,
        });
        return toKeysetConnection(rows, page);
      });
    },
    productByHandle: (_: unknown, { handle }: { handle: string }, { db }: EngineContext) =>
      getProductByHandle(db, handle),
    // Issue 13.1: today's lookups, by id or by handle (one of them, as on Shopify).
    product: (_: unknown, args: OneOf, context: EngineContext) =>
      lookUp(args, "Product", context, () => getProductByHandle(context.db, args.handle!)),
    collection: (_: unknown, args: OneOf, context: EngineContext) =>
      lookUp(args, "Collection", context, () => getCollectionByHandle(context.db, args.handle!)),
    async collections(
      _: unknown,
      args: ListArgs & { sortKey?: CollectionSortKey | null },
      { db }: EngineContext,
    ) {
      const { offset, limit } = await asInput(() =>
        offsetWindow(args, () => countCollections(db, args.query)),
      );
      const rows = await listCollections(db, {
        query: args.query,
        sortKey: args.sortKey ?? "ID",
        reverse: args.reverse ?? false,
        offset,
        limit: limit + 1,
      });
      return toConnection(rows, offset, limit);
    },
    collectionByHandle: (_: unknown, { handle }: { handle: string }, { db }: EngineContext) =>
      getCollectionByHandle(db, handle),
    node: (_: unknown, { id }: { id: string }, context: EngineContext) => resolveNode(id, context),
    nodes(_: unknown, { ids }: { ids: string[] }, context: EngineContext) {
      if (ids.length > 250)
        throw new GraphQLError("ids may hold at most 250 ids", {
          extensions: { code: "BAD_USER_INPUT" },
        });
      return ids.map((id) => resolveNode(id, context));
    },
    // Issue 13.1: by id or handle. RELATED: the products sharing its collections, then more of
    // its type. COMPLEMENTARY ones are chosen by a merchant on Shopify; the shop has chosen none.
    async productRecommendations(
      _: unknown,
      {
        productId,
        productHandle,
        intent,
      }: { productId?: string | null; productHandle?: string | null; intent?: string | null },
      { db, loaders }: EngineContext,
    ) {
      const id = productId ? numericIdOf(productId, "Product") : null;
      const product =
        id !== null
          ? await loaders.product.load(id)
          : productHandle
            ? await getProductByHandle(db, productHandle)
            : null;
      if (!product) return null;
      if (intent === "COMPLEMENTARY") return [];
      const related = await listRelatedProducts(db, product.id, recommendationLimit);
      if (related.length >= recommendationLimit || !product.productType) return related;
      const sameType = await listProductsOfType(
        db,
        product.productType,
        [product.id, ...related.map((row) => row.id)],
        recommendationLimit - related.length,
      );
      return [...related, ...sameType];
    },
    search: (_: unknown, args: Parameters<typeof search>[0], context: EngineContext) =>
      asInput(() => search(args, context)),
    predictiveSearch: (
      _: unknown,
      args: Parameters<typeof predictiveSearch>[0],
      context: EngineContext,
    ) => asInput(() => predictiveSearch(args, context)),
    // Issue 13.5: the shop's navigation and footer; every collection (as the shop's header reads).
    async menu(_: unknown, { handle }: { handle: string }, { db, publicUrl }: EngineContext) {
      if (handle !== "main-menu" && handle !== "footer") return null;
      const all = await listCollections(db, {
        sortKey: "ID",
        reverse: false,
        offset: 0,
        limit: menuCollectionLimit,
      });
      return menuOf(handle, all, publicUrl);
    },
  },
  Node: { __resolveType: (node: { __typename: string }) => node.__typename },
  Merchandise: { __resolveType: () => "ProductVariant" },
  SearchResultItem: { __resolveType: (item: { __typename: string }) => item.__typename },
  Product: {
    ...productFields,
    id: (row: ProductRow) => toGid("Product", row.id),
    createdAt: (row: ProductRow) => row.createdAt.toISOString(),
    updatedAt: (row: ProductRow) => row.updatedAt.toISOString(),
    publishedAt: (row: ProductRow) => row.createdAt.toISOString(),
    // Issue 11.2: the search listing the owner wrote; null leaves it to the page's defaults.
    seo: (row: ProductRow) => ({ title: row.seoTitle, description: row.seoDescription }),
    onlineStoreUrl: (row: ProductRow, _: unknown, { publicUrl }: EngineContext) =>
      `${publicUrl}/products/${row.handle}`,
    // Kept on the row from its variants (migration 0011), so a card reads no variants. A variant
    // going in or out of sale is a catalogue change, which drops every answer (decision 038).
    availableForSale: (row: ProductRow) => row.isAvailable,
    async images(row: ProductRow, args: PageArgs, { loaders, publicUrl }: EngineContext) {
      const all = await loaders.imagesOfProduct.load(row.id);
      const { offset, limit } = await asInput(() => offsetWindow(args, async () => all.length));
      const images = all.slice(offset, offset + limit + 1);
      return toConnection(
        images.map((image) => imageOf(image, publicUrl)),
        offset,
        limit,
      );
    },
    async variants(row: ProductRow, args: PageArgs, { loaders }: EngineContext) {
      const all = await loaders.variantsOfProduct.load(row.id);
      const { offset, limit } = await asInput(() => offsetWindow(args, async () => all.length));
      return toConnection(all.slice(offset, offset + limit + 1), offset, limit);
    },
  },
  ProductOption: productOptionFields,
  ProductOptionValue: productOptionValueFields,
  Image: {
    url: (
      image: { url: string; width: number | null; height: number | null },
      { transform }: { transform?: ImageTransform | null },
    ) => asInput(() => transformedImageUrl(image.url, image, transform)),
  },
  ProductVariant: {
    id: (row: VariantRow) => toGid("ProductVariant", row.id),
    availableForSale: (row: VariantRow) => row.isAvailable,
    // Every garment is posted or delivered.
    requiresShipping: () => true,
    // Issue 11.4: Shopify's stock fields. An untracked variant has no quantity to tell (null, as
    // Shopify answers when it knows none); a tracked one may be below 0 when back-ordered.
    quantityAvailable: (row: VariantRow) => (row.inventoryTracked ? row.inventoryQuantity : null),
    currentlyNotInStock: (row: VariantRow) =>
      row.inventoryTracked && row.inventoryPolicy === "continue" && row.inventoryQuantity <= 0,
    price: (row: VariantRow) => money(row.pricePence),
    compareAtPrice: (row: VariantRow) =>
      row.compareAtPricePence === null ? null : money(row.compareAtPricePence),
    weight: (row: VariantRow) => (row.weightGrams === null ? null : row.weightGrams / 1000),
    unitPrice: () => null,
    unitPriceMeasurement: () => null,
    product: (row: VariantRow, _: unknown, { loaders }: EngineContext) =>
      loaders.product.load(row.productId),
    async image(row: VariantRow, _: unknown, { loaders, publicUrl }: EngineContext) {
      if (row.imageId === null) return null;
      const image = (await loaders.imagesOfProduct.load(row.productId)).find(
        (candidate) => candidate.id === row.imageId,
      );
      return image ? imageOf(image, publicUrl) : null;
    },
  },
  Collection: {
    id: (row: CollectionRow) => toGid("Collection", row.id),
    updatedAt: (row: CollectionRow) => row.updatedAt.toISOString(),
    seo: (row: CollectionRow) => ({ title: row.seoTitle, description: row.seoDescription }),
    image: (row: CollectionRow, _: unknown, { publicUrl }: EngineContext) =>
      row.imageUrl
        ? {
            id: null,
            url: absoluteUrl(publicUrl, row.imageUrl),
            altText: row.imageAlt,
            width: 600,
            height: 600,
          }
        : null,
    products(
      row: CollectionRow,
      args: PageArgs & {
        filters?: ProductFilterInput[] | null;
        sortKey?: ProductCollectionSortKey | null;
        reverse?: boolean | null;
      },
      { db, facets, reads }: EngineContext,
    ) {
      return asInput(async () => {
        const page = keysetPage(args);
        const filters = parseProductFilters(args.filters);
        const rows = await listCollectionProducts(db, row.id, {
          page,
          filters,
          sortKey: args.sortKey ?? "COLLECTION_DEFAULT",
          reverse: args.reverse ?? false,
        });
        // Issue 12.7: the facets are counted only when the query selects them.
        return {
          ...toKeysetConnection(rows, page),
          filters: () => {
            const count = () => listCollectionFacets(db, row.id, filters);
            if (!facets) return count();
            return facets.counts(row.id, filters, count, () => {
              if (reads) reads.isStale = true;
            });
          },
        };
      });
    },
  },
};
