import { asc, eq, sql } from "drizzle-orm";
import { handleFromTitle } from "#core/catalogue/product-input.ts";
import { sanitiseHtml } from "#core/html/sanitise-html.ts";
import { pageInputSchema, type PageInput } from "#core/pages/page-input.ts";
import type { Admin } from "#server/admin/admin-guard.ts";
import type { Failure } from "#server/admin/admin-http.ts";
import { firstFieldError } from "#server/admin/admin-input.ts";
import { recordAudit } from "#server/admin/audit.ts";
import {
  etagOf,
  isCurrent,
  readIfMatch,
  staleRecord,
  type StaleRecord,
} from "#server/admin/record-version.ts";
import type { Db } from "#server/db/client.ts";
import { pages } from "#server/db/schema/index.ts";

// Issue 13.5: the information pages as records. The shop's routes render them (by handle), the
// Storefront API serves them (page, pages, search), and the back office creates and saves them,
// each save against the version it was loaded at (If-Match: 428 without, 412 when it changed),
// with its audit entry. The pages table's trigger tells every instance to drop its kept pages and
// cached answers (migration 0019), so a saved page shows at once.

export type PageRow = typeof pages.$inferSelect;

/** The page as the editor shows it, with its version. */
export type EditorPage = {
  id: number;
  handle: string;
  title: string;
  bodyHtml: string;
  seoTitle: string;
  seoDescription: string;
  updatedAt: string;
  etag: string;
};

export function editorPageOf(row: PageRow): EditorPage {
  return {
    id: row.id,
    handle: row.handle,
    title: row.title,
    bodyHtml: row.bodyHtml,
    seoTitle: row.seoTitle ?? "",
    seoDescription: row.seoDescription ?? "",
    updatedAt: row.updatedAt.toISOString(),
    etag: etagOf("page", row.id, [
      row.version,
      row.handle,
      row.title,
      row.bodyHtml,
      row.seoTitle,
      row.seoDescription,
    ]),
  };
}

export async function getPageByHandle(db: Db, handle: string): Promise<PageRow | null> {
  const [row] = await db.select().from(pages).where(eq(pages.handle, handle));
  return row ?? null;
}

export async function getPageById(db: Db, id: number): Promise<PageRow | null> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  return row ?? null;
}

/** Every page, A to Z by title (there are a handful). */
export function listPages(db: Db): Promise<PageRow[]> {
  return db
    .select()
    .from(pages)
    .orderBy(asc(sql`lower(${pages.title})`), asc(pages.id));
}

type Done = { ok: true; value: EditorPage } | Failure | StaleRecord<EditorPage>;

const fail = (status: 400 | 404 | 409, error: string, field?: string): Failure =>
  field === undefined ? { ok: false, status, error } : { ok: false, status, error, field };

const staleMessage =
  "Someone else changed this page since you opened it. Their version is shown: make your changes again.";

const isHandleClash = (error: unknown) => {
  const cause = (error as { cause?: { code?: unknown } }).cause ?? error;
  return (cause as { code?: unknown }).code === "23505";
};

function valuesOf(input: PageInput, handle: string) {
  return {
    handle,
    title: input.title,
    bodyHtml: sanitiseHtml(input.bodyHtml, "page"),
    seoTitle: input.seoTitle || null,
    seoDescription: input.seoDescription || null,
    updatedAt: new Date(),
  };
}

const auditOf = (page: EditorPage | null) =>
  page && { handle: page.handle, title: page.title, bodyHtml: page.bodyHtml };

/** Creates (`pageId` null) or saves a page from the editor's body. */
export async function savePage(
  db: Db,
  admin: Admin,
  pageId: number | null,
  body: unknown,
  ifMatch?: string,
): Promise<Done> {
  const parsed = pageInputSchema.safeParse(body);
  if (!parsed.success) return firstFieldError(parsed.error);
  const input = parsed.data;
  const handle = input.handle || handleFromTitle(input.title);
  if (!handle) return fail(400, "Give the page a handle", "handle");
  const precondition = pageId === null ? null : readIfMatch(ifMatch, "page");
  if (precondition && !precondition.ok) return precondition;
  try {
    return await db.transaction(async (tx): Promise<Done> => {
      let before: EditorPage | null = null;
      if (pageId !== null) {
        const [locked] = await tx.select().from(pages).where(eq(pages.id, pageId)).for("update");
        if (!locked) return fail(404, "This page no longer exists");
        before = editorPageOf(locked);
        if (precondition?.ok && !isCurrent(precondition, before.etag))
          return staleRecord(staleMessage, before, before.etag);
      }
      const values = valuesOf(input, handle);
      const [row] =
        pageId === null
          ? await tx
              .insert(pages)
              .values({ ...values, updatedBy: admin.userId })
              .returning()
          : await tx
              .update(pages)
              .set({ ...values, updatedBy: admin.userId, version: sql`${pages.version} + 1` })
              .where(eq(pages.id, pageId))
              .returning();
      const after = editorPageOf(row!);
      await recordAudit(tx, admin, {
        action: pageId === null ? "page.create" : "page.update",
        entityType: "page",
        entityId: String(row!.id),
        before: auditOf(before),
        after: auditOf(after),
      });
      return { ok: true, value: after };
    });
  } catch (error) {
    if (isHandleClash(error)) return fail(409, "Another page already uses this handle", "handle");
    throw error;
  }
}
