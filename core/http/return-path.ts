// A path on this shop to send a buyer back to after a form: a leading "/" and no scheme, host
// ("//other.example") or backslash (browsers read "/\\other.example" as another host). Anything
// else goes home.

const maxReturnPathLength = 2000;

export function returnPath(value: unknown): string {
  if (typeof value !== "string" || value.length > maxReturnPathLength) return "/";
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return "/";
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f]/.test(value) ? "/" : value;
}
