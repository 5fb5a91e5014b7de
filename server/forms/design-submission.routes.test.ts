import { readFile } from "node:fs/promises";
import nodePath from "node:path";
import { desc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { designSubmissions, mailOutbox, storedFiles } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { designFixtures, text } from "#server/files/design-fixtures.ts";
import { BodyTooLargeError } from "#server/http/body-limit.ts";
import { streamedForm } from "#server/testing/streamed-form.ts";
import {
  newClient,
  postMultipart,
  publicUrl,
  shopInbox,
  storedCounts,
  useFormsFixture,
} from "./forms-test-support.ts";

const path = "/api/functions/submit-design";

const good = {
  serviceType: "embroidery",
  quantity: "25",
  contactName: "Tom Okafor",
  contactEmail: "tom@okaforjoinery.co.uk",
  additionalNotes: "Left chest, navy thread on grey polos.",
};

function designForm(
  fields: Record<string, string | undefined>,
  file?: { name: string; bytes: Uint8Array<ArrayBuffer> },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) form.append(name, value);
  if (file) form.append("designFile", new File([file.bytes], file.name));
  return form;
}

const png = { name: "okafor-logo.png", bytes: designFixtures.png };

describeWithDatabase("the design quote form endpoint", (use) => {
  const fixture = useFormsFixture(use);

  it("keeps the submission with its stored file and e-mails the shop a download link", async () => {
    const before = await storedCounts(fixture());
    const response = await postMultipart(fixture().app, path, designForm(good, png));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });

    const { db } = use();
    const [submission] = await db
      .select()
      .from(designSubmissions)
      .orderBy(desc(designSubmissions.createdAt));
    expect(submission).toMatchObject({
      serviceType: "embroidery",
      quantity: 25,
      contactName: "Tom Okafor",
      contactEmail: "tom@okaforjoinery.co.uk",
      additionalNotes: "Left chest, navy thread on grey polos.",
      status: "new",
    });
    const [file] = await db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, submission?.fileId ?? ""));
    expect(file).toMatchObject({
      originalName: "okafor-logo.png",
      contentType: "image/png",
      purpose: "design",
      sizeBytes: designFixtures.png.byteLength,
    });
    const onDisk = await readFile(
      nodePath.join(fixture().dataDir, "uploads", file?.storageKey ?? ""),
    );
    expect(new Uint8Array(onDisk)).toEqual(designFixtures.png);

    const [mail] = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt));
    expect(mail).toMatchObject({
      toAddress: shopInbox,
      template: "design_submission",
      subject: "Design quote request: Embroidery, 25 items, from Tom Okafor",
      htmlBody: null,
    });
    expect(mail?.textBody).toContain(`${publicUrl}/files/${file?.id}`);
    expect(mail?.textBody).toContain("tom@okaforjoinery.co.uk");
    expect(await storedCounts(fixture())).toEqual({
      ...before,
      designSubmissions: before.designSubmissions + 1,
      storedFiles: before.storedFiles + 1,
      uploadedFiles: before.uploadedFiles + 1,
      mail: before.mail + 1,
    });
  });

  it("keeps a submission sent without a file (the file is optional) or notes", async () => {
    const response = await postMultipart(
      fixture().app,
      path,
      designForm({ ...good, serviceType: "printing", additionalNotes: undefined }),
    );
    expect(response.status).toBe(200);
    const [submission] = await use()
      .db.select()
      .from(designSubmissions)
      .orderBy(desc(designSubmissions.createdAt));
    expect(submission).toMatchObject({
      serviceType: "printing",
      fileId: null,
      additionalNotes: "",
    });
  });

  it("stores a clean SVG, which is only ever served as an attachment", async () => {
    const response = await postMultipart(
      fixture().app,
      path,
      designForm(good, { name: "logo.svg", bytes: designFixtures.svg }),
    );
    expect(response.status).toBe(200);
    const [file] = await use().db.select().from(storedFiles).orderBy(desc(storedFiles.createdAt));
    expect(file?.contentType).toBe("image/svg+xml");
  });

  const svgWithScript = text(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
  );

  it.each([
    ["quantity", { quantity: "0" }, undefined, "The quantity must be at least 1"],
    ["quantity", { quantity: "" }, undefined, "Please enter a quantity"],
    [
      "quantity",
      { quantity: "2.5" },
      undefined,
      "Please enter a whole number of items, at least 1",
    ],
    ["quantity", { quantity: "-3" }, undefined, "Please enter a whole number of items, at least 1"],
    ["serviceType", { serviceType: "knitting" }, undefined, "Please choose embroidery or printing"],
    ["serviceType", { serviceType: undefined }, undefined, "Please choose embroidery or printing"],
    ["contactName", { contactName: "" }, undefined, "Please enter your name"],
    [
      "contactName",
      { contactName: "n".repeat(101) },
      undefined,
      "Name must be at most 100 characters",
    ],
    [
      "contactEmail",
      { contactEmail: "tom.okafor" },
      undefined,
      "Please enter a valid email address",
    ],
    [
      "additionalNotes",
      { additionalNotes: "n".repeat(2001) },
      undefined,
      "Additional notes must be at most 2000 characters",
    ],
    [
      "designFile",
      {},
      { name: "logo.png", bytes: designFixtures.exe },
      "This file is not a type we can use",
    ],
    ["designFile", {}, { name: "logo.svg", bytes: svgWithScript }, "This SVG contains a script"],
    ["designFile", {}, { name: "empty.png", bytes: new Uint8Array(0) }, "This file is empty"],
  ])(
    "refuses a bad %s (%j) with 400 and the field, storing nothing",
    async (field, change, file, error) => {
      const before = await storedCounts(fixture());
      const response = await postMultipart(
        fixture().app,
        path,
        designForm({ ...good, ...change }, file ?? png),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ field, error: expect.stringContaining(error) });
      expect(await storedCounts(fixture())).toEqual(before);
    },
  );

  it("refuses an 11 MB file with 413 and the file field part-way, cancelling the rest and storing nothing", async () => {
    const before = await storedCounts(fixture());
    const bytes = new Uint8Array(11 * 1024 * 1024);
    bytes.set(designFixtures.png);
    const upload = await streamedForm(designForm(good, { name: "huge.png", bytes }));
    const response = await fixture().app.request(path, {
      method: "POST",
      headers: {
        accept: "application/json",
        "content-type": upload.contentType,
        "x-forwarded-for": newClient(),
      },
      body: upload.body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      field: "designFile",
      error: expect.stringContaining("larger than 10MB"),
    });
    // Issue 16: the server stopped reading just past the limit and cancelled the rest of the
    // upload, rather than leaving it half-read for anyone to pull on.
    await expect.poll(() => upload.cancelReason()).toBeInstanceOf(BodyTooLargeError);
    expect(upload.sentBytes()).toBeLessThan(upload.totalBytes);
    expect(await storedCounts(fixture())).toEqual(before);
  });

  it("refuses a body that is not multipart form data", async () => {
    const response = await fixture().app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": newClient() },
      body: JSON.stringify(good),
    });
    expect(response.status).toBe(400);
  });

  it("answers a filled-in honeypot with success and stores nothing, not even the file", async () => {
    const before = await storedCounts(fixture());
    const response = await postMultipart(
      fixture().app,
      path,
      designForm({ ...good, website: "spam" }, png),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await storedCounts(fixture())).toEqual(before);
  });

  it("allows 5 submissions in 10 minutes from one address, then answers 429 before reading the upload", async () => {
    const client = newClient();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await postMultipart(fixture().app, path, designForm(good), client);
      expect(response.status).toBe(200);
    }
    const before = await storedCounts(fixture());
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const refused = await fixture().app.request(path, {
      method: "POST",
      body,
      duplex: "half",
      headers: { "content-type": "multipart/form-data; boundary=x", "x-forwarded-for": client },
    } as RequestInit);
    expect(refused.status).toBe(429);
    expect(pulls).toBeLessThanOrEqual(1);
    expect(await storedCounts(fixture())).toEqual(before);
  });
});
