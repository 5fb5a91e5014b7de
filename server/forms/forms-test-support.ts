import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { Hono } from "hono";
import pino from "pino";
import { afterAll, beforeAll } from "vitest";
import { parseConfig, type Config } from "#server/config/env.ts";
import type { AppServices } from "#server/context.ts";
import type { Database } from "#server/db/client.ts";
import {
  contactMessages,
  designSubmissions,
  mailOutbox,
  newsletterSubscribers,
  storedFiles,
} from "#server/db/schema/index.ts";
import { formRoutes } from "./forms.routes.ts";

// Test-only: the forms' routes mounted as server/app.ts mounts them, over a real database, with
// helpers that count everything a submission could write (rows, outbox mail, uploaded files).

export const shopInbox = "enquiries@tradewear.example";
export const publicUrl = "https://shop.tradewear.example";

export type FormsFixture = {
  app: Hono;
  services: AppServices;
  config: Config;
  dataDir: string;
  close: () => Promise<void>;
};

export async function openFormsFixture(database: Database): Promise<FormsFixture> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "tradewear-forms-"));
  const parsed = parseConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    SHOP_INBOX: shopInbox,
    SESSION_SECRET: "forms-test-secret-0123456789abcdef0123456789",
  });
  if (!parsed.ok) throw new Error(parsed.problems.join("; "));
  const services: AppServices = {
    config: parsed.config,
    database,
    logger: pino({ level: "silent" }),
  };
  const app = new Hono();
  app.route("/api/functions", formRoutes(services));
  return {
    app,
    services,
    config: parsed.config,
    dataDir,
    close: () => rm(dataDir, { recursive: true, force: true }),
  };
}

let nextClient = 0;

/** A client address of its own, so one test's requests never count against another's limit. */
/**
 * Opens the fixture before a suite's tests and closes it after them: call inside the suite, and
 * the returned function inside a test.
 */
export function useFormsFixture(use: () => Database): () => FormsFixture {
  let fixture: FormsFixture | undefined;
  beforeAll(async () => {
    fixture = await openFormsFixture(use());
  });
  afterAll(() => fixture?.close());
  return () => {
    if (!fixture) throw new Error("the forms fixture is not open yet");
    return fixture;
  };
}

export function newClient(): string {
  nextClient += 1;
  return `198.18.${(nextClient >> 8) & 255}.${nextClient & 255}`;
}

/** Posts JSON as the browser's fetch does, from `client` (the proxy's X-Forwarded-For). */
export function postJson(app: Hono, path: string, body: unknown, client = newClient()) {
  return app.request(path, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      "x-forwarded-for": client,
    },
    body: JSON.stringify(body),
  });
}

/** Posts multipart form data as the browser's fetch does. */
export function postMultipart(app: Hono, path: string, form: FormData, client = newClient()) {
  return app.request(path, {
    method: "POST",
    headers: { accept: "application/json", "x-forwarded-for": client },
    body: form,
  });
}

/** Everything a form could have written: a refused or robot submission leaves all of it unchanged. */
export async function storedCounts(fixture: FormsFixture) {
  const { db } = fixture.services.database;
  const counted = await Promise.all(
    [contactMessages, newsletterSubscribers, designSubmissions, storedFiles, mailOutbox].map(
      async (table) => {
        const [row] = await db.select({ total: count() }).from(table);
        return row?.total ?? 0;
      },
    ),
  );
  const [contact = 0, subscribers = 0, designs = 0, stored = 0, mail = 0] = counted;
  const files = await readdir(path.join(fixture.dataDir, "uploads")).catch(() => []);
  return {
    contactMessages: contact,
    subscribers,
    designSubmissions: designs,
    storedFiles: stored,
    mail,
    uploadedFiles: files.length,
  };
}
