// DESIGN §3 "Display": GBP, en-GB, always two decimals. Every amount inside the system is an integer
// number of pence; this is the one place that turns pence into text.

const poundFormat = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats integer pence as pounds, e.g. 1250 → "£12.50". */
export function formatPence(pence: number): string {
  if (!Number.isInteger(pence))
    throw new RangeError(`formatPence expects whole pence, got ${pence}`);
  return poundFormat.format(pence / 100);
}

/** Integer pence as a plain decimal string of pounds, e.g. 1250 → "12.50" (structured data, CSV). */
export function penceToPounds(pence: number): string {
  if (!Number.isInteger(pence))
    throw new RangeError(`penceToPounds expects whole pence, got ${pence}`);
  const sign = pence < 0 ? "-" : "";
  const absolute = Math.abs(pence);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}
