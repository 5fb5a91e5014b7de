// DESIGN §5: ids are global ids of Shopify's form, gid://shopify/Product/123.

export type GidType =
  | "Product"
  | "ProductVariant"
  | "ProductImage"
  | "ProductOption"
  | "ProductOptionValue"
  | "MediaImage"
  | "Menu"
  | "Customer"
  | "Page"
  | "UrlRedirect"
  | "Order"
  | "MenuItem"
  | "Collection"
  | "Cart"
  | "CartLine"
  | "CartDeliveryGroup"
  | "ShopPolicy"
  | "Shop";

export function toGid(type: GidType, id: number | string): string {
  return `gid://shopify/${type}/${id}`;
}

/** The type and numeric-or-text id of a global id, or null when it is not one of ours. */
export function parseGid(gid: string): { type: string; id: string } | null {
  const match = /^gid:\/\/shopify\/(\w+)\/([^/?#]+)(\?.*)?$/.exec(gid);
  return match?.[1] && match[2] ? { type: match[1], id: match[2] } : null;
}

/** The numeric id of a global id of the given type, or null. */
export function numericIdOf(gid: string, type: GidType): number | null {
  const parsed = parseGid(gid);
  if (!parsed || parsed.type !== type || !/^\d{1,10}$/.test(parsed.id)) return null;
  const id = Number(parsed.id);
  return id <= 2_147_483_647 ? id : null;
}
