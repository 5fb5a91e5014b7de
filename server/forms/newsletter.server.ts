import { createHmac, timingSafeEqual } from "node:crypto";
import { parseFormFields } from "#core/forms/form-fields.ts";
import { isHoneypotFilled } from "#core/forms/honeypot.ts";
import { NewsletterSchema } from "#core/forms/newsletter-schema.ts";
import { resolveSessionSecret, type Config } from "#server/config/env.ts";
import type { AppServices } from "#server/context.ts";
import { newsletterWelcomeMail } from "./forms-mail.ts";
import { insertMail, insertSubscriber, markUnsubscribed, resubscribe } from "./forms-queries.ts";
import { sendMailAfterCommit, type FormOutcome, type FormServices } from "./form-outcome.ts";
import { getShopSettings } from "#server/settings/shop-settings.server.ts";

// spec/storefront.md §2 (footer sign-up), §5, §7 subscribe-newsletter. One row per address, in
// any case: a second sign-up answers success without a second row, and puts an unsubscribed
// address back on the list. The welcome e-mail carries a link that unsubscribes; its token is an
// HMAC of the subscriber's id under the session secret, so nobody can make one for another id.

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Separates these signatures from any other use of the session secret. */
const tokenPurpose = "newsletter-unsubscribe:";

const secrets = new WeakMap<Config, string>();

function secretOf(config: Config): string {
  let secret = secrets.get(config);
  if (!secret) {
    secret = resolveSessionSecret(config);
    secrets.set(config, secret);
  }
  return secret;
}

function signature(config: Config, subscriberId: string): Buffer {
  return createHmac("sha256", secretOf(config))
    .update(tokenPurpose + subscriberId)
    .digest();
}

/** "<subscriber id>.<HMAC, base64url>". */
export function unsubscribeToken(config: Config, subscriberId: string): string {
  return `${subscriberId}.${signature(config, subscriberId).toString("base64url")}`;
}

export function unsubscribeUrl(config: Config, subscriberId: string): string {
  return `${config.publicUrl}/newsletter/unsubscribe?token=${unsubscribeToken(config, subscriberId)}`;
}

/** The subscriber id a token was made for, or null for a malformed or forged token. */
export function verifyUnsubscribeToken(config: Config, token: string): string | null {
  const [id, signed, ...rest] = token.trim().split(".");
  if (!id || !signed || rest.length > 0 || !uuidPattern.test(id)) return null;
  const given = Buffer.from(signed, "base64url");
  const expected = signature(config, id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

export async function subscribeNewsletter(
  services: FormServices,
  fields: Record<string, unknown>,
): Promise<FormOutcome> {
  if (isHoneypotFilled(fields)) return { ok: true, isStored: false };
  const parsed = parseFormFields(NewsletterSchema, fields);
  if (!parsed.ok) return { status: 400, ...parsed };
  const { email } = parsed.data;
  const shop = await getShopSettings(services.database);
  const welcomed = await services.database.db.transaction(async (tx) => {
    const subscriber = (await insertSubscriber(tx, email)) ?? (await resubscribe(tx, email));
    // Already subscribed: nothing changes and no second welcome is sent.
    if (!subscriber) return false;
    await insertMail(
      tx,
      newsletterWelcomeMail(
        services.config,
        subscriber.email,
        unsubscribeUrl(services.config, subscriber.id),
        shop,
      ),
    );
    return true;
  });
  if (welcomed) await sendMailAfterCommit(services, "newsletter welcome");
  return { ok: true, isStored: welcomed };
}

export type UnsubscribeResult = "unsubscribed" | "invalid";

/** GET /newsletter/unsubscribe?token=…: takes the address off the list (again: no change). */
export async function unsubscribeNewsletter(
  services: AppServices,
  token: string | null,
): Promise<UnsubscribeResult> {
  const id = token ? verifyUnsubscribeToken(services.config, token) : null;
  if (!id) return "invalid";
  // A valid token for a row since deleted: that address is off the list either way.
  const isFound = await markUnsubscribed(services.database.db, id);
  if (isFound) services.logger.info({ subscriberId: id }, "newsletter unsubscribed");
  return "unsubscribed";
}
