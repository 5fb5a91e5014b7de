import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Viewer, ViewerResolver } from "#server/accounts/viewer.ts";
import { failed, readJsonBody, withEtag } from "#server/admin/admin-http.ts";
import type { AppServices } from "#server/context.ts";
import { unsafeTextMessage } from "#core/schemas/safe-text.ts";
import { rateLimit } from "#server/http/rate-limit.ts";
import { acceptedDesignFiles } from "#server/files/design-file-type.ts";
import { designTokensFor } from "#server/files/design-token.ts";
import { readLimitedForm } from "#server/files/files.routes.ts";
import { maxDesignBytes, storeDesign, tooLargeMessage } from "#server/files/files.server.ts";
import {
  chargeUploadBytes,
  overQuotaMessage,
  uploadRateLimit,
} from "#server/files/upload-quota.ts";
import {
  addToLibrary,
  type LibraryEntry,
  deleteLogo,
  getLogo,
  listLogos,
  maxLogoName,
  readLogoPreview,
  updateLogo,
} from "./logos.server.ts";

// Issue 15.1, /api/account/logos: the signed-in buyer's logo library.
//   GET    /                 { logos: (LogoView & { designToken })[] }
//   POST   /                 multipart `file` (a design, as the product page takes) and `name`
//                            (optional): 201 { id } for a new logo, 200 { id } when the same file
//                            is in the library already
//   GET    /:id              the logo
//   PATCH  /:id              JSON { name?, archived? } with If-Match: the logo
//   DELETE /:id              with If-Match: 204
//   GET    /:id/preview      its preview PNG (the owner's, or any for an admin)
// A visitor gets 401; another buyer's logo is 404, as an unknown one. Uploads share the design
// upload's limits (10 MB, and the per-address quota and rate).

const signInMessage = "Please sign in to see your logos";

/** The viewer, or the 401 answer. */
async function signedIn(c: Context, resolveViewer: ViewerResolver): Promise<Viewer | Response> {
  c.header("Cache-Control", "private, no-store");
  const viewer = await resolveViewer(c.req.raw);
  return viewer ?? c.json({ error: signInMessage }, 401);
}

const fileError = (message: string) => ({ error: message, field: "file" }) as const;

/**
 * Reads a logo upload (multipart `file`, optional `name`) and adds it to `userId`'s library: the
 * entry, or the answer refusing it (400 naming the field, 413). `allow(size)` may refuse the
 * upload by its size before its bytes are read (the buyer's quota). Shared by the buyer's route and
 * the back office's upload on a customer's behalf (issue 15.1).
 */
export async function uploadLogo(
  c: Context,
  services: Pick<AppServices, "database" | "config" | "logger">,
  userId: string,
  allow: (size: number) => Promise<Response | null> = async () => null,
): Promise<LibraryEntry | Response> {
  const { db } = services.database;
  const contentType = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType))
    return c.json(fileError(`Send the logo as multipart/form-data in a field named "file".`), 400);
  const read = await readLimitedForm(c.req.raw, contentType);
  if (!read.ok) {
    if (read.unsafeField !== undefined)
      return c.json({ error: unsafeTextMessage, field: read.unsafeField }, 400);
    return read.isTooLarge
      ? c.json(fileError(tooLargeMessage), 413)
      : c.json(fileError(`The upload could not be read. ${acceptedDesignFiles}`), 400);
  }
  const name = read.form.get("name") ?? "";
  if (typeof name !== "string" || name.trim().length > maxLogoName)
    return c.json({ error: `Keep the name to ${maxLogoName} characters`, field: "name" }, 400);
  const file = read.form.get("file");
  if (file === null || typeof file === "string")
    return c.json(fileError(`Please choose the logo's file. ${acceptedDesignFiles}`), 400);
  if (file.size > maxDesignBytes) return c.json(fileError(tooLargeMessage), 413);
  const refused = await allow(file.size);
  if (refused) return refused;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const { dataDir } = services.config;
  const stored = await storeDesign({
    db,
    dataDir,
    fileName: file.name,
    bytes,
    ownerUserId: userId,
  });
  if (!stored.ok) return c.json(fileError(stored.message), stored.status);
  const entry = await addToLibrary({
    db,
    dataDir,
    userId,
    design: stored.design,
    bytes,
    name: name.trim(),
  });
  services.logger.info({ logoId: entry.id, isNew: entry.isNew }, "logo uploaded");
  return entry;
}

