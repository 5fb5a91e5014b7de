import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { users } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { accountsApp, Browser } from "./accounts-test-support.ts";

// Issue 10.7: Better Auth's /update-user handed `{"name": null}` to the database (a NOT NULL
// column) and answered 500. The before hook (auth.server.ts) checks the body first.

describeWithDatabase("updating one's own account", (use) => {
  let browser: Browser;
  const nameOf = async () =>
    (
      await use()
        .db.select({ name: users.name })
        .from(users)
        .where(eq(users.email, "trade@tradewear.test"))
    )[0]?.name;

  beforeAll(async () => {
    await applyDemoSeed(use().db);
    browser = new Browser(accountsApp(use()));
    const signIn = await browser.post("/api/auth/sign-in/email", {
      email: "trade@tradewear.test",
      password: "demo-password-1",
    });
    expect(signIn.status).toBe(200);
  }, 60_000);

  it("refuses a null, empty or non-text name with 400 naming name, and changes nothing", async () => {
    const before = await nameOf();
    for (const name of [null, "", "   ", 42, { first: "Sam" }, "x".repeat(201)]) {
      const response = await browser.post("/api/auth/update-user", { name });
      expect(response.status, JSON.stringify(name)).toBe(400);
      expect(await response.json()).toMatchObject({ field: "name" });
    }
    const image = await browser.post("/api/auth/update-user", { image: 7 });
    expect(image.status).toBe(400);
    expect(await image.json()).toMatchObject({ field: "image" });
    expect(await nameOf()).toBe(before);
  });

  it("still changes the name when it is text", async () => {
    const response = await browser.post("/api/auth/update-user", { name: "Dan Fletcher Jr" });
    expect(response.status).toBe(200);
    expect(await nameOf()).toBe("Dan Fletcher Jr");
  });
});
