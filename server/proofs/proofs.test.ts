import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Viewer } from "#server/accounts/viewer.ts";
import type { Admin } from "#server/admin/admin-guard.ts";
import { listAuditTrail } from "#server/admin/audit.ts";
import { changeOrderStatus } from "#server/admin/order-status.ts";
import { orderEtag } from "#server/admin/orders-admin.ts";
import { createCustomer, type CreditFixture } from "#server/credit/credit-test-support.ts";
import { logos, mailOutbox, orderItems, orders, proofs } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { designFixtures } from "#server/files/design-fixtures.ts";
import { libraryLogo } from "#server/logos/logo-test-support.ts";
import { answerProof } from "./proof-decision.server.ts";
import { remindUnansweredProofs } from "./proof-reminders.server.ts";
import { sendProof } from "./proof-send.server.ts";
import { proofFileOf, proofGroupsOf, proofPageOf } from "./proofs.server.ts";
import { deleteLogo, logoEtag, proofedLogoMessage } from "#server/logos/logos.server.ts";
import { loadProofQueue } from "./proof-views.server.ts";
import {
  newestMailTo,
  openProofShop,
  orderTwelveEmbroidered,
  type ProofShop,
} from "./proof-test-support.ts";

// Issue 15.3 on the server, through the functions the routes call: an order with a logo not yet
// approved waits for its proof; the shop sends one; the buyer asks for changes, then approves the
// next; the order moves to processing and the logo is on file for the next order. Every refusal
// writes nothing.

