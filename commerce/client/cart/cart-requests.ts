import { CART_LINES_QUERY, CART_QUERY } from "#commerce/client/queries/cart-queries.ts";
import {
  StorefrontRequestError,
  type CommerceLogger,
  type StorefrontQuery,
} from "#commerce/client/storefront-transport.ts";
import { mapCartUserErrors, type MappedError } from "./cart-errors.ts";
import { mapCart } from "./cart-mapping.ts";
import {
  CartLinesResponse,
  CartQueryResponse,
  payloadResponse,
  type RawCart,
} from "./cart-schemas.ts";
import type { CartResult, CheckoutCart } from "./cart-types.ts";

// Sending cart documents and turning every outcome into a CartResult (spec/back-office.md §8
// "Mutation failure", reference/storefront-api.md §8.1, with its TypeErrors fixed: `data: null`,
// a cartNoteUpdate without warnings and a missing cart are ordinary failures, never throws).

export type CartFailure = { ok: false; errors: MappedError[]; cart?: CheckoutCart };

export const failure = (errors: MappedError[], cart?: CheckoutCart): CartFailure =>
  cart ? { ok: false, errors, cart } : { ok: false, errors };

export const unknownFailure = (name: string): CartFailure =>
  failure([
    { code: "UNKNOWN", field: null, message: `The ${name} call failed due to an unknown error.` },
  ]);

export const cartNotFound = (id: string): CartFailure =>
  failure([{ code: "CART_NOT_FOUND", field: null, message: `No cart with id ${id}.` }]);

type GraphQLErrorDetail = { message: string; path?: (string | number)[] };

export function createCartRequests(query: StorefrontQuery, logger: CommerceLogger) {
  /** A cart with every line: the lines after the first 250 come 250 a request. */
  async function allLines(cart: RawCart): Promise<RawCart> {
    const edges = [...cart.lines.edges];
    let hasNextPage = cart.lines.pageInfo.hasNextPage;
    while (hasNextPage && edges.length > 0) {
      const after = edges[edges.length - 1]!.cursor;
      const page = await query(CART_LINES_QUERY, { id: cart.id, after }, CartLinesResponse);
      if (!page.cart) throw new Error(`Cart ${cart.id} vanished while its lines were read`);
      edges.push(...page.cart.lines.edges);
      hasNextPage = page.cart.lines.pageInfo.hasNextPage;
    }
    return { ...cart, lines: { pageInfo: { hasNextPage: false }, edges } };
  }

  /** Runs `load`; a throw becomes a logged failure (GraphQL errors one MappedError each). */
  async function run<T>(name: string, load: () => Promise<CartResult<T>>): Promise<CartResult<T>> {
    try {
      return await load();
    } catch (error) {
      const details = error instanceof StorefrontRequestError ? error.details : {};
      logger.error({ err: error, call: name, ...details }, "Storefront cart call failed");
      const graphQLErrors = details["graphQLErrors"] as GraphQLErrorDetail[] | undefined;
      if (graphQLErrors?.length)
        return failure(
          graphQLErrors.map(({ message, path }) => ({
            code: "GRAPHQL_ERROR",
            field: path ? path.map(String) : null,
            message,
          })),
        );
      return unknownFailure(name);
    }
  }

  /** The raw cart with all its lines, or null when there is none. Throws on failure. */
  async function fetchRaw(id: string): Promise<RawCart | null> {
    const { cart } = await query(CART_QUERY, { id }, CartQueryResponse);
    return cart ? allLines(cart) : null;
  }

  /**
   * Sends one cart mutation. A cart with no user errors or warnings is success; user errors or
   * warnings fail with the mapped list (and the cart, when one came back); no payload, or a payload
   * with no cart and nothing to say, fails as unknown.
   */
  function mutate(
    root: string,
    document: string,
    variables: Record<string, unknown>,
  ): Promise<CartResult<CheckoutCart>> {
    return run(root, async () => {
      const data = await query(document, variables, payloadResponse(root));
      const payload = data[root];
      if (!payload) return unknownFailure(root);
      const errors = mapCartUserErrors(payload.userErrors, payload.warnings ?? []);
      const cart = payload.cart ? mapCart(await allLines(payload.cart), logger) : undefined;
      if (errors.length > 0) return failure(errors, cart);
      return cart ? { ok: true, data: cart } : unknownFailure(root);
    });
  }

  return { run, fetchRaw, mutate };
}
