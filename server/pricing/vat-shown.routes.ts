import { Hono } from "hono";
import { returnPath } from "#core/http/return-path.ts";
import { isVatShown, vatShownCookie, vatShownCookieMaxAge } from "#core/pricing/vat-shown.ts";

// Issue 14.3: the header's "inc VAT / ex VAT" switch is a plain form, so it works before the page's
// scripts load and on a page sent from the page cache: the choice goes in a cookie and the buyer
// is sent back to the page they were on, which the server renders (or the cache keeps) per choice.

export function vatShownRoutes({ secure }: { secure: boolean }) {
  const app = new Hono();
  app.post("/prices", async (c) => {
    const form = await c.req.parseBody().catch(() => null);
    const prices = form?.prices;
    if (!isVatShown(prices))
      return c.text('prices: choose "inc" (inc VAT first) or "ex" (ex VAT first).', 400);
    c.header(
      "Set-Cookie",
      `${vatShownCookie}=${prices}; Path=/; Max-Age=${vatShownCookieMaxAge}; SameSite=Lax${secure ? "; Secure" : ""}`,
    );
    c.header("Cache-Control", "no-store");
    return c.redirect(returnPath(form?.returnTo), 303);
  });
  return app;
}
