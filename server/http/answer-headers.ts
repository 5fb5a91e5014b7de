import type { Context } from "hono";

/**
 * Sets a header on the answer a handler has given. Hono's `c.header()` rebuilds a finished answer
 * around its body as a stream, so that a `fetch()` answer's immutable headers can be changed; the
 * shop's own answers can be changed in place, which lets the server write a kept page's bytes at
 * once (issue 12: a third of the work of sending one). An immutable answer still goes through
 * Hono's copy.
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}
