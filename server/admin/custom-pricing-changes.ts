import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { safeText } from "#core/schemas/safe-text.ts";
import type { Db } from "#server/db/client.ts";
import type { RemoteCatalogue } from "#server/pricing/customer-prices.server.ts";
import { customerPricing, productVariants, products, users } from "#server/db/schema/index.ts";
import type { Admin } from "./admin-guard.ts";
import type { Failure } from "./admin-http.ts";
import { firstFieldError, maxEditablePricePence, poundsField, rowIdField } from "./admin-input.ts";
import { recordAudit } from "./audit.ts";
import { isUuid } from "./credit-admin.ts";
import { customPriceEtag } from "./custom-pricing-admin.ts";
import { isCurrent, readIfMatch, staleRecord } from "./record-version.ts";

// spec/back-office.md §2, §4, §7: an admin creates or edits a customer's price, toggles is_active
// by clicking its badge, or deletes it after confirming. Each change and its audit entry are one
// transaction. The basket reads these records live (server/pricing/customer-prices.server.ts), so
// a change is charged from the customer's next basket priced. Issue 10.9: an edit names the
// version it was made against (If-Match), compared under the row lock; a price changed since it
// was loaded is refused with 412 and the price as it is now.

type Done<T> = { ok: true; value: T } | Failure;

const notFound: Failure = { ok: false, status: 404, error: "This custom price no longer exists" };
const duplicate: Failure = {
  ok: false,
  status: 409,
  error: "This customer already has a price for this product and variant. Edit that one instead.",
  field: "variantId",
};

const notes = safeText().trim().max(500, { error: "Keep the notes under 500 characters" });

const CreateSchema = z.object({
  userId: z.string({ error: "Choose a customer" }).min(1, { error: "Choose a customer" }).max(100),
  productId: rowIdField("Choose a product"),
  variantId: rowIdField("Choose a variant, or all variants").nullable().default(null),
  customPrice: poundsField(maxEditablePricePence),
  notes: notes.default(""),
  isActive: z.boolean().default(true),
});

// Issue 17: in Shopify mode the product and variant are the store's, named by their global ids.
const storeId = (type: "Product" | "ProductVariant", message: string) =>
  z
    .string({ error: message })
    .max(200, { error: message })
    .regex(new RegExp(`^gid://shopify/${type}/[^\\s/]+$`), { error: message });

const StoreCreateSchema = CreateSchema.extend({
  productId: storeId("Product", "Choose a product"),
  variantId: storeId("ProductVariant", "Choose a variant, or all variants")
    .nullable()
    .default(null),
});

// No field at all changes nothing: 200 while the version still matches, else 412 (Issue 10.9).
const UpdateSchema = z.object({
  customPrice: poundsField(maxEditablePricePence).optional(),
  notes: notes.optional(),
  isActive: z.boolean({ error: "Say whether the price is active" }).optional(),
});

type PriceRow = typeof customerPricing.$inferSelect;

const snapshot = (row: Pick<PriceRow, "customPricePence" | "isActive" | "notes">) => ({
  customPricePence: row.customPricePence,
  isActive: row.isActive,
  notes: row.notes,
});

const isUniqueViolation = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  ((error as { code?: unknown }).code === "23505" ||
    (error as { cause?: { code?: unknown } }).cause?.code === "23505");

type NewPrice = Omit<typeof customerPricing.$inferInsert, "id" | "createdAt" | "updatedAt">;
type Target = Pick<
  NewPrice,
  | "productId"
  | "variantId"
  | "remoteProductId"
  | "remoteVariantId"
  | "remoteProductTitle"
  | "remoteVariantTitle"
>;

const variantNotOfProduct: Failure = {
  ok: false,
  status: 400,
  error: "That variant is not one of this product's",
  field: "variantId",
};

/** Our own product and variant, checked to exist and to belong together. */
async function ourTarget(
  db: Db,
  productId: number,
  variantId: number | null,
): Promise<Done<Target>> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return { ok: false, status: 400, error: "Choose a product", field: "productId" };
  if (variantId !== null) {
    const [variant] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
    if (!variant) return variantNotOfProduct;
  }
  return { ok: true, value: { productId, variantId } };
}

/** Issue 17: the Shopify store's product and variant, as the store has them now. */
async function storeTarget(
  store: RemoteCatalogue,
  productId: string,
  variantId: string | null,
): Promise<Done<Target>> {
  const found = await store.getProductVariantPrices([productId]);
  if (!found.ok)
    return {
      ok: false,
      status: 503,
      error: "The Shopify store could not be reached just now. Please try again.",
    };
  const product = found.data.find((candidate) => candidate.productId === productId);
  if (!product) return { ok: false, status: 400, error: "Choose a product", field: "productId" };
  const variant = variantId === null ? null : product.variants.find((v) => v.id === variantId);
  if (variant === undefined) return variantNotOfProduct;
  return {
    ok: true,
    value: {
      remoteProductId: productId,
      remoteVariantId: variantId,
      remoteProductTitle: product.title,
      remoteVariantTitle: variant?.title ?? null,
    },
  };
}

