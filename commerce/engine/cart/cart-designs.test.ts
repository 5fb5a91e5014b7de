import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { parseConfig } from "#server/config/env.ts";
import type { AppServices } from "#server/context.ts";
import { cartLines, carts, orderItems, users } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { designFixtures } from "#server/files/design-fixtures.ts";
import { designTokensFor } from "#server/files/design-token.ts";
import { storeDesign } from "#server/files/files.server.ts";
import { checkoutInput } from "#server/orders/orders-test-support.ts";
import { placeOrder } from "#server/orders/orders.server.ts";
import {
  addLines,
  createCart,
  openCartTestEngine,
  getCart,
  updateLines,
} from "./cart-test-support.ts";
import { useTestBankDetails } from "#server/settings/settings-test-support.ts";

// Issue 10.10: a cart line names a design only with its upload token, and the checkout checks
// the lines' designs again for its buyer: nobody's order carries another customer's file.

describeWithDatabase("the designs a cart line may name", (use) => {
  let services: AppServices;
  let dataDir: string;
  let cart: Awaited<ReturnType<typeof openCartTestEngine>>;
  let ownerId: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "tradewear-cart-designs-"));
    const parsed = parseConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
    if (!parsed.ok) throw new Error("config");
    services = { config: parsed.config, database: use(), logger: pino({ level: "silent" }) };
    cart = await openCartTestEngine(use().db, [], designTokensFor(parsed.config));
    // Issue 18.9: the checkout takes orders only with the shop's own bank details.
    await useTestBankDetails(use());
    const [owner] = await use().db.select({ id: users.id }).from(users).limit(1);
    ownerId = owner!.id;
  }, 60_000);
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  async function designOf(ownerUserId: string | null) {
    const stored = await storeDesign({
      db: use().db,
      dataDir,
      fileName: "logo.png",
      bytes: designFixtures.png,
      ownerUserId,
    });
    if (!stored.ok) throw new Error(stored.message);
    return stored.design.id;
  }

  const embroidered = (designId: string, designToken?: string) => [
    { key: "_decoration_type", value: "embroidery" },
    { key: "_decoration_position", value: "Chest Left" },
    { key: "_design_id", value: designId },
    ...(designToken ? [{ key: "_design_token", value: designToken }] : []),
  ];
  const sign = (id: string) => designTokensFor(services.config).sign(id);

  it("takes a design with its upload token, and the order made from the cart carries it", async () => {
    const design = await designOf(null);
    const created = await cart.mutate(
      createCart,
      {
        input: {
          lines: [
            {
              merchandiseId: cart.polo.m,
              quantity: 10,
              attributes: embroidered(design, sign(design)),
            },
          ],
        },
      },
      "cartCreate",
    );
    expect(created.userErrors).toEqual([]);
    const token = new URL(created.cart.checkoutUrl).pathname.split("/").at(-1)!;
    const placed = await placeOrder(services, { ...checkoutInput(token), buyerId: null });
    expect(placed.items[0]?.designFileId).toBe(design);
  });

  it("refuses another customer's design, or a forged token, with a user error and no cart", async () => {
    const theirs = await designOf(ownerId);
    const visitors = await designOf(null);
    for (const attributes of [
      embroidered(theirs),
      embroidered(visitors),
      embroidered(visitors, "A".repeat(43)),
      embroidered(visitors, sign(theirs)),
    ]) {
      const created = await cart.mutate(
        createCart,
        { input: { lines: [{ merchandiseId: cart.polo.m, quantity: 1, attributes }] } },
        "cartCreate",
      );
      expect(created.cart).toBeNull();
      expect(created.userErrors).toEqual([
        {
          field: ["input", "lines", "0", "attributes"],
          message: "That design file is not yours to use.",
          code: "INVALID",
        },
      ]);
    }
  });

  it("refuses a foreign design added to a cart or set on its line, changing nothing", async () => {
    const created = await cart.mutate(
      createCart,
      { input: { lines: [{ merchandiseId: cart.polo.m, quantity: 1 }] } },
      "cartCreate",
    );
    const theirs = await designOf(ownerId);
    const added = await cart.mutate(
      addLines,
      {
        cartId: created.cart.id,
        lines: [{ merchandiseId: cart.polo.l, attributes: embroidered(theirs) }],
      },
      "cartLinesAdd",
    );
    expect(added.userErrors).toMatchObject([{ field: ["lines", "0", "attributes"] }]);
    const lineId = created.cart.lines.edges[0].node.id;
    const updated = await cart.mutate(
      updateLines,
      { cartId: created.cart.id, lines: [{ id: lineId, attributes: embroidered(theirs) }] },
      "cartLinesUpdate",
    );
    expect(updated.userErrors).toMatchObject([
      { field: ["lines", "0", "attributes"], message: "That design file is not yours to use." },
    ]);
    const after = await cart.query(getCart, { id: created.cart.id });
    expect(after.data?.cart.lines.edges).toHaveLength(1);
    expect(after.data?.cart.lines.edges[0].node.attributes).toEqual([]);
  });

  it("refuses at checkout a cart line naming a design that is not the buyer's", async () => {
    const theirs = await designOf(ownerId);
    const created = await cart.mutate(
      createCart,
      { input: { lines: [{ merchandiseId: cart.polo.m, quantity: 10 }] } },
      "cartCreate",
    );
    const token = new URL(created.cart.checkoutUrl).pathname.split("/").at(-1)!;
    // As a cart written before designs were checked may hold.
    const [row] = await use().db.select({ id: carts.id }).from(carts).where(eq(carts.token, token));
    await use()
      .db.update(cartLines)
      .set({ attributes: embroidered(theirs) })
      .where(eq(cartLines.cartId, row!.id));
    await expect(
      placeOrder(services, { ...checkoutInput(token), buyerId: null }),
    ).rejects.toMatchObject({
      code: "INVALID_LINE",
      message: expect.stringContaining("That design file is not yours to use."),
    });
    const items = await use()
      .db.select()
      .from(orderItems)
      .where(eq(orderItems.designFileId, theirs));
    expect(items).toEqual([]);
    // The design's owner, signed in, may check it out.
    const placed = await placeOrder(services, { ...checkoutInput(token), buyerId: ownerId });
    expect(placed.items[0]?.designFileId).toBe(theirs);
  });

  it("leaves a design label that names no stored file alone, as before", async () => {
    const created = await cart.mutate(
      createCart,
      {
        input: {
          lines: [{ merchandiseId: cart.polo.m, quantity: 1, attributes: embroidered("design-1") }],
        },
      },
      "cartCreate",
    );
    expect(created.userErrors).toEqual([]);
  });
});
