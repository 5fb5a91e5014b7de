import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { Browser } from "#server/accounts/accounts-test-support.ts";
import { createAdminAccount } from "#server/accounts/admin-role.ts";
import { createApp } from "#server/app.ts";
import { parseConfig } from "#server/config/env.ts";
import type { AppServices } from "#server/context.ts";
import { logos, storedFiles, users } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { cleanUpUnclaimedDesigns } from "#server/files/design-cleanup.server.ts";
import { designFixtures } from "#server/files/design-fixtures.ts";
import type { LogoView } from "./logos.server.ts";

// Issue 15.1: the logo library over HTTP — what a buyer uploads (here or on the product page)
// becomes a logo with a preview drawn on the server; only its owner (and admins) see it; renames,
// archiving and removal name the version they were made from; bad input writes nothing.

describeWithDatabase("the logo library", (use) => {
  let app: ReturnType<typeof createApp>;
  let services: AppServices;
  let dataDir: string;
  const browsers = {} as Record<"admin" | "owner" | "other" | "visitor", Browser>;
  const userIds = {} as Record<"admin" | "owner" | "other", string>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "tradewear-logos-"));
    const parsed = parseConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
    if (!parsed.ok) throw new Error("config");
    services = { config: parsed.config, database: use(), logger: pino({ level: "silent" }) };
    app = createApp({
      services,
      pageHandler: async () => new Response("page", { status: 404 }),
    });
    for (const who of ["admin", "owner", "other"] as const) {
      const email = `${who}@logos.test`;
      const { userId } = await createAdminAccount(use().db, email, "logos-test-password-1");
      if (who !== "admin")
        await use().db.update(users).set({ role: "customer" }).where(eq(users.id, userId));
      const browser = new Browser(app);
      expect(
        (
          await browser.post("/api/auth/sign-in/email", {
            email,
            password: "logos-test-password-1",
          })
        ).status,
      ).toBe(200);
      browsers[who] = browser;
      userIds[who] = userId;
    }
    browsers.visitor = new Browser(app);
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A 600 × 300 navy PNG: large enough that its preview is made smaller. */
  const bigPng = () =>
    sharp({ create: { width: 600, height: 300, channels: 3, background: "#1e3a5f" } })
      .png()
      .toBuffer();

  function form(file: Uint8Array | null, fileName: string, name?: string) {
    const body = new FormData();
    if (file) body.append("file", new File([new Uint8Array(file)], fileName));
    if (name !== undefined) body.append("name", name);
    return body;
  }

  const upload = (who: keyof typeof browsers, body: FormData, url = "/api/account/logos") =>
    browsers[who].request(url, { method: "POST", body });

  async function library(who: "owner" | "other" | "admin"): Promise<LogoView[]> {
    const response = await browsers[who].request("/api/account/logos");
    expect(response.status).toBe(200);
    return ((await response.json()) as { logos: LogoView[] }).logos;
  }

  const logoCount = async () => (await use().db.select({ n: count() }).from(logos))[0]!.n;

  it("keeps an uploaded logo with its name and a preview drawn on the server, once per file", async () => {
    const png = await bigPng();
    const created = await upload("owner", form(png, "crest_final.png", "Site crest"));
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const [logo] = (await library("owner")).filter((each) => each.id === id);
    expect(logo).toMatchObject({
      name: "Site crest",
      fileName: "crest_final.png",
      contentType: "image/png",
      isArchived: false,
      previewUrl: `/api/account/logos/${id}/preview`,
      embroidery: { status: "new", stitchCount: null },
      print: { status: "new" },
    });
    const preview = await browsers.owner.request(logo!.previewUrl!);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toBe("image/png");
    const drawn = await sharp(Buffer.from(await preview.arrayBuffer())).metadata();
    expect([drawn.width, drawn.height]).toEqual([320, 160]);

    // The same file again is the same logo.
    const again = await upload("owner", form(png, "crest-copy.png"));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id });
  });

  it("draws an SVG, shows a PDF as a file, and names a logo after its file when not told", async () => {
    const svg = await upload("owner", form(designFixtures.svg, "van-livery.svg"));
    const pdf = await upload("owner", form(designFixtures.pdf, "Embroidery_master.v2.pdf"));
    expect([svg.status, pdf.status]).toEqual([201, 201]);
    const ids = [
      ((await svg.json()) as { id: string }).id,
      ((await pdf.json()) as { id: string }).id,
    ];
    const byId = new Map((await library("owner")).map((logo) => [logo.id, logo]));
    expect(byId.get(ids[0]!)).toMatchObject({ name: "van-livery", previewUrl: expect.any(String) });
    expect(byId.get(ids[1]!)).toMatchObject({ name: "Embroidery master.v2", previewUrl: null });
    const preview = await browsers.owner.request(byId.get(ids[0]!)!.previewUrl!);
    expect((await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).format).toBe("png");
  });

  it("puts a signed-in buyer's product-page upload in their library, and a visitor's nowhere", async () => {
    const png = await sharp({
      create: { width: 40, height: 40, channels: 4, background: "#ffcc00" },
    })
      .png()
      .toBuffer();
    const signedIn = await upload(
      "other",
      form(png, "hard-hat-badge.png"),
      "/api/functions/upload-design",
    );
    expect(signedIn.status).toBe(201);
    const { logoId } = (await signedIn.json()) as { logoId: string };
    expect((await library("other")).map((logo) => [logo.id, logo.name])).toContainEqual([
      logoId,
      "hard-hat-badge",
    ]);
    const before = await logoCount();
    const visitor = await upload(
      "visitor",
      form(designFixtures.jpeg, "visitor.jpg"),
      "/api/functions/upload-design",
    );
    expect(visitor.status).toBe(201);
    expect(await visitor.json()).not.toHaveProperty("logoId");
    expect(await logoCount()).toBe(before);
  });

  it("puts a signed-in buyer's design sent for a quote in their library", async () => {
    const png = await sharp({
      create: { width: 30, height: 20, channels: 3, background: "#335577" },
    })
      .png()
      .toBuffer();
    const body = new FormData();
    for (const [name, value] of Object.entries({
      serviceType: "embroidery",
      quantity: "50",
      contactName: "Sam Other",
      contactEmail: "other@logos.test",
      additionalNotes: "",
    }))
      body.append(name, value);
    body.append("designFile", new File([new Uint8Array(png)], "van-door.png"));
    const sent = await browsers.other.request("/api/functions/submit-design", {
      method: "POST",
      body,
    });
    expect(sent.status).toBeLessThan(300);
    expect((await library("other")).map((logo) => logo.name)).toContain("van-door");
  });

  it("shows a logo only to its owner and admins: another buyer gets 404, a visitor 401", async () => {
    const created = await upload("owner", form(designFixtures.png, "private.png"));
    const { id } = (await created.json()) as { id: string };
    const [mine] = (await library("owner")).filter((logo) => logo.id === id);
    expect((await library("other")).some((logo) => logo.id === id)).toBe(false);
    for (const url of [`/api/account/logos/${id}`, `/api/account/logos/${id}/preview`])
      expect((await browsers.other.request(url)).status).toBe(404);
    const renamed = await browsers.other.request(`/api/account/logos/${id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", "if-match": mine!.etag },
      body: JSON.stringify({ name: "Mine now" }),
    });
    expect(renamed.status).toBe(404);
    const removed = await browsers.other.request(`/api/account/logos/${id}`, {
      method: "DELETE",
      headers: { "if-match": mine!.etag },
    });
    expect(removed.status).toBe(404);
    expect((await browsers.admin.request(`/api/account/logos/${id}/preview`)).status).toBe(200);
    expect((await browsers.visitor.request("/api/account/logos")).status).toBe(401);
    expect((await upload("visitor", form(designFixtures.png, "x.png"))).status).toBe(401);
    expect((await getOwn(id)).name).toBe("private");
  });

  async function getOwn(id: string): Promise<LogoView> {
    const response = await browsers.owner.request(`/api/account/logos/${id}`);
    expect(response.status).toBe(200);
    return (await response.json()) as LogoView;
  }

  const patch = (id: string, body: unknown, etag?: string) =>
    browsers.owner.request(`/api/account/logos/${id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", ...(etag ? { "if-match": etag } : {}) },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  it("renames and archives from the version the buyer saw; a stale or bad change writes nothing", async () => {
    const created = await upload("owner", form(await bigPng(), "rename-me.png", "Old name"));
    expect(created.status).toBe(200); // the same bytes as the first test's: the same logo
    const { id } = (await created.json()) as { id: string };
    const before = await getOwn(id);
    const renamed = await patch(id, { name: "  Hartley crest  " }, before.etag);
    expect(renamed.status).toBe(200);
    const after = (await renamed.json()) as LogoView;
    expect(after).toMatchObject({ name: "Hartley crest", isArchived: false });
    expect(after.etag).not.toBe(before.etag);

    for (const [body, etag, status, field] of [
      [{ name: "Stale" }, before.etag, 412, undefined],
      [{ name: "No version" }, undefined, 428, "If-Match"],
      [{ name: "   " }, after.etag, 400, "name"],
      [{ name: "x".repeat(121) }, after.etag, 400, "name"],
      [{ archived: "yes" }, after.etag, 400, "archived"],
      [{ userId: userIds.other }, after.etag, 400, "body"],
      ["not json", after.etag, 400, "body"],
    ] as const) {
      const response = await patch(id, body, etag);
      expect(response.status, JSON.stringify(body)).toBe(status);
      if (field) expect(((await response.json()) as { field: string }).field).toBe(field);
    }
    expect((await getOwn(id)).etag).toBe(after.etag);

    const archived = await patch(id, { archived: true }, after.etag);
    expect(((await archived.json()) as LogoView).isArchived).toBe(true);
    const restored = await patch(id, { archived: false }, archived.headers.get("etag")!);
    expect(((await restored.json()) as LogoView).isArchived).toBe(false);
  });

  it("refuses a missing, unreadable or unsafe file, or too long a name, writing nothing", async () => {
    const files = async () => ({
      logos: await logoCount(),
      stored: (await use().db.select({ n: count() }).from(storedFiles))[0]!.n,
      onDisk: (await readdir(path.join(dataDir, "uploads"))).length,
    });
    const before = await files();
    for (const [body, status, field] of [
      [form(null, ""), 400, "file"],
      [form(designFixtures.exe, "logo.png"), 400, "file"],
      [
        form(
          new TextEncoder().encode(
            '<svg xmlns="http://www.w3.org/2000/svg"><image href="http://example.com/x.png"/></svg>',
          ),
          "remote.svg",
        ),
        400,
        "file",
      ],
      [form(designFixtures.png, "named.png", "x".repeat(121)), 400, "name"],
    ] as const) {
      const response = await upload("owner", body);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { field: string }).field).toBe(field);
    }
    const json = await browsers.owner.request("/api/account/logos", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(json.status).toBe(400);
    expect(await files()).toEqual(before);
  });

  it("removes a logo and its preview from the version the buyer saw; its file is no longer kept for it", async () => {
    const png = await sharp({
      create: { width: 50, height: 50, channels: 3, background: "#aa0000" },
    })
      .png()
      .toBuffer();
    const created = await upload("owner", form(png, "old-logo.png"));
    const { id } = (await created.json()) as { id: string };
    const logo = await getOwn(id);
    const previews = async () =>
      (await readdir(path.join(dataDir, "uploads"))).filter((name) => name.endsWith(".png")).length;
    const withPreview = await previews();
    const stale = await browsers.owner.request(`/api/account/logos/${id}`, {
      method: "DELETE",
      headers: { "if-match": '"not-its-version"' },
    });
    expect(stale.status).toBe(412);
    const removed = await browsers.owner.request(`/api/account/logos/${id}`, {
      method: "DELETE",
      headers: { "if-match": logo.etag },
    });
    expect(removed.status).toBe(204);
    expect((await browsers.owner.request(`/api/account/logos/${id}`)).status).toBe(404);
    expect(await previews()).toBe(withPreview - 1);

    // Eight days on, a file only the library kept goes; the library's others stay.
    const inLibrary = (await library("owner")).map((each) => each.designId);
    await cleanUpUnclaimedDesigns(services, Date.now() + 8 * 24 * 60 * 60 * 1000);
    const [gone] = await use()
      .db.select()
      .from(storedFiles)
      .where(eq(storedFiles.id, logo.designId));
    expect(gone).toBeUndefined();
    for (const designId of inLibrary) {
      const [kept] = await use().db.select().from(storedFiles).where(eq(storedFiles.id, designId));
      expect(kept, designId).toBeDefined();
    }
  });
});
