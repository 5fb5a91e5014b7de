import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { defaultLowStockThreshold } from "#core/catalogue/stock.ts";

import {
  booleanText,
  corsOrigins,
  defaultTrustedProxies,
  emailAddress,
  isLoopbackHost,
  isStoreDomain,
  optionalText,
  storeUrl,
  trustedProxies,
  urlWithProtocols,
  wholeNumberIn,
} from "./env-values.ts";

export { defaultTrustedProxies, isAddressOrRange, isWebOrigin } from "./env-values.ts";

// DESIGN §9 and STYLE convention 5: the environment is parsed once, here, and this is the only
// module that reads process.env. A bad value stops the start with one line per problem.

/** Issue 12.2: compressed pages kept per process by default. */
export const defaultPageCacheMegabytes = 64;

const EnvSchema = z
  .object({
    NODE_ENV: z
      .enum(["development", "production", "test"], {
        error: "must be development, production or test",
      })
      .default("production"),
    PORT: z
      .string()
      .trim()
      .regex(/^\d+$/, { error: "must be a whole number between 1 and 65535" })
      .transform(Number)
      .refine((port) => port >= 1 && port <= 65535, {
        error: "must be a whole number between 1 and 65535",
      })
      .default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    PUBLIC_URL: urlWithProtocols(["http:", "https:"], "https://shop.example.co.uk").optional(),
    DATA_DIR: z.string().trim().min(1, { error: "must not be empty" }).default("./data"),
    DATABASE_URL: urlWithProtocols(
      ["postgres:", "postgresql:"],
      "postgres://user:password@host:5432/database",
    ).optional(),
    SESSION_SECRET: z
      .string()
      .min(32, { error: "must be at least 32 characters (try: openssl rand -hex 32)" })
      .optional(),
    SMTP_URL: urlWithProtocols(
      ["smtp:", "smtps:"],
      "smtps://user:password@smtp.example.com:465",
    ).optional(),
    MAIL_FROM: emailAddress.optional(),
    SHOP_INBOX: emailAddress.optional(),
    SHOP_VAT_NUMBER: z
      .string()
      .transform((value) => value.replace(/\s+/g, "").toUpperCase())
      .refine((value) => /^GB(?:\d{9}|\d{12})$/.test(value), {
        error: "must be a UK VAT number: GB and 9 or 12 digits, e.g. GB123456789",
      })
      .optional(),
    SHOP_ADDRESS: z
      .string()
      .transform((value) =>
        value
          .split(/[,\n]/)
          .map((line) => line.trim())
          .filter(Boolean),
      )
      .refine((lines) => lines.length >= 2 && lines.every((line) => line.length <= 80), {
        error: "must be the address's lines separated by commas, e.g. 1 Mill Lane, Leeds, LS1 1AA",
      })
      .optional(),
    MAIL_DROP_DIR: z.string().trim().min(1, { error: "must not be empty" }).optional(),
    SHOPIFY_STORE_DOMAIN: z
      .string()
      .trim()
      .refine(isStoreDomain, {
        error:
          "must be a bare host name like your-store.myshopify.com, or localhost or 127.0.0.1 with an optional :port",
      })
      .optional(),
    SHOPIFY_STORE_URL: storeUrl.optional(),
    SHOPIFY_STOREFRONT_TOKEN: optionalText,
    SHOPIFY_READS_INVENTORY: booleanText.optional(),
    STOREFRONT_TOKEN: optionalText,
    STOREFRONT_PRIVATE_TOKEN: optionalText,
    STOREFRONT_CORS_ORIGINS: corsOrigins.optional(),
    SEED_DEMO: booleanText.optional(),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
        error: "must be one of fatal, error, warn, info, debug, trace, silent",
      })
      .default("info"),
    TRUSTED_PROXIES: trustedProxies.optional(),
    LOW_STOCK_THRESHOLD: wholeNumberIn(0, 1000).default(defaultLowStockThreshold),
    PAGE_CACHE_MB: wholeNumberIn(0, 4096).default(defaultPageCacheMegabytes),
    WEB_CONCURRENCY: wholeNumberIn(1, 64).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.SHOPIFY_STORE_DOMAIN && env.SHOPIFY_STORE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["SHOPIFY_STORE_URL"],
        message: "replaces SHOPIFY_STORE_DOMAIN: set one of the two",
      });
    }
    const store = env.SHOPIFY_STORE_DOMAIN ? "SHOPIFY_STORE_DOMAIN" : "SHOPIFY_STORE_URL";
    if ((env.SHOPIFY_STORE_DOMAIN || env.SHOPIFY_STORE_URL) && !env.SHOPIFY_STOREFRONT_TOKEN) {
      ctx.addIssue({
        code: "custom",
        path: ["SHOPIFY_STOREFRONT_TOKEN"],
        message: `is required when ${store} is set`,
      });
    }
    if (env.SHOPIFY_STOREFRONT_TOKEN && !env.SHOPIFY_STORE_DOMAIN && !env.SHOPIFY_STORE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["SHOPIFY_STORE_DOMAIN"],
        message: "(or SHOPIFY_STORE_URL) is required when SHOPIFY_STOREFRONT_TOKEN is set",
      });
    }
    if (env.STOREFRONT_PRIVATE_TOKEN && env.STOREFRONT_PRIVATE_TOKEN === env.STOREFRONT_TOKEN) {
      ctx.addIssue({
        code: "custom",
        path: ["STOREFRONT_PRIVATE_TOKEN"],
        message: "must differ from STOREFRONT_TOKEN: the public token is seen by every browser",
      });
    }
    if (env.SMTP_URL && !env.MAIL_FROM) {
      ctx.addIssue({
        code: "custom",
        path: ["MAIL_FROM"],
        message: "is required when SMTP_URL is set (the sender address of shop e-mail)",
      });
    }
  });

