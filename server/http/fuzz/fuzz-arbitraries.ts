import fc from "fast-check";

// Issue 10.7: the values an attacker sends instead of the ones a form would. Each endpoint's valid
// sample body is mutated: a few of its values (or the whole body) become junk — wrong types, huge,
// negative and fractional numbers, numbers written as text, NUL bytes and lone surrogates, long
// strings, nested arrays and objects, nulls — or are removed.

const edgeValues: unknown[] = [
  null,
  true,
  false,
  0,
  -0,
  -1,
  0.5,
  1.005,
  -0.01,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 53,
  99_999_999_999,
  1e308,
  -1e308,
  "",
  " ",
  "NaN",
  "Infinity",
  "-1",
  "1e999",
  "0x10",
  "12.345",
  "£12.50",
  "99999999999",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfff",
  "%00",
  "'; drop table users; --",
  "<script>alert(1)</script>",
  "null",
  "00000000-0000-0000-0000-000000000000",
  "gid://shopify/ProductVariant/99999999999",
  "gid://shopify/ProductVariant/-1",
  "gid://shopify/Cart/not-a-cart",
  "x".repeat(5000),
  [],
  {},
];

const junkScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...edgeValues) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  // Any UTF-16 code unit, lone surrogates and controls included.
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
);

/** Any JSON-ish value, nested a little. */
export const junk: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { weight: 5, arbitrary: junkScalar },
    { weight: 1, arbitrary: fc.array(tie("value"), { maxLength: 3 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), tie("value"), { maxKeys: 3 }),
    },
  ),
})).value;

type Path = (string | number)[];

/** The path of every value in `sample` (objects and arrays too, so whole branches are replaced). */
function valuePaths(sample: unknown, path: Path = []): Path[] {
  const paths: Path[] = path.length > 0 ? [path] : [];
  if (Array.isArray(sample))
    sample.forEach((item, index) => paths.push(...valuePaths(item, [...path, index])));
  else if (sample && typeof sample === "object")
    for (const [key, item] of Object.entries(sample))
      paths.push(...valuePaths(item, [...path, key]));
  return paths;
}

const removed = Symbol("removed");

function withChange(sample: unknown, path: Path, value: unknown): unknown {
  const copy: unknown = structuredClone(sample);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (value === removed) {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else parent[last] = value;
  return copy;
}

/** `sample` with one to three of its values replaced by junk or removed, or junk outright. */
export function mutated(sample: unknown): fc.Arbitrary<unknown> {
  const paths = valuePaths(sample);
  if (paths.length === 0) return junk;
  const change = fc.tuple(
    fc.nat({ max: paths.length - 1 }),
    fc.oneof({ weight: 6, arbitrary: junk }, { weight: 1, arbitrary: fc.constant(removed) }),
  );
  return fc.oneof(
    { weight: 1, arbitrary: junk },
    {
      weight: 8,
      arbitrary: fc.array(change, { minLength: 1, maxLength: 3 }).map((changes) =>
        changes.reduce((body, [index, value]) => {
          const path = paths[index]!;
          // An earlier change may have removed or replaced the parent: then this one is skipped.
          try {
            return withChange(body, path, value);
          } catch {
            return body;
          }
        }, sample),
      ),
    },
  );
}

/** Percent-encodes text for a URL, writing a lone surrogate as the UTF-8 bytes it would be. */
export function encodeLoosely(text: string): string {
  let encoded = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    encoded +=
      code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join("")
        : encodeURIComponent(char);
  }
  return encoded;
}

/** A path segment or query value: the valid one, or junk (already percent-encoded). */
export function urlPart(valid: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(valid) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        "%00",
        "%ED%A0%80",
        "%C3",
        "%FF",
        "%",
        "99999999999",
        "2147483648",
        "-1",
        "0",
        "1e5",
        "NaN",
        "00000000-0000-0000-0000-000000000000",
        "%2e%2e",
        "a%2Fb",
        "x".repeat(3000),
        `${valid}%00`,
        `${valid}x`,
      ),
    },
    { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }).map(encodeLoosely) },
    { weight: 1, arbitrary: fc.integer().map(String) },
  );
}

/** A JSON request body: the mutated sample, or now and then raw text that is not JSON at all. */
export function jsonBody(sample: unknown): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 12, arbitrary: mutated(sample).map((body) => JSON.stringify(body) ?? "null") },
    {
      weight: 1,
      arbitrary: fc.constantFrom("", "{", "[1,", '{"a":1e999}', "null", "\u0000", '"\\ud800"'),
    },
  );
}