/**
 * A new price for a customer. `store` is the Shopify store in Shopify mode (issue 17): the price
 * then names the store's product and variant, which must exist there now.
 */
export async function createCustomPrice(
  db: Db,
  admin: Admin,
  body: unknown,
  store: RemoteCatalogue | null = null,
): Promise<Done<{ id: string }>> {
  const parsed = (store ? StoreCreateSchema : CreateSchema).safeParse(body);
  if (!parsed.success) return firstFieldError(parsed.error);
  const input = parsed.data;
  const [user] = await db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user || user.role !== "customer")
    return { ok: false, status: 400, error: "Choose a customer of the shop", field: "userId" };
  const target = store
    ? await storeTarget(
        store,
        String(input.productId),
        input.variantId === null ? null : String(input.variantId),
      )
    : await ourTarget(
        db,
        Number(input.productId),
        input.variantId === null ? null : Number(input.variantId),
      );
  if (!target.ok) return target;
  try {
    return await db.transaction(async (tx): Promise<Done<{ id: string }>> => {
      const [created] = await tx
        .insert(customerPricing)
        .values({
          userId: input.userId,
          ...target.value,
          customPricePence: input.customPrice,
          notes: input.notes,
          isActive: input.isActive,
        })
        .returning();
      if (!created) throw new Error("customer_pricing insert returned no row");
      await recordAudit(tx, admin, {
        action: "create_custom_price",
        entityType: "customer_pricing",
        entityId: created.id,
        before: null,
        after: { userId: created.userId, ...targetOf(created), ...snapshot(created) },
      });
      return { ok: true, value: { id: created.id } };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return duplicate;
    throw error;
  }
}

/** What a price is for, as its audit entries name it: our numbers, or the store's global ids. */
function targetOf(row: PriceRow) {
  return row.productId === null
    ? { productId: row.remoteProductId, variantId: row.remoteVariantId }
    : { productId: row.productId, variantId: row.variantId };
}

export const stalePriceMessage = "This price changed while you had it open";

type PriceSnapshot = ReturnType<typeof snapshot> & { etag: string };

/** Changes the price, notes or active flag (the badge toggle sends only isActive). */
export async function updateCustomPrice(
  db: Db,
  admin: Admin,
  id: string,
  body: unknown,
  ifMatch: string | undefined,
): Promise<Done<PriceSnapshot>> {
  const precondition = readIfMatch(ifMatch, "price");
  if (!precondition.ok) return precondition;
  const parsed = UpdateSchema.safeParse(body);
  if (!parsed.success) return firstFieldError(parsed.error);
  if (!isUuid(id)) return notFound;
  const changes = parsed.data;
  return db.transaction(async (tx): Promise<Done<PriceSnapshot>> => {
    const [row] = await tx
      .select()
      .from(customerPricing)
      .where(eq(customerPricing.id, id))
      .for("update");
    if (!row) return notFound;
    const etag = customPriceEtag(row);
    if (!isCurrent(precondition, etag)) return staleRecord(stalePriceMessage, snapshot(row), etag);
    const after = snapshot({
      customPricePence: changes.customPrice ?? row.customPricePence,
      isActive: changes.isActive ?? row.isActive,
      notes: changes.notes ?? row.notes,
    });
    const afterEtag = customPriceEtag({ id, ...after });
    if (afterEtag === etag) return { ok: true, value: { ...after, etag } };
    await tx
      .update(customerPricing)
      .set({ ...after, updatedAt: sql`now()` })
      .where(eq(customerPricing.id, id));
    const onlyStatus = changes.customPrice === undefined && changes.notes === undefined;
    await recordAudit(tx, admin, {
      action: onlyStatus ? "set_custom_price_status" : "update_custom_price",
      entityType: "customer_pricing",
      entityId: id,
      before: snapshot(row),
      after,
    });
    return { ok: true, value: { ...after, etag: afterEtag } };
  });
}

export async function deleteCustomPrice(
  db: Db,
  admin: Admin,
  id: string,
): Promise<Done<{ id: string }>> {
  if (!isUuid(id)) return notFound;
  return db.transaction(async (tx): Promise<Done<{ id: string }>> => {
    const [row] = await tx.delete(customerPricing).where(eq(customerPricing.id, id)).returning();
    if (!row) return notFound;
    await recordAudit(tx, admin, {
      action: "delete_custom_price",
      entityType: "customer_pricing",
      entityId: id,
      before: { userId: row.userId, ...targetOf(row), ...snapshot(row) },
      after: null,
    });
    return { ok: true, value: { id } };
  });
}
