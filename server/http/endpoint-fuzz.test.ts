import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { Browser, publicUrl } from "#server/accounts/accounts-test-support.ts";
import { signInCookie } from "#server/events/events-test-support.ts";
import { userIdOf } from "#server/admin/admin-test-support.ts";
import { createApp } from "#server/app.ts";
import { parseConfig } from "#server/config/env.ts";
import {
  customerCreditAccounts,
  customerPricing,
  embroideryPricing,
  orders,
  printPricing,
  productVariants,
  products,
} from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { designFixtures } from "#server/files/design-fixtures.ts";
import type { FuzzIds, FuzzRequest, Who } from "./fuzz/fuzz-builders.ts";
import { fuzzTargets } from "./fuzz/fuzz-targets.ts";
import { routeModulePages } from "./fuzz/route-module-pages.ts";
import { tableChecksum } from "./fuzz/table-checksum.ts";

// Issue 10.7: every endpoint of the app, fed generated junk through the whole HTTP app (real
// sessions, real page loaders and actions, a real database): nothing answers 5xx, and a refused
// request (4xx) leaves every table as it was. FUZZ_RUNS cases in all per run (2,000 by default;
// `npm run fuzz` runs 20,000), shared evenly between the endpoints.

const totalRuns = Number(process.env["FUZZ_RUNS"] ?? 2_000);
const dataDir = mkdtempSync(path.join(tmpdir(), "tradewear-fuzz-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const parsed = parseConfig({
  NODE_ENV: "test",
  PUBLIC_URL: publicUrl,
  SESSION_SECRET: "fuzz-test-secret-0123456789abcdef",
  DATA_DIR: dataDir,
});
if (!parsed.ok) throw new Error(parsed.problems.join("\n"));
const config = parsed.config;

