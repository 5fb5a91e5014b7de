import { describe, expect, it } from "vitest";
import { colourHex } from "#core/catalogue/colours.ts";
import { demoImageRoutes } from "./demo-images.routes.ts";

describe("demo image routes", () => {
  it("serves a garment picture in the colour the slug names, cacheable for a day", async () => {
    const response = await demoImageRoutes.request("/polo/royal-blue.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const body = await response.text();
    expect(body.startsWith("<svg")).toBe(true);
    expect(body).toContain(colourHex("Royal Blue"));
  });

  it("maps hyphenated colour slugs such as hi-vis-yellow to the catalogue colour", async () => {
    const body = await (await demoImageRoutes.request("/hi-vis-vest/hi-vis-yellow.svg")).text();
    expect(body).toContain(colourHex("Hi-Vis Yellow"));
  });

  it("draws an unknown colour slug in a stable colour derived from it", async () => {
    const first = await (await demoImageRoutes.request("/boot/moonlight-sparkle.svg")).text();
    const second = await (await demoImageRoutes.request("/boot/moonlight-sparkle.svg")).text();
    expect(first).toBe(second);
    expect(first).toContain(colourHex("moonlight-sparkle"));
  });

  it("serves a top's back in the colour, and 404 for a kind drawn from the front only", async () => {
    const back = await demoImageRoutes.request("/polo/back/navy.svg");
    expect(back.status).toBe(200);
    expect(back.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    const body = await back.text();
    expect(body).toContain(colourHex("Navy"));
    expect(body).not.toBe(await (await demoImageRoutes.request("/polo/navy.svg")).text());
    expect((await demoImageRoutes.request("/boot/back/black.svg")).status).toBe(404);
    expect((await demoImageRoutes.request("/polo/back/navy.png")).status).toBe(404);
  });

  it("answers 404 for an unknown garment kind or a path without .svg", async () => {
    expect((await demoImageRoutes.request("/spacesuit/navy.svg")).status).toBe(404);
    expect((await demoImageRoutes.request("/polo/navy.png")).status).toBe(404);
    expect((await demoImageRoutes.request("/polo")).status).toBe(404);
  });

  it("never echoes the requested slug into the picture", async () => {
    const body = await (
      await demoImageRoutes.request("/cap/%3Cscript%3Ealert(1)%3C%2Fscript%3E.svg")
    ).text();
    expect(body).not.toContain("<script");
    expect(body).not.toContain("alert");
  });
});
