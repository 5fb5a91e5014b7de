// A value several callers share (an answer kept by a cache) is frozen through and through, so
// that one caller changing it is an error where it happens, not a wrong page for the next.

/** `value`, with every object and array in it frozen; returned for chaining. */
export function deepFrozen<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFrozen(inner);
  return value;
}
