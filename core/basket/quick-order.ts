import { maxLineQuantity } from "#core/pricing/quantity-breaks.ts";

// Issue 14.2: the lines a trade buyer pastes or uploads on /quick-order, one item a line: `SKU
// quantity`, `SKU,quantity`, `SKU;quantity` or the two cells of a spreadsheet row (a tab between).
// A CSV of the same may quote its cells and start with a `sku,quantity` header. A line with a SKU
// alone is one item. What each SKU is, costs and has in stock is the server's to say
// (server/basket/quick-order.server.ts); this only reads the text.

/** Lines one check reads: a bound on the work of one request. */
export const maxQuickOrderLines = 200;
/** Characters of pasted text (and of an uploaded CSV) one check reads. */
export const maxQuickOrderText = 20_000;
/** The longest SKU looked up; a longer one is no SKU of the shop's. */
export const maxSkuLength = 64;

export type QuickOrderEntry = {
  /** The line's number in the text, from 1, for the buyer to find it. */
  lineNumber: number;
  /** The line as written, trimmed. */
  text: string;
  sku: string;
  /** null when the quantity is not a whole number from 1 to the basket's line limit. */
  quantity: number | null;
  /** What is wrong with the line as written; null when only the server can judge it. */
  problem: string | null;
};

export type QuickOrderText =
  { ok: true; entries: QuickOrderEntry[] } | { ok: false; error: string };

const header = /^"?\s*sku\s*"?\s*(?:[,;\t ]\s*"?\s*(?:quantity|qty)\s*"?\s*)?$/i;
const separators = /[,;\t ]+/;
const wholeNumber = /^\d+$/;

const unquote = (cell: string) => cell.replace(/^"(.*)"$/, "$1").trim();

function quantityProblem(written: string | undefined): {
  quantity: number | null;
  problem: string | null;
} {
  if (written === undefined || written === "") return { quantity: 1, problem: null };
  if (!wholeNumber.test(written))
    return { quantity: null, problem: `"${written}" is not a whole number of items` };
  const quantity = Number(written);
  if (quantity < 1) return { quantity: null, problem: "Give a quantity of at least 1" };
  if (quantity > maxLineQuantity)
    return {
      quantity: null,
      problem: `Give a quantity of at most ${maxLineQuantity.toLocaleString("en-GB")}`,
    };
  return { quantity, problem: null };
}

/** The items `text` asks for, in its order, or why it cannot be read at all. */
export function readQuickOrderText(text: string): QuickOrderText {
  if (text.length > maxQuickOrderText)
    return {
      ok: false,
      error: `That is more than ${maxQuickOrderText.toLocaleString("en-GB")} characters: send it in parts.`,
    };
  const entries: QuickOrderEntry[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === "" || header.test(line)) continue;
    if (entries.length === maxQuickOrderLines)
      return {
        ok: false,
        error: `Check at most ${maxQuickOrderLines} lines at a time.`,
      };
    const [first = "", second] = line.split(separators).map(unquote);
    const sku = first;
    const quantity = quantityProblem(second);
    const problem =
      sku.length > maxSkuLength ? `A SKU has at most ${maxSkuLength} characters` : quantity.problem;
    entries.push({ lineNumber: index + 1, text: line, sku, quantity: quantity.quantity, problem });
  }
  if (entries.length === 0) return { ok: false, error: "Enter at least one SKU and quantity." };
  return { ok: true, entries };
}
