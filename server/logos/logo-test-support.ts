import sharp from "sharp";
import type { Viewer } from "#server/accounts/viewer.ts";
import type { Db } from "#server/db/client.ts";
import { storeDesign } from "#server/files/files.server.ts";
import { addToLibrary } from "./logos.server.ts";

// Test-only: a logo in a buyer's library, as their upload would put it there — a small square
// PNG of one colour (a colour per logo, so each is its own design), stored and added.

export async function libraryLogo(
  db: Db,
  dataDir: string,
  buyer: Viewer,
  colour: string,
  name?: string,
): Promise<{ designId: string; logoId: string }> {
  const bytes = await sharp({ create: { width: 30, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const stored = await storeDesign({
    db,
    dataDir,
    fileName: "crest.png",
    bytes,
    ownerUserId: buyer.userId,
  });
  if (!stored.ok) throw new Error(stored.message);
  const entry = await addToLibrary({
    db,
    dataDir,
    userId: buyer.userId,
    design: stored.design,
    bytes,
    name,
  });
  return { designId: stored.design.id, logoId: entry.id };
}
