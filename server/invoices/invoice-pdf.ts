import PDFDocument from "pdfkit";
import { documentDate, type InvoiceDocument } from "#core/invoices/invoice-document.ts";
import { formatPence } from "#core/money/money.ts";

// Issue 14.5: an invoice, credit note or pro-forma drawn as an A4 PDF with pdfkit and its built-in
// Helvetica (no font files to ship). Everything it prints comes from the InvoiceDocument
// (core/invoices/invoice-document.ts); this file only lays it out.

const page = { width: 595.28, height: 841.89, margin: 48 };
const inner = page.width - 2 * page.margin;
const ink = "#0f172a";
const muted = "#475569";
const rule = "#cbd5e1";

/** The table's columns: x from the left margin, width, alignment. */
const columns = [
  { title: "Description", x: 0, width: 178, align: "left" },
  { title: "Qty", x: 180, width: 30, align: "right" },
  { title: "Unit ex VAT", x: 212, width: 54, align: "right" },
  { title: "Decoration each", x: 268, width: 54, align: "right" },
  { title: "Set-up", x: 324, width: 46, align: "right" },
  { title: "Net", x: 372, width: 56, align: "right" },
  { title: "VAT rate", x: 430, width: 26, align: "right" },
  { title: "VAT", x: 458, width: inner - 458, align: "right" },
] as const;

type Cell = { text: string; x: number; width: number; align: "left" | "right" };

function cellsOf(values: string[]): Cell[] {
  return columns.map((column, index) => ({ ...column, text: values[index] ?? "" }));
}

/** Draws a row of cells from y; answers the row's height (the tallest cell). */
function drawRow(pdf: PDFKit.PDFDocument, cells: Cell[], y: number, bold = false): number {
  pdf
    .font(bold ? "Helvetica-Bold" : "Helvetica")
    .fontSize(8.5)
    .fillColor(ink);
  let height = 0;
  for (const cell of cells) {
    const options = { width: cell.width, align: cell.align };
    height = Math.max(height, pdf.heightOfString(cell.text, options));
    pdf.text(cell.text, page.margin + cell.x, y, options);
  }
  return height;
}

function block(pdf: PDFKit.PDFDocument, heading: string, lines: string[], x: number, y: number) {
  pdf.font("Helvetica-Bold").fontSize(9).fillColor(muted).text(heading, x, y, { width: 240 });
  pdf.font("Helvetica").fontSize(9.5).fillColor(ink);
  for (const line of lines.filter(Boolean)) pdf.text(line, { width: 240 });
  return pdf.y;
}

function hr(pdf: PDFKit.PDFDocument, y: number) {
  pdf
    .moveTo(page.margin, y)
    .lineTo(page.width - page.margin, y)
    .lineWidth(0.6)
    .strokeColor(rule)
    .stroke();
}

/** Starts a new page when fewer than `needed` points are left above the footer. */
function room(pdf: PDFKit.PDFDocument, y: number, needed: number): number {
  if (y + needed <= page.height - page.margin - 40) return y;
  pdf.addPage();
  return page.margin;
}

