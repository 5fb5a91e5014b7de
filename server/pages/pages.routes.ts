import type { Context, Hono } from "hono";
import type { AdminVariables } from "#server/admin/admin-guard.ts";
import { failed, readJsonBody, withEtag } from "#server/admin/admin-http.ts";
import { maxRowId } from "#server/admin/admin-input.ts";
import type { AppServices } from "#server/context.ts";
import { editorPageOf, getPageById, listPages, savePage } from "./pages.server.ts";

// Issue 13.5, on the admin router (/api/admin, its guard runs first): the information pages, one
// as the editor shows it, a new page, and a save against the version loaded (If-Match).

type AdminContext = Context<{ Variables: AdminVariables }>;

const pageIdOf = (c: AdminContext) => {
  const id = Number(c.req.param("id"));
  return Number.isInteger(id) && id > 0 && id <= maxRowId ? id : null;
};

const notFound = (c: AdminContext) => c.json({ error: "This page no longer exists" }, 404);

export function pageRoutes(
  routes: Hono<{ Variables: AdminVariables }>,
  services: Pick<AppServices, "database">,
) {
  const { db } = services.database;
  routes.get("/pages", async (c) =>
    c.json({
      pages: (await listPages(db)).map((row) => {
        const { bodyHtml: _body, ...summary } = editorPageOf(row);
        return summary;
      }),
    }),
  );
  routes.get("/pages/:id{[0-9]+}", async (c) => {
    const id = pageIdOf(c);
    const row = id === null ? null : await getPageById(db, id);
    return row ? withEtag(c, editorPageOf(row)) : notFound(c);
  });
  routes.post("/pages", async (c) => {
    const read = await readJsonBody(c);
    if (!read.ok) return failed(c, read);
    const result = await savePage(db, c.get("admin"), null, read.body);
    return result.ok ? withEtag(c, result.value, 201) : failed(c, result);
  });
  routes.put("/pages/:id{[0-9]+}", async (c) => {
    const id = pageIdOf(c);
    if (id === null) return notFound(c);
    const read = await readJsonBody(c);
    if (!read.ok) return failed(c, read);
    const result = await savePage(db, c.get("admin"), id, read.body, c.req.header("if-match"));
    return result.ok ? withEtag(c, result.value) : failed(c, result);
  });
}
