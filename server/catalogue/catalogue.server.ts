import { groupCollections, type CategoryGrouping } from "#core/catalogue/category-groups.ts";
import type { AppServices } from "../context.ts";
import {
  listCollectionCards,
  listCollectionLinks,
  listTopVendors,
  type CollectionCard,
  type CollectionLink,
  type VendorSummary,
} from "./catalogue-queries.ts";

export type Navigation = CategoryGrouping<CollectionLink>;
export type { CollectionCard, VendorSummary };

// Reads fail soft: a failure is logged and gives an empty list, so the page around it still renders
// and can show its own "could not load" state (spec/storefront.md §8).
async function orEmpty<T>(services: AppServices, what: string, read: () => Promise<T[]>): Promise<T[] | null> {
  try {
    return await read();
  } catch (error) {
    services.logger.error({ err: error }, `catalogue: ${what} could not be read`);
    return null;
  }
}

/** The category navigation of every page (spec/storefront.md §2). */
export async function getNavigation(services: AppServices): Promise<Navigation> {
  const links = await orEmpty(services, "collections", () => listCollectionLinks(services.database.db));
  return groupCollections(links ?? []);
}

/** Collections with pictures and counts; null when they could not be read. */
export function listCollectionsForDisplay(services: AppServices, limit?: number) {
  return orEmpty(services, "collections", () => listCollectionCards(services.database.db, limit));
}

/** The best-stocked brands; null when they could not be read. */
export function listBrands(services: AppServices, limit: number) {
  return orEmpty(services, "brands", () => listTopVendors(services.database.db, limit));
}
