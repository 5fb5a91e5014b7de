import { and, eq, inArray, sql } from "drizzle-orm";
import type { ProductStatusValue } from "#core/catalogue/product-list-query.ts";
import {
  ProductBulkActionSchema,
  type ProductBulkAction,
  type ProductBulkResult,
} from "#core/catalogue/product-bulk-actions.ts";
import type { Admin } from "#server/admin/admin-guard.ts";
import type { Failure } from "#server/admin/admin-http.ts";
import { firstFieldError } from "#server/admin/admin-input.ts";
import { recordAudits, type AuditChange } from "#server/admin/audit.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { collectionProducts, collections, products } from "#server/db/schema/index.ts";

// Issue 11.1: the Products list's bulk actions — set the status, add to or remove from a
// collection, add a tag — on up to 500 chosen products. Parsed with the schema the bulk bar uses;
// in one transaction: the products locked, the change, and one audit entry per product changed
// (who, when, before, after), plus one on the collection for a membership change. Products
// already so are left alone and not audited. The catalogue tables' triggers (migration 0001)
// notify every instance on commit, which drops their catalogue caches.

type Outcome = { ok: true; value: ProductBulkResult } | Failure;

type LockedProduct = { id: number; status: ProductStatusValue; tags: string[] };

/** Thrown inside the transaction to roll it back with a refusal. */
class Refusal extends Error {
  constructor(readonly failure: Failure) {
    super(failure.ok ? "" : failure.error);
  }
}

const sameTag = (a: string, b: string) =>
  a.toLocaleLowerCase("en-GB") === b.toLocaleLowerCase("en-GB");

async function lockProducts(tx: Tx, ids: number[]): Promise<LockedProduct[]> {
  const rows = await tx
    .select({ id: products.id, status: products.status, tags: products.tags })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(products.id)
    .for("update");
  if (rows.length < ids.length) {
    const missing = ids.length - rows.length;
    throw new Refusal({
      ok: false,
      status: 400,
      field: "productIds",
      error: `${missing === 1 ? "One of the chosen products no longer exists" : `${missing} of the chosen products no longer exist`}. Refresh the list and try again.`,
    });
  }
  return rows;
}

async function setStatus(
  tx: Tx,
  locked: LockedProduct[],
  status: ProductStatusValue,
): Promise<AuditChange[]> {
  const changing = locked.filter((product) => product.status !== status);
  if (changing.length === 0) return [];
  await tx
    .update(products)
    .set({ status, updatedAt: sql`now()` })
    .where(
      inArray(
        products.id,
        changing.map((product) => product.id),
      ),
    );
  return changing.map((product) => ({
    action: "change_product_status",
    entityType: "product",
    entityId: String(product.id),
    before: { status: product.status },
    after: { status },
  }));
}

async function addTag(tx: Tx, locked: LockedProduct[], tag: string): Promise<AuditChange[]> {
  const changing = locked.filter((product) => !product.tags.some((each) => sameTag(each, tag)));
  if (changing.length === 0) return [];
  await tx
    .update(products)
    .set({ tags: sql`array_append(${products.tags}, ${tag}::text)`, updatedAt: sql`now()` })
    .where(
      inArray(
        products.id,
        changing.map((product) => product.id),
      ),
    );
  return changing.map((product) => ({
    action: "add_product_tag",
    entityType: "product",
    entityId: String(product.id),
    before: { tags: product.tags },
    after: { tags: [...product.tags, tag] },
  }));
}

/** Each product's collections (ids, ascending). */
async function membershipsOf(tx: Tx, ids: number[]): Promise<Map<number, number[]>> {
  const rows = await tx
    .select({
      productId: collectionProducts.productId,
      collectionId: collectionProducts.collectionId,
    })
    .from(collectionProducts)
    .where(inArray(collectionProducts.productId, ids))
    .orderBy(collectionProducts.collectionId);
  const byProduct = new Map<number, number[]>(ids.map((id) => [id, []]));
  for (const row of rows) byProduct.get(row.productId)?.push(row.collectionId);
  return byProduct;
}

