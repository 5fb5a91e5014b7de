import { describe, expect, it } from "vitest";
import { shopDetailsOf } from "#core/settings/shop-details.ts";
import { defaultShopSettings } from "#core/settings/settings-values.ts";
import { fillShopDetails } from "./page-placeholders.ts";

const shop = shopDetailsOf(
  {
    ...defaultShopSettings,
    tradingName: "Smith & Sons Workwear",
    legalName: "Smith Holdings Ltd",
    phone: "0113 496 0000",
    email: "hello@smith.example",
    openingHours: "Mon–Sat 8am–6pm",
    registeredAddress: "1 Mill Lane\nBradford\nBD1 1AA",
    tradingAddress: "",
  },
  new Date("2026-11-26T12:00:00Z"),
);

describe("the shop's details in a page", () => {
  it("fills every placeholder from the settings, escaped as HTML", () => {
    expect(
      fillShopDetails(
        "<p>Call {phone} ({hours}) or e-mail {email}. {shop}, {address}.</p><p>{legal-identity}</p>",
        shop,
      ),
    ).toBe(
      "<p>Call 0113 496 0000 (Mon–Sat 8am–6pm) or e-mail hello@smith.example. Smith &#38; Sons Workwear, 1 Mill Lane, Bradford, BD1 1AA.</p><p>Smith Holdings Ltd, trading as Smith &#38; Sons Workwear, 1 Mill Lane, Bradford, BD1 1AA</p>",
    );
  });

  it("leaves a detail the shop has not given empty, and other braces alone", () => {
    const bare = { ...shop, phone: null, email: null };
    expect(fillShopDetails("<p>Call {phone}. {not-a-placeholder}</p>", bare)).toBe(
      "<p>Call . {not-a-placeholder}</p>",
    );
  });
});
