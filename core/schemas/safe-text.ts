import { z } from "zod";

// Issue 10.6, DESIGN §8a: every string that enters is free of NUL bytes and lone surrogates.
// PostgreSQL's text refuses U+0000 outright, and a lone UTF-16 surrogate cannot be encoded as UTF-8
// at all, so either one reaching a query is a 500. The HTTP boundary (server/http/input-guard.ts)
// and the GraphQL engine refuse them with this check; schemas use `safeText()` as a second line.

/** U+0000, or a surrogate half without its partner (a lead not followed by a trail, or a stray trail). */
const unsafeCharacter =
  // eslint-disable-next-line no-control-regex -- finding U+0000 is the point
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// eslint-disable-next-line no-control-regex -- as above
const suspectCharacter = /[\u0000\uD800-\uDFFF]/;

export const unsafeTextMessage = "Remove the NUL byte or broken character from this text";

/** True when `value` holds a NUL byte or a lone surrogate (text PostgreSQL cannot store). */
export function hasUnsafeCharacter(value: string): boolean {
  // The cheap class first: nearly all text has no NUL and no surrogate at all.
  return suspectCharacter.test(value) && unsafeCharacter.test(value);
}

/** A string free of NUL bytes and lone surrogates; other rules chain on as with z.string(). */
export function safeText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !hasUnsafeCharacter(value), {
    error: unsafeTextMessage,
  });
}

/** The same text with each unsafe character shown as U+FFFD, to name a field safely. */
export function printable(value: string): string {
  return value.replace(new RegExp(unsafeCharacter.source, "g"), "\uFFFD");
}

type Step = { value: object; key: string; parent: Step | null };

function pathOf(step: Step, last?: string): string {
  const keys: string[] = last === undefined ? [] : [printable(last)];
  for (let at: Step | null = step; at?.parent; at = at.parent) keys.push(printable(at.key));
  return keys.reverse().join(".");
}

/**
 * The path of the first string (value or key) in a parsed JSON value that holds an unsafe
 * character, as dotted text ("address.line1", "basketItems.0.variantId"; "" for the root), or null.
 * Walked with a stack, not recursion (a body nested a million deep must not overflow), and strings
 * are checked where they stand, so a wide body costs about what parsing it did.
 */
export function findUnsafeText(root: unknown): string | null {
  if (typeof root === "string") return hasUnsafeCharacter(root) ? "" : null;
  if (!root || typeof root !== "object") return null;
  const stack: Step[] = [{ value: root, key: "", parent: null }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    const value = step.value as Record<string, unknown>;
    const keys = Array.isArray(value) ? null : Object.keys(value);
    const count = keys ? keys.length : (value as unknown as unknown[]).length;
    const children: Step[] = [];
    for (let index = 0; index < count; index += 1) {
      const key = keys ? keys[index]! : String(index);
      if (keys && hasUnsafeCharacter(key)) return pathOf(step, key);
      const item = value[key];
      if (typeof item === "string") {
        if (hasUnsafeCharacter(item)) return pathOf(step, key);
      } else if (item && typeof item === "object") {
        children.push({ value: item, key, parent: step });
      }
    }
    // Pushed last to first, so nested fields are reported in the body's order.
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]!);
  }
  return null;
}