describeWithDatabase("every endpoint under generated junk", (use) => {
  const browsers = {} as Record<Who, Browser>;
  const cookies: Record<Who, string> = { visitor: "", customer: "", admin: "", account: "" };
  let app: ReturnType<typeof createApp>;
  let ids: FuzzIds;

  beforeAll(async () => {
    const database = use();
    const { db } = database;
    await applyDemoSeed(db);
    app = createApp({
      services: { config, database, logger: pino({ level: "silent" }) },
      pageHandler: routeModulePages,
    });
    browsers.visitor = new Browser(app);
    for (const [who, email] of [
      ["customer", "trade@tradewear.test"],
      ["admin", "admin@tradewear.test"],
      ["account", "retail@tradewear.test"],
    ] as const) {
      browsers[who] = new Browser(app);
      const signIn = await browsers[who].post("/api/auth/sign-in/email", {
        email,
        password: "demo-password-1",
      });
      expect(signIn.status, email).toBe(200);
      cookies[who] = await signInCookie(app, email);
    }
    const upload = new FormData();
    upload.set("file", new Blob([designFixtures.png]), "logo.png");
    const uploaded = await browsers.customer.request("/api/functions/upload-design", {
      method: "POST",
      body: upload,
    });
    const design = (await uploaded.json()) as { id?: string; fileId?: string };
    expect(uploaded.status, JSON.stringify(design)).toBeLessThan(300);

    const tradeId = await userIdOf(db, "trade@tradewear.test");
    const [polo] = await db
      .select()
      .from(products)
      .where(eq(products.handle, "portwest-b210-essential-polo"));
    const [variant] = await db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.productId, polo!.id), eq(productVariants.title, "Navy / M")));
    const variantGid = `gid://shopify/ProductVariant/${variant!.id}`;
    const basket = await browsers.visitor.post("/basket", {
      intent: "checkout",
      lines: [{ id: "l1", variantId: variantGid, quantity: 1 }],
    });
    const { webUrl } = (await basket.json()) as { webUrl: string };
    const cartToken = new URL(webUrl).pathname.split("/")[2]!;
    const cart = await browsers.visitor.post("/api/storefront/graphql", {
      query: "mutation { cartCreate(input: {}) { cart { id } } }",
    });
    const cartId = ((await cart.json()) as any).data.cartCreate.cart.id as string;
    const [embroidery] = await db.select().from(embroideryPricing).limit(1);
    const [print] = await db.select().from(printPricing).limit(1);
    const [credit] = await db
      .select()
      .from(customerCreditAccounts)
      .where(eq(customerCreditAccounts.userId, tradeId));
    const [price] = await db
      .select()
      .from(customerPricing)
      .where(eq(customerPricing.userId, tradeId));
    const [order] = await db.select().from(orders).where(eq(orders.userId, tradeId)).limit(1);
    ids = {
      embroideryId: embroidery!.id,
      printId: print!.id,
      creditAccountId: credit!.id,
      retailId: await userIdOf(db, "retail@tradewear.test"),
      priceId: price!.id,
      poloId: polo!.id,
      variantGid,
      variantId: variant!.id,
      orderId: order!.id,
      orderNumber: order!.orderNumber,
      cartToken,
      cartId,
      designId: design.id ?? design.fileId ?? "",
    };
  }, 120_000);

  // FUZZ_DEBUG=1 prints how often each endpoint answered each status: a check that the junk
  // still reaches past the first refusal (a sample gone stale shows as 400s only).
  const statuses: string[] = [];
  let sent = 0;
  /** Sends one generated request; throws (so fast-check reports and shrinks it) on a broken rule. */
  async function check(who: Who, request: FuzzRequest) {
    const { db } = use();
    const before = await tableChecksum(db);
    // Each case from an address of its own (the socket's, as Node would give it), so the rate
    // limits let the junk through to the rules instead of answering 429 after the first few.
    sent += 1;
    const remoteAddress = `81.2.${(sent >> 8) & 255}.${sent & 255}`;
    const headers = new Headers(request.headers);
    headers.set("origin", publicUrl);
    if (cookies[who]) headers.set("cookie", cookies[who]);
    const response = await app.request(
      `${publicUrl}${request.path}`,
      { method: request.method, headers, body: request.body },
      { incoming: { socket: { remoteAddress, remoteFamily: "IPv4" } } },
    );
    const text = await response.text();
    const summary = `${request.method} ${request.path.slice(0, 200)} → ${response.status} ${text.slice(0, 300)}`;
    if (process.env["FUZZ_DEBUG"])
      statuses.push(
        `${request.method} ${request.path.split("?")[0]!.slice(0, 40)} ${response.status}`,
      );
    if (response.status >= 500) throw new Error(`server error: ${summary}`);
    if (response.status >= 400 && (await tableChecksum(db)) !== before)
      throw new Error(`a refused request changed the database: ${summary}`);
  }

  it("answers every generated request to every endpoint below 500, and a refusal writes nothing", async () => {
    const targets = fuzzTargets(ids);
    const runsEach = Math.ceil(totalRuns / targets.length);
    const started = performance.now();
    let cases = 0;
    for (const target of targets) {
      await fc
        .assert(
          fc.asyncProperty(target.request, async (request) => {
            cases += 1;
            await check(target.who, request);
          }),
          { numRuns: runsEach, endOnFailure: true },
        )
        .catch((error: unknown) => {
          const cause = (error as Error).cause as Error | undefined;
          throw new Error(`${target.name}: ${cause?.message ?? ""}\n${(error as Error).message}`);
        });
    }
    console.warn(
      `endpoint fuzz: ${cases} cases over ${targets.length} endpoints in ${Math.round(performance.now() - started)} ms`,
    );
    if (process.env["FUZZ_DEBUG"]) {
      const counts = new Map<string, number>();
      for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
      console.warn(
        [...counts]
          .sort()
          .map(([k, n]) => `${k} x${n}`)
          .join("\n"),
      );
    }
    expect(cases).toBeGreaterThanOrEqual(totalRuns);
  }, 1_800_000);
});
