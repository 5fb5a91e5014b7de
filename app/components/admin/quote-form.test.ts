import { describe, expect, it } from "vitest";
import type { AdminQuote, AdminQuoteLine } from "#server/admin/admin-pages.server.ts";
import {
  addedLineForm,
  isQuoteFinal,
  isQuoteFormEdited,
  quoteEditBody,
  quoteFormOf,
  typedLineExVatPence,
  wasQuoteSent,
} from "./quote-form.ts";

const embroidered: AdminQuoteLine = {
  id: "line-1",
  productTitle: "Classic Polo",
  variantTitle: "Navy / L",
  sku: "POLO-NVY-L",
  quantity: 600,
  decoration: "Embroidery, Left Chest",
  unitPricePence: 850,
  customizationPricePence: 0,
  setupFeePence: 0,
  lineExVatPence: 510_000,
  needsPrice: true,
};

const embroideredForm = {
  id: "line-1",
  key: "line-1",
  variantId: null,
  item: {
    productTitle: "Classic Polo",
    variantTitle: "Navy / L",
    sku: "POLO-NVY-L",
    quantity: 600,
    decoration: "Embroidery, Left Chest",
    needsPrice: true,
  },
  unitPrice: "8.50",
  decorationPrice: "0.00",
  setUp: "0.00",
};

const quote: AdminQuote = {
  id: "quote-1",
  quoteNumber: "Q-100001",
  status: "requested",
  customerName: "Dana Clarke",
  customerEmail: "dana@example.com",
  buyerNotes: "",
  message: "Thanks for asking",
  deliveryPence: 0,
  expiresOn: null,
  sentAt: null,
  createdAt: "2025-06-02T09:00:00.000Z",
  orderNumber: null,
  lines: [embroidered],
  totals: {
    goodsExVatPence: 510_000,
    deliveryExVatPence: 0,
    vatPence: 102_000,
    totalPence: 612_000,
    itemCount: 600,
  },
  etag: 'W/"quote-1-1"',
  audit: [],
};

describe("the quote page's form", () => {
  it("starts from the quote's figures in pounds, offering the standard last day when none is set", () => {
    const form = quoteFormOf(quote, "2025-07-02");
    expect(form).toEqual({
      lines: [embroideredForm],
      delivery: "0.00",
      message: "Thanks for asking",
      expiresOn: "2025-07-02",
    });
    expect(quoteFormOf({ ...quote, expiresOn: "2025-06-30" }, "2025-07-02").expiresOn).toBe(
      "2025-06-30",
    );
  });

  it("counts a changed amount as an edit, but not the same amount written differently", () => {
    const saved = quoteFormOf(quote, "2025-07-02");
    const retyped = { ...saved, lines: [{ ...saved.lines[0]!, unitPrice: "8.5" }], delivery: "0" };
    expect(isQuoteFormEdited(retyped, saved)).toBe(false);
    expect(isQuoteFormEdited({ ...saved, message: "Thanks for asking  " }, saved)).toBe(false);
    const priced = { ...saved, lines: [{ ...saved.lines[0]!, decorationPrice: "2.75" }] };
    expect(isQuoteFormEdited(priced, saved)).toBe(true);
    expect(isQuoteFormEdited({ ...saved, delivery: "12.00" }, saved)).toBe(true);
    expect(isQuoteFormEdited({ ...saved, expiresOn: "2025-07-03" }, saved)).toBe(true);
    expect(isQuoteFormEdited({ ...saved, message: "See attached" }, saved)).toBe(true);
  });

  it("works a line's total ex VAT from the typed prices: quantity × (garment + decoration) + set-up", () => {
    const typed = { ...embroideredForm, decorationPrice: "2.75", setUp: "25" };
    // 600 × (£8.50 + £2.75) + £25.00 = £6,775.00
    expect(typedLineExVatPence(typed)).toBe(677_500);
    // An emptied field counts as £0 until the server says otherwise.
    expect(typedLineExVatPence({ ...typed, decorationPrice: "", setUp: "" })).toBe(510_000);
  });

  it("sends the pounds as typed for the server to check, each line by its id", () => {
    const form = quoteFormOf(quote, "2025-07-02");
    expect(quoteEditBody({ ...form, delivery: "9.95" })).toEqual({
      lines: [{ id: "line-1", unitPrice: "8.50", decorationPrice: "0.00", setUp: "0.00" }],
      delivery: "9.95",
      message: "Thanks for asking",
      expiresOn: "2025-07-02",
    });
  });

  it("adds a plain line at the variant's standard price, sent by variant and quantity; a removed line is left out", () => {
    const saved = quoteFormOf(quote, "2025-07-02");
    const hiVis = addedLineForm(
      {
        id: 42,
        productTitle: "Hi-Vis Vest",
        variantTitle: "Yellow / XL",
        sku: "HV-Y-XL",
        pricePence: 349,
      },
      25,
      "new-1",
    );
    expect(hiVis).toMatchObject({ id: null, unitPrice: "3.49", decorationPrice: "0.00" });
    // 25 × £3.49 = £87.25
    expect(typedLineExVatPence(hiVis)).toBe(8725);
    const added = { ...saved, lines: [...saved.lines, hiVis] };
    expect(isQuoteFormEdited(added, saved)).toBe(true);
    expect(quoteEditBody(added).lines).toEqual([
      { id: "line-1", unitPrice: "8.50", decorationPrice: "0.00", setUp: "0.00" },
      { variantId: 42, quantity: 25, unitPrice: "3.49", decorationPrice: "0.00", setUp: "0.00" },
    ]);
    const swapped = { ...saved, lines: [hiVis] };
    expect(isQuoteFormEdited(swapped, saved)).toBe(true);
    expect(quoteEditBody(swapped).lines).toEqual([
      { variantId: 42, quantity: 25, unitPrice: "3.49", decorationPrice: "0.00", setUp: "0.00" },
    ]);
  });

  it("treats an accepted or declined quote as final, and a sent or expired one as sent before", () => {
    expect(["requested", "sent", "expired", "accepted", "declined"].map(isQuoteFinal)).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(wasQuoteSent("requested")).toBe(false);
    expect(wasQuoteSent("sent")).toBe(true);
    expect(wasQuoteSent("expired")).toBe(true);
  });
});
