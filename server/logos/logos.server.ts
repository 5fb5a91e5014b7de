import { randomUUID } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, desc, eq, or, sql } from "drizzle-orm";
import sharp from "sharp";
import { z } from "zod";
import type { LogosOnFile } from "#core/pricing/pricing-input.ts";
import type { Db } from "#server/db/client.ts";
import { logos, proofs, storedFiles, type LogoStatus } from "#server/db/schema/index.ts";
import type { Failure } from "#server/admin/admin-http.ts";
import { firstFieldError } from "#server/admin/admin-input.ts";
import { etagOf, isCurrent, readIfMatch, staleRecord } from "#server/admin/record-version.ts";
import { uploadsDirectory, type StoredDesign } from "#server/files/files.server.ts";

// Issue 15.1: the buyer's logo library. Every design a signed-in buyer uploads becomes a logo
// (addToLibrary, from the product page's upload and from /account/logos), named after its file
// until they rename it, with a PNG preview drawn on the server from a PNG, JPEG or SVG (SVGs are
// checked at upload: nothing active, nothing outside the file, so drawing one fetches nothing).
// PDF, AI and EPS files have no preview: the page shows a file icon and the name. Only the owner
// (and admins) ever see a logo; another buyer's id is answered as unknown (404).

/** The longest side of a preview, in pixels: sharp on a phone's 2× screen at 160 px. */
const previewSize = 320;
/** A picture larger than this many pixels is not drawn (a decompression bomb is refused). */
const maxPreviewInputPixels = 40_000_000;

export type LogoMethodStatus = { status: LogoStatus };

export type LogoView = {
  id: string;
  name: string;
  /** The stored design this logo is: what a basket line names as its design. */
  designId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  /** The preview picture's address, or null for a file shown as an icon. */
  previewUrl: string | null;
  /** The file itself, as a download (/files/:id). */
  downloadUrl: string;
  isArchived: boolean;
  /** ISO 8601. */
  createdAt: string;
  embroidery: {
    status: LogoStatus;
    /** What the shop recorded when it digitised it; null until then. */
    stitchCount: number | null;
    widthMm: number | null;
    heightMm: number | null;
  };
  print: { status: LogoStatus };
  /** The version a rename, archive or removal names (If-Match). */
  etag: string;
};

/** A logo as the product page offers it: with the upload token its basket line carries. */
export type LibraryLogo = LogoView & { designToken: string };

type LogoRow = typeof logos.$inferSelect;
type FileFacts = Pick<
  typeof storedFiles.$inferSelect,
  "originalName" | "contentType" | "sizeBytes"
>;

export function logoEtag(logo: Pick<LogoRow, "id" | "version">): string {
  return etagOf("logo", logo.id, [logo.version]);
}

export function logoViewOf(logo: LogoRow, file: FileFacts): LogoView {
  return {
    id: logo.id,
    name: logo.name,
    designId: logo.fileId,
    fileName: file.originalName,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    previewUrl: logo.previewKey ? `/api/account/logos/${logo.id}/preview` : null,
    downloadUrl: `/files/${logo.fileId}`,
    isArchived: logo.archivedAt !== null,
    createdAt: logo.createdAt.toISOString(),
    embroidery: {
      status: logo.embroideryStatus,
      stitchCount: logo.stitchCount,
      widthMm: logo.widthMm,
      heightMm: logo.heightMm,
    },
    print: { status: logo.printStatus },
    etag: logoEtag(logo),
  };
}

const fileFacts = {
  originalName: storedFiles.originalName,
  contentType: storedFiles.contentType,
  sizeBytes: storedFiles.sizeBytes,
};

/** The buyer's logos, newest first, archived ones included (the page shows them apart). */
export async function listLogos(db: Db, userId: string): Promise<LogoView[]> {
  const rows = await db
    .select({ logo: logos, file: fileFacts })
    .from(logos)
    .innerJoin(storedFiles, eq(storedFiles.id, logos.fileId))
    .where(eq(logos.userId, userId))
    .orderBy(desc(logos.createdAt), desc(logos.id));
  return rows.map((row) => logoViewOf(row.logo, row.file));
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The buyer's own logo by id, or null (another buyer's logo is null too). */
async function findOwnLogo(
  db: Db,
  userId: string,
  id: string,
  { lock = false } = {},
): Promise<{ logo: LogoRow; file: FileFacts } | null> {
  if (!uuidPattern.test(id)) return null;
  const query = db
    .select({ logo: logos, file: fileFacts })
    .from(logos)
    .innerJoin(storedFiles, eq(storedFiles.id, logos.fileId))
    .where(and(eq(logos.id, id.toLowerCase()), eq(logos.userId, userId)));
  const [row] = await (lock ? query.for("update", { of: logos }) : query);
  return row ?? null;
}

