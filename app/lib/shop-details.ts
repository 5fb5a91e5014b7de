// The shop's own contact details, shown in the header, footer and information pages.
// 01632 960xxx is a UK number range reserved for drama and examples.
export const shopDetails = {
  name: "Tradewear",
  tagline: "Workwear, safety wear & uniforms for the trade",
  phoneDisplay: "01632 960 123",
  phoneHref: "tel:+441632960123",
  email: "sales@tradewear.test",
  openingHours: "Mon–Fri 9am–5pm",
  address: ["Unit 4, Brunel Trade Park", "Leeds", "LS10 1AB"],
  companyNumber: "Registered in England & Wales",
} as const;
