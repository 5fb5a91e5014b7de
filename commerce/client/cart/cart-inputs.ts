import { DECORATION_KEYS } from "./cart-mapping.ts";
import type { Attribute, LineDecoration } from "./cart-types.ts";

// Caller inputs → Storefront inputs (reference/storefront-api.md §5.2–§5.3), never mutating the
// caller's objects. Unlike Shopify's SDK, create() maps line attributes like addLines() does, and
// the shipping address keeps only truthy fields everywhere (create included).

/** A line to add. `decoration` becomes the `_decoration_*`/`_design_id` attributes (DESIGN §5). */
export type CartLineInput = {
  variantId: string;
  quantity?: number;
  attributes?: Attribute[];
  decoration?: LineDecoration;
};

/** A change to an existing line; only the given fields change. */
export type CartLineUpdate = {
  id: string;
  quantity?: number;
  variantId?: string;
  attributes?: Attribute[];
  decoration?: LineDecoration;
};

export type ShippingAddressInput = {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  company?: string | null;
  country?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  zip?: string | null;
  province?: string | null;
};

export type CreateCartInput = {
  lines?: CartLineInput[];
  note?: string;
  email?: string;
  shippingAddress?: ShippingAddressInput;
  attributes?: Attribute[];
};

const ADDRESS_FIELDS = [
  "address1",
  "address2",
  "city",
  "company",
  "country",
  "firstName",
  "lastName",
  "phone",
  "zip",
  "province",
] as const;

/** The decoration as line attributes; `plain` carries only its type. */
export function decorationAttributes(decoration: LineDecoration): Attribute[] {
  return [
    { key: DECORATION_KEYS.type, value: decoration.type },
    ...(decoration.position ? [{ key: DECORATION_KEYS.position, value: decoration.position }] : []),
    ...(decoration.designId ? [{ key: DECORATION_KEYS.designId, value: decoration.designId }] : []),
    ...(decoration.designId && decoration.designToken
      ? [{ key: DECORATION_KEYS.designToken, value: decoration.designToken }]
      : []),
  ];
}

const decorationKeys = new Set<string>(Object.values(DECORATION_KEYS));

/** Given attributes plus the decoration's, the decoration winning over stale `_decoration_*`. */
function lineAttributes(line: { attributes?: Attribute[]; decoration?: LineDecoration }) {
  if (!line.decoration) return line.attributes?.map(({ key, value }) => ({ key, value }));
  return [
    ...(line.attributes ?? [])
      .filter((attribute) => !decorationKeys.has(attribute.key))
      .map(({ key, value }) => ({ key, value })),
    ...decorationAttributes(line.decoration),
  ];
}

export function lineInput(line: CartLineInput) {
  const attributes = lineAttributes(line);
  return {
    merchandiseId: line.variantId,
    ...(line.quantity !== undefined ? { quantity: line.quantity } : {}),
    ...(attributes ? { attributes } : {}),
  };
}

export function lineUpdateInput(line: CartLineUpdate) {
  const attributes = lineAttributes(line);
  return {
    id: line.id,
    ...(line.quantity !== undefined ? { quantity: line.quantity } : {}),
    ...(line.variantId !== undefined ? { merchandiseId: line.variantId } : {}),
    ...(attributes ? { attributes } : {}),
  };
}

/** `deliveryAddressPreferences` with the truthy fields only; `[]` (clears) when none is left. */
export function deliveryAddressPreferences(address: ShippingAddressInput) {
  const deliveryAddress = Object.fromEntries(
    ADDRESS_FIELDS.flatMap((field) => (address[field] ? [[field, address[field]]] : [])),
  );
  return Object.keys(deliveryAddress).length > 0 ? [{ deliveryAddress }] : [];
}

export function createCartInput(input: CreateCartInput) {
  const buyerIdentity = {
    ...(input.email ? { email: input.email } : {}),
    ...(input.shippingAddress
      ? { deliveryAddressPreferences: deliveryAddressPreferences(input.shippingAddress) }
      : {}),
  };
  return {
    ...(input.lines?.length ? { lines: input.lines.map(lineInput) } : {}),
    ...(input.note ? { note: input.note } : {}),
    ...(Object.keys(buyerIdentity).length > 0 ? { buyerIdentity } : {}),
    ...(input.attributes?.length
      ? { attributes: input.attributes.map(({ key, value }) => ({ key, value })) }
      : {}),
  };
}

/** Codes once each, whatever their case, first spelling kept; blanks dropped. */
export function uniqueCodes(codes: readonly string[]): string[] {
  const seen = new Set<string>();
  return codes
    .map((code) => code.trim())
    .filter((code) => {
      const key = code.toLowerCase();
      if (!code || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
