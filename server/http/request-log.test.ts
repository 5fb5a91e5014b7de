import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { loggerOptions } from "../logging/logger.ts";
import { requestLog } from "./request-log.ts";

type Line = { level: number; msg: string; status: number; path: string };

function loggedApp() {
  const lines: Line[] = [];
  const logger = pino(
    { ...loggerOptions, level: "info" },
    { write: (text: string) => lines.push(JSON.parse(text) as Line) },
  );
  const app = new Hono();
  app.use(requestLog(logger));
  // A page whose render fails once its visitor has gone, as React Router's does.
  app.get("/slow", async (c) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return c.text("render aborted", 500);
  });
  app.get("/broken", (c) => c.text("failed", 500));
  return { app, lines };
}

let server: ReturnType<typeof serve> | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

async function listen(app: Hono): Promise<string> {
  server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("the request log", () => {
  it("records a visitor who leaves mid-request as abandoned (499), not as a failure", async () => {
    const { app, lines } = loggedApp();
    const base = await listen(app);
    const leaving = new AbortController();
    const request = fetch(`${base}/slow`, { signal: leaving.signal }).catch(() => "left");
    setTimeout(() => leaving.abort(), 50);
    expect(await request).toBe("left");
    await expect.poll(() => lines.length, { timeout: 2000 }).toBe(1);
    expect(lines[0]).toMatchObject({ msg: "request abandoned", status: 499, path: "/slow" });
    expect(lines[0]!.level).toBe(30);
  });

  it("records a 500 its visitor received as an error", async () => {
    const { app, lines } = loggedApp();
    const base = await listen(app);
    expect((await fetch(`${base}/broken`)).status).toBe(500);
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatchObject({ msg: "request failed", status: 500, level: 50 });
  });
});
