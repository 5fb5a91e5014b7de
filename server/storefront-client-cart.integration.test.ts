import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { CommerceClient } from "#commerce/client/storefront-client.ts";
import { engineTransports } from "./testing/engine-transport.ts";
import { seededStorefront } from "./testing/in-process-storefront.ts";
import { productVariants, products } from "./db/schema/index.ts";
import { demoDiscountCode } from "./demo/demo-discount-codes.ts";
import { describeWithDatabase } from "./db/test-database.ts";

// DESIGN §1, §5: our client's cart calls against our engine's Cart API, in-process, demo data.
for (const transport of engineTransports)
  describeWithDatabase(`the Storefront client's cart against our engine (${transport})`, (use) => {
    let transportClose = () => Promise.resolve();
    afterAll(() => transportClose());
    let client: CommerceClient;
    let variantIds: string[];

    const decoration = {
      type: "embroidery" as const,
      position: "Back Center",
      designId: "design-42",
    };

    beforeAll(async () => {
      ({ commerce: client, close: transportClose } = await seededStorefront(use().db, {
        transport,
      }));
      const rows = await use()
        .db.select({ id: productVariants.id })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(eq(products.isPublished, true), eq(productVariants.isAvailable, true)))
        .orderBy(asc(productVariants.id))
        .limit(3);
      variantIds = rows.map((row) => `gid://shopify/ProductVariant/${row.id}`);
    });

    async function createdCart() {
      const created = await client.createCart({
        lines: [{ variantId: variantIds[0]!, quantity: 6, decoration }],
      });
      if (!created.ok) throw new Error(`cart not created: ${JSON.stringify(created.errors)}`);
      return created.data;
    }

    it("creates a cart with a decorated line, priced in pence, webUrl with _fd=0", async () => {
      const cart = await createdCart();
      expect(cart.webUrl).toMatch(/^http:\/\/shop\.test\/checkout\/[\w-]+\?_fd=0$/);
      expect(cart.lineItems).toHaveLength(1);
      const [line] = cart.lineItems;
      expect(line?.decoration).toEqual(decoration);
      expect(line?.attributes).toEqual([
        { key: "_decoration_type", value: "embroidery" },
        { key: "_decoration_position", value: "Back Center" },
        { key: "_design_id", value: "design-42" },
      ]);
      expect(line?.quantity).toBe(6);
      expect(line!.unitPricePence).toBeGreaterThan(line!.variant.pricePence);
      expect(cart.paymentDuePence).toBe(cart.totalPricePence);
      expect(cart.totalPricePence).toBe(cart.subtotalPricePence + cart.totalTaxPence);
      expect(cart.totalTaxPence).toBeGreaterThan(0);
    });

    it("adds, updates, removes and replaces lines", async () => {
      const cart = await createdCart();
      const added = await client.addCartLines(cart.id, [
        { variantId: variantIds[1]!, quantity: 2 },
      ]);
      if (!added.ok) throw new Error(JSON.stringify(added.errors));
      expect(added.data.lineItems.map((item) => item.quantity)).toEqual([6, 2]);
      expect(added.data.totalPricePence).toBeGreaterThan(cart.totalPricePence);

      const plainLine = added.data.lineItems[1]!;
      const updated = await client.updateCartLines(cart.id, [{ id: plainLine.id, quantity: 5 }]);
      expect(updated.ok && updated.data.lineItems.map((item) => item.quantity)).toEqual([6, 5]);

      const removed = await client.removeCartLines(cart.id, [plainLine.id]);
      expect(removed.ok && removed.data.lineItems.map((item) => item.id)).toEqual([
        cart.lineItems[0]!.id,
      ]);

      const replaced = await client.replaceCartLines(cart.id, [
        { variantId: variantIds[2]!, quantity: 3 },
      ]);
      if (!replaced.ok) throw new Error(JSON.stringify(replaced.errors));
      expect(replaced.data.lineItems.map((item) => [item.variant.id, item.quantity])).toEqual([
        [variantIds[2], 3],
      ]);
      const fetched = await client.fetchCart(cart.id);
      expect(fetched.ok && fetched.data?.lineItems).toEqual(replaced.data.lineItems);
    });

    it("sets the note and attributes, the e-mail and the shipping address", async () => {
      const cart = await createdCart();
      const noted = await client.updateCartAttributes(cart.id, {
        note: "Deliver to the site office",
        attributes: [{ key: "po_number", value: "PO-1" }],
      });
      expect(noted.ok && [noted.data.note, noted.data.attributes]).toEqual([
        "Deliver to the site office",
        [{ key: "po_number", value: "PO-1" }],
      ]);
      const attributesOnly = await client.updateCartAttributes(cart.id, {
        attributes: [{ key: "site", value: "Leeds" }],
      });
      expect(attributesOnly.ok && attributesOnly.data.note).toBe("Deliver to the site office");

      const emailed = await client.updateCartEmail(cart.id, "buyer@example.com");
      expect(emailed.ok && emailed.data.email).toBe("buyer@example.com");

      const addressed = await client.updateShippingAddress(cart.id, {
        firstName: "Sam",
        lastName: "Smith",
        company: "",
        address1: "1 High Street",
        city: "Leeds",
        zip: "LS1 1AA",
        country: "United Kingdom",
      });
      if (!addressed.ok) throw new Error(JSON.stringify(addressed.errors));
      expect(addressed.data.shippingAddress).toMatchObject({
        firstName: "Sam",
        lastName: "Smith",
        address1: "1 High Street",
        city: "Leeds",
        zip: "LS1 1AA",
        company: null,
      });
      const badPostcode = await client.updateShippingAddress(cart.id, { zip: "NOT A POSTCODE" });
      expect(badPostcode).toMatchObject({ ok: false, errors: [{ code: "INVALID_FOR_COUNTRY" }] });
    });

    it("keeps an unknown discount code as not applicable, and removes it", async () => {
      const cart = await createdCart();
      const discounted = await client.addDiscountCodes(cart.id, "NO-SUCH-CODE");
      if (!discounted.ok) throw new Error(JSON.stringify(discounted.errors));
      expect(discounted.data.discountCodes).toEqual([{ code: "NO-SUCH-CODE", applicable: false }]);
      expect(discounted.data.discountApplications).toEqual([]);
      const again = await client.addDiscountCodes(cart.id, ["no-such-code", "OTHER"]);
      expect(again.ok && again.data.discountCodes.map((code) => code.code)).toEqual([
        "NO-SUCH-CODE",
        "OTHER",
      ]);
      const removed = await client.removeDiscountCode(cart.id, "no-such-code");
      expect(removed.ok && removed.data.discountCodes.map((code) => code.code)).toEqual(["OTHER"]);
    });

    it("applies a real code: discount applications and line shares agree with the totals", async () => {
      const created = await client.createCart({
        lines: [
          { variantId: variantIds[0]!, quantity: 6, decoration },
          { variantId: variantIds[1]!, quantity: 2 },
        ],
      });
      if (!created.ok) throw new Error(JSON.stringify(created.errors));
      const discounted = await client.addDiscountCodes(
        created.data.id,
        demoDiscountCode.toLowerCase(),
      );
      if (!discounted.ok) throw new Error(JSON.stringify(discounted.errors));
      const cart = discounted.data;
      const code = demoDiscountCode.toLowerCase();
      expect(cart.discountCodes).toEqual([{ code, applicable: true }]);
      expect(cart.discountApplications).toEqual([
        {
          code,
          title: null,
          applicable: true,
          targetType: "LINE_ITEM",
          allocationMethod: "ACROSS",
          targetSelection: "ALL",
          value: { percentage: 10 },
        },
      ]);
      // spec §5: one order-level share per line; they add up to 10% of the goods, half-up.
      const goods = cart.lineItems.reduce((sum, item) => sum + item.lineSubtotalPence, 0);
      const shares = cart.lineItems.map((item) => item.discountAllocations);
      expect(shares.every((allocations) => allocations.length === 1)).toBe(true);
      const discount = shares.flat().reduce((sum, a) => sum + a.allocatedAmountPence, 0);
      expect(discount).toBe(Math.floor((goods * 10 + 50) / 100));
      // The subtotal stays before the discount; tax and what is due come after it.
      expect(cart.lineItemsSubtotalPricePence).toBe(goods);
      const delivery = cart.paymentDuePence - (goods - discount) - cart.totalTaxPence;
      expect([0, 495]).toContain(delivery);
      expect(cart.paymentDuePence).toBeLessThan(created.data.paymentDuePence);
      expect(cart.subtotalPricePence).toBe(cart.paymentDuePence - cart.totalTaxPence);
    });

    it("maps engine user errors: gift cards, an unknown variant, an unknown line", async () => {
      const cart = await createdCart();
      expect(await client.addGiftCards(cart.id, ["GIFT-1234"])).toMatchObject({
        ok: false,
        errors: [{ code: "INVALID", field: ["giftCardCodes"] }],
      });
      expect(
        await client.addCartLines(cart.id, [
          { variantId: "gid://shopify/ProductVariant/999999999" },
        ]),
      ).toMatchObject({
        ok: false,
        errors: [{ code: "INVALID", field: ["lines", "0", "merchandiseId"] }],
      });
      expect(
        await client.removeCartLines(cart.id, [
          "gid://shopify/CartLine/00000000-0000-4000-8000-000000000000",
        ]),
      ).toMatchObject({ ok: false, errors: [{ code: "LINE_ITEM_NOT_FOUND" }] });
      expect(await client.fetchCart("gid://shopify/Cart/no-such-cart")).toEqual({
        ok: true,
        data: null,
      });
    });
  });