describeWithDatabase("proofs before production", (use) => {
  let fixture: CreditFixture;
  let services: CreditFixture["services"];
  let dataDir: string;
  let admin: Admin;

  let shop: ProofShop | undefined;

  beforeAll(async () => {
    shop = await openProofShop(use(), "proofs");
    ({ fixture, services, dataDir, admin } = shop);
  }, 60_000);

  afterAll(async () => {
    await shop?.close();
  });

  const logoOf = (buyer: Viewer, colour: string) =>
    libraryLogo(fixture.db, dataDir, buyer, colour, "Fletcher crest");

  const orderTwelve = (buyer: Viewer, designId: string) =>
    orderTwelveEmbroidered(services, fixture.db, buyer, designId);

  const lastMailTo = (address: string) => newestMailTo(fixture.db, address);

  const groupOf = async (order: { id: string; userId: string | null }) =>
    (await proofGroupsOf(fixture.db, order))[0]!;

  const proofFile = { name: "proof.png", bytes: designFixtures.png };

  it("holds an order back until its proof is approved, then releases it", async () => {
    const buyer = await createCustomer(fixture.db, { limitPence: 200_000 });
    const { designId, logoId } = await logoOf(buyer, "#1d4ed8");
    const order = await orderTwelve(buyer, designId);
    expect(order.status).toBe("awaiting_proof");
    expect((await lastMailTo(buyer.email)).textBody).toContain(
      "Before we decorate your order we will e-mail you a proof of your logo to approve.",
    );
    // Work cannot be started by hand while the proof is outstanding.
    const start = await changeOrderStatus(
      services,
      admin,
      order.id,
      { status: "processing" },
      orderEtag(order),
    );
    expect(start).toMatchObject({ ok: false, status: 409 });

    let group = await groupOf(order);
    expect(group).toMatchObject({ logoId, method: "embroidery", state: "to_send" });
    expect(await loadProofQueue(fixture.db)).toContainEqual(
      expect.objectContaining({ orderNumber: order.orderNumber, state: "to_send" }),
    );

    // Refusals name the field and write nothing.
    const fields = {
      logoId,
      method: "embroidery",
      stitchCount: "6400",
      widthMm: "90",
      heightMm: "60",
    };
    const refusals = [
      [await sendProof(services, admin, order.id, fields, proofFile, undefined), 428, "If-Match"],
      [await sendProof(services, admin, order.id, fields, null, group.etag), 400, "file"],
      [
        await sendProof(
          services,
          admin,
          order.id,
          fields,
          { name: "a.svg", bytes: designFixtures.svg },
          group.etag,
        ),
        400,
        "file",
      ],
      [
        await sendProof(
          services,
          admin,
          order.id,
          { ...fields, method: "print" },
          proofFile,
          group.etag,
        ),
        400,
        "stitchCount",
      ],
      [
        await sendProof(
          services,
          admin,
          order.id,
          { ...fields, stitchCount: "lots" },
          proofFile,
          group.etag,
        ),
        400,
        "stitchCount",
      ],
      [
        await sendProof(
          services,
          admin,
          order.id,
          { ...fields, logoId: crypto.randomUUID() },
          proofFile,
          group.etag,
        ),
        400,
        "logoId",
      ],
    ] as const;
    for (const [result, status, field] of refusals)
      expect(result).toMatchObject({ ok: false, status, field });
    expect(await fixture.db.select().from(proofs).where(eq(proofs.orderId, order.id))).toEqual([]);

    const first = await sendProof(
      services,
      admin,
      order.id,
      { ...fields, message: "Thread: navy 1966" },
      proofFile,
      group.etag,
    );
    if (!first.ok) throw new Error(JSON.stringify(first));
    // A second send from the same (now old) view is refused: two admins never send one each.
    expect(await sendProof(services, admin, order.id, fields, proofFile, group.etag)).toMatchObject(
      {
        ok: false,
        status: 412,
      },
    );
    const sentMail = await lastMailTo(buyer.email);
    expect(sentMail.subject).toBe(
      `Please approve your embroidery proof for order ${order.orderNumber}`,
    );
    expect(sentMail.textBody).toContain(`http://shop.test/account/proofs/${first.value.id}`);
    expect(sentMail.textBody).toContain("Stitch count: 6,400");
    expect(sentMail.textBody).toContain("Size: 90 × 60 mm");
    const [sentLogo] = await fixture.db.select().from(logos).where(eq(logos.id, logoId));
    expect(sentLogo).toMatchObject({ embroideryStatus: "proof_sent", stitchCount: 6400 });

    // Only the buyer sees or answers it.
    const stranger = await createCustomer(fixture.db);
    expect(await proofPageOf(fixture.db, stranger, first.value.id)).toBeNull();
    const page = (await proofPageOf(fixture.db, buyer, first.value.id))!;
    expect(page).toMatchObject({ isOpen: true, order: { orderNumber: order.orderNumber } });
    expect(
      await answerProof(
        services,
        stranger,
        first.value.id,
        { decision: "approve" },
        page.proof.etag,
      ),
    ).toMatchObject({ ok: false, status: 404 });
    expect(
      await answerProof(
        services,
        buyer,
        first.value.id,
        { decision: "request_changes", comment: "  " },
        page.proof.etag,
      ),
    ).toMatchObject({ ok: false, status: 400, field: "comment" });

    const changes = await answerProof(
      services,
      buyer,
      first.value.id,
      { decision: "request_changes", comment: "Make the crest 10 mm smaller" },
      page.proof.etag,
    );
    expect(changes).toMatchObject({
      ok: true,
      value: { status: "changes_requested", released: [] },
    });
    group = await groupOf(order);
    expect(group.state).toBe("changes_requested");
    const [asked] = await fixture.db.select().from(logos).where(eq(logos.id, logoId));
    expect(asked!.embroideryStatus).toBe("changes_requested");
    expect(
      await answerProof(services, buyer, first.value.id, { decision: "approve" }, page.proof.etag),
    ).toMatchObject({ ok: false, status: 412 });

    const second = await sendProof(
      services,
      admin,
      order.id,
      { ...fields, widthMm: "80", heightMm: "53", stitchCount: "5200" },
      proofFile,
      group.etag,
    );
    if (!second.ok) throw new Error(JSON.stringify(second));
    expect(second.value.round).toBe(2);
    const secondPage = (await proofPageOf(fixture.db, buyer, second.value.id))!;
    const approval = await answerProof(
      services,
      buyer,
      second.value.id,
      { decision: "approve" },
      secondPage.proof.etag,
    );
    expect(approval).toMatchObject({
      ok: true,
      value: { status: "approved", released: [order.orderNumber] },
    });
    const [released] = await fixture.db.select().from(orders).where(eq(orders.id, order.id));
    expect(released!.status).toBe("processing");
    expect((await lastMailTo(buyer.email)).subject).toContain("is being prepared");
    const [onFile] = await fixture.db.select().from(logos).where(eq(logos.id, logoId));
    expect(onFile).toMatchObject({
      embroideryStatus: "approved",
      stitchCount: 5200,
      widthMm: 80,
      heightMm: 53,
    });
    // The order's history tells the story, the buyer's answers under their own name.
    const history = await listAuditTrail(fixture.db, "order", order.id);
    expect(history.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        "send_proof",
        "request_proof_changes",
        "approve_proof",
        "change_order_status",
      ]),
    );
    expect(history.find((entry) => entry.action === "approve_proof")!.actorEmail).toBe(buyer.email);

    // The proof's file is the buyer's (and the shop's) only; the proofed logo cannot be removed.
    expect(await proofFileOf(fixture.db, buyer, first.value.id)).toMatchObject({
      purpose: "proof",
      contentType: "image/png",
    });
    expect(await proofFileOf(fixture.db, admin, first.value.id)).not.toBeNull();
    expect(await proofFileOf(fixture.db, stranger, first.value.id)).toBeNull();
    const [library] = await fixture.db.select().from(logos).where(eq(logos.id, logoId));
    expect(
      await deleteLogo(fixture.db, dataDir, buyer.userId, logoId, logoEtag(library!)),
    ).toMatchObject({ ok: false, status: 409, error: proofedLogoMessage });

    // The next order with the same logo needs no proof and pays no set-up.
    const repeat = await orderTwelve(buyer, designId);
    expect(repeat.status).toBe("processing");
    const [item] = await fixture.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, repeat.id));
    expect(item).toMatchObject({ setupFeePence: 0, setupWaiver: "logo_on_file" });
    expect(await loadProofQueue(fixture.db)).not.toContainEqual(
      expect.objectContaining({ orderNumber: order.orderNumber }),
    );
  });

  it("sends a paid bank-transfer order with artwork not yet approved to wait for its proof", async () => {
    const buyer = await createCustomer(fixture.db, { limitPence: 200_000 });
    const { designId } = await logoOf(buyer, "#b91c1c");
    const placed = await orderTwelve(buyer, designId);
    // As a bank transfer awaiting payment would be.
    const [pending] = await fixture.db
      .update(orders)
      .set({ status: "pending", paymentMethod: "bank_transfer" })
      .where(eq(orders.id, placed.id))
      .returning();
    const paid = await changeOrderStatus(
      services,
      admin,
      pending!.id,
      { status: "processing" },
      orderEtag(pending!),
    );
    expect(paid).toMatchObject({ ok: true, value: { from: "pending", to: "awaiting_proof" } });
    expect((await lastMailTo(buyer.email)).subject).toContain("is waiting for your proof approval");
  });

  it("reminds the buyer 2 working days after sending, once per turn", async () => {
    const buyer = await createCustomer(fixture.db, { limitPence: 200_000 });
    const { designId, logoId } = await logoOf(buyer, "#15803d");
    const order = await orderTwelve(buyer, designId);
    const group = await groupOf(order);
    const sent = await sendProof(
      services,
      admin,
      order.id,
      { logoId, method: "embroidery" },
      proofFile,
      group.etag,
    );
    if (!sent.ok) throw new Error(JSON.stringify(sent));
    // Sent on a Friday morning: Monday is one working day on, Tuesday two.
    await fixture.db
      .update(proofs)
      .set({ sentAt: new Date("2026-11-20T10:00:00Z") })
      .where(eq(proofs.id, sent.value.id));
    const reminders = () =>
      fixture.db
        .select()
        .from(mailOutbox)
        .where(
          and(eq(mailOutbox.toAddress, buyer.email), eq(mailOutbox.template, "proof_reminder")),
        );
    await remindUnansweredProofs(services, new Date("2026-11-23T11:00:00Z"));
    expect(await reminders()).toHaveLength(0);
    await remindUnansweredProofs(services, new Date("2026-11-24T10:00:00Z"));
    await remindUnansweredProofs(services, new Date("2026-11-24T11:00:00Z"));
    const sentReminders = await reminders();
    expect(sentReminders).toHaveLength(1);
    expect(sentReminders[0]!.textBody).toContain(`/account/proofs/${sent.value.id}`);
    // Two working days after the reminder, another.
    await remindUnansweredProofs(services, new Date("2026-11-26T10:30:00Z"));
    expect(await reminders()).toHaveLength(2);
  });
});
