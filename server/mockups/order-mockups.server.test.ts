import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Viewer } from "#server/accounts/viewer.ts";
import { placeCreditOrder } from "#server/credit/credit-order.server.ts";
import {
  boot,
  createCustomer,
  newKey,
  orderBody,
  polo,
  setUpCreditFixture,
  variantGid,
  type CreditFixture,
} from "#server/credit/credit-test-support.ts";
import {
  mailOutbox,
  orderItems,
  orders,
  productMockups,
  products,
  proofs,
} from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { readStoredBytes } from "#server/files/files.server.ts";
import { libraryLogo } from "#server/logos/logo-test-support.ts";
import { sendPendingMail } from "#server/mail/mail-sender.server.ts";
import { sendProof } from "#server/proofs/proof-send.server.ts";
import { proofFileOf, proofGroupsOf } from "#server/proofs/proofs.server.ts";
import { lineMockup, viewerLineMockup } from "./order-mockups.server.ts";

// Issue 15.2 on the server: a decorated order line's mock-up is drawn from the garment's picture
// and the design, kept with the line, attached to the confirmation, and shown only to its buyer
// and the shop.

/** The colour of the mock-up's pixel at (x, y), as "#rrggbb". */
async function pixel(png: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return `#${[data[at], data[at + 1], data[at + 2]].map((v) => v!.toString(16).padStart(2, "0")).join("")}`;
}

