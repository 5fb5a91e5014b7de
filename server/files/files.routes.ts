import { Hono } from "hono";
import type { ViewerResolver } from "../accounts/viewer.ts";
import type { AppServices } from "../context.ts";
import { unsafeTextMessage as unsafeFieldMessage } from "#core/schemas/safe-text.ts";
import { countedBody } from "../http/body-limit.ts";
import { findUnsafeFormField } from "../http/input-guard.ts";
import { rateLimit } from "../http/rate-limit.ts";
import { acceptedDesignFiles } from "./design-file-type.ts";
import { type DesignTokens, designTokensFor } from "./design-token.ts";
import {
  attachmentDisposition,
  maxDesignBytes,
  mayDownloadDesign,
  openStoredDesign,
  storeDesign,
  tooLargeMessage,
} from "./files.server.ts";
import { addToLibrary } from "#server/logos/logos.server.ts";
import { chargeUploadBytes, overQuotaMessage, uploadRateLimit } from "./upload-quota.ts";

// DESIGN §1 and §4 "Uploads". Uploads are limited per client address (issue 10.4:
// upload-quota.ts). A signed-in uploader is the file's owner; downloads are for its owner, the
// customer whose order carries it, and admins (issue 6).

/** The multipart wrapping (boundaries, part headers) around a file of the largest allowed size. */
export const multipartAllowanceBytes = 64 * 1024;
const maxUploadBodyBytes = maxDesignBytes + multipartAllowanceBytes;

export type FormResult =
  { ok: true; form: FormData } | { ok: false; isTooLarge: boolean; unsafeField?: string };

/**
 * Reads a multipart body, never more than `maxBodyBytes` (a design's 10 MB and its wrapping by
 * default): a larger Content-Length is refused before a byte is read, and the bytes are counted as
 * they arrive (a body may have no Content-Length, or a false one), stopping the upload as soon as
 * the count passes the limit. Also used by the design quote form (server/forms) and the product
 * CSV import (20 MB), so every upload passes through this one reader (the app's body limit leaves
 * these paths to it: server/http/body-limit.ts).
 */
export async function readLimitedForm(
  request: Request,
  contentType: string,
  maxBodyBytes: number = maxUploadBodyBytes,
): Promise<FormResult> {
  const declared = request.headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBodyBytes) {
    return { ok: false, isTooLarge: true };
  }
  if (!request.body) return { ok: false, isTooLarge: false };
  let isTooLarge = false;
  const counted = countedBody(request.body, maxBodyBytes, () => {
    isTooLarge = true;
  });
  try {
    // Bounded by the counter above: at most maxBodyBytes are ever held.
    const form = await new Response(counted, {
      headers: { "content-type": contentType },
    }).formData();
    // Issue 10.6: the text fields of an upload pass the same check as every other body's.
    const unsafeField = findUnsafeFormField(form);
    if (unsafeField !== null) return { ok: false, isTooLarge: false, unsafeField };
    return { ok: true, form };
  } catch {
    return { ok: false, isTooLarge };
  }
}

/** Issue 18.5: at most this many of the browser's designs are looked at for a repeated upload. */
export const maxHeldDesigns = 50;

/**
 * The design ids the browser proves it uploaded: `held` fields of "id:token" (its basket's
 * designs), each kept only when its token is the one made for that id; malformed ones are ignored.
 */
