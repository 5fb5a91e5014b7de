import { data } from "react-router";
import type { CatalogueResult } from "#commerce/client/catalogue-types.ts";

/** What a listing answers with status 400: the address's parameter at fault, and why. */
export type BadListingInput = { field: string; message: string };

/**
 * A listing whose address the engine refused (a forged or stale `?after=` cursor, a price filter
 * out of range) answers 400 naming the parameter, not the "Failed to load" state of a shop fault.
 */
export function refuseBadInput(result: CatalogueResult<unknown>, search: URLSearchParams): void {
  if (result.ok || result.badInput === undefined) return;
  const isCursor = /cursor/i.test(result.badInput);
  const field = isCursor ? (search.has("before") ? "before" : "after") : "filters";
  throw data({ field, message: result.badInput } satisfies BadListingInput, { status: 400 });
}

/** The field named by a 400 thrown by refuseBadInput, if the error is one. */
export function badListingField(error: unknown): string | null {
  if (typeof error !== "object" || error === null) return null;
  const { status, data: body } = error as { status?: unknown; data?: unknown };
  if (status !== 400 || typeof body !== "object" || body === null) return null;
  const field = (body as { field?: unknown }).field;
  return typeof field === "string" ? field : null;
}

/** What the 400 page says of the parameter at fault. */
export function badLinkMessage(field: string): string {
  return `The "${field}" part of this address is not one we recognise: it may be from an old or mistyped link. Please start again from the first page.`;
}
