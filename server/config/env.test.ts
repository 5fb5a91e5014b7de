import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig, resolveSessionSecret, type Config } from "./env.ts";

function problemsOf(env: Record<string, string>): string[] {
  const result = parseConfig(env);
  if (result.ok) throw new Error("expected the configuration to be refused");
  return result.problems;
}

function configOf(env: Record<string, string>): Config {
  const result = parseConfig(env);
  if (!result.ok) throw new Error(result.problems.join("\n"));
  return result.config;
}

describe("parseConfig", () => {
  it("starts an embedded demo shop on port 3000 when nothing is set", () => {
    const config = configOf({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.dataDir).toBe(path.resolve("./data"));
  });

  it("does not load demo data into a PostgreSQL server unless asked", () => {
    expect(configOf({ DATABASE_URL: "postgres://shop@db:5432/shop" }).seedDemo).toBe(false);
    expect(
      configOf({ DATABASE_URL: "postgres://shop@db:5432/shop", SEED_DEMO: "true" }).seedDemo,
    ).toBe(true);
    expect(configOf({ SEED_DEMO: "false" }).seedDemo).toBe(false);
  });

  it("names PORT when it is not a port number", () => {
    expect(problemsOf({ PORT: "abc" })).toEqual([
      'PORT must be a whole number between 1 and 65535 (got "abc")',
    ]);
    expect(problemsOf({ PORT: "70000" })[0]).toMatch(/^PORT /);
  });

  it("names DATABASE_URL when it is not a PostgreSQL URL", () => {
    expect(problemsOf({ DATABASE_URL: "nonsense" })).toEqual([
      'DATABASE_URL must be a URL like postgres://user:password@host:5432/database (got "nonsense")',
    ]);
    expect(problemsOf({ DATABASE_URL: "mysql://db/shop" })[0]).toMatch(/^DATABASE_URL /);
  });

  it("lists every bad variable, one line each", () => {
    const problems = problemsOf({
      PORT: "abc",
      DATABASE_URL: "nonsense",
      SEED_DEMO: "maybe",
      MAIL_FROM: "shop",
    });
    expect(problems.map((line) => line.split(" ")[0]).sort()).toEqual([
      "DATABASE_URL",
      "MAIL_FROM",
      "PORT",
      "SEED_DEMO",
    ]);
  });

  it("refuses half a Shopify connection", () => {
    expect(problemsOf({ SHOPIFY_STORE_DOMAIN: "tw.myshopify.com" })).toEqual([
      "SHOPIFY_STOREFRONT_TOKEN is required when SHOPIFY_STORE_DOMAIN is set",
    ]);
    expect(problemsOf({ SHOPIFY_STOREFRONT_TOKEN: "abc" })).toEqual([
      "SHOPIFY_STORE_DOMAIN (or SHOPIFY_STORE_URL) is required when SHOPIFY_STOREFRONT_TOKEN is set",
    ]);
    expect(
      configOf({ SHOPIFY_STORE_DOMAIN: "tw.myshopify.com", SHOPIFY_STOREFRONT_TOKEN: "abc" })
        .shopify,
    ).toEqual({
      storeDomain: "tw.myshopify.com",
      storeUrl: "https://tw.myshopify.com",
      storefrontToken: "abc",
      readsInventory: false,
    });
    expect(
      configOf({
        SHOPIFY_STORE_DOMAIN: "tw.myshopify.com",
        SHOPIFY_STOREFRONT_TOKEN: "abc",
        SHOPIFY_READS_INVENTORY: "true",
      }).shopify?.readsInventory,
    ).toBe(true);
  });

  it("accepts a Shopify store host name, or this machine with an optional port", () => {
    const shopify = (domain: string) =>
      configOf({ SHOPIFY_STORE_DOMAIN: domain, SHOPIFY_STOREFRONT_TOKEN: "abc" }).shopify
        ?.storeDomain;
    expect(shopify("tw.myshopify.com")).toBe("tw.myshopify.com");
    expect(shopify("shop.example.co.uk")).toBe("shop.example.co.uk");
    expect(shopify("localhost")).toBe("localhost");
    expect(shopify("localhost:1")).toBe("localhost:1");
    expect(shopify("127.0.0.1")).toBe("127.0.0.1");
    expect(shopify("127.0.0.1:8443")).toBe("127.0.0.1:8443");
    expect(shopify("LOCALHOST:65535")).toBe("LOCALHOST:65535");
  });

  it("reaches a store over HTTPS, and this machine or SHOPIFY_STORE_URL's server as given (issue 17.1)", () => {
    const storeOf = (env: Record<string, string>) =>
      configOf({ SHOPIFY_STOREFRONT_TOKEN: "abc", ...env }).shopify;
    expect(storeOf({ SHOPIFY_STORE_DOMAIN: "tw.myshopify.com" })?.storeUrl).toBe(
      "https://tw.myshopify.com",
    );
    expect(storeOf({ SHOPIFY_STORE_DOMAIN: "localhost:3000" })?.storeUrl).toBe(
      "http://localhost:3000",
    );
    expect(storeOf({ SHOPIFY_STORE_DOMAIN: "127.0.0.1:9000" })?.storeUrl).toBe(
      "http://127.0.0.1:9000",
    );
    expect(storeOf({ SHOPIFY_STORE_URL: "http://engine.internal:8080/" })).toMatchObject({
      storeDomain: "engine.internal:8080",
      storeUrl: "http://engine.internal:8080",
    });
    expect(storeOf({ SHOPIFY_STORE_URL: "https://tw.myshopify.com" })?.storeUrl).toBe(
      "https://tw.myshopify.com",
    );
  });

  it("names SHOPIFY_STORE_URL when it is no server address, plain HTTP to Shopify, or given with the domain", () => {
    const problems = (env: Record<string, string>) =>
      problemsOf({ SHOPIFY_STOREFRONT_TOKEN: "abc", ...env });
    for (const url of ["engine.internal", "ftp://x.example", "https://x.example/api"])
      expect(problems({ SHOPIFY_STORE_URL: url })).toEqual([
        `SHOPIFY_STORE_URL must be a server's address like https://store.example.com or http://localhost:3000, with no path (got "${url}")`,
      ]);
    expect(problems({ SHOPIFY_STORE_URL: "http://tw.myshopify.com" })).toEqual([
      'SHOPIFY_STORE_URL must start with https:// for a Shopify store (got "http://tw.myshopify.com")',
    ]);
    expect(
      problems({
        SHOPIFY_STORE_URL: "http://localhost:3000",
        SHOPIFY_STORE_DOMAIN: "localhost:3000",
      }),
    ).toEqual([
      'SHOPIFY_STORE_URL replaces SHOPIFY_STORE_DOMAIN: set one of the two (got "http://localhost:3000")',
    ]);
    expect(problemsOf({ SHOPIFY_STORE_URL: "http://localhost:3000" })).toEqual([
      "SHOPIFY_STOREFRONT_TOKEN is required when SHOPIFY_STORE_URL is set",
    ]);
  });

  it("names SHOPIFY_STORE_DOMAIN when it is not a bare host name or a local address", () => {
    for (const domain of [
      "https://tw.myshopify.com",
      "tw.myshopify.com/",
      "tw.myshopify.com:443",
      "myshopify",
      "localhost:",
      "localhost:0",
      "localhost:65536",
      "localhost:abc",
      "127.0.0.2:80",
      "evil.localhost.example.com:80",
      "http://localhost:1",
    ]) {
      expect(
        problemsOf({ SHOPIFY_STORE_DOMAIN: domain, SHOPIFY_STOREFRONT_TOKEN: "abc" }),
        domain,
      ).toEqual([
        `SHOPIFY_STORE_DOMAIN must be a bare host name like your-store.myshopify.com, or localhost or 127.0.0.1 with an optional :port (got "${domain}")`,
      ]);
    }
  });

  it("never echoes a secret back in its message", () => {
    const [problem] = problemsOf({ SESSION_SECRET: "short-secret" });
    expect(problem).toMatch(/^SESSION_SECRET must be at least 32 characters/);
    expect(problem).not.toContain("short-secret");
  });

  it("needs a sender address when mail goes out over SMTP", () => {
    expect(problemsOf({ SMTP_URL: "smtps://u:p@smtp.example.com:465" })).toEqual([
      "MAIL_FROM is required when SMTP_URL is set (the sender address of shop e-mail)",
    ]);
    expect(problemsOf({ SMTP_URL: "http://example.com", MAIL_FROM: "a@b.co" })[0]).toMatch(
      /^SMTP_URL /,
    );
  });

  it("writes mail to a folder only when MAIL_DROP_DIR is set, resolved to an absolute path", () => {
    expect(configOf({}).mailDropDir).toBeUndefined();
    expect(configOf({ MAIL_DROP_DIR: "./data/mail" }).mailDropDir).toBe(path.resolve("data/mail"));
  });

  it("treats an empty value as not set", () => {
    expect(configOf({ PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });

  it("trusts a proxy on this machine only, unless TRUSTED_PROXIES says otherwise", () => {
    expect(configOf({}).trustedProxies).toEqual(["127.0.0.1/8", "::1/128"]);
    expect(
      configOf({ TRUSTED_PROXIES: " 10.0.0.0/8, 192.168.1.7 ,fd00::/8,::1,0.0.0.0/0" })
        .trustedProxies,
    ).toEqual(["10.0.0.0/8", "192.168.1.7", "fd00::/8", "::1", "0.0.0.0/0"]);
  });

  it("names TRUSTED_PROXIES once for each entry that is no IP address or CIDR range", () => {
    expect(
      problemsOf({
        TRUSTED_PROXIES: "10.0.0.0/8, proxy.internal, 10.0.0.0/33, 1.2.3/24, ::1/129, fe80::1%eth0",
      }),
    ).toEqual(
      ["proxy.internal", "10.0.0.0/33", "1.2.3/24", "::1/129", "fe80::1%eth0"].map(
        (entry) =>
          `TRUSTED_PROXIES has "${entry}", which is not an IP address or a CIDR range like 10.0.0.0/8 or ::1/128`,
      ),
    );
    expect(problemsOf({ TRUSTED_PROXIES: "10.0.0.0/8/8" })).toHaveLength(1);
    expect(problemsOf({ TRUSTED_PROXIES: "10.0.0.0/" })).toHaveLength(1);
  });

  it("allows no other site's pages to call the Storefront API unless STOREFRONT_CORS_ORIGINS names them", () => {
    expect(configOf({}).storefrontCorsOrigins).toEqual([]);
    expect(
      configOf({ STOREFRONT_CORS_ORIGINS: "https://headless.example, http://localhost:5173/ ,*" })
        .storefrontCorsOrigins,
    ).toEqual(["https://headless.example", "http://localhost:5173", "*"]);
    expect(
      problemsOf({
        STOREFRONT_CORS_ORIGINS: "headless.example, https://a.example/shop, ftp://x.example",
      }),
    ).toEqual(
      ["headless.example", "https://a.example/shop", "ftp://x.example"].map(
        (entry) =>
          `STOREFRONT_CORS_ORIGINS has "${entry}", which is not an origin like https://shop.example.com (scheme, host and port only) or *`,
      ),
    );
  });

  it("takes a private storefront token only when it differs from the public one", () => {
    expect(configOf({ STOREFRONT_PRIVATE_TOKEN: "server-only" }).storefrontPrivateToken).toBe(
      "server-only",
    );
    expect(problemsOf({ STOREFRONT_TOKEN: "same", STOREFRONT_PRIVATE_TOKEN: "same" })).toEqual([
      "STOREFRONT_PRIVATE_TOKEN must differ from STOREFRONT_TOKEN: the public token is seen by every browser",
    ]);
  });

  it("says 'Only N left' from 5 left down unless LOW_STOCK_THRESHOLD says otherwise", () => {
    expect(configOf({}).lowStockThreshold).toBe(5);
    expect(configOf({ LOW_STOCK_THRESHOLD: "0" }).lowStockThreshold).toBe(0);
    expect(configOf({ LOW_STOCK_THRESHOLD: " 1000 " }).lowStockThreshold).toBe(1000);
  });

  it("names LOW_STOCK_THRESHOLD when it is not a whole number from 0 to 1000", () => {
    for (const value of ["-1", "1001", "2.5", "few"])
      expect(problemsOf({ LOW_STOCK_THRESHOLD: value })).toEqual([
        `LOW_STOCK_THRESHOLD must be a whole number from 0 to 1000 (got "${value}")`,
      ]);
  });

  it("keeps 64 MB of pages and one worker per core unless PAGE_CACHE_MB and WEB_CONCURRENCY say", () => {
    expect(configOf({}).pageCacheMegabytes).toBe(64);
    expect(configOf({}).webConcurrency).toBeUndefined();
    expect(configOf({ PAGE_CACHE_MB: "0", WEB_CONCURRENCY: "4" })).toMatchObject({
      pageCacheMegabytes: 0,
      webConcurrency: 4,
    });
  });

  it("names PAGE_CACHE_MB and WEB_CONCURRENCY when they are out of range", () => {
    expect(problemsOf({ PAGE_CACHE_MB: "lots", WEB_CONCURRENCY: "0" })).toEqual([
      'PAGE_CACHE_MB must be a whole number from 0 to 4096 (got "lots")',
      'WEB_CONCURRENCY must be a whole number from 1 to 64 (got "0")',
    ]);
  });
});

describe("resolveSessionSecret", () => {
  it("uses SESSION_SECRET when given", () => {
    const config = configOf({
      SESSION_SECRET: "x".repeat(40),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "tw-")),
    });
    expect(resolveSessionSecret(config)).toBe("x".repeat(40));
  });

  it("generates a secret into DATA_DIR on first start and keeps it afterwards", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "tw-"));
    const config = configOf({ DATA_DIR: dataDir });
    const first = resolveSessionSecret(config);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(resolveSessionSecret(config)).toBe(first);
    const file = path.join(dataDir, "session-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0); // readable by the owner only
  });
});
