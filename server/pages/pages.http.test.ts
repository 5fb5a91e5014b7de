import { eq } from "drizzle-orm";
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import { Browser, testConfig } from "#server/accounts/accounts-test-support.ts";
import { createApp } from "#server/app.ts";
import { auditLog, pages } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { applyDemoSeed } from "#server/demo/demo-seed.ts";
import { ensureStarterPages } from "#server/pages/starter-pages.ts";
import { demoPassword } from "#server/demo/demo-accounts.ts";

// Issue 13.5 over HTTP, as the page editor calls it: the list, a page with its ETag, a save against
// it (the text kept only as a page may hold it, and at once what the Storefront API serves), a
// save against an old ETag (412 with the page as it is) or none (428), bad fields (400 naming the
// field, nothing written), a handle already taken (409) and a new page.

type EditorPage = { id: number; handle: string; title: string; bodyHtml: string; etag: string };

describeWithDatabase("the Pages API over HTTP", (use) => {
  let admin: Browser;
  let app: ReturnType<typeof createApp>;
  const send = (method: string, path: string, body?: unknown, ifMatch?: string) =>
    admin.request(`/api/admin${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        ...(ifMatch ? { "if-match": ifMatch } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const storefrontPage = async (handle: string) => {
    const response = await app.request("/api/2025-01/graphql.json", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: "query ($handle: String!) { page(handle: $handle) { title body } }",
        variables: { handle },
      }),
    });
    return ((await response.json()) as { data: { page: { title: string; body: string } | null } })
      .data.page;
  };

  beforeAll(async () => {
    await applyDemoSeed(use().db);
    await ensureStarterPages(use().db);
    app = createApp({
      services: { config: testConfig, database: use(), logger: pino({ level: "silent" }) },
      pageHandler: async () => new Response("page"),
    });
    admin = new Browser(app);
    const signIn = await admin.post("/api/auth/sign-in/email", {
      email: "admin@tradewear.test",
      password: demoPassword,
    });
    expect(signIn.status).toBe(200);
  });

  it("lists the pages and saves one against its version, keeping only what a page may hold", async () => {
    const list = (await (await send("GET", "/pages")).json()) as { pages: EditorPage[] };
    const delivery = list.pages.find((page) => page.handle === "delivery-information")!;
    const opened = await send("GET", `/pages/${delivery.id}`);
    const page = (await opened.json()) as EditorPage;
    expect(opened.headers.get("etag")).toBe(page.etag);

    const saved = await send(
      "PUT",
      `/pages/${page.id}`,
      {
        title: "Delivery",
        handle: page.handle,
        bodyHtml:
          '<h2 id="charges" onclick="steal()">Charges</h2><p>Free over £75.</p><script>steal()</script><table><tr><td>UK</td></tr></table>',
      },
      page.etag,
    );
    expect(saved.status).toBe(200);
    const after = (await saved.json()) as EditorPage;
    expect(after.bodyHtml).toBe(
      '<h2 id="charges">Charges</h2><p>Free over £75.</p><table><tr><td>UK</td></tr></table>',
    );
    expect(after.etag).not.toBe(page.etag);
    // The Storefront API serves the new text at once (its cache was dropped by the notification).
    await expect
      .poll(() => storefrontPage("delivery-information"))
      .toMatchObject({
        title: "Delivery",
        body: after.bodyHtml,
      });
    const [entry] = await use()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(page.id)));
    expect(entry).toMatchObject({ action: "page.update", entityType: "page" });

    // The save made against the old version is refused, with the page as it is now.
    const stale = await send("PUT", `/pages/${page.id}`, { title: "Old tab" }, page.etag);
    expect(stale.status).toBe(412);
    expect(((await stale.json()) as { current: EditorPage }).current.title).toBe("Delivery");
    const blind = await send("PUT", `/pages/${page.id}`, { title: "No version" });
    expect(blind.status).toBe(428);
  });

  it("refuses bad fields and a taken handle, naming the field and writing nothing", async () => {
    const [before] = await use().db.select().from(pages).where(eq(pages.handle, "faq"));
    const etag = ((await (await send("GET", `/pages/${before!.id}`)).json()) as EditorPage).etag;
    const cases: [unknown, number, string][] = [
      [{ title: "" }, 400, "title"],
      [{ title: "FAQ", handle: "Not A Handle" }, 400, "handle"],
      [{ title: "FAQ", bodyHtml: "x".repeat(200_001) }, 400, "bodyHtml"],
      [{ title: "FAQ", seoTitle: "t".repeat(71) }, 400, "seoTitle"],
      [{ title: "FAQ", handle: "privacy" }, 409, "handle"],
    ];
    for (const [body, status, field] of cases) {
      const answer = await send("PUT", `/pages/${before!.id}`, body, etag);
      expect(answer.status, field).toBe(status);
      expect(((await answer.json()) as { field: string }).field).toBe(field);
    }
    const [after] = await use().db.select().from(pages).where(eq(pages.id, before!.id));
    expect(after).toEqual(before);
    const notJson = await admin.request(`/api/admin/pages/${before!.id}`, {
      method: "PUT",
      headers: { "content-type": "text/plain", "if-match": etag },
      body: "title=FAQ",
    });
    expect(notJson.status).toBe(415);
  });

  it("creates a page at an address made from its title", async () => {
    const created = await send("POST", "/pages", {
      title: "About Us",
      bodyHtml: "<p>Family-run since 1987.</p>",
    });
    expect(created.status).toBe(201);
    const page = (await created.json()) as EditorPage;
    expect(page.handle).toBe("about-us");
    expect((await storefrontPage("about-us"))?.title).toBe("About Us");
    const again = await send("POST", "/pages", { title: "About Us" });
    expect(again.status).toBe(409);
  });
});