/** The document as PDF bytes. `compress: false` leaves the text readable (tests). */
export function renderInvoicePdf(
  document: InvoiceDocument,
  { compress = true }: { compress?: boolean } = {},
): Promise<Buffer> {
  const { seller, buyer, totals } = document;
  const heading = document.number ? `${document.title} ${document.number}` : document.title;
  const pdf = new PDFDocument({
    size: "A4",
    margin: page.margin,
    compress,
    info: {
      Title: document.orderNumber ? `${heading}, order ${document.orderNumber}` : heading,
      Author: seller.legalName,
      Subject: document.orderNumber
        ? `${document.title} for order ${document.orderNumber}`
        : heading,
    },
    displayTitle: true,
    lang: "en-GB",
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  const left = page.margin;
  const right = page.margin + inner / 2 + 20;

  // The seller and the document's title.
  pdf
    .font("Helvetica-Bold")
    .fontSize(18)
    .fillColor(ink)
    .text(seller.tradingName, left, left, {
      width: inner / 2,
    });
  pdf
    .font("Helvetica-Bold")
    .fontSize(16)
    .text(document.title, right, left, { width: inner / 2 - 20, align: "right" });
  let y = Math.max(pdf.y, left + 26) + 10;

  const numberLabel = {
    invoice: "Invoice no.",
    credit_note: "Credit note no.",
    quote: "Quote no.",
  };
  const facts: [string, string][] = [];
  if (document.number && document.kind !== "pro_forma")
    facts.push([numberLabel[document.kind], document.number]);
  facts.push([
    document.kind === "invoice" || document.kind === "credit_note" ? "Date of issue" : "Date",
    documentDate(document.issuedOn),
  ]);
  if (document.taxPoint) facts.push(["Tax point", documentDate(document.taxPoint)]);
  if (document.validUntil) facts.push(["Valid until", documentDate(document.validUntil)]);
  if (document.orderNumber) facts.push(["Order no.", document.orderNumber]);
  if (document.poNumber) facts.push(["Your PO no.", document.poNumber]);

  const sellerEnd = block(
    pdf,
    "From",
    [
      seller.legalName,
      ...seller.address,
      seller.vatNumber ? `VAT registration no. ${seller.vatNumber}` : "",
      seller.email,
      seller.phone,
    ],
    left,
    y,
  );
  pdf.font("Helvetica").fontSize(9.5);
  let factY = y;
  for (const [label, value] of facts) {
    pdf.fillColor(muted).text(label, right, factY, { width: 90 });
    pdf.fillColor(ink).text(value, right + 92, factY, { width: inner / 2 - 112, align: "right" });
    factY = pdf.y + 2;
  }
  y = Math.max(sellerEnd, factY) + 16;

  const buyerHeading =
    document.kind === "credit_note"
      ? "Credited to"
      : document.kind === "pro_forma"
        ? "For"
        : "Invoice to";
  y =
    block(pdf, buyerHeading, [buyer.name, buyer.company, ...buyer.address, buyer.email], left, y) +
    18;

  // The lines.
  hr(pdf, y - 4);
  y += drawRow(pdf, cellsOf(columns.map((column) => column.title)), y, true) + 4;
  hr(pdf, y);
  y += 6;
  for (const line of document.lines) {
    const description = [
      line.description,
      line.decoration,
      line.setUpNote,
      line.sku && `SKU ${line.sku}`,
    ]
      .filter(Boolean)
      .join("\n");
    y = room(pdf, y, 40);
    const height = drawRow(
      pdf,
      cellsOf([
        description,
        String(line.quantity),
        formatPence(line.unitPence),
        line.decoration ? formatPence(line.decorationEachPence) : "",
        line.setUpPence > 0 ? formatPence(line.setUpPence) : "",
        formatPence(line.netPence),
        `${document.vatRatePercent}%`,
        formatPence(line.vatPence),
      ]),
      y,
    );
    y += height + 6;
  }
  hr(pdf, y);
  y += 8;

  // The totals, right-aligned under the table.
  const totalRows: [string, string, boolean][] = [
    ["Goods ex VAT", formatPence(totals.goodsPence), false],
    ...(totals.discountPence > 0
      ? ([["Discount", `−${formatPence(totals.discountPence)}`, false]] as [
          string,
          string,
          boolean,
        ][])
      : []),
    [
      "Delivery ex VAT",
      totals.deliveryPence === 0 ? "Free" : formatPence(totals.deliveryPence),
      false,
    ],
    ["Total ex VAT", formatPence(totals.exVatPence), false],
    [`VAT at ${document.vatRatePercent}%`, formatPence(totals.vatPence), false],
    [
      document.kind === "credit_note"
        ? "Total credited inc VAT"
        : document.kind === "pro_forma"
          ? "To pay inc VAT"
          : "Total inc VAT",
      formatPence(totals.incVatPence),
      true,
    ],
  ];
  y = room(pdf, y, totalRows.length * 14 + 10);
  for (const [label, value, strong] of totalRows) {
    pdf.font(strong ? "Helvetica-Bold" : "Helvetica").fontSize(strong ? 10.5 : 9.5);
    pdf.fillColor(strong ? ink : muted).text(label, right, y, { width: 130 });
    pdf.fillColor(ink).text(value, right + 130, y, { width: inner / 2 - 150, align: "right" });
    y = pdf.y + 3;
  }
  y += 14;

  if (document.payTo) {
    const { payTo } = document;
    y = room(pdf, y, 90);
    y =
      block(
        pdf,
        "Pay by bank transfer to",
        [
          `Account name: ${payTo.accountName}`,
          `Bank: ${payTo.bankName}`,
          `Sort code: ${payTo.sortCode}`,
          `Account number: ${payTo.accountNumber}`,
          `Reference: ${payTo.reference}`,
        ],
        left,
        y,
      ) + 12;
  }
  pdf.font("Helvetica").fontSize(9).fillColor(ink);
  for (const note of document.notes) {
    y = room(pdf, y, 30);
    pdf.text(note, left, y, { width: inner });
    y = pdf.y + 6;
  }

  // The company's statutory line at the foot of the last page.
  const footer = [
    seller.legalName,
    seller.companyLine,
    seller.registeredAddress.length > 0
      ? `Registered office: ${seller.registeredAddress.join(", ")}`
      : "",
    seller.vatNumber ? `VAT no. ${seller.vatNumber}` : "",
  ]
    .filter(Boolean)
    .join(" · ");
  pdf
    .font("Helvetica")
    .fontSize(7.5)
    .fillColor(muted)
    .text(footer, left, page.height - page.margin - 18, {
      width: inner,
      align: "center",
      lineBreak: false,
    });

  pdf.end();
  return done;
}
