import { beforeAll, expect, it } from "vitest";
import {
  accountsApp,
  Browser,
  linkIn,
  newestMailTo,
  publicUrl,
  signUpBody,
} from "#server/accounts/accounts-test-support.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { privateNoStore } from "./private-cache.ts";

// Issue 10.12: answers made for a signed-in person are never cached; a visitor's may be. The
// pages here are the test stand-in (accounts-test-support.ts), which sends no Cache-Control.

describeWithDatabase("Cache-Control of personal answers", (use) => {
  let app: ReturnType<typeof accountsApp>;
  let signedIn: Browser;
  let signInAnswer: Response;

  beforeAll(async () => {
    app = accountsApp(use());
    signedIn = new Browser(app);
    await signedIn.post("/api/auth/sign-up/email", signUpBody("cache@example.co.uk"));
    const link = linkIn((await newestMailTo(use(), "cache@example.co.uk"))!.textBody);
    await signedIn.request(link.slice(publicUrl.length));
    signInAnswer = await signedIn.post("/api/auth/sign-in/email", {
      email: "cache@example.co.uk",
      password: "site-boots-42",
    });
  });

  const shopQuery = { query: "{ shop { name } }" };

  it("marks a page rendered for a signed-in customer private, no-store", async () => {
    const page = await signedIn.request("/delivery-information");
    expect(await page.json()).toMatchObject({ email: "cache@example.co.uk" });
    expect(page.headers.get("cache-control")).toBe(privateNoStore);
  });

  it("leaves a visitor's page as its route made it", async () => {
    const page = await new Browser(app).request("/delivery-information");
    expect(await page.json()).toBeNull();
    expect(page.headers.get("cache-control")).toBeNull();
    const robots = await new Browser(app).request("/robots.txt");
    expect(robots.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("marks API answers for a signed-in customer, and the sign-in that set the cookie", async () => {
    expect(signInAnswer.status).toBe(200);
    expect(signInAnswer.headers.get("cache-control")).toBe(privateNoStore);
    expect((await signedIn.request("/api/auth/get-session")).headers.get("cache-control")).toBe(
      privateNoStore,
    );
    const api = await signedIn.post("/api/storefront/graphql", shopQuery);
    expect(api.status).toBe(200);
    expect(api.headers.get("cache-control")).toBe(privateNoStore);
    const robots = await signedIn.request("/robots.txt");
    expect(robots.headers.get("cache-control")).toBe(privateNoStore);
  });

  it("leaves a visitor's API answer as its route made it", async () => {
    const api = await new Browser(app).post("/api/storefront/graphql", shopQuery);
    expect(api.status).toBe(200);
    expect(api.headers.get("cache-control")).not.toBe(privateNoStore);
  });
});
