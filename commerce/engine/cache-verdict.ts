import {
  Kind,
  OperationTypeNode,
  type DocumentNode,
  type SelectionSetNode,
  type ValueNode,
} from "graphql";
import { chosenOperation, fragmentsOf } from "./document-parts.ts";
import { isCartId } from "./cart/cart-resolvers.ts";

// Issue 10.2, DESIGN §8: whether an answer may be cached is read from the parsed document, where
// string escapes are already decoded (`"gid:\u002F\u002Fshopify\u002FCart\u002F1"` is a cart id),
// with the same isCartId the resolvers use, so whatever would resolve a cart is never cached.
// Cacheable: one query whose root fields all read the catalogue, no argument (literal) that is a
// cart id, no cart type named in a fragment; the variables given to arguments are checked per
// request by the cache (argumentVariables).

const catalogueRootFields = new Set([
  "products",
  "productByHandle",
  "collections",
  "collectionByHandle",
  "node",
  "nodes",
  "productRecommendations",
  "shop",
  "__typename",
  // Issue 13.1: today's catalogue reads.
  "product",
  "collection",
  "search",
  "predictiveSearch",
  "menu",
  "localization",
  "page",
  "pages",
  "sitemap",
  "urlRedirects",
  "blogs",
  "blog",
]);

const cartTypes = new Set(["BaseCartLine", "ComponentizableCartLine"]);

function isCartType(name: string): boolean {
  return name.startsWith("Cart") || cartTypes.has(name);
}

export type CacheVerdict = { isCacheable: boolean; argumentVariables: string[] };

const notCacheable: CacheVerdict = { isCacheable: false, argumentVariables: [] };

/** Whether a literal names a cart; the variables it uses are added to `variables`. */
function literalNamesCart(value: ValueNode, variables: Set<string>): boolean {
  switch (value.kind) {
    case Kind.STRING:
      return isCartId(value.value);
    case Kind.VARIABLE:
      variables.add(value.name.value);
      return false;
    case Kind.LIST:
      return value.values.some((item) => literalNamesCart(item, variables));
    case Kind.OBJECT:
      return value.fields.some((field) => literalNamesCart(field.value, variables));
    default:
      return false;
  }
}

export function cacheVerdict(
  document: DocumentNode,
  operationName: string | undefined,
): CacheVerdict {
  const operation = chosenOperation(document, operationName);
  if (!operation || operation.operation !== OperationTypeNode.QUERY) return notCacheable;
  const isCatalogueRoot = operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && catalogueRootFields.has(selection.name.value),
  );
  if (!isCatalogueRoot) return notCacheable;
  const fragments = fragmentsOf(document);
  const variables = new Set<string>();
  const visited = new Set<string>();
  // True when the selection names a cart (an argument or a type condition).
  const namesCart = (selectionSet: SelectionSetNode): boolean =>
    selectionSet.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === "cart") return true;
        const argumentNamesCart = (selection.arguments ?? []).some((argument) =>
          literalNamesCart(argument.value, variables),
        );
        return argumentNamesCart || (!!selection.selectionSet && namesCart(selection.selectionSet));
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition?.name.value;
        return (
          (condition !== undefined && isCartType(condition)) || namesCart(selection.selectionSet)
        );
      }
      // Each fragment is looked at once: its verdict does not change with where it is spread.
      const name = selection.name.value;
      if (visited.has(name)) return false;
      visited.add(name);
      const fragment = fragments.get(name);
      if (!fragment) return false;
      return isCartType(fragment.typeCondition.name.value) || namesCart(fragment.selectionSet);
    });
  if (namesCart(operation.selectionSet)) return notCacheable;
  return { isCacheable: true, argumentVariables: [...variables] };
}
