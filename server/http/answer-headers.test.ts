import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { setAnswerHeader } from "./answer-headers.ts";

// The security headers and the request id are set on every answer after its handler: in place on
// the shop's own answers, and through Hono's copy on an answer whose headers cannot change.

function appAnswering(answer: () => Response) {
  const app = new Hono();
  app.use(async (c, next) => {
    await next();
    setAnswerHeader(c, "X-Frame-Options", "DENY");
  });
  app.get("/", () => answer());
  return app;
}

describe("setting a header on a finished answer", () => {
  it("sets it on the shop's own answer, body and status kept", async () => {
    const response = await appAnswering(
      () => new Response(new TextEncoder().encode("<p>kept page</p>"), { status: 200 }),
    ).request("/");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(await response.text()).toBe("<p>kept page</p>");
  });

  it("sets it on an answer whose headers are immutable (a redirect made by Response.redirect)", async () => {
    const response = await appAnswering(() =>
      Response.redirect("https://shop.test/elsewhere", 302),
    ).request("/");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("https://shop.test/elsewhere");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });
});
