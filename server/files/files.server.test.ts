import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFiles } from "../db/schema/index.ts";
import { describeWithDatabase } from "../db/test-database.ts";
import { designFixtures } from "./design-fixtures.ts";
import { attachmentDisposition, cleanFileName, downloadName, storeDesign } from "./files.server.ts";

describeWithDatabase("storing a design", (use) => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "tradewear-files-"));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("removes the written file again when its row cannot be stored", async () => {
    const attempt = storeDesign({
      db: use().db,
      dataDir,
      fileName: "logo.png",
      bytes: designFixtures.png,
      // No such user: the foreign key refuses the row after the file is on disk.
      ownerUserId: "no-such-user",
    });
    await expect(attempt).rejects.toThrow();
    expect(await readdir(path.join(dataDir, "uploads"))).toEqual([]);
    const [rows] = await use().db.select({ total: count() }).from(storedFiles);
    expect(rows?.total).toBe(0);
  });
});

describe("design file names", () => {
  it.each([
    ["C:\\Users\\me\\Desktop\\logo.png", "logo.png"],
    ["../../etc/passwd", "passwd"],
    ["  my   logo\n.png ", "my logo.png"],
    ["gpj\u202e.exe", "gpj.exe"],
    ["", "design"],
    ["..", "design"],
  ])("cleans %j to %j", (name, cleaned) => {
    expect(cleanFileName(name)).toBe(cleaned);
  });

  it("keeps a long name's ending when shortening it", () => {
    const cleaned = cleanFileName(`${"a".repeat(300)}.png`);
    expect(cleaned).toHaveLength(200);
    expect(cleaned.endsWith(".png")).toBe(true);
  });

  it("adds the content's ending to a download whose name lacks one", () => {
    expect(downloadName({ originalName: "logo", contentType: "image/png" })).toBe("logo.png");
    expect(downloadName({ originalName: "logo.jpeg", contentType: "image/jpeg" })).toBe(
      "logo.jpeg",
    );
  });

  it("names a download in ASCII and in RFC 5987 UTF-8, quotes escaped", () => {
    expect(attachmentDisposition('Zoë "best" logo.pdf')).toBe(
      `attachment; filename="Zo_ _best_ logo.pdf"; filename*=UTF-8''Zo%C3%AB%20%22best%22%20logo.pdf`,
    );
  });
});
