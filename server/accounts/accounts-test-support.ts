import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { desc, eq } from "drizzle-orm";
import pino from "pino";
import { createAdminAccount } from "#server/accounts/admin-role.ts";
import { createApp, type PageHandler } from "#server/app.ts";
import { parseConfig } from "#server/config/env.ts";
import type { Database } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/schema/index.ts";
import type { Logger } from "#server/logging/logger.ts";

// Test support for the accounts: the whole HTTP app over a test database, a browser-like client
// keeping cookies, and the outbox as the mailbox. Pages are a stand-in that echoes the viewer.

export const publicUrl = "http://shop.test";

const parsed = parseConfig({
  NODE_ENV: "test",
  PUBLIC_URL: publicUrl,
  SESSION_SECRET: "accounts-test-secret-0123456789abcdef",
});
if (!parsed.ok) throw new Error(parsed.problems.join("\n"));
export const testConfig = parsed.config;

/**
 * Issue 17: the test config in Shopify mode, its store listening on `server` (127.0.0.1, plain
 * HTTP as a loopback store is reached).
 */
export function shopifyModeConfig(server: Server): typeof testConfig {
  const storeDomain = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...testConfig,
    shopify: {
      storeDomain,
      storeUrl: `http://${storeDomain}`,
      storefrontToken: "store-token",
      readsInventory: false,
    },
  };
}

/** The app as the server runs it; pages answer with the viewer they were given, as JSON. */
export function accountsApp(
  database: Database,
  config = testConfig,
  logger: Logger = pino({ level: "silent" }),
) {
  const pageHandler: PageHandler = async (_request, context) => Response.json(context.viewer);
  return createApp({
    services: { config, database, logger },
    pageHandler,
  });
}

type App = ReturnType<typeof accountsApp>;

/** A browser of the shop: sends the shop's Origin, keeps the cookies it is given. */
export class Browser {
  private cookies = new Map<string, string>();
  constructor(private readonly app: App) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("origin", publicUrl);
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    if (cookie) headers.set("cookie", cookie);
    const response = await this.app.request(`${publicUrl}${path}`, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  post(path: string, body: unknown): Promise<Response> {
    return this.request(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  }

  /** The session as the API tells it (`/api/auth/get-session`). */
  async session(): Promise<{ user: { email: string; role: string } } | null> {
    return (await (await this.request("/api/auth/get-session")).json()) as {
      user: { email: string; role: string };
    } | null;
  }

  cookieValue(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

/** The newest outbox message to `address`, or undefined. */
export async function newestMailTo(database: Database, address: string) {
  const [row] = await database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row;
}

/** The first link to the shop in a text body. */
export function linkIn(text: string): string {
  const match = new RegExp(`${publicUrl.replace(/[.]/g, "\\.")}\\S+`).exec(text);
  if (!match) throw new Error(`no link to the shop in:\n${text}`);
  return match[0];
}

export const signUpBody = (email: string, extra: Record<string, unknown> = {}) => ({
  name: "Sam Builder",
  email,
  password: "site-boots-42",
  ...extra,
});

/** A new admin account, signed in on `app`: a browser holding its session. */
export async function signedInAdmin(app: App, database: Database, email: string): Promise<Browser> {
  const password = "test-admin-password-1";
  await createAdminAccount(database.db, email, password);
  const browser = new Browser(app);
  const signIn = await browser.post("/api/auth/sign-in/email", { email, password });
  if (signIn.status !== 200) throw new Error(`the admin's sign-in answered ${signIn.status}`);
  return browser;
}
