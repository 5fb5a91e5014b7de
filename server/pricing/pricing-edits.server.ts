import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Admin } from "#server/admin/admin-guard.ts";
import { firstFieldError, maxEditablePricePence, poundsField } from "#server/admin/admin-input.ts";
import { recordAudit } from "#server/admin/audit.ts";
import {
  isCurrent,
  readIfMatch,
  staleRecord,
  type PreconditionRequired,
  type StaleRecord,
} from "#server/admin/record-version.ts";
import type { Db } from "#server/db/client.ts";
import {
  maxDecorationMinimum,
  startingDecorationMinimums,
} from "#core/pricing/decoration-minimums.ts";
import { decorationMinimums, embroideryPricing, printPricing } from "#server/db/schema/index.ts";
import { embroideryRowEtag, minimumEtag, printRowEtag } from "./pricing-versions.ts";

// spec/back-office.md §2 and §7 "Edit mode": an admin changes one price of one row at a time —
// an embroidery row's set-up costs or a band price (one field named by the column), a print row's
// price. DESIGN §4: only admins (the caller's guard), checked input, and an audit entry in the
// change's transaction. The basket and checkout read these tables live (pricing.server.ts), so a
// saved price is charged from the next basket priced. Issue 10.9: each edit names the row's
// version it was made from (If-Match, loaded with the page), compared under the row lock; a row
// changed since is refused with 412 and its prices as they are now.

/** The embroidery fields an admin may edit, by the name the page sends, and their columns. */
export const embroideryEditableFields = {
  setupCostLogo: "setupCostLogoPence",
  setupCostText: "setupCostTextPence",
  "1-5": "price1To5Pence",
  "6-49": "price6To49Pence",
  "50-99": "price50To99Pence",
  "100-199": "price100To199Pence",
  "200-499": "price200To499Pence",
  "500+": "price500PlusPence",
} as const;

export type EmbroideryEditableField = keyof typeof embroideryEditableFields;

const fieldNames = Object.keys(embroideryEditableFields) as [
  EmbroideryEditableField,
  ...EmbroideryEditableField[],
];

const EmbroideryEditSchema = z.object({
  field: z.enum(fieldNames, { error: "Choose which price to change" }),
  value: poundsField(maxEditablePricePence),
});

const PrintEditSchema = z.object({ value: poundsField(maxEditablePricePence) });

export const stalePriceRowMessage = "This price changed while you had it open";

export type PriceEditResult =
  | { ok: true; before: number | null; after: number; etag: string }
  | { ok: false; status: 400 | 404; error: string; field: string }
  | PreconditionRequired
  | StaleRecord<Record<string, number | null>>;

/** An embroidery row's prices by the names the page sends (the 412's current figures). */
function embroideryPrices(row: typeof embroideryPricing.$inferSelect) {
  return Object.fromEntries(
    Object.entries(embroideryEditableFields).map(([field, column]) => [field, row[column]]),
  );
}

const notFound = {
  ok: false,
  status: 404,
  error: "This price row no longer exists",
  field: "id",
} as const;

function rowId(id: string): number | null {
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
}

/** Sets one field of one embroidery_pricing row (pounds in, pence stored), audited. */
export async function updateEmbroideryPrice(
  db: Db,
  admin: Admin,
  id: string,
  body: unknown,
  ifMatch: string | undefined,
): Promise<PriceEditResult> {
  const precondition = readIfMatch(ifMatch, "price row");
  if (!precondition.ok) return precondition;
  const parsed = EmbroideryEditSchema.safeParse(body);
  if (!parsed.success) return firstFieldError(parsed.error, "value");
  const numericId = rowId(id);
  if (numericId === null) return notFound;
  const { field, value } = parsed.data;
  const column = embroideryEditableFields[field];
  return db.transaction(async (tx): Promise<PriceEditResult> => {
    const [row] = await tx
      .select()
      .from(embroideryPricing)
      .where(eq(embroideryPricing.id, numericId))
      .for("update");
    if (!row) return notFound;
    const etag = embroideryRowEtag(row);
    if (!isCurrent(precondition, etag))
      return staleRecord(stalePriceRowMessage, embroideryPrices(row), etag);
    const before = row[column];
    await tx
      .update(embroideryPricing)
      .set({ [column]: value, updatedAt: sql`now()` })
      .where(eq(embroideryPricing.id, numericId));
    await recordAudit(tx, admin, {
      action: "update_embroidery_price",
      entityType: "embroidery_pricing",
      entityId: String(numericId),
      before: { sizeCategory: row.sizeCategory, field, pence: before },
      after: { sizeCategory: row.sizeCategory, field, pence: value },
    });
    return { ok: true, before, after: value, etag: embroideryRowEtag({ ...row, [column]: value }) };
  });
}

