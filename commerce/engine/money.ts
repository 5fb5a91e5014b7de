/**
 * DESIGN §5: Storefront money amounts are decimal strings in Shopify's form — "12.5", "10.0",
 * "12.99", never "12.50". Input is integer pence.
 */
export function penceToDecimal(pence: number): string {
  if (!Number.isInteger(pence))
    throw new RangeError(`penceToDecimal expects whole pence, got ${pence}`);
  const sign = pence < 0 ? "-" : "";
  const absolute = Math.abs(pence);
  const pounds = Math.floor(absolute / 100);
  const rest = absolute % 100;
  const fraction =
    rest === 0 ? "0" : rest % 10 === 0 ? String(rest / 10) : String(rest).padStart(2, "0");
  return `${sign}${pounds}.${fraction}`;
}

export type MoneyV2 = { amount: string; currencyCode: "GBP" };

export function money(pence: number): MoneyV2 {
  return { amount: penceToDecimal(pence), currencyCode: "GBP" };
}
