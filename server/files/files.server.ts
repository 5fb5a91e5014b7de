import { createHash, randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { Db } from "../db/client.ts";
import {
  acceptedDesignFiles,
  designExtensions,
  detectDesignType,
  type DesignKind,
} from "./design-file-type.ts";
import {
  findHeldDesign,
  getStoredDesign,
  insertStoredFile,
  isDesignOfUser,
  type NewStoredFile,
  type StoredFileRow,
} from "./files-queries.ts";

// DESIGN §4 "Uploads": 10 MB enforced here, type checked by content, bytes kept under
// DATA_DIR/uploads with a name we make up, and a stored_files row pointing at them.

/** spec/storefront.md §2 "up to 10MB"; the stored_files check constraint holds the same number. */
export const maxDesignBytes = 10 * 1024 * 1024;

export const tooLargeMessage = `This file is larger than 10MB. ${acceptedDesignFiles}`;

export type StoredDesign = { id: string; name: string; sizeBytes: number; contentType: string };

export type StoreDesignResult =
  | {
      ok: true;
      design: StoredDesign;
      /** Issue 18.5: the same bytes were uploaded before by this buyer or browser: that design. */
      isReused: boolean;
    }
  | { ok: false; status: 400 | 413; message: string };

const storageKeyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function uploadsDirectory(dataDir: string): string {
  return path.join(dataDir, "uploads");
}

/** The file's place on disk; the key is ours (a UUID), checked again so no path can escape. */
function storagePath(dataDir: string, storageKey: string): string {
  if (!storageKeyPattern.test(storageKey)) throw new Error("malformed storage key");
  return path.join(uploadsDirectory(dataDir), storageKey);
}

/**
 * The customer's file name made safe to show and to put in a header: no folders, no control or
 * text-direction characters, no surrounding spaces, at most 200 characters (keeping the ending).
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    // Control and format characters: line breaks, NUL, and bidirectional overrides (which can
    // disguise an ending, "gpj\u202e.exe" showing as "exe.jpg").
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  if (cleaned === "" || cleaned === "." || cleaned === "..") return "design";
  if (cleaned.length <= 200) return cleaned;
  const ending = /\.[^.]{1,10}$/.exec(cleaned)?.[0] ?? "";
  return cleaned.slice(0, 200 - ending.length) + ending;
}

/**
 * Checks and stores one design upload: file first, then its row; if the row cannot be written the
 * file is removed again, so there is never a file without a row. Nothing is written on a refusal.
 * Issue 18.5: bytes this buyer (`ownerUserId`) or this browser (`heldDesignIds`, ids whose upload
 * tokens it proved) uploaded before are that design again, so its lines share one decoration
 * group and one set-up fee; nothing new is stored then.
 */
export async function storeDesign(input: {
  db: Db;
  dataDir: string;
  fileName: string;
  bytes: Uint8Array;
  ownerUserId?: string | null;
  heldDesignIds?: readonly string[];
}): Promise<StoreDesignResult> {
  const { db, dataDir, bytes } = input;
  const name = cleanFileName(input.fileName);
  if (bytes.byteLength > maxDesignBytes)
    return { ok: false, status: 413, message: tooLargeMessage };
  if (bytes.byteLength === 0) {
    return { ok: false, status: 400, message: `This file is empty. ${acceptedDesignFiles}` };
  }
  const type = detectDesignType(bytes, name);
  if (!type.ok) return { ok: false, status: 400, message: type.message };

  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const held = await findHeldDesign(db, {
    sha256,
    ownerUserId: input.ownerUserId ?? null,
    heldIds: input.heldDesignIds ?? [],
  });
  if (held) return { ok: true, design: storedDesignOf(held), isReused: true };

  const row = await writeStoredFile(db, dataDir, bytes, {
    originalName: name,
    contentType: type.contentType,
    sha256,
    purpose: "design",
    ownerUserId: input.ownerUserId ?? null,
  });
  return { ok: true, design: storedDesignOf(row), isReused: false };
}

/** Writes the bytes, then their row; the file is removed again if the row cannot be written. */
async function writeStoredFile(
  db: Db,
  dataDir: string,
  bytes: Uint8Array,
  facts: Omit<NewStoredFile, "storageKey" | "sizeBytes">,
): Promise<StoredFileRow> {
  const storageKey = randomUUID();
  const file = storagePath(dataDir, storageKey);
  await mkdir(uploadsDirectory(dataDir), { recursive: true });
  await writeFile(file, bytes, { flag: "wx", mode: 0o600 });
  try {
    return await insertStoredFile(db, { ...facts, storageKey, sizeBytes: bytes.byteLength });
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}

/** Issue 15.2: stores an order line's mock-up (a PNG the server drew). */
export function storeMockupFile(
  db: Db,
  dataDir: string,
  bytes: Uint8Array,
  name: string,
): Promise<StoredFileRow> {
  return writeStoredFile(db, dataDir, bytes, {
    originalName: name,
    contentType: "image/png",
    sha256: createHash("sha256").update(bytes).digest("hex"),
    purpose: "mockup",
    ownerUserId: null,
  });
}

/** A stored file's bytes, or null when they are gone. */
export async function readStoredBytes(dataDir: string, row: StoredFileRow): Promise<Buffer | null> {
  try {
    return await readFile(storagePath(dataDir, row.storageKey));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** Issue 15.3: what a proof may be — a picture or a PDF the buyer's browser shows. */
export const acceptedProofFiles = "Upload the proof as a PNG, JPEG or PDF file of up to 10MB.";
const proofKinds: readonly DesignKind[] = ["png", "jpeg", "pdf"];

export type StoreProofResult =
  | { ok: true; file: StoredDesign & { storageKey: string } }
  | { ok: false; status: 400 | 413; message: string };

/**
 * Checks and stores a proof the shop sends (never reused: each round is its own file). Pass the
 * proof's transaction, and remove the bytes (removeStoredBytes) if it does not commit.
 */
export async function storeProofFile(input: {
  db: Db;
  dataDir: string;
  fileName: string;
  bytes: Uint8Array;
  adminUserId: string;
}): Promise<StoreProofResult> {
  const { bytes } = input;
  const name = cleanFileName(input.fileName);
  if (bytes.byteLength > maxDesignBytes)
    return {
      ok: false,
      status: 413,
      message: `This file is larger than 10MB. ${acceptedProofFiles}`,
    };
  if (bytes.byteLength === 0)
    return { ok: false, status: 400, message: `This file is empty. ${acceptedProofFiles}` };
  const type = detectDesignType(bytes, name);
  if (!type.ok || !proofKinds.includes(type.kind))
    return {
      ok: false,
      status: 400,
      message: `This is not a PNG, JPEG or PDF file. ${acceptedProofFiles}`,
    };
  const row = await writeStoredFile(input.db, input.dataDir, bytes, {
    originalName: name,
    contentType: type.contentType,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    purpose: "proof",
    ownerUserId: input.adminUserId,
  });
  return { ok: true, file: { ...storedDesignOf(row), storageKey: row.storageKey } };
}

function storedDesignOf(row: StoredFileRow): StoredDesign {
  return {
    id: row.id,
    name: row.originalName,
    sizeBytes: row.sizeBytes,
    contentType: row.contentType,
  };
}

/** Removes a stored file's bytes (its row is the caller's); a file already gone is no error. */
export async function removeStoredBytes(dataDir: string, storageKey: string): Promise<void> {
  await rm(storagePath(dataDir, storageKey), { force: true });
}

/** The name a download is saved under: the customer's, with the right ending added if it lacks it. */
export function downloadName(row: Pick<StoredFileRow, "originalName" | "contentType">): string {
  const kinds = Object.values(designExtensions);
  const lower = row.originalName.toLowerCase();
  if (kinds.some((endings) => endings.some((ending) => lower.endsWith(ending)))) {
    return row.originalName;
  }
  const ending: Record<string, string> = {
    "image/png": ".png",
    "image/jpeg": ".jpg",
    "image/svg+xml": ".svg",
    "application/pdf": ".pdf",
    "application/postscript": ".eps",
  };
  return row.originalName + (ending[row.contentType] ?? "");
}

/**
 * `attachment` with an ASCII fallback name and the exact UTF-8 name in RFC 5987 form (RFC 6266),
 * so the browser always saves the file and never shows it inline.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export type DesignDownload = {
  name: string;
  contentType: string;
  sizeBytes: number;
  body: ReadableStream<Uint8Array>;
};

/** A stored design ready to stream, or null for a malformed id, an unknown id or lost bytes. */
export async function openStoredDesign(input: {
  db: Db;
  dataDir: string;
  id: string;
}): Promise<DesignDownload | null> {
  if (!uuidPattern.test(input.id)) return null;
  const row = await getStoredDesign(input.db, input.id.toLowerCase());
  return row ? openStoredFile(input.dataDir, row) : null;
}

/** A stored file's bytes ready to stream, or null when they are gone. */
export async function openStoredFile(
  dataDir: string,
  row: StoredFileRow,
): Promise<DesignDownload | null> {
  const file = storagePath(dataDir, row.storageKey);
  try {
    const found = await stat(file);
    if (!found.isFile()) return null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  return {
    name: downloadName(row),
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
  };
}

/**
 * DESIGN §4 "design files reach the order they belong to", and no one else: an admin may download
 * any design; a customer only one they uploaded while signed in, or one on their own order.
 */
export async function mayDownloadDesign(
  db: Db,
  viewer: { userId: string; role: "customer" | "admin" },
  id: string,
): Promise<boolean> {
  if (viewer.role === "admin") return true;
  if (!uuidPattern.test(id)) return false;
  return isDesignOfUser(db, id.toLowerCase(), viewer.userId);
}
