// CSV exports of the admin lists. Every cell is quoted; a cell that a spreadsheet would read as a
// formula (starting with = + - @, or a tab or carriage return) gets a leading ' so it stays text
// (OWASP "CSV injection"): a customer's name like "=HYPERLINK(...)" must not run in Excel.

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A CSV document (RFC 4180, CRLF line ends) with a header row. */
export function toCsv(
  headers: readonly string[],
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
): string {
  return [headers, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** `tradewear-customers-2025-06-01.csv`: the list and the day it was taken. */
export function csvFileName(list: string, now = new Date()): string {
  return `tradewear-${list}-${now.toISOString().slice(0, 10)}.csv`;
}