/** Sets a print_pricing row's per-item price (pounds in, pence stored), audited. */
export async function updatePrintPrice(
  db: Db,
  admin: Admin,
  id: string,
  body: unknown,
  ifMatch: string | undefined,
): Promise<PriceEditResult> {
  const precondition = readIfMatch(ifMatch, "price row");
  if (!precondition.ok) return precondition;
  const parsed = PrintEditSchema.safeParse(body);
  if (!parsed.success) return firstFieldError(parsed.error, "value");
  const numericId = rowId(id);
  if (numericId === null) return notFound;
  const { value } = parsed.data;
  return db.transaction(async (tx): Promise<PriceEditResult> => {
    const [row] = await tx
      .select()
      .from(printPricing)
      .where(eq(printPricing.id, numericId))
      .for("update");
    if (!row) return notFound;
    const etag = printRowEtag(row);
    if (!isCurrent(precondition, etag))
      return staleRecord(stalePriceRowMessage, { value: row.pricePence }, etag);
    await tx
      .update(printPricing)
      .set({ pricePence: value, updatedAt: sql`now()` })
      .where(eq(printPricing.id, numericId));
    await recordAudit(tx, admin, {
      action: "update_print_price",
      entityType: "print_pricing",
      entityId: String(numericId),
      before: { quantityRange: row.quantityRange, field: "price", pence: row.pricePence },
      after: { quantityRange: row.quantityRange, field: "price", pence: value },
    });
    return {
      ok: true,
      before: row.pricePence,
      after: value,
      etag: printRowEtag({ id: numericId, pricePence: value }),
    };
  });
}

const MinimumEditSchema = z.object({
  value: z.coerce
    .number({ error: "Enter the minimum as a whole number of pieces" })
    .int({ error: "Enter the minimum as a whole number of pieces" })
    .min(1, { error: "The minimum is at least 1 piece" })
    .max(maxDecorationMinimum, {
      error: `The minimum is at most ${maxDecorationMinimum.toLocaleString("en-GB")} pieces`,
    }),
});

export type MinimumEditResult =
  | { ok: true; before: number; after: number; etag: string }
  | { ok: false; status: 400 | 404; error: string; field: string }
  | PreconditionRequired
  | StaleRecord<{ value: number }>;

/**
 * Issue 15.5: sets a method's minimum pieces per design (embroidery or print), from the version
 * the page showed, audited. Baskets and orders priced after it use it.
 */
export async function updateDecorationMinimum(
  db: Db,
  admin: Admin,
  method: string,
  body: unknown,
  ifMatch: string | undefined,
): Promise<MinimumEditResult> {
  const precondition = readIfMatch(ifMatch, "minimum");
  if (!precondition.ok) return precondition;
  if (method !== "embroidery" && method !== "print")
    return { ok: false, status: 404, error: "There is no such decoration method", field: "method" };
  const parsed = MinimumEditSchema.safeParse(body);
  if (!parsed.success) return firstFieldError(parsed.error, "value");
  const { value } = parsed.data;
  return db.transaction(async (tx): Promise<MinimumEditResult> => {
    await tx
      .insert(decorationMinimums)
      .values({ method, minQuantity: startingDecorationMinimums[method] })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(decorationMinimums)
      .where(eq(decorationMinimums.method, method))
      .for("update");
    const etag = minimumEtag(method, row!.minQuantity);
    if (!isCurrent(precondition, etag))
      return staleRecord(
        "This minimum changed while you had it open",
        { value: row!.minQuantity },
        etag,
      );
    await tx
      .update(decorationMinimums)
      .set({ minQuantity: value, updatedAt: sql`now()` })
      .where(eq(decorationMinimums.method, method));
    await recordAudit(tx, admin, {
      action: "update_decoration_minimum",
      entityType: "decoration_minimum",
      entityId: method,
      before: { method, minQuantity: row!.minQuantity },
      after: { method, minQuantity: value },
    });
    return { ok: true, before: row!.minQuantity, after: value, etag: minimumEtag(method, value) };
  });
}
