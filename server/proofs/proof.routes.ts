import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { unsafeTextMessage } from "#core/schemas/safe-text.ts";
import type { ViewerResolver } from "#server/accounts/viewer.ts";
import type { AdminVariables } from "#server/admin/admin-guard.ts";
import { failed, readJsonBody, withEtag } from "#server/admin/admin-http.ts";
import type { AppServices } from "#server/context.ts";
import { readLimitedForm } from "#server/files/files.routes.ts";
import {
  acceptedProofFiles,
  attachmentDisposition,
  maxDesignBytes,
  openStoredFile,
} from "#server/files/files.server.ts";
import { answerProof } from "./proof-decision.server.ts";
import { sendProof } from "./proof-send.server.ts";
import { proofFileOf, proofPageOf } from "./proofs.server.ts";

// Issue 15.3, the proof workflow over HTTP.
// The buyer's, at /api/account/proofs (signed in; another buyer's proof is 404):
//   GET  /:id            the proof's page data (ProofPage) with its ETag
//   POST /:id/answer     JSON { decision: "approve" | "request_changes", comment } with If-Match
//   GET  /:id/file       the proof's file (the buyer's own; an admin's: any)
// The shop's, on the admin API (adminProofRoutes):
//   POST /orders/:id/proofs   multipart: `file` (PNG, JPEG or PDF, 10 MB) or `useMockup=true`
//                             (the order's mock-up of the logo, issue 15.2), `logoId`, `method`,
//                             `stitchCount`, `widthMm`, `heightMm`, `extraSetup` (pounds ex VAT,
//                             embroidery over 8,000 stitches: decision 037), `message`; If-Match: the
//                             group's ETag (the order page has it) → 201 { id, round }

const signInMessage = "Please sign in to see your proofs";

export function proofRoutes(services: AppServices, resolveViewer: ViewerResolver) {
  const { db } = services.database;
  const routes = new Hono();
  const jsonLimit = bodyLimit({
    maxSize: 8 * 1024,
    onError: (c) => c.json({ error: "The answer is too long", field: "comment" }, 413),
  });
  routes.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  });

  routes.get("/:id", async (c) => {
    const viewer = await resolveViewer(c.req.raw);
    if (!viewer) return c.json({ error: signInMessage }, 401);
    const page = await proofPageOf(db, viewer, c.req.param("id"));
    if (!page) return c.json({ error: "This proof is not on one of your orders" }, 404);
    return withEtag(c, { ...page, etag: page.proof.etag });
  });

  routes.post("/:id/answer", jsonLimit, async (c) => {
    const viewer = await resolveViewer(c.req.raw);
    if (!viewer) return c.json({ error: signInMessage }, 401);
    const body = await readJsonBody(c);
    if (!body.ok) return failed(c, body);
    const result = await answerProof(
      services,
      viewer,
      c.req.param("id"),
      body.body,
      c.req.header("if-match"),
    );
    return result.ok ? withEtag(c, result.value) : failed(c, result);
  });

  routes.get("/:id/file", async (c) => {
    const viewer = await resolveViewer(c.req.raw);
    if (!viewer) return c.text(signInMessage, 401);
    const row = await proofFileOf(db, viewer, c.req.param("id"));
    const file = row && (await openStoredFile(services.config.dataDir, row));
    if (!file) return c.text("File not found", 404);
    // Shown in the page (a picture) or opened by the browser (a PDF), never run as a page here.
    return c.body(file.body, 200, {
      "Content-Type": file.contentType,
      "Content-Length": String(file.sizeBytes),
      "Content-Disposition": attachmentDisposition(file.name).replace(/^attachment/, "inline"),
      "Content-Security-Policy": "sandbox; default-src 'none'",
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
  });
  return routes;
}

/** The shop's proof endpoint, on the admin router (its guard runs first). */
export function adminProofRoutes(
  routes: Hono<{ Variables: AdminVariables }>,
  services: AppServices,
) {
  routes.post("/orders/:id/proofs", async (c: Context<{ Variables: AdminVariables }>) => {
    const contentType = c.req.header("content-type") ?? "";
    const fileError = (message: string) => ({ error: message, field: "file" });
    if (!/^multipart\/form-data\s*;/i.test(contentType))
      return c.json(fileError(`Send the proof as multipart/form-data. ${acceptedProofFiles}`), 400);
    const read = await readLimitedForm(c.req.raw, contentType);
    if (!read.ok) {
      if (read.unsafeField !== undefined)
        return c.json({ error: unsafeTextMessage, field: read.unsafeField }, 400);
      return read.isTooLarge
        ? c.json(fileError(`This file is larger than 10MB. ${acceptedProofFiles}`), 413)
        : c.json(fileError(`The upload could not be read. ${acceptedProofFiles}`), 400);
    }
    const fields: Record<string, unknown> = {};
    for (const name of [
      "logoId",
      "method",
      "stitchCount",
      "widthMm",
      "heightMm",
      "extraSetup",
      "message",
    ]) {
      const value = read.form.get(name);
      if (typeof value === "string") fields[name] = value;
    }
    const part = read.form.get("file");
    const file =
      part !== null && typeof part !== "string" && part.size > 0
        ? part.size > maxDesignBytes
          ? "too large"
          : { name: part.name, bytes: new Uint8Array(await part.arrayBuffer()) }
        : null;
    if (file === "too large")
      return c.json(fileError(`This file is larger than 10MB. ${acceptedProofFiles}`), 413);
    // Issue 15.2: `useMockup=true` and no file sends the order's mock-up of the logo.
    const useMockup = !file && read.form.get("useMockup") === "true";
    const result = await sendProof(
      services,
      c.get("admin"),
      c.req.param("id")!,
      fields,
      useMockup ? "mockup" : file,
      c.req.header("if-match"),
    );
    return result.ok ? withEtag(c, result.value, 201) : failed(c, result);
  });
}
