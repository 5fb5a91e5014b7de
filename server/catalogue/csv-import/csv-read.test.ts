import { describe, expect, it } from "vitest";
import { readImportFile } from "./csv-check.ts";
import { CsvFileError, decodeCsvBytes } from "./csv-read.ts";
import { csvOf, olderHeader, sampleCsv, sampleRows } from "./csv-test-support.ts";

// Issue 11.5: the product CSV as spreadsheets write it — read by csv-parse, grouped by Handle.

const utf8 = (text: string) => new TextEncoder().encode(text);

async function read(text: string) {
  const { columns, mapped } = await readImportFile(decodeCsvBytes(utf8(text)));
  return { columns, mapped };
}

const fileError = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(CsvFileError);
  return error as CsvFileError;
};

describe("reading a Shopify product CSV", () => {
  it("groups the rows by Handle into products, with their variant rows and lines", async () => {
    const { mapped } = await read(sampleCsv());
    expect(mapped.totalRows).toBe(5);
    expect(mapped.products.map((p) => [p.handle, p.rows.length, p.variantRows.length])).toEqual([
      ["site-polo", 4, 4],
      ["thermal-beanie", 1, 1],
    ]);
    // The beanie's description spans two lines of the file: it starts on line 6.
    const beanie = mapped.products[1]!;
    expect(beanie.productRow.line).toBe(6);
    expect(beanie.productRow.cell("body")).toBe("Warm,\nwith a fold-up cuff.");
  });

  it("reads a byte-order mark and Excel's semicolons, with ; and , inside quoted cells", async () => {
    const rows = sampleRows();
    rows[0]!["Body (HTML)"] = "<p>Cotton; polyester, and more</p>";
    const { mapped, columns } = await read(csvOf(olderHeader, rows, { delimiter: ";", bom: true }));
    expect(columns.index.handle).toBe(0);
    const polo = mapped.products[0]!;
    expect(polo.handle).toBe("site-polo");
    expect(polo.productRow.cell("body")).toBe("<p>Cotton; polyester, and more</p>");
    expect(polo.productRow.cell("tags")).toBe("polo, embroidery");
  });

  it("matches columns by name in any order and leaves unknown ones out", async () => {
    const header = ["Our Notes", "Variant Price", "Title", "Handle", "Google Shopping / MPN"];
    const { mapped, columns } = await read(
      csvOf(header, [
        { Handle: "cap", Title: "Cap", "Variant Price": "3.00", "Our Notes": "ignore me" },
      ]),
    );
    expect(columns.ignored).toEqual(["Our Notes", "Google Shopping / MPN"]);
    expect(mapped.products[0]!.productRow.cell("price")).toBe("3.00");
  });

  it("reads the template with Linked To columns and the newest one's column names", async () => {
    const linked = [...olderHeader.slice(0, 9), "Option1 Linked To", ...olderHeader.slice(9)];
    const { mapped, columns } = await read(csvOf(linked, sampleRows()));
    expect(columns.ignored).toContain("Option1 Linked To");
    expect(mapped.products[0]!.variantRows[1]!.cell("option2Value")).toBe("L");

    const newest = ["Title", "URL handle", "Description", "SKU", "Price", "Inventory quantity"];
    const { mapped: renamed } = await read(
      csvOf(newest, [
        {
          Title: "Rigger Boot",
          "URL handle": "",
          SKU: "RB-1",
          Price: "30",
          "Inventory quantity": "5",
        },
      ]),
    );
    expect(renamed.products[0]!.handle).toBe("rigger-boot");
    expect(renamed.products[0]!.productRow.cell("inventoryQty")).toBe("5");
  });

  it("skips blank lines and rows of empty cells, and says which row has no handle", async () => {
    const { mapped } = await read(`${sampleCsv()},,,,\r\n\r\n,,,,,,,,,,,,,SKU-X\r\n`);
    expect(mapped.products).toHaveLength(2);
    expect(mapped.totalRows).toBe(6);
    expect(mapped.problems).toEqual([
      { line: 10, column: "Handle", message: "Give every row its product's handle" },
    ]);
  });

  it("refuses a file that is not UTF-8, naming the line, and says how to save it", () => {
    const latin1 = new Uint8Array([...utf8("Handle,Title\r\npolo,"), 0xa3, ...utf8("5 Polo\r\n")]);
    expect(() => decodeCsvBytes(latin1)).toThrow(/not UTF-8 text \(line 2 .*CSV UTF-8/);
    expect(() => decodeCsvBytes(new Uint8Array([0xff, 0xfe, 0x48, 0]))).toThrow(/UTF-16/);
    expect(() => decodeCsvBytes(new Uint8Array([0x50, 0x4b, 3, 4, 0]))).toThrow(/\.xlsx/);
    expect(() => decodeCsvBytes(new Uint8Array())).toThrow(/empty/);
  });

  it("refuses a file without a Handle column, and one with a quote never closed", async () => {
    const noHandle = await fileError(read("Title,Variant Price\r\nPolo,1.00\r\n"));
    expect(noHandle.message).toMatch(/no Handle column/);
    expect(noHandle.line).toBe(1);
    const unclosed = await fileError(read('Handle,Title\r\npolo,"Polo\r\ncap,Cap\r\n'));
    expect(unclosed.message).toMatch(/never closed/);
  });
});
