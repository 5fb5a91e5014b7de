import { beforeAll, expect, it } from "vitest";
import { accountsApp, Browser } from "#server/accounts/accounts-test-support.ts";
import { variantGid, polo } from "#server/credit/credit-test-support.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { engineEndpoint } from "#commerce/engine/storefront-engine.ts";

// Issue 10.6: the attacks of the issue, through the whole app on a real database, each refused at
// the boundary (server/http/input-guard.ts, commerce/engine/safe-text-plugin.ts) instead of
// reaching PostgreSQL and answering 500 (or 503, or GraphQL's "Unexpected error.").

describeWithDatabase("the input guard", (use) => {
  let visitor: Browser;
  let trade: Browser;
  let admin: Browser;
  let poloVariant: string;

  beforeAll(async () => {
    const database = use();
    await applyDemoSeed(database.db);
    const app = accountsApp(database);
    visitor = new Browser(app);
    trade = new Browser(app);
    admin = new Browser(app);
    for (const [browser, email] of [
      [trade, "trade@tradewear.test"],
      [admin, "admin@tradewear.test"],
    ] as const) {
      const signIn = await browser.post("/api/auth/sign-in/email", {
        email,
        password: "demo-password-1",
      });
      expect(signIn.status).toBe(200);
    }
    poloVariant = await variantGid(database.db, polo, "Navy / M");
  }, 60_000);

  const creditOrder = (customerDetails: object) =>
    trade.request("/api/functions/process-credit-order", {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
      body: JSON.stringify({
        basketItems: [{ variantId: poloVariant, quantity: 1 }],
        customerDetails,
      }),
    });

  it("answers a credit order with a NUL byte in a field 400, naming the field", async () => {
    const response = await creditOrder({
      notes: "",
      deliveryAddress: {
        name: "Sam",
        line1: "1 High St\u0000",
        city: "Leeds",
        postcode: "LS1 1AA",
      },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: "customerDetails.deliveryAddress.line1" });
  });

  it("answers a field holding a lone surrogate 400 as well", async () => {
    const response = await creditOrder({ notes: "site \ud800 hut" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: "customerDetails.notes" });
  });

  it("answers a reset-password token with a NUL byte 400, naming token", async () => {
    const response = await visitor.post("/api/auth/reset-password", {
      token: "abc\u0000def",
      newPassword: "a-new-password-42",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: "token" });
  });

  it("answers admin searches, notes and ids with a NUL byte 400 or 404", async () => {
    const search = await admin.request("/api/admin/lists/customers?q=clarke%00");
    expect(search.status).toBe(400);
    expect(await search.json()).toMatchObject({ field: "q" });
    const catalogue = await admin.request("/api/admin/catalogue?q=%00");
    expect(catalogue.status).toBe(400);
    const notes = await admin.post("/api/admin/custom-pricing", {
      userId: "00000000-0000-4000-8000-000000000000",
      productId: 1,
      customPrice: 8,
      notes: "agreed\u0000",
    });
    expect(notes.status).toBe(400);
    expect(await notes.json()).toMatchObject({ field: "notes" });
    const id = await admin.request("/api/admin/orders/%00");
    expect(id.status).toBe(404);
    expect(await id.json()).toEqual({ error: "Not found" });
    const bodyId = await admin.post("/api/admin/credit-accounts", {
      userId: "\u0000",
      creditLimit: 1,
    });
    expect(bodyId.status).toBe(400);
    expect(await bodyId.json()).toMatchObject({ field: "userId" });
  });

  it("answers page paths with a NUL byte or an encoded surrogate with the 404 page", async () => {
    for (const path of ["/account/orders/%00", "/products/%00", "/products/%ED%A0%80", "/x/%C3"]) {
      const response = await trade.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toMatch(/^text\/html/);
      expect(await response.text(), path).toContain("Page not found");
    }
  });

  it("answers a query parameter that is not UTF-8 text 400, naming it", async () => {
    const response = await visitor.request("/search?q=%ED%A0%80");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: "q" });
  });

  it("checks form bodies, urlencoded and multipart, but not the bytes of a file", async () => {
    const form = await visitor.request("/basket", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "intent=checkout&email=a%00b",
    });
    expect(form.status).toBe(400);
    expect(await form.json()).toMatchObject({ field: "email" });
    const multipart = new FormData();
    multipart.set("name", "Sam\u0000");
    multipart.set("file", new Blob([new Uint8Array([0, 0, 0])]), "design.png");
    const design = await visitor.request("/api/functions/submit-design", {
      method: "POST",
      body: multipart,
    });
    expect(design.status).toBe(400);
    expect(await design.json()).toMatchObject({ field: "name" });
  });

  it("leaves an endless design upload to its one bounded reader, which stops it at the limit", async () => {
    // The guard once cloned upload bodies and read them whole: an endless one grew without end.
    let pulledBytes = 0;
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode(
            '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n',
          ),
        );
      },
      pull(controller) {
        pulledBytes += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const response = await visitor.request("/api/functions/upload-design", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: endless,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(pulledBytes).toBeLessThan(12 * 1024 * 1024);
    const named = new FormData();
    named.set("note\u0000", "x");
    named.set("file", new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]), "a.png");
    const refused = await visitor.request("/api/functions/upload-design", {
      method: "POST",
      body: named,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ field: "note\uFFFD" });
  });

  it("lets clean requests through with their bodies intact", async () => {
    const session = await trade.session();
    expect(session?.user.email).toBe("trade@tradewear.test");
    const response = await creditOrder({ notes: "Leave at the site hut — thanks 👷" });
    expect(response.status).toBe(201);
  });

  it("answers a GraphQL variable with a lone surrogate as the caller's error, naming it", async () => {
    const response = await visitor.post(engineEndpoint, {
      query: "query Find($q: String!) { productByHandle(handle: $q) { id } }",
      variables: { q: "polo\ud800" },
    });
    const body = await response.json();
    expect(body.data).toBeUndefined();
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(body.errors[0].message).toContain('"$q"');
  });

  it("answers a GraphQL string literal with a NUL byte as the caller's error, naming it", async () => {
    const response = await visitor.post(engineEndpoint, {
      query: 'query { productByHandle(handle: "polo\\u0000") { id } }',
    });
    const body = await response.json();
    expect(body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(body.errors[0].message).toContain('"handle"');
  });
});
