import { describe, expect, it } from "vitest";
import { bankStatusOf, bankTransferOf, paymentReference, phoneHref } from "./shop-details.ts";
import { defaultShopSettings } from "./settings-values.ts";
import { ShopSettingsSchema } from "./shop-settings.ts";

const valid = {
  ...defaultShopSettings,
  legalName: "Hartley Workwear Ltd",
  companyNumber: "sc 123456",
  vatNumber: "gb 123 4567 89",
  phone: "0113 496 0000",
  bankAccountName: "Hartley Workwear Ltd",
  bankName: "Northern Trade Bank",
  sortCode: "204577",
  accountNumber: "4321 8765",
};

function problem(changes: Record<string, unknown>) {
  const parsed = ShopSettingsSchema.safeParse({ ...valid, ...changes });
  if (parsed.success) return null;
  const [issue] = parsed.error.issues;
  return { field: issue!.path.join("."), message: issue!.message };
}

describe("the shop settings schema", () => {
  it("tidies what the owner typed: upper-case numbers, a dashed sort code, the phone as typed", () => {
    const parsed = ShopSettingsSchema.parse(valid);
    expect(parsed).toMatchObject({
      companyNumber: "SC123456",
      vatNumber: "GB123456789",
      sortCode: "20-45-77",
      accountNumber: "43218765",
      phone: "0113 496 0000",
    });
  });

  it.each([
    [{ sortCode: "20-45-7" }, "sortCode", "A sort code is 6 digits: NN-NN-NN"],
    [{ accountNumber: "1234567" }, "accountNumber", "An account number is 8 digits"],
    [{ vatNumber: "GB12345678" }, "vatNumber", "GB and 9 or 12 digits"],
    [{ vatNumber: "FR123456789" }, "vatNumber", "GB and 9 or 12 digits"],
    [{ companyNumber: "1234567" }, "companyNumber", "8 characters"],
    [{ phone: "12345" }, "phone", "UK phone number"],
    [{ email: "sales@" }, "email", "e-mail address"],
    [{ tradingName: "  " }, "tradingName", "Enter the name the shop trades under"],
  ])("refuses %o, naming %s", (changes, field, words) => {
    const found = problem(changes);
    expect(found?.field).toBe(field);
    expect(found?.message).toContain(words);
  });

  it("wants all four bank fields or none, naming the missing ones", () => {
    expect(problem({ bankName: "" })).toEqual({
      field: "bankName",
      message: "Enter the bank name too, or leave all four bank fields empty",
    });
    expect(
      problem({ bankAccountName: "", bankName: "", sortCode: "", accountNumber: "" }),
    ).toBeNull();
  });

  it("keeps a payment reference within BACS's 18 characters at the longest order number", () => {
    // "PAY " + "TW-123456789" = 16 characters: fine; "PAYMENT " + 12 = 20: too long.
    expect(problem({ orderReference: "PAY {order}" })).toBeNull();
    expect(problem({ orderReference: "PAYMENT {order}" })).toEqual({
      field: "orderReference",
      message:
        "The reference can be at most 18 characters once the order number is in it: with TW-123456789 it would be 20",
    });
    expect(problem({ orderReference: "TRADEWEAR" })?.message).toBe(
      "The reference must contain {order} once (where the order number goes)",
    );
    expect(problem({ accountReference: "AC_{account}" })?.message).toContain(
      "Banks accept only letters",
    );
  });

  it("needs a title and words for an announcement that is switched on", () => {
    expect(problem({ announcementEnabled: true, announcementTitle: "" })?.field).toBe(
      "announcementTitle",
    );
    expect(problem({ announcementEnabled: false, announcementTitle: "" })).toBeNull();
  });

  it("drops empty claims and refuses more than four", () => {
    const claims = [
      { icon: "star", text: "Rated Excellent" },
      { icon: "truck", text: "" },
    ];
    expect(ShopSettingsSchema.parse({ ...valid, promises: claims }).promises).toEqual([
      { icon: "star", text: "Rated Excellent" },
    ]);
    const five = Array.from({ length: 5 }, () => ({ icon: "lock", text: "Secure" }));
    expect(problem({ promises: five })?.message).toBe("At most 4 claims fit the strip");
  });
});

describe("what the settings offer buyers", () => {
  it("offers bank transfer only with real-looking details, never the demo's nor none", () => {
    const own = ShopSettingsSchema.parse(valid);
    expect(bankStatusOf(own)).toBe("ready");
    expect(bankTransferOf(own)).toEqual({
      accountName: "Hartley Workwear Ltd",
      bankName: "Northern Trade Bank",
      sortCode: "20-45-77",
      accountNumber: "43218765",
    });
    expect(bankStatusOf({ ...own, sortCode: "00-00-00" })).toBe("demo");
    expect(bankStatusOf(defaultShopSettings)).toBe("missing");
    expect(bankTransferOf(defaultShopSettings)).toBeNull();
  });

  it("fills the reference pattern in upper case, and dials the phone in international form", () => {
    expect(paymentReference("pay {order}", "order", "TW-100231")).toBe("PAY TW-100231");
    expect(phoneHref("01632 960 123")).toBe("tel:+441632960123");
    expect(phoneHref("+44 113 496 0000")).toBe("tel:+441134960000");
  });
});
