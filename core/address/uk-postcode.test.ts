import { describe, expect, it } from "vitest";
import { isUkPostcode, normaliseUkPostcode, UkPostcodeSchema } from "./uk-postcode.ts";

describe("UK postcodes", () => {
  it.each([
    ["A9 9AA", "M1 1AE"],
    ["A99 9AA", "B33 8TH"],
    ["A9A 9AA", "W1A 0AX"],
    ["AA9 9AA", "CR2 6XH"],
    ["AA99 9AA", "DN55 1PT"],
    ["AA9A 9AA", "EC1A 1BB"],
    ["GIR 0AA", "GIR 0AA"],
  ])("accepts the %s shape (%s)", (_shape, postcode) => {
    expect(isUkPostcode(postcode)).toBe(true);
  });

  it("accepts any case, with or without the space", () => {
    for (const postcode of ["sw1a1aa", "SW1A1AA", "  sw1a 1aa ", "SW1A  1AA", "gir0aa", "Ls11aa"])
      expect(isUkPostcode(postcode)).toBe(true);
  });

  it.each([
    ["empty", ""],
    ["spaces", "   "],
    ["outward code only", "SW1A"],
    ["a US ZIP code", "12345"],
    ["an Irish Eircode", "D02 X285"],
    ["three letters first", "ABC 1AA"],
    ["a letter where the inward digit goes", "SW1A AAA"],
    ["a digit in the inward letters", "SW1A 11A"],
    ["two inward letters", "SW1A 1A"],
    ["punctuation", "SW1A-1AA"],
    ["Q, which no postcode starts with", "QA1 1AA"],
    ["J, never second", "AJ1 1AA"],
    ["a letter A9A never ends with", "W1L 1AA"],
    ["a letter AA9A never ends with", "SW1C 1AA"],
    ["C, I, K, M, O or V in the inward code", "SW1A 1AC"],
    ["GIR with another inward code", "GIR 1AA"],
    ["a BFPO number (BFPO is not delivered to)", "BFPO 1234"],
    ["a BFPO postcode", "BF1 4FB"],
  ])("refuses %s (%j)", (_why, text) => {
    expect(isUkPostcode(text)).toBe(false);
  });

  it("normalises to upper case with one space before the inward code", () => {
    expect(normaliseUkPostcode("sw1a1aa")).toBe("SW1A 1AA");
    expect(normaliseUkPostcode("GIR0AA")).toBe("GIR 0AA");
    expect(normaliseUkPostcode("  m1   1ae ")).toBe("M1 1AE");
    expect(normaliseUkPostcode("DN55 1PT")).toBe("DN55 1PT");
  });

  it("checks a form field, then gives it normalised, with a message when it is wrong", () => {
    expect(UkPostcodeSchema.parse(" gir0aa ")).toBe("GIR 0AA");
    expect(UkPostcodeSchema.safeParse(" ").error?.issues[0]?.message).toBe("Enter a postcode");
    expect(UkPostcodeSchema.safeParse("12345").error?.issues[0]?.message).toBe(
      "Enter a valid UK postcode, e.g. SW1A 1AA",
    );
  });
});