describeWithDatabase("order line mock-ups (issue 15.2)", (use) => {
  let fixture: CreditFixture;
  let services: CreditFixture["services"];
  let dataDir: string;
  let buyer: Viewer;
  let designId: string;

  beforeAll(async () => {
    fixture = await setUpCreditFixture(use());
    dataDir = await mkdtemp(path.join(tmpdir(), "tradewear-mockups-"));
    services = { ...fixture.services, config: { ...fixture.services.config, dataDir } };
    buyer = await createCustomer(fixture.db, { limitPence: 500_000 });
    // A pure red logo: easy to find on a navy polo.
    ({ designId } = await libraryLogo(fixture.db, dataDir, buyer, "#ff0000"));
  }, 60_000);

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  async function order(position: string, handle = polo, variant = "Navy / L") {
    const result = await placeCreditOrder(
      services,
      buyer,
      orderBody([
        {
          variantId: await variantGid(fixture.db, handle, variant),
          quantity: 10,
          customizationType: "embroidery",
          customizationPosition: position,
          designId,
        },
      ]),
      newKey(),
    );
    if (result.status !== 201) throw new Error(JSON.stringify(result));
    const [row] = await fixture.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, (result.body as { orderNumber: string }).orderNumber));
    const [line] = await fixture.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, row!.id));
    return { order: row!, line: line! };
  }

  const mockupServices = () => ({ db: fixture.db, dataDir });

  it("draws the design on the chest of the garment's colour, and keeps it", async () => {
    const { line } = await order("Chest Left");
    const file = await lineMockup(mockupServices(), line);
    expect(file).toMatchObject({ purpose: "mockup", contentType: "image/png" });
    const png = (await readStoredBytes(dataDir, file!))!;
    expect(await sharp(png).metadata()).toMatchObject({ width: 600, height: 600, format: "png" });
    // The logo sits on the wearer's left chest (core/mockup: x 0.533–0.64, y 0.287–0.38).
    expect(await pixel(png, 352, 200)).toBe("#ff0000");
    // The other side of the chest is the navy garment.
    expect(await pixel(png, 248, 200)).not.toBe("#ff0000");

    // Kept: the same file however often it is asked for, even after the areas change.
    const [kept] = await fixture.db.select().from(orderItems).where(eq(orderItems.id, line.id));
    expect(kept!.mockupFileId).toBe(file!.id);
    const [product] = await fixture.db.select().from(products).where(eq(products.handle, polo));
    await fixture.db.insert(productMockups).values({ productId: product!.id, areas: [] });
    expect((await lineMockup(mockupServices(), kept!))!.id).toBe(file!.id);
    await fixture.db.delete(productMockups).where(eq(productMockups.productId, product!.id));
  });

  it("draws a back position on the colour's back picture", async () => {
    const { line } = await order("Back Center");
    const png = (await readStoredBytes(dataDir, (await lineMockup(mockupServices(), line))!))!;
    // Centred on the back (x 0.35–0.65, y 0.275–0.558 of the picture, embroidery 85 % of it),
    // the garment above it.
    expect(await pixel(png, 300, 250)).toBe("#ff0000");
    expect(await pixel(png, 300, 140)).not.toBe("#ff0000");
  });

  it("gives none to a product without areas (a boot)", async () => {
    const { line } = await order("Chest Left", boot, "Black / 9");
    expect(await lineMockup(mockupServices(), line)).toBeNull();
  });

  it("attaches the mock-up to the confirmation", async () => {
    const { order: placed } = await order("Chest Center");
    const [mail] = await fixture.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, buyer.email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(mail!.attachments).toContainEqual({ orderId: placed.id, document: "mockup", line: 0 });
    expect(mail!.textBody).toContain(
      "A mock-up of your decorated item is attached (PNG): a guide to size and position.",
    );
    const folder = await mkdtemp(path.join(tmpdir(), "tradewear-mockup-mail-"));
    await sendPendingMail({
      config: { ...services.config, mailDropDir: folder },
      database: use(),
      logger: services.logger,
    });
    const [line] = await fixture.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.id));
    expect(line!.mockupFileId).not.toBeNull();
    await rm(folder, { recursive: true, force: true });
  });

  it("sends the order's mock-up as the logo's proof when the shop asks it to", async () => {
    const { order: placed } = await order("Chest Left");
    const admin = { ...(await createCustomer(fixture.db)), role: "admin" as const };
    const [group] = await proofGroupsOf(fixture.db, placed);
    const fields = { logoId: group!.logoId, method: "embroidery", stitchCount: "5200" };
    const sent = await sendProof(services, admin, placed.id, fields, "mockup", group!.etag);
    expect(sent).toMatchObject({ ok: true, value: { round: 1 } });
    const [proof] = await fixture.db.select().from(proofs).where(eq(proofs.orderId, placed.id));
    const file = await proofFileOf(fixture.db, buyer, proof!.id);
    expect(file).toMatchObject({ purpose: "proof", contentType: "image/png" });
    const png = (await readStoredBytes(dataDir, file!))!;
    expect(await pixel(png, 352, 200)).toBe("#ff0000");

    // An order whose product has no mock-up says so, and sends nothing.
    const { order: boots } = await order("Chest Left", boot, "Black / 9");
    const [bootGroup] = await proofGroupsOf(fixture.db, boots);
    const refused = await sendProof(
      services,
      admin,
      boots.id,
      { ...fields, logoId: bootGroup!.logoId },
      "mockup",
      bootGroup!.etag,
    );
    expect(refused).toEqual({
      ok: false,
      status: 400,
      error: "This order has no mock-up of that logo: upload the proof's file",
      field: "file",
    });
    expect(await fixture.db.select().from(proofs).where(eq(proofs.orderId, boots.id))).toEqual([]);
  });

  it("shows a line's mock-up to its buyer and an admin, and to no one else", async () => {
    const { line } = await order("Chest Right");
    const stranger = await createCustomer(fixture.db);
    expect(await viewerLineMockup(mockupServices(), stranger, line.id)).toBeNull();
    expect(await viewerLineMockup(mockupServices(), buyer, line.id)).not.toBeNull();
    const admin = { ...stranger, role: "admin" as const };
    expect(await viewerLineMockup(mockupServices(), admin, line.id)).not.toBeNull();
    expect(await viewerLineMockup(mockupServices(), buyer, "not-a-line")).toBeNull();
  });
});