export type Config = {
  mode: "development" | "production" | "test";
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** Absent: the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  /** Absent: read from, or generated into, dataDir (see resolveSessionSecret). */
  sessionSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  shopInbox: string;
  /**
   * Issue 14.5: the seller's VAT number and address on invoices when the owner's settings
   * (/admin/settings) leave them empty; the settings win.
   */
  invoiceSeller?: { vatNumber?: string; address?: string[] };
  /**
   * Set: outgoing mail is written as .eml files to this folder instead of being sent (like Rails'
   * file delivery), for development and browser tests. Wins over smtpUrl.
   */
  mailDropDir: string | undefined;
  /**
   * A Shopify store in place of our engine. `readsInventory`: the token has the
   * unauthenticated_read_product_inventory scope, so variants' quantityAvailable may be asked.
   */
  shopify:
    | {
        /** The store's host, as the pages name it ("The catalogue comes from …"). */
        storeDomain: string;
        /** Where the client sends its requests: https, or http for this machine (issue 17.1). */
        storeUrl: string;
        storefrontToken: string;
        readsInventory?: boolean;
      }
    | undefined;
  storefrontToken: string | undefined;
  /** Issue 19.2: the token a storefront's server sends in Shopify-Storefront-Private-Token. */
  storefrontPrivateToken: string | undefined;
  /** Issue 19.1: other sites whose pages may call the Storefront API (["*"]: any); none by default. */
  storefrontCorsOrigins: string[];
  seedDemo: boolean;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /**
   * Issue 10.11: the reverse proxies (IPs and CIDR ranges) whose X-Forwarded-For is believed, for
   * every rate limit alike (server/accounts/client-ip.ts).
   */
  trustedProxies: string[];
  /**
   * Issue 11.4: a tracked variant with this many or fewer left shows "Only N left" on the product
   * page; 0 never says so.
   */
  lowStockThreshold: number;
  /** Issue 12.2: megabytes of visitors' pages kept per process (server/http/page-cache.ts); 0: none. */
  pageCacheMegabytes: number;
  /**
   * Issue 12.3: worker processes of a production start on PostgreSQL (server/cluster.ts); unset:
   * one per core. The embedded database is always served by one process.
   */
  webConcurrency: number | undefined;
};

