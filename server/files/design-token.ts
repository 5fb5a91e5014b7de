import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { resolveSessionSecret, type Config } from "#server/config/env.ts";

// Issue 10.10: a design may be named on a basket line, a cart line or an order only by whoever
// uploaded it. A signed-in uploader owns the row (stored_files.owner_user_id); a visitor has no
// account, so the upload answer carries a token (an HMAC of the file id under the session
// secret) that the browser keeps with the basket line and sends with the design id. Whoever holds
// the token is the browser that uploaded the file: nobody can make one for another id.

/** Separates these signatures from any other use of the session secret. */
const tokenPurpose = "design-upload:";

export type DesignTokens = {
  /** The token of a design id. */
  sign(fileId: string): string;
  /** Whether `token` was made for this id by sign(). */
  verify(fileId: string, token: string | null | undefined): boolean;
};

const secrets = new WeakMap<Config, string>();

/** The secret: SESSION_SECRET or the kept one; a test run without either gets its own. */
function secretOf(config: Config): string {
  let secret = secrets.get(config);
  if (!secret) {
    secret =
      config.sessionSecret ??
      (config.mode === "test" ? randomBytes(32).toString("hex") : resolveSessionSecret(config));
    secrets.set(config, secret);
  }
  return secret;
}

export function designTokensFor(config: Config): DesignTokens {
  const signature = (fileId: string) =>
    createHmac("sha256", secretOf(config))
      .update(tokenPurpose + fileId.toLowerCase())
      .digest();
  return {
    sign: (fileId) => signature(fileId).toString("base64url"),
    verify(fileId, token) {
      if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
      const given = Buffer.from(token, "base64url");
      const expected = signature(fileId);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
