import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { templateAreas } from "#core/mockup/mockup-areas.ts";
import type { Admin } from "#server/admin/admin-guard.ts";
import { listAuditTrail } from "#server/admin/audit.ts";
import {
  createCustomer,
  polo,
  setUpCreditFixture,
  type CreditFixture,
} from "#server/credit/credit-test-support.ts";
import { productImages, productMockups, products } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { getMockupEditor, saveMockup } from "./mockup-admin.server.ts";

// Issue 15.2 in the back office: the owner sets a product's areas and which picture is whose
// back, from the version they loaded; every refusal names its field and writes nothing.

describeWithDatabase("editing a product's mock-up", (use) => {
  let fixture: CreditFixture;
  let admin: Admin;
  let productId: number;

  beforeAll(async () => {
    fixture = await setUpCreditFixture(use());
    admin = { ...(await createCustomer(fixture.db)), role: "admin" };
    const [row] = await fixture.db.select().from(products).where(eq(products.handle, polo));
    productId = row!.id;
  }, 60_000);

  const chestOnly = [
    { position: "Chest Left", view: "front", x: 0.5, y: 0.25, width: 0.12, height: 0.1 },
  ];

  it("shows the type's defaults and the demo's back pictures", async () => {
    const editor = (await getMockupEditor(fixture.db, productId))!;
    expect(editor).toMatchObject({ template: "top", isOwn: false, areas: templateAreas("top") });
    expect(editor.pictures.filter((picture) => picture.backOfImageId !== null)).toHaveLength(
      editor.pictures.length / 2,
    );
    expect(await getMockupEditor(fixture.db, 999_999)).toBeNull();
  });

  it("saves the owner's areas and a new pairing, audited, and goes back to the defaults", async () => {
    const editor = (await getMockupEditor(fixture.db, productId))!;
    const [front, back, otherFront] = editor.pictures;
    const saved = await saveMockup(
      fixture.db,
      admin,
      productId,
      // The second colour's front as the first's back: it has a back of its own, so refused.
      {
        areas: chestOnly,
        backs: [
          { imageId: back!.id, backOfImageId: null },
          { imageId: otherFront!.id, backOfImageId: front!.id },
        ],
      },
      editor.etag,
    );
    expect(saved).toMatchObject({ ok: false, status: 400, field: "backs.1.backOfImageId" });

    const ok = await saveMockup(
      fixture.db,
      admin,
      productId,
      { areas: chestOnly, backs: [{ imageId: back!.id, backOfImageId: null }] },
      editor.etag,
    );
    expect(ok).toMatchObject({ ok: true, value: { isOwn: true, areas: chestOnly } });
    if (!ok.ok) return;
    const [unpaired] = await fixture.db
      .select()
      .from(productImages)
      .where(eq(productImages.id, back!.id));
    expect(unpaired!.backOfImageId).toBeNull();
    const [entry] = await listAuditTrail(fixture.db, "product", String(productId));
    expect(entry).toMatchObject({ action: "update_mockup" });

    // The old version is refused.
    const stale = await saveMockup(
      fixture.db,
      admin,
      productId,
      { areas: null, backs: [] },
      editor.etag,
    );
    expect(stale).toMatchObject({ ok: false, status: 412 });

    const reset = await saveMockup(
      fixture.db,
      admin,
      productId,
      { areas: null, backs: [{ imageId: back!.id, backOfImageId: front!.id }] },
      ok.value.etag,
    );
    expect(reset).toMatchObject({ ok: true, value: { isOwn: false, areas: templateAreas("top") } });
    const [row] = await fixture.db
      .select()
      .from(productMockups)
      .where(eq(productMockups.productId, productId));
    expect(row!.areas).toBeNull();
  });

  it("refuses bad input with the field named, writing nothing", async () => {
    const editor = (await getMockupEditor(fixture.db, productId))!;
    const [front, back] = editor.pictures;
    const attempt = (body: unknown) => saveMockup(fixture.db, admin, productId, body, editor.etag);
    expect(
      await saveMockup(fixture.db, admin, productId, { areas: null, backs: [] }, undefined),
    ).toMatchObject({ status: 428 });
    expect(await attempt({ backs: [] })).toMatchObject({ status: 400, field: "areas" });
    expect(await attempt({ areas: [{ ...chestOnly[0], width: 2 }], backs: [] })).toMatchObject({
      status: 400,
      field: "areas.0.width",
    });
    expect(await attempt({ areas: null, backs: "x" })).toMatchObject({ field: "backs" });
    expect(
      await attempt({ areas: null, backs: [{ imageId: 1, backOfImageId: null }] }),
    ).toMatchObject({
      field: "backs.0.imageId",
      error: "That picture is not one of this product's",
    });
    expect(
      await attempt({ areas: null, backs: [{ imageId: front!.id, backOfImageId: front!.id }] }),
    ).toMatchObject({ field: "backs.0.backOfImageId", error: "A picture cannot be its own back" });
    // The front already has `back`: a second back for it is refused.
    const third = editor.pictures[2]!;
    expect(
      await attempt({ areas: null, backs: [{ imageId: third.id, backOfImageId: front!.id }] }),
    ).toMatchObject({ status: 400, error: "That front already has a back picture" });
    expect(await getMockupEditor(fixture.db, productId)).toEqual(editor);
    expect(back!.backOfImageId).toBe(front!.id);
  });
});
