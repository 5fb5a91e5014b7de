import { Readable } from "node:stream";
import { CsvError, parse } from "csv-parse";
import { mapShopifyCsvHeader, type ShopifyCsvColumns } from "#core/catalogue/shopify-csv.ts";

// Issue 11.5: a product CSV as Excel, Numbers, Google Sheets and Shopify write it, read with
// csv-parse (a maintained parser: quoted fields, cells over several lines, "" inside quotes) as a
// stream of records, each with the line of the file it starts on. The file must be UTF-8 (with or
// without a byte-order mark); the separator is "," or ";" (Excel's where the decimal mark is a
// comma) or a tab, whichever the header line uses.

/** A file-level refusal: nothing is read further and nothing is written. */
export class CsvFileError extends Error {
  constructor(
    message: string,
    readonly line: number | null = null,
  ) {
    super(message);
    this.name = "CsvFileError";
  }
}

export type CsvRecord = { line: number; cells: string[] };

const saveAsUtf8 = `In Excel choose File › Save As › "CSV UTF-8 (Comma delimited)", then try again.`;

/** The line (from 1) holding the first byte of `bytes` that is not UTF-8. */
function lineOfBadByte(bytes: Uint8Array): number {
  const lenient = new TextDecoder("utf-8").decode(bytes);
  const at = lenient.indexOf("\uFFFD");
  return at < 0 ? 1 : lenient.slice(0, at).split("\n").length;
}

/** The file's text, or a CsvFileError saying why it is not a UTF-8 CSV. */
export function decodeCsvBytes(bytes: Uint8Array): string {
  if (bytes.byteLength === 0) throw new CsvFileError("This file is empty.");
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    throw new CsvFileError(
      `This file is UTF-16 text ("Unicode text"), not a CSV in UTF-8. ${saveAsUtf8}`,
    );
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)
    throw new CsvFileError(`This is a spreadsheet workbook (.xlsx), not a CSV file. ${saveAsUtf8}`);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    const line = lineOfBadByte(bytes);
    throw new CsvFileError(
      `This file is not UTF-8 text (line ${line} has a character in another encoding, such as Windows-1252). ${saveAsUtf8}`,
      line,
    );
  }
  if (text.includes("\u0000"))
    throw new CsvFileError(`This file holds NUL bytes, so it is not CSV text. ${saveAsUtf8}`);
  return text;
}

/** The separator the header line uses most: ",", ";" or a tab (quoted text not counted). */
export function detectDelimiter(text: string): "," | ";" | "\t" {
  const firstLine = (text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/, 1)[0] ?? "").replace(
    /"[^"]*"/g,
    "",
  );
  const count = (character: string) => firstLine.split(character).length - 1;
  const counts = { ",": count(","), ";": count(";"), "\t": count("\t") };
  if (counts[";"] > counts[","] && counts[";"] >= counts["\t"]) return ";";
  if (counts["\t"] > counts[","]) return "\t";
  return ",";
}

const lineBreaks = /\r\n|\r|\n/g;

/** The records of `text` in order, streamed through csv-parse; the header is the first record. */
export async function* readCsvRecords(text: string): AsyncGenerator<CsvRecord> {
  const chunkSize = 64 * 1024;
  const chunks = function* () {
    for (let at = 0; at < text.length; at += chunkSize) yield text.slice(at, at + chunkSize);
  };
  const parser = Readable.from(chunks()).pipe(
    parse({
      bom: true,
      delimiter: detectDelimiter(text),
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      // csv-parse counts the line a record ends on; a cell over several lines started earlier.
      const inner = record.reduce((sum, cell) => sum + (cell.match(lineBreaks)?.length ?? 0), 0);
      yield { line: info.lines - inner, cells: record };
    }
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? null;
      const reason =
        error.code === "CSV_QUOTE_NOT_CLOSED"
          ? "a quoted cell is never closed (a missing closing quote)"
          : error.message;
      throw new CsvFileError(
        `The file could not be read as CSV${line ? ` from line ${line}` : ""}: ${reason}.`,
        line,
      );
    }
    throw error;
  }
}

/** The header's columns, or a CsvFileError when the file has no Handle column. */
export function readHeader(cells: readonly string[]): ShopifyCsvColumns {
  const columns = mapShopifyCsvHeader(cells);
  if (columns.index.handle === undefined)
    throw new CsvFileError(
      `The first line has no Handle column, so this is not a Shopify product CSV. Export products from Shopify (or from this page) to see the layout.`,
      1,
    );
  return columns;
}
