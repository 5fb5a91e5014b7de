import { describe, expect, it } from "vitest";
import { poNumberCharactersMessage, PoNumberSchema, poNumberTooLongMessage } from "./po-number.ts";

const parse = (value: unknown) => PoNumberSchema.safeParse(value);

describe("the PO number", () => {
  it("is optional: missing, empty or blank is no PO number", () => {
    for (const value of [undefined, "", "   "]) expect(parse(value)).toEqual({ success: true });
  });

  it("keeps a buyer's own numbering, trimmed", () => {
    for (const [typed, kept] of [
      [" PO-4471 ", "PO-4471"],
      ["HBS/2024/0091", "HBS/2024/0091"],
      ["Job 17 (site #3) & Co.", "Job 17 (site #3) & Co."],
      ["Bestellung Nr. 12 – Müller", "Bestellung Nr. 12 – Müller"],
    ])
      expect(parse(typed)).toEqual({ success: true, data: kept });
  });

  it("allows 50 characters and refuses 51", () => {
    expect(parse("A".repeat(50)).success).toBe(true);
    const long = parse("A".repeat(51));
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe(poNumberTooLongMessage);
  });

  it("refuses control and invisible characters that would garble an invoice", () => {
    for (const value of [
      "PO\n4471",
      "PO\t4471",
      "PO\u00004471",
      "PO\u200B4471",
      "PO\u202E4471",
      "PO\u00A04471",
    ]) {
      const result = parse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(poNumberCharactersMessage);
    }
  });

  it("refuses what is not text", () => {
    expect(parse(4471).success).toBe(false);
  });
});
