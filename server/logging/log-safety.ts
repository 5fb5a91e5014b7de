// Issue 10.12: log lines carry no SQL parameters and no personal data, and no string a visitor
// chose (a path, a header, an error message echoing input) longer than 2 KB. The serializers here
// run on every line (server/logging/logger.ts); pino's redact paths cover the fixed places.

/** The longest string a log line carries from any one field. */
export const maxLoggedText = 2048;

/** `text` cut to at most `maxLoggedText` characters, saying how long it was. */
export function capText(text: string): string {
  if (text.length <= maxLoggedText) return text;
  const note = `…[${text.length} characters]`;
  return text.slice(0, maxLoggedText - note.length) + note;
}

/** Field names whose values are personal data or secrets, wherever they appear (lower case). */
const personalKeys = new Set([
  "email",
  "password",
  "newpassword",
  "currentpassword",
  "token",
  "name",
  "firstname",
  "lastname",
  "fullname",
  "phone",
  "address",
  "address1",
  "address2",
  "cookie",
  "authorization",
]);

/** Fields of database errors that hold the values of a statement (drizzle, pg, PGlite). */
const valueKeys = new Set(["params", "parameters", "detail", "where", "values", "body"]);

/**
 * Error text with the values taken out: drizzle's "params: …" tail, quoted SQL literals ('…'),
 * the quoted input PostgreSQL echoes at the end of a message (`…for type uuid: "x"`), and
 * anything shaped like an e-mail address.
 */
export function scrubText(text: string): string {
  return capText(
    text
      .replace(/\nparams: [\s\S]*$/, "\nparams: [Redacted]")
      .replace(/[^\s@"'<>(),;=]+@[^\s@"'<>(),;=]+\.[a-z]{2,}/gi, "[email]")
      .replace(/'(?:[^']|'')*'/g, "'[Redacted]'")
      .replace(/: "(?:[^"]|"")*"$/gm, ': "[Redacted]"'),
  );
}

type Plain = Record<string, unknown>;

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === "string") return capText(value);
  if (value instanceof Error) return safeError(value, depth);
  if (typeof value !== "object" || value === null) return value;
  if (depth >= 3) return "[Object]";
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => scrubValue(item, depth + 1));
  const out: Plain = {};
  for (const [key, item] of Object.entries(value as Plain)) {
    const lower = key.toLowerCase();
    out[key] =
      personalKeys.has(lower) || valueKeys.has(lower) ? "[Redacted]" : scrubValue(item, depth + 1);
  }
  return out;
}

/**
 * The `err` serializer: type, scrubbed message and stack, and the error's other fields except
 * the ones holding values or personal data; its cause likewise. A string passes through
 * `scrubText`, anything else through the same field rules.
 */
export function safeError(error: unknown, depth = 0): unknown {
  if (typeof error === "string") return scrubText(error);
  if (!(error instanceof Error)) return scrubValue(error, depth);
  const message = scrubText(error.message);
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  const out: Plain = {
    type: error.constructor.name,
    message,
    stack: capText([`${error.name}: ${message}`, ...frames].join("\n")),
  };
  for (const [key, value] of Object.entries(error)) {
    const lower = key.toLowerCase();
    if (key === "cause" || personalKeys.has(lower) || valueKeys.has(lower)) continue;
    out[key] =
      key === "query" && typeof value === "string"
        ? scrubText(value)
        : scrubValue(value, depth + 1);
  }
  if (error.cause !== undefined && depth < 3) out["cause"] = safeError(error.cause, depth + 1);
  return out;
}

/** Serializer for fields that hold loose values (Better Auth's log arguments, say). */
export function safeValue(value: unknown): unknown {
  return scrubValue(value, 0);
}

/** Serializer for fields holding a string a visitor chose (a path, a URL, a header). */
export function safeText(value: unknown): unknown {
  return typeof value === "string" ? capText(value) : value;
}