async function lockCollection(tx: Tx, collectionId: number): Promise<void> {
  const [found] = await tx
    .select({ id: collections.id })
    .from(collections)
    .where(eq(collections.id, collectionId))
    .for("update");
  if (!found)
    throw new Refusal({
      ok: false,
      status: 400,
      field: "collectionId",
      error: "This collection no longer exists. Refresh the list and choose another.",
    });
}

async function changeMembership(
  tx: Tx,
  /** In the order they were chosen. */
  productIds: number[],
  collectionId: number,
  mode: "add" | "remove",
): Promise<AuditChange[]> {
  await lockCollection(tx, collectionId);
  const before = await membershipsOf(tx, productIds);
  const isMember = (id: number) => before.get(id)?.includes(collectionId) ?? false;
  const changing = productIds.filter((id) => (mode === "add" ? !isMember(id) : isMember(id)));
  if (changing.length === 0) return [];
  const [{ countBefore = 0, lastPosition = 0 } = {}] = await tx
    .select({
      countBefore: sql<number>`count(*)::int`,
      lastPosition: sql<number>`coalesce(max(${collectionProducts.position}), 0)::int`,
    })
    .from(collectionProducts)
    .where(eq(collectionProducts.collectionId, collectionId));
  if (mode === "add") {
    // At the end of the collection's manual order, in the order they were chosen.
    await tx.insert(collectionProducts).values(
      changing.map((productId, index) => ({
        collectionId,
        productId,
        position: lastPosition + index + 1,
      })),
    );
  } else {
    await tx
      .delete(collectionProducts)
      .where(
        and(
          eq(collectionProducts.collectionId, collectionId),
          inArray(collectionProducts.productId, changing),
        ),
      );
  }
  await tx
    .update(collections)
    .set({ updatedAt: sql`now()` })
    .where(eq(collections.id, collectionId));
  const after = (id: number) => {
    const ids = before.get(id) ?? [];
    return mode === "add"
      ? [...ids, collectionId].sort((a, b) => a - b)
      : ids.filter((each) => each !== collectionId);
  };
  return [
    ...changing.map((id): AuditChange => ({
      action: mode === "add" ? "add_product_to_collection" : "remove_product_from_collection",
      entityType: "product",
      entityId: String(id),
      before: { collectionIds: before.get(id) ?? [] },
      after: { collectionIds: after(id) },
    })),
    {
      action: mode === "add" ? "add_products_to_collection" : "remove_products_from_collection",
      entityType: "collection",
      entityId: String(collectionId),
      before: { productCount: countBefore },
      after: {
        productCount: countBefore + (mode === "add" ? changing.length : -changing.length),
        productIds: changing,
      },
    },
  ];
}

async function apply(tx: Tx, action: ProductBulkAction): Promise<AuditChange[]> {
  const locked = await lockProducts(tx, action.productIds);
  switch (action.action) {
    case "set-status":
      return setStatus(tx, locked, action.status);
    case "add-tag":
      return addTag(tx, locked, action.tag);
    case "add-to-collection":
      return changeMembership(tx, action.productIds, action.collectionId, "add");
    case "remove-from-collection":
      return changeMembership(tx, action.productIds, action.collectionId, "remove");
  }
}

/** Parses and applies one bulk action; 400 with the field named (nothing written) on bad input. */
export async function applyProductBulkAction(
  db: Db,
  admin: Admin,
  body: unknown,
): Promise<Outcome> {
  const parsed = ProductBulkActionSchema.safeParse(body);
  if (!parsed.success) return firstFieldError(parsed.error);
  const action = parsed.data;
  try {
    const changes = await db.transaction(async (tx) => {
      const made = await apply(tx, action);
      await recordAudits(tx, admin, made);
      return made;
    });
    const changed = changes.filter((change) => change.entityType === "product").length;
    return {
      ok: true,
      value: { changed, unchanged: action.productIds.length - changed },
    };
  } catch (error) {
    if (error instanceof Refusal) return error.failure;
    throw error;
  }
}
