import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Browser } from "../accounts/accounts-test-support.ts";
import { createAdminAccount } from "../accounts/admin-role.ts";
import { createApp } from "../app.ts";
import { parseConfig } from "../config/env.ts";
import { orderItems, orders, rateLimits, storedFiles, users } from "../db/schema/index.ts";
import { describeWithDatabase } from "../db/test-database.ts";
import { designFixtures, text } from "./design-fixtures.ts";
import { maxDesignBytes } from "./files.server.ts";

const uploadPath = "/api/functions/upload-design";

describeWithDatabase("design uploads and downloads", (use) => {
  let app: ReturnType<typeof createApp>;
  let dataDir: string;
  const browsers = {} as Record<"admin" | "owner" | "other", Browser>;
  const userIds = {} as Record<"admin" | "owner" | "other", string>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "tradewear-files-"));
    const parsed = parseConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
    if (!parsed.ok) throw new Error("config");
    app = createApp({
      services: { config: parsed.config, database: use(), logger: pino({ level: "silent" }) },
      pageHandler: async () => new Response("page", { status: 404 }),
    });
    // Three signed-in people: an admin, and two customers (made as admins, then demoted).
    for (const who of ["admin", "owner", "other"] as const) {
      const email = `${who}@files.test`;
      const { userId } = await createAdminAccount(use().db, email, "files-test-password-1");
      if (who !== "admin")
        await use().db.update(users).set({ role: "customer" }).where(eq(users.id, userId));
      const browser = new Browser(app);
      const signIn = await browser.post("/api/auth/sign-in/email", {
        email,
        password: "files-test-password-1",
      });
      expect(signIn.status).toBe(200);
      browsers[who] = browser;
      userIds[who] = userId;
    }
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  function upload(name: string, bytes: Uint8Array<ArrayBuffer>, field = "file") {
    const form = new FormData();
    form.append(field, new File([bytes], name, { type: "application/octet-stream" }));
    return app.request(uploadPath, { method: "POST", body: form });
  }

  /** How many rows and how many files are stored: a refusal must leave both unchanged. */
  async function storedCounts() {
    const [rows] = await use().db.select({ total: count() }).from(storedFiles);
    const files = await readdir(path.join(dataDir, "uploads")).catch(() => []);
    return { rows: rows?.total ?? 0, files: files.length };
  }

  it.each([
    ["logo.png", designFixtures.png, "image/png"],
    ["logo.jpg", designFixtures.jpeg, "image/jpeg"],
    ["artwork.pdf", designFixtures.pdf, "application/pdf"],
    ["artwork.eps", designFixtures.eps, "application/postscript"],
    ["artwork.ai", designFixtures.pdf, "application/pdf"],
    ["logo.svg", designFixtures.svg, "image/svg+xml"],
  ])("stores %s with its sniffed type, its size and its hash", async (name, bytes, type) => {
    const before = await storedCounts();
    const response = await upload(name, bytes);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string };
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name,
      sizeBytes: bytes.byteLength,
      contentType: type,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(await storedCounts()).toEqual({ rows: before.rows + 1, files: before.files + 1 });
    const [row] = await use().db.select().from(storedFiles).where(eq(storedFiles.id, body.id));
    expect(row).toMatchObject({ originalName: name, purpose: "design", ownerUserId: null });
    expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.storageKey).not.toContain(name);
  });

  it("refuses a file of 10 MB and one byte with 413 and stores nothing", async () => {
    const before = await storedCounts();
    const bytes = new Uint8Array(maxDesignBytes + 1);
    bytes.set(designFixtures.png);
    const response = await upload("big.png", bytes);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: expect.stringContaining("larger than 10MB"),
      field: "file",
    });
    expect(await storedCounts()).toEqual(before);
  });

  it("refuses a body whose Content-Length is over the limit without reading it", async () => {
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const response = await app.request(uploadPath, {
      method: "POST",
      body,
      duplex: "half",
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(20 * 1024 * 1024),
      },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(pulls).toBeLessThanOrEqual(1);
  });

  it("stops reading a body with no Content-Length as soon as it passes the limit", async () => {
    const before = await storedCounts();
    const chunk = new Uint8Array(1024 * 1024);
    let sentBytes = 0;
    const head = text(
      '--x\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\n' +
        "Content-Type: image/png\r\n\r\n",
    );
    let cancelReason: unknown;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
      },
      pull(controller) {
        sentBytes += chunk.byteLength;
        if (sentBytes > 50 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
      cancel(reason) {
        cancelReason = reason;
      },
    });
    const response = await app.request(uploadPath, {
      method: "POST",
      body,
      duplex: "half",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sentBytes).toBeLessThan(maxDesignBytes + 4 * chunk.byteLength);
    // Issue 16: the rest of the upload is cancelled, not left hanging half-read.
    expect(cancelReason).toMatchObject({ name: "BodyTooLargeError" });
    expect(await storedCounts()).toEqual(before);
  });

  it("cancels the upload of a client that keeps writing after the 413, whose next write fails", async () => {
    // A client that pushes at its own pace rather than when asked, as a socket does: once the
    // server has refused the body, the client's next write must fail, and the client expects it.
    const chunk = new Uint8Array(256 * 1024);
    let writeError: unknown;
    let sentBytes = 0;
    let clientStopped = () => {};
    const stopped = new Promise<void>((resolve) => (clientStopped = resolve));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          text('--x\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\n\r\n'),
        );
        const write = () => {
          try {
            controller.enqueue(chunk);
            sentBytes += chunk.byteLength;
            setTimeout(write, 0);
          } catch (error) {
            writeError = error;
            clientStopped();
          }
        };
        write();
      },
    });
    const response = await app.request(uploadPath, {
      method: "POST",
      body,
      duplex: "half",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ field: "file" });
    await stopped;
    expect(writeError).toBeInstanceOf(TypeError);
    expect(sentBytes).toBeGreaterThan(maxDesignBytes);
  });

  it("refuses a program renamed .png with 400 naming the file field, and stores nothing", async () => {
    const before = await storedCounts();
    const response = await upload("setup.png", designFixtures.exe);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: expect.stringContaining("PNG, JPEG or SVG"),
      field: "file",
    });
    expect(await storedCounts()).toEqual(before);
  });

  it("refuses an SVG with a script, saying so, and stores nothing", async () => {
    const before = await storedCounts();
    const svg = text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const response = await upload("logo.svg", svg);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: expect.stringContaining("contains a script"),
      field: "file",
    });
    expect(await storedCounts()).toEqual(before);
  });

  it("asks for the file when the form has no file field", async () => {
    const form = new FormData();
    form.append("design", "logo.png");
    const response = await app.request(uploadPath, { method: "POST", body: form });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: "file" });

    const notMultipart = await app.request(uploadPath, {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    expect(notMultipart.status).toBe(400);
    expect(await notMultipart.json()).toMatchObject({ field: "file" });
  });

  it("keeps only the file's own name, without folders or control characters", async () => {
    const response = await upload("..\\..\\evil/..//lo\u0007go\u202e.png", designFixtures.png);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ name: "logo.png" });
  });

  it("serves a stored SVG only as a sandboxed download under its UTF-8 name", async () => {
    const uploaded = await upload("café logo.svg", designFixtures.svg);
    const { id } = (await uploaded.json()) as { id: string };
    const response = await browsers.admin.request(`/files/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="caf_ logo.svg"; filename*=UTF-8''caf%C3%A9%20logo.svg`,
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(designFixtures.svg);
  });

  it("answers 404 for an unknown or malformed file id", async () => {
    const admin = browsers.admin;
    const unknown = await admin.request("/files/00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'");
    expect((await admin.request("/files/not-a-uuid")).status).toBe(404);
    expect((await admin.request("/files/..%2F..%2Fpglite")).status).toBe(404);
  });

  it("gives a design to its signed-in uploader and admins; others get 404, visitors 401", async () => {
    const form = new FormData();
    form.append("file", new File([designFixtures.png], "logo.png"));
    const uploaded = await browsers.owner.request(uploadPath, { method: "POST", body: form });
    const { id } = (await uploaded.json()) as { id: string };
    const [row] = await use().db.select().from(storedFiles).where(eq(storedFiles.id, id));
    expect(row?.ownerUserId).toBe(userIds.owner);

    expect((await browsers.owner.request(`/files/${id}`)).status).toBe(200);
    expect((await browsers.admin.request(`/files/${id}`)).status).toBe(200);
    const other = await browsers.other.request(`/files/${id}`);
    expect(other.status).toBe(404);
    expect(await other.text()).toBe("File not found");
    const visitor = await app.request(`/files/${id}`);
    expect(visitor.status).toBe(401);
    expect(await visitor.text()).toBe("Please sign in to download this file");
  });

  it("gives a visitor's upload to the customer whose order carries it", async () => {
    const uploaded = await upload("logo.png", designFixtures.png);
    const { id } = (await uploaded.json()) as { id: string };
    expect((await browsers.other.request(`/files/${id}`)).status).toBe(404);
    const [order] = await use()
      .db.insert(orders)
      .values({
        userId: userIds.other,
        paymentMethod: "bank_transfer",
        subtotalPence: 1000,
        vatPence: 200,
        deliveryPence: 0,
        totalPence: 1200,
      })
      .returning();
    await use().db.insert(orderItems).values({
      orderId: order!.id,
      productTitle: "Polo",
      quantity: 1,
      unitPricePence: 1000,
      lineExVatPence: 1000,
      lineVatPence: 200,
      customizationType: "embroidery",
      customizationPosition: "Chest Left",
      designFileId: id,
    });
    expect((await browsers.other.request(`/files/${id}`)).status).toBe(200);
    expect((await browsers.owner.request(`/files/${id}`)).status).toBe(404);
  });

  describe("the same file uploaded again (issue 18.5)", () => {
    // The tests above used up most of this address's uploads for ten minutes.
    beforeEach(async () => {
      await use().db.delete(rateLimits);
    });

    /** Bytes no other test uploads: a PNG with a comment chunk made of `marker`. */
    function uniquePng(marker: string): Uint8Array<ArrayBuffer> {
      const tail = new TextEncoder().encode(marker);
      const bytes = new Uint8Array(designFixtures.png.byteLength + tail.byteLength);
      bytes.set(designFixtures.png);
      bytes.set(tail, designFixtures.png.byteLength);
      return bytes;
    }

    async function send(
      bytes: Uint8Array<ArrayBuffer>,
      held: string[] = [],
      browser?: Browser,
    ): Promise<{ status: number; id: string; token: string }> {
      const form = new FormData();
      form.append("file", new File([bytes], "logo.png"));
      for (const entry of held) form.append("held", entry);
      const init = { method: "POST", body: form };
      const response = browser
        ? await browser.request(uploadPath, init)
        : await app.request(uploadPath, init);
      const body = (await response.json()) as { id: string; token: string };
      return { status: response.status, id: body.id, token: body.token };
    }

    it("gives a visitor's browser the design it already holds, storing nothing new", async () => {
      const bytes = uniquePng("visitor-again");
      const first = await send(bytes);
      expect(first.status).toBe(201);
      const before = await storedCounts();
      const again = await send(bytes, [`${first.id}:${first.token}`]);
      expect(again).toEqual({ status: 200, id: first.id, token: first.token });
      expect(await storedCounts()).toEqual(before);
    });

    it("does not reuse a design the browser cannot prove it uploaded", async () => {
      const bytes = uniquePng("someone-else");
      const first = await send(bytes);
      // Another browser, with no token or with a made-up one: its own new design.
      const stranger = await send(bytes);
      expect(stranger.status).toBe(201);
      expect(stranger.id).not.toBe(first.id);
      const forged = await send(bytes, [`${first.id}:${"A".repeat(43)}`, "not-an-entry"]);
      expect(forged.status).toBe(201);
      expect(forged.id).not.toBe(first.id);
    });

    it("gives different bytes a new design even when the browser holds others", async () => {
      const first = await send(uniquePng("one"));
      const other = await send(uniquePng("two"), [`${first.id}:${first.token}`]);
      expect(other.status).toBe(201);
      expect(other.id).not.toBe(first.id);
    });

    it("gives a signed-in buyer their own earlier design from any browser, never another's", async () => {
      const bytes = uniquePng("signed-in-again");
      const first = await send(bytes, [], browsers.owner);
      expect(first.status).toBe(201);
      expect(await send(bytes, [], browsers.owner)).toMatchObject({ status: 200, id: first.id });
      const other = await send(bytes, [], browsers.other);
      expect(other.status).toBe(201);
      expect(other.id).not.toBe(first.id);
    });
  });
});