function heldDesignIds(form: FormData, tokens: DesignTokens): string[] {
  return form
    .getAll("held")
    .slice(0, maxHeldDesigns)
    .flatMap((entry) => {
      if (typeof entry !== "string") return [];
      const [id = "", token] = entry.split(":");
      return uuidPattern.test(id) && tokens.verify(id, token) ? [id.toLowerCase()] : [];
    });
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function fileError(message: string) {
  return { error: message, field: "file" } as const;
}

/**
 * POST /api/functions/upload-design (multipart/form-data, field `file`): 201 with the design's
 * id, name, size, type and upload token. Issue 18.5: 200 with the earlier design instead when the
 * same bytes were uploaded before by this signed-in buyer, or by this browser (optional fields
 * `held`, "id:token" of the designs its basket holds).
 */
export function fileUploadRoutes(services: AppServices, resolveViewer: ViewerResolver) {
  const { db } = services.database;
  const routes = new Hono();
  // Issue 10.4: counted before a byte of the (up to 10 MB) upload is read.
  routes.post("/upload-design", rateLimit(db, uploadRateLimit), async (c) => {
    const contentType = c.req.header("content-type") ?? "";
    if (!/^multipart\/form-data\s*;/i.test(contentType)) {
      return c.json(
        fileError(`Send the design as multipart/form-data in a field named "file".`),
        400,
      );
    }
    const read = await readLimitedForm(c.req.raw, contentType);
    if (!read.ok) {
      if (read.unsafeField !== undefined)
        return c.json({ error: unsafeFieldMessage, field: read.unsafeField }, 400);
      return read.isTooLarge
        ? c.json(fileError(tooLargeMessage), 413)
        : c.json(fileError(`The upload could not be read. ${acceptedDesignFiles}`), 400);
    }
    const file = read.form.get("file");
    if (file === null || typeof file === "string") {
      return c.json(fileError(`Please choose a design file. ${acceptedDesignFiles}`), 400);
    }
    if (file.size > maxDesignBytes) return c.json(fileError(tooLargeMessage), 413);
    // Issue 10.4: the address's bytes today, once the size is known and before anything is kept.
    const quota = await chargeUploadBytes(db, c, file.size);
    if (!quota.isAllowed) {
      c.header("Retry-After", String(quota.retryAfterSeconds));
      return c.json(fileError(overQuotaMessage(quota.retryAfterSeconds)), 429);
    }
    const tokens = designTokensFor(services.config);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const viewer = await resolveViewer(c.req.raw);
    const result = await storeDesign({
      db,
      dataDir: services.config.dataDir,
      fileName: file.name,
      bytes,
      ownerUserId: viewer?.userId ?? null,
      heldDesignIds: heldDesignIds(read.form, tokens),
    });
    if (!result.ok) return c.json(fileError(result.message), result.status);
    // Issue 15.1: a signed-in buyer's upload goes into their logo library too.
    const logo =
      viewer &&
      (await addToLibrary({
        db,
        dataDir: services.config.dataDir,
        userId: viewer.userId,
        design: result.design,
        bytes,
      }));
    services.logger.info(
      { fileId: result.design.id, sizeBytes: result.design.sizeBytes, isReused: result.isReused },
      result.isReused ? "design uploaded again: the same design" : "design uploaded",
    );
    // Issue 10.10: the token the browser keeps with its basket line, proof that it uploaded this.
    const token = tokens.sign(result.design.id);
    return c.json(
      { ...result.design, token, ...(logo ? { logoId: logo.id } : {}) },
      result.isReused ? 200 : 201,
    );
  });
  return routes;
}

/**
 * GET /files/:id — a stored design, only ever as a download: `attachment`, no sniffing, and a
 * sandboxing CSP, so even an SVG never runs as a page of this origin.
 *
 * ACCESS (DESIGN §4): a visitor is asked to sign in (401); a signed-in customer gets the file only
 * if they uploaded it or their order carries it, else 404, as for an unknown id (so nobody learns
 * which ids exist); an admin gets any design.
 *
 * The app mounts these routes before its site-wide security headers, whose page policy would
 * otherwise replace the policy below; so these routes set every security header themselves.
 */
export function fileDownloadRoutes(services: AppServices, resolveViewer: ViewerResolver) {
  const routes = new Hono();
  routes.use(async (c, next) => {
    await next();
    c.header("Content-Security-Policy", "sandbox; default-src 'none'");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("X-Frame-Options", "DENY");
    c.header("Referrer-Policy", "no-referrer");
    c.header("Cross-Origin-Resource-Policy", "same-origin");
    c.header("Cache-Control", "private, no-store");
  });
  routes.get("/:id", async (c) => {
    const viewer = await resolveViewer(c.req.raw);
    if (!viewer) return c.text("Please sign in to download this file", 401);
    if (!(await mayDownloadDesign(services.database.db, viewer, c.req.param("id"))))
      return c.text("File not found", 404);
    const design = await openStoredDesign({
      db: services.database.db,
      dataDir: services.config.dataDir,
      id: c.req.param("id"),
    });
    if (!design) return c.text("File not found", 404);
    return c.body(design.body, 200, {
      "Content-Type": design.contentType,
      "Content-Length": String(design.sizeBytes),
      "Content-Disposition": attachmentDisposition(design.name),
    });
  });
  return routes;
}