/** The Shopify store in place of our engine, when the settings name one. */
function shopifyStoreOf(env: {
  SHOPIFY_STORE_DOMAIN?: string | undefined;
  SHOPIFY_STORE_URL?: string | undefined;
  SHOPIFY_STOREFRONT_TOKEN?: string | undefined;
  SHOPIFY_READS_INVENTORY?: boolean | undefined;
}): Config["shopify"] {
  const domain = env.SHOPIFY_STORE_DOMAIN;
  const url =
    env.SHOPIFY_STORE_URL ??
    (domain === undefined ? undefined : `${isLoopbackHost(domain) ? "http" : "https"}://${domain}`);
  if (url === undefined || !env.SHOPIFY_STOREFRONT_TOKEN) return undefined;
  return {
    storeDomain: domain ?? new URL(url).host,
    storeUrl: url,
    storefrontToken: env.SHOPIFY_STOREFRONT_TOKEN,
    readsInventory: env.SHOPIFY_READS_INVENTORY ?? false,
  };
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] };

/** Pure: turns an environment (name → text) into a Config, or one message per bad variable. */
export function parseConfig(source: Record<string, string | undefined>): ConfigResult {
  // An empty value counts as not set, as it does in most .env tooling.
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      const value = present[name];
      const shown =
        value === undefined ||
        /SECRET|TOKEN|PASSWORD/.test(name) ||
        name === "TRUSTED_PROXIES" ||
        name === "STOREFRONT_CORS_ORIGINS"
          ? ""
          : ` (got "${value}")`;
      return `${name} ${issue.message}${shown}`;
    });
    return { ok: false, problems };
  }
  const env = parsed.data;
  const isEmbedded = env.DATABASE_URL === undefined;
  return {
    ok: true,
    config: {
      mode: env.NODE_ENV,
      port: env.PORT,
      host: env.HOST,
      publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
      dataDir: path.resolve(env.DATA_DIR),
      databaseUrl: env.DATABASE_URL,
      sessionSecret: env.SESSION_SECRET,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM ?? "shop@tradewear.test",
      shopInbox: env.SHOP_INBOX ?? env.MAIL_FROM ?? "shop@tradewear.test",
      invoiceSeller: { vatNumber: env.SHOP_VAT_NUMBER, address: env.SHOP_ADDRESS },
      mailDropDir: env.MAIL_DROP_DIR === undefined ? undefined : path.resolve(env.MAIL_DROP_DIR),
      shopify: shopifyStoreOf(env),
      storefrontToken: env.STOREFRONT_TOKEN,
      storefrontPrivateToken: env.STOREFRONT_PRIVATE_TOKEN,
      storefrontCorsOrigins: env.STOREFRONT_CORS_ORIGINS ?? [],
      // DESIGN §1: the embedded default is a complete demo shop; a server database starts empty.
      seedDemo: env.SEED_DEMO ?? isEmbedded,
      logLevel: env.LOG_LEVEL,
      trustedProxies: env.TRUSTED_PROXIES ?? defaultTrustedProxies,
      lowStockThreshold: env.LOW_STOCK_THRESHOLD,
      pageCacheMegabytes: env.PAGE_CACHE_MB,
      webConcurrency: env.WEB_CONCURRENCY,
    },
  };
}

/**
 * The session secret: SESSION_SECRET when given, else the one kept in DATA_DIR/session-secret,
 * made on first start. Several app instances sharing a PostgreSQL server must set SESSION_SECRET.
 */
export function resolveSessionSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, "session-secret");
  try {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= 32) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

let loaded: Config | undefined;

/** The process's configuration, parsed on first call; exits the process on a bad environment. */
export function getConfig(): Config {
  if (loaded) return loaded;
  const result = parseConfig(process.env);
  if (!result.ok) {
    console.error("Tradewear cannot start: the configuration has problems.");
    for (const problem of result.problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  loaded = result.config;
  return loaded;
}