export function logoRoutes(services: AppServices, resolveViewer: ViewerResolver) {
  const { db } = services.database;
  const { dataDir } = services.config;
  const routes = new Hono();
  const jsonLimit = bodyLimit({
    maxSize: 4 * 1024,
    onError: (c) => c.json({ error: "The change is too large", field: "body" }, 413),
  });

  routes.get("/", async (c) => {
    const viewer = await signedIn(c, resolveViewer);
    if (viewer instanceof Response) return viewer;
    // Each with its design's upload token, as an upload answers: a basket line that names the
    // logo carries it (issue 10.10), as a line with a file uploaded on the product page does.
    const tokens = designTokensFor(services.config);
    const library = await listLogos(db, viewer.userId);
    return c.json({
      logos: library.map((logo) => ({ ...logo, designToken: tokens.sign(logo.designId) })),
    });
  });

  // Counted before a byte of the (up to 10 MB) upload is read, as the design upload is.
  routes.post("/", rateLimit(db, uploadRateLimit), async (c) => {
    const viewer = await signedIn(c, resolveViewer);
    if (viewer instanceof Response) return viewer;
    const entry = await uploadLogo(c, services, viewer.userId, async (size) => {
      const quota = await chargeUploadBytes(db, c, size);
      if (quota.isAllowed) return null;
      c.header("Retry-After", String(quota.retryAfterSeconds));
      return c.json(fileError(overQuotaMessage(quota.retryAfterSeconds)), 429);
    });
    if (entry instanceof Response) return entry;
    return c.json({ id: entry.id }, entry.isNew ? 201 : 200);
  });

  routes.get("/:id", async (c) => {
    const viewer = await signedIn(c, resolveViewer);
    if (viewer instanceof Response) return viewer;
    const logo = await getLogo(db, viewer.userId, c.req.param("id"));
    return logo ? withEtag(c, logo) : c.json({ error: "This logo is not in your library" }, 404);
  });

  routes.patch("/:id", jsonLimit, async (c) => {
    const viewer = await signedIn(c, resolveViewer);
    if (viewer instanceof Response) return viewer;
    const body = await readJsonBody(c);
    if (!body.ok) return failed(c, body);
    const result = await updateLogo(
      db,
      viewer.userId,
      c.req.param("id"),
      body.body,
      c.req.header("if-match"),
    );
    return result.ok ? withEtag(c, result.value) : failed(c, result);
  });

  routes.delete("/:id", async (c) => {
    const viewer = await signedIn(c, resolveViewer);
    if (viewer instanceof Response) return viewer;
    const result = await deleteLogo(
      db,
      dataDir,
      viewer.userId,
      c.req.param("id"),
      c.req.header("if-match"),
    );
    return result.ok ? c.body(null, 204) : failed(c, result);
  });

  routes.get("/:id/preview", async (c) => {
    const viewer = await signedIn(c, resolveViewer);
    if (viewer instanceof Response) return viewer;
    const preview = await readLogoPreview(db, dataDir, viewer, c.req.param("id"));
    if (!preview) return c.text("No preview", 404);
    // Drawn by the server from a checked file; still never sniffed or framed elsewhere.
    return c.body(new Uint8Array(preview), 200, {
      "Content-Type": "image/png",
      "Content-Length": String(preview.byteLength),
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "same-origin",
      "Cache-Control": "private, max-age=86400",
    });
  });
  return routes;
}
