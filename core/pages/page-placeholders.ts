import type { ShopDetails } from "#core/settings/shop-details.ts";

// Issue 13.5: an information page names the shop's details by placeholder — {phone}, {email},
// {hours}, {address}, {shop}, {legal-identity} — filled in from the shop settings whenever the
// page is shown (the shop's route and the Storefront API alike), so a new phone number set in
// /admin/settings reaches every page at once, and the starter pages suit any shop.

export const pagePlaceholders = [
  "{shop}",
  "{phone}",
  "{email}",
  "{hours}",
  "{address}",
  "{legal-identity}",
] as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** "Tradewear Demo Ltd, trading as Tradewear, Unit 4, …, VAT no. …" as the privacy notice says. */
export function legalIdentityOf(shop: ShopDetails): string {
  const name =
    shop.legalName === shop.name ? shop.name : `${shop.legalName}, trading as ${shop.name}`;
  return [
    name,
    shop.registeredAddress.join(", "),
    shop.companyLine && shop.companyLine.replace(/^Registered/, "registered"),
    shop.vatNumber && `VAT no. ${shop.vatNumber}`,
  ]
    .filter(Boolean)
    .join(", ");
}

/** The page's HTML with each placeholder replaced by the shop's detail (escaped), or nothing. */
export function fillShopDetails(html: string, shop: ShopDetails): string {
  const values: Record<(typeof pagePlaceholders)[number], string> = {
    "{shop}": shop.name,
    "{phone}": shop.phone?.display ?? "",
    "{email}": shop.email ?? "",
    "{hours}": shop.openingHours ?? "",
    "{address}": shop.address.join(", "),
    "{legal-identity}": legalIdentityOf(shop),
  };
  return html.replace(/\{(?:shop|phone|email|hours|address|legal-identity)\}/g, (placeholder) =>
    escapeHtml(values[placeholder as keyof typeof values]),
  );
}
