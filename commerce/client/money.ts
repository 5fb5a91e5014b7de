// DESIGN §3 "Display" and STYLE.md rule 2: the Storefront API sends money as decimal strings in
// Shopify's form ("12.5", "10.0", "1299.99"); everything inside Tradewear is integer pence. This
// is the only place that parses those strings, and it does so on the digits, never through
// floating point, so "0.1" is exactly 10 pence.

/** A money amount as the rest of the system uses it: integer pence plus an ISO currency code. */
export type Money = { pence: number; currencyCode: string };

const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Converts a Storefront API decimal string to integer pence: "12.5" → 1250, "0" → 0.
 * Throws a RangeError for anything else: negatives, more than two decimals, exponents, blanks.
 */
export function decimalToPence(amount: string): number {
  const match = typeof amount === "string" ? DECIMAL.exec(amount) : null;
  if (!match)
    throw new RangeError(`Not a money amount with at most two decimals: ${JSON.stringify(amount)}`);
  const pounds = Number(match[1]);
  const pence = Number((match[2] ?? "").padEnd(2, "0"));
  const total = pounds * 100 + pence;
  if (!Number.isSafeInteger(total)) throw new RangeError(`Money amount out of range: ${amount}`);
  return total;
}

/** Maps a Storefront `MoneyV2` ({ amount: "12.5", currencyCode: "GBP" }) to pence. */
export function moneyV2ToMoney(money: { amount: string; currencyCode: string }): Money {
  return { pence: decimalToPence(money.amount), currencyCode: money.currencyCode };
}
