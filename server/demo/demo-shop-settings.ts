import { demoBankDetails } from "#core/settings/shop-details.ts";
import type { ShopSettings } from "#core/settings/settings-values.ts";

// Issue 18.9: the demo shop's settings, obviously not a real business: Ofcom's drama numbers
// (01632 960xxx), .test e-mail addresses and the demo bank details, which the back office warns
// about and which are never offered to buyers for a transfer (core/settings/shop-details.ts).
export const demoShopSettings: ShopSettings = {
  tradingName: "Tradewear",
  legalName: "Tradewear Demo Ltd",
  companyNumber: "",
  vatNumber: "",
  registeredAddress: "Unit 4, Brunel Trade Park\nLeeds\nLS10 1AB",
  tradingAddress: "Unit 4, Brunel Trade Park\nLeeds\nLS10 1AB",
  phone: "01632 960 123",
  openingHours: "Mon–Fri 9am–5pm",
  email: "sales@tradewear.test",
  accountsEmail: "accounts@tradewear.test",
  ...demoBankDetails,
  orderReference: "{order}",
  accountReference: "ACC {account}",
  announcementEnabled: true,
  announcementTitle: "Welcome to Our New Website!",
  announcementText:
    "We're still adding products to our newly built site, so you may not find everything from our range just yet. Thank you for your patience — if you need something you can't see, give us a call and we'll be happy to help.",
  promises: [
    { icon: "truck", text: "Free UK delivery over £75" },
    { icon: "credit-card", text: "30-day credit accounts available" },
    { icon: "shield", text: "Embroidery & print in-house" },
    { icon: "lock", text: "Pay by bank transfer or on account" },
  ],
};
