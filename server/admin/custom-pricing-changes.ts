import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { safeText } from "#core/schemas/safe-text.ts";
import type { Db } from "#server/db/client.ts";
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

export async function createCustomPrice(
  db: Db,
  admin: Admin,
  body: unknown,
): Promise<Done<{ id: string }>> {
  const parsed = CreateSchema.safeParse(body);
  if (!parsed.success) return firstFieldError(parsed.error);
  const input = parsed.data;
  const [user] = await db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user || user.role !== "customer")
    return { ok: false, status: 400, error: "Choose a customer of the shop", field: "userId" };
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, input.productId));
  if (!product) return { ok: false, status: 400, error: "Choose a product", field: "productId" };
  if (input.variantId !== null) {
    const [variant] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(
        and(
          eq(productVariants.id, input.variantId),
          eq(productVariants.productId, input.productId),
        ),
      );
    if (!variant)
      return {
        ok: false,
        status: 400,
        error: "That variant is not one of this product's",
        field: "variantId",
      };
  }
  try {
    return await db.transaction(async (tx): Promise<Done<{ id: string }>> => {
      const [created] = await tx
        .insert(customerPricing)
        .values({
          userId: input.userId,
          productId: input.productId,
          variantId: input.variantId,
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
        after: {
          userId: created.userId,
          productId: created.productId,
          variantId: created.variantId,
          ...snapshot(created),
        },
      });
      return { ok: true, value: { id: created.id } };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return duplicate;
    throw error;
  }
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
      before: {
        userId: row.userId,
        productId: row.productId,
        variantId: row.variantId,
        ...snapshot(row),
      },
      after: null,
    });
    return { ok: true, value: { id } };
  });
}
