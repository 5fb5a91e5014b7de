// DESIGN §3 "Display": GBP, en-GB, always two decimals. Every amount inside the system is an integer
// number of pence; this is the one place that turns pence into text.

/**
 * Formats integer pence as pounds, e.g. 1250 → "£12.50", -500000 → "-£5,000.00": what
 * Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }) writes (money.test.ts checks),
 * written by hand because a browser's first Intl formatter loads its locale data, which on a phone
 * held up the page's first script by ~25 ms.
 */
export function formatPence(pence: number): string {
  if (!Number.isInteger(pence))
    throw new RangeError(`formatPence expects whole pence, got ${pence}`);
  const [whole = "0", fraction = "00"] = penceToPounds(Math.abs(pence)).split(".");
  return `${pence < 0 ? "-" : ""}£${whole.replace(/\B(?=(\d{3})+$)/g, ",")}.${fraction}`;
}

/** Integer pence as a plain decimal string of pounds, e.g. 1250 → "12.50" (structured data, CSV). */
export function penceToPounds(pence: number): string {
  if (!Number.isInteger(pence))
    throw new RangeError(`penceToPounds expects whole pence, got ${pence}`);
  const sign = pence < 0 ? "-" : "";
  const absolute = Math.abs(pence);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}
