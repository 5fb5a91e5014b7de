import { describe, expect, it } from "vitest";
import {
  documentLinksOf,
  issuedDocument,
  proFormaDocument,
  type InvoiceItem,
  type InvoiceParty,
  type InvoiceSeller,
} from "./invoice-document.ts";

// Issue 14.5: what each document says, from the stored figures only.

const seller: InvoiceSeller = {
  legalName: "Hartley Workwear Ltd",
  tradingName: "Hartley Workwear",
  address: ["Unit 4, Mill Lane", "Leeds", "LS1 1AA"],
  vatNumber: "GB123456789",
  companyLine: "Registered in England & Wales no. 01234567",
  registeredAddress: ["Unit 4, Mill Lane", "Leeds", "LS1 1AA"],
  email: "accounts@hartley.test",
  phone: "0113 496 0000",
};
const buyer: InvoiceParty = {
  name: "Dan Hartley",
  company: "Hartley Build Services",
  address: ["3 Canal Wharf", "Leeds", "LS11 5PS"],
  email: "dan@example.co.uk",
};
// The run, 30 embroidered polos: 30 × £9.00 + 30 × £3.50 + £9.95 set-up = £384.95 ex VAT,
// VAT £76.99; delivery free; total £461.94.
const polos: InvoiceItem = {
  productTitle: "Portwest B210 Essential Polo",
  variantTitle: "Navy / M",
  sku: "B210-NAV-M",
  quantity: 30,
  unitPricePence: 900,
  customizationType: "embroidery",
  customizationPosition: "Left Chest",
  customizationPricePence: 350,
  setupFeePence: 995,
  lineExVatPence: 38495,
  lineVatPence: 7699,
};
const amounts = {
  subtotalPence: 38495,
  discountPence: 0,
  deliveryPence: 0,
  vatPence: 7699,
  totalPence: 46194,
};
const issuedAt = new Date("2026-11-24T10:00:00Z");
const record = {
  ...amounts,
  kind: "invoice" as const,
  number: "INV-000042",
  issuedAt,
  taxPoint: issuedAt,
  seller,
  buyer,
};
const order = { orderNumber: "TW-100123", poNumber: "HBS-3001" };

describe("an issued invoice", () => {
  it("is a VAT invoice with the stored line and totals", () => {
    const document = issuedDocument(record, order, [polos], null);
    expect(document).toMatchObject({
      title: "VAT invoice",
      number: "INV-000042",
      orderNumber: "TW-100123",
      poNumber: "HBS-3001",
      taxPoint: issuedAt,
      vatRatePercent: 20,
      fileName: "invoice-INV-000042.pdf",
      payTo: null,
      totals: {
        goodsPence: 38495,
        exVatPence: 38495,
        vatPence: 7699,
        incVatPence: 46194,
      },
    });
    expect(document.lines).toEqual([
      {
        description: "Portwest B210 Essential Polo (Navy / M)",
        decoration: "Embroidery, Left Chest",
        setUpNote: "",
        sku: "B210-NAV-M",
        quantity: 30,
        unitPence: 900,
        decorationEachPence: 350,
        setUpPence: 995,
        netPence: 38495,
        vatPence: 7699,
      },
    ]);
  });

  it("says a line's set-up is free as a logo on file (issue 15.4)", () => {
    // The same polos with an approved logo: £384.95 − £9.95 = £375.00 ex VAT, VAT £75.00.
    const onFile = {
      ...polos,
      setupFeePence: 0,
      setupWaiver: "logo_on_file",
      lineExVatPence: 37500,
      lineVatPence: 7500,
    };
    const document = issuedDocument(
      { ...record, subtotalPence: 37500, vatPence: 7500, totalPence: 45000 },
      order,
      [onFile],
      null,
    );
    expect(document.lines[0]).toMatchObject({
      setUpPence: 0,
      setUpNote: "Set-up: free — logo on file",
    });
  });

  it("takes a discount and delivery into the total ex VAT", () => {
    const document = issuedDocument(
      { ...record, discountPence: 1000, deliveryPence: 495, vatPence: 7598, totalPence: 45588 },
      order,
      [polos],
      null,
    );
    expect(document.totals).toMatchObject({ exVatPence: 37990, incVatPence: 45588 });
    expect(document.totals.exVatPence + document.totals.vatPence).toBe(document.totals.incVatPence);
  });

  it("is not called a VAT invoice when the shop gave no VAT number", () => {
    const document = issuedDocument(
      { ...record, seller: { ...seller, vatNumber: "" } },
      order,
      [polos],
      null,
    );
    expect(document.title).toBe("Invoice");
    expect(document.notes.join(" ")).toContain("not a VAT invoice");
  });

  it("names the invoice a credit note cancels", () => {
    const document = issuedDocument(
      { ...record, kind: "credit_note", number: "CN-000003" },
      order,
      [polos],
      { number: "INV-000042", issuedAt },
    );
    expect(document).toMatchObject({ title: "Credit note", fileName: "credit-note-CN-000003.pdf" });
    expect(document.notes[0]).toContain("cancels invoice INV-000042 of 24 November 2026 in full");
  });
});

describe("a pro-forma", () => {
  it("says where to pay and that it is not a VAT invoice", () => {
    const document = proFormaDocument(
      { ...order, ...amounts, createdAt: issuedAt },
      [polos],
      seller,
      buyer,
      {
        accountName: "Hartley Workwear Ltd",
        bankName: "Northern Trade Bank",
        sortCode: "20-45-77",
        accountNumber: "43218765",
        reference: "TW-100123",
      },
    );
    expect(document).toMatchObject({ title: "Pro-forma invoice", number: null, taxPoint: null });
    expect(document.notes.join(" ")).toContain("Pay to release");
    expect(document.notes.join(" ")).toContain("£461.94");
    expect(document.notes.join(" ")).toContain("This is not a VAT invoice");
  });
});

describe("an order's download links", () => {
  const bankTransfer = { paymentMethod: "bank_transfer", status: "pending", needsQuote: false };
  it("offers the pro-forma while a bank transfer is awaited, then the invoice and credit note", () => {
    expect(documentLinksOf(bankTransfer, [])).toEqual([
      { label: "Pro-forma invoice (PDF)", file: "invoice.pdf" },
    ]);
    expect(
      documentLinksOf({ ...bankTransfer, status: "cancelled" }, [
        { kind: "invoice", number: "INV-000042", vatRegistered: true },
        { kind: "credit_note", number: "CN-000003", vatRegistered: true },
      ]),
    ).toEqual([
      { label: "VAT invoice INV-000042 (PDF)", file: "invoice.pdf" },
      { label: "Credit note CN-000003 (PDF)", file: "credit-note.pdf" },
    ]);
  });

  it("offers nothing while a price is to be quoted, or for a cancelled unpaid order", () => {
    expect(documentLinksOf({ ...bankTransfer, needsQuote: true }, [])).toEqual([]);
    expect(documentLinksOf({ ...bankTransfer, status: "cancelled" }, [])).toEqual([]);
    expect(documentLinksOf({ ...bankTransfer, paymentMethod: "checkout" }, [])).toEqual([]);
  });
});