export async function getLogo(db: Db, userId: string, id: string): Promise<LogoView | null> {
  const found = await findOwnLogo(db, userId, id);
  return found && logoViewOf(found.logo, found.file);
}

/** A logo's name from its file's: the name without its ending, tidied; "Logo" when nothing is left. */
export function logoNameOf(fileName: string): string {
  const name = fileName
    .replace(/\.[a-z0-9]{1,5}$/i, "")
    .replace(/[_]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, maxLogoName)
    .trim();
  return name === "" ? "Logo" : name;
}

export const maxLogoName = 120;

/**
 * The preview of a design as a PNG at most 320 px on its longest side, or null: for PDF, AI and EPS
 * files, and for a picture sharp cannot draw or that is too large to (a broken file still becomes a
 * logo, shown as a file icon).
 */
export async function drawPreview(bytes: Uint8Array, contentType: string): Promise<Buffer | null> {
  if (!["image/png", "image/jpeg", "image/svg+xml"].includes(contentType)) return null;
  try {
    return await sharp(bytes, { limitInputPixels: maxPreviewInputPixels, failOn: "error" })
      .rotate()
      .resize(previewSize, previewSize, { fit: "inside", withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    return null;
  }
}

export type LibraryEntry = { id: string; isNew: boolean };

/**
 * The buyer's logo for a stored design: the one there is (one per design and buyer), or a new one
 * named `name` (else after the file), with its preview drawn from `bytes`. The preview is drawn
 * before the row is written and its file removed again if the row is not (another request made
 * the logo first), so no preview is ever without its row.
 */
export async function addToLibrary(input: {
  db: Db;
  dataDir: string;
  userId: string;
  design: StoredDesign;
  bytes: Uint8Array;
  name?: string | undefined;
}): Promise<LibraryEntry> {
  const { db, userId, design } = input;
  const [existing] = await db
    .select({ id: logos.id })
    .from(logos)
    .where(and(eq(logos.userId, userId), eq(logos.fileId, design.id)));
  if (existing) return { id: existing.id, isNew: false };
  const preview = await drawPreview(input.bytes, design.contentType);
  const previewKey = preview ? randomUUID() : null;
  if (preview && previewKey) {
    await mkdir(uploadsDirectory(input.dataDir), { recursive: true });
    await writeFile(previewPath(input.dataDir, previewKey), preview, { flag: "wx", mode: 0o600 });
  }
  try {
    const [created] = await db
      .insert(logos)
      .values({
        userId,
        fileId: design.id,
        name: input.name || logoNameOf(design.name),
        previewKey,
      })
      .onConflictDoNothing()
      .returning({ id: logos.id });
    if (created) return { id: created.id, isNew: true };
  } catch (error) {
    if (previewKey) await rm(previewPath(input.dataDir, previewKey), { force: true });
    throw error;
  }
  if (previewKey) await rm(previewPath(input.dataDir, previewKey), { force: true });
  const [made] = await db
    .select({ id: logos.id })
    .from(logos)
    .where(and(eq(logos.userId, userId), eq(logos.fileId, design.id)));
  return { id: made!.id, isNew: false };
}

const previewKeyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function previewPath(dataDir: string, previewKey: string): string {
  if (!previewKeyPattern.test(previewKey)) throw new Error("malformed preview key");
  return path.join(uploadsDirectory(dataDir), `${previewKey}.png`);
}

/** The preview of the buyer's logo (an admin's: any logo), or null. */
export async function readLogoPreview(
  db: Db,
  dataDir: string,
  viewer: { userId: string; role: "customer" | "admin" },
  id: string,
): Promise<Buffer | null> {
  if (!uuidPattern.test(id)) return null;
  const [row] = await db
    .select({ previewKey: logos.previewKey, userId: logos.userId })
    .from(logos)
    .where(eq(logos.id, id.toLowerCase()));
  if (!row?.previewKey || (viewer.role !== "admin" && row.userId !== viewer.userId)) return null;
  try {
    return await readFile(previewPath(dataDir, row.previewKey));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

const LogoEditSchema = z.strictObject(
  {
    name: z
      .string({ error: "The name must be text" })
      .trim()
      .min(1, { error: "Give the logo a name" })
      .max(maxLogoName, { error: `Keep the name to ${maxLogoName} characters` })
      .optional(),
    archived: z.boolean({ error: "archived must be true or false" }).optional(),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? "Only a logo's name and whether it is archived can be changed"
        : "Send the change as a JSON object",
  },
);

export const notFound: Failure = {
  ok: false,
  status: 404,
  error: "This logo is not in your library",
};
const staleMessage = "This logo changed in another window";
export const proofedLogoMessage =
  "This logo has proofs on your orders, so it stays in your library: archive it instead.";

type Done<T> = { ok: true; value: T } | Failure;

/** Renames the buyer's logo or archives it (or brings it back), from the version they saw. */
export async function updateLogo(
  db: Db,
  userId: string,
  id: string,
  body: unknown,
  ifMatch: string | undefined,
): Promise<Done<LogoView>> {
  const precondition = readIfMatch(ifMatch, "logo");
  if (!precondition.ok) return precondition;
  const parsed = LogoEditSchema.safeParse(body);
  if (!parsed.success) return firstFieldError(parsed.error);
  const edit = parsed.data;
  return db.transaction(async (tx): Promise<Done<LogoView>> => {
    const found = await findOwnLogo(tx, userId, id, { lock: true });
    if (!found) return notFound;
    const etag = logoEtag(found.logo);
    if (!isCurrent(precondition, etag))
      return staleRecord(staleMessage, logoViewOf(found.logo, found.file), etag);
    const [updated] = await tx
      .update(logos)
      .set({
        ...(edit.name === undefined ? {} : { name: edit.name }),
        ...(edit.archived === undefined
          ? {}
          : { archivedAt: edit.archived ? (found.logo.archivedAt ?? sql`now()`) : null }),
        version: sql`${logos.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(logos.id, found.logo.id))
      .returning();
    return { ok: true, value: logoViewOf(updated!, found.file) };
  });
}

/**
 * Takes the logo out of the buyer's library, from the version they saw. The design file stays
 * while an order, a quote or a basket names it (the clean-up removes it when nothing does); the
 * preview goes with the logo.
 */
export async function deleteLogo(
  db: Db,
  dataDir: string,
  userId: string,
  id: string,
  ifMatch: string | undefined,
): Promise<Done<null>> {
  const precondition = readIfMatch(ifMatch, "logo");
  if (!precondition.ok) return precondition;
  const result = await db.transaction(async (tx): Promise<Done<string | null>> => {
    const found = await findOwnLogo(tx, userId, id, { lock: true });
    if (!found) return notFound;
    const etag = logoEtag(found.logo);
    if (!isCurrent(precondition, etag))
      return staleRecord(staleMessage, logoViewOf(found.logo, found.file), etag);
    // Issue 15.3: its proofs are part of its orders' history, so the logo stays (archived).
    const [proofed] = await tx
      .select({ id: proofs.id })
      .from(proofs)
      .where(eq(proofs.logoId, found.logo.id))
      .limit(1);
    if (proofed) return { ok: false, status: 409, error: proofedLogoMessage };
    await tx.delete(logos).where(eq(logos.id, found.logo.id));
    return { ok: true, value: found.logo.previewKey };
  });
  if (!result.ok) return result;
  // After the commit: a preview left behind is harmless, a logo without its preview is not.
  if (result.value) await rm(previewPath(dataDir, result.value), { force: true });
  return { ok: true, value: null };
}

/**
 * Issue 15.4: the designs of the buyer's logos approved for each method, for the set-up waiver
 * (core/pricing). Archived logos count: the artwork is still approved and on file.
 */
export async function logosOnFileOf(db: Db, userId: string): Promise<LogosOnFile> {
  const rows = await db
    .select({
      designId: logos.fileId,
      embroidery: logos.embroideryStatus,
      print: logos.printStatus,
    })
    .from(logos)
    .where(
      and(
        eq(logos.userId, userId),
        or(eq(logos.embroideryStatus, "approved"), eq(logos.printStatus, "approved")),
      ),
    );
  return {
    embroidery: rows.filter((row) => row.embroidery === "approved").map((row) => row.designId),
    print: rows.filter((row) => row.print === "approved").map((row) => row.designId),
  };
}

/** A guest's: none. */
export const noLogosOnFile: LogosOnFile = { embroidery: [], print: [] };
