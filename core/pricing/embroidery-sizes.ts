// DESIGN §3.3: the shop prices embroidery online from one size category, its standard design (a
// logo up to 8,000 stitches). Its other rows (a larger design) and the set-up of a text-only design
// are shown on /pricing as the shop's list, but quoted once the artwork is seen (issue 21.5).

/** The embroidery size category online orders are priced from. */
export const onlineEmbroiderySize = "Standard";

/** What /pricing says of a row or a set-up that is not ordered online. */
export const quoteOnlyLabel = "Quote only";
