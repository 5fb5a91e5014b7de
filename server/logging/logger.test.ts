import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accountsApp, testConfig } from "#server/accounts/accounts-test-support.ts";
import { users } from "#server/db/schema/index.ts";
import { describeWithDatabase } from "#server/db/test-database.ts";
import { maxLoggedText } from "./log-safety.ts";
import { createLogger, type Logger } from "./logger.ts";

// Issue 10.12: what the app's logger writes, read back from a pino destination stream.

function capturedLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const logger = createLogger(
    { mode: "production", logLevel: "info" },
    { write: (line: string) => void lines.push(line) },
  );
  return { logger, lines };
}

const knownEmail = "leak.check@example.co.uk";

async function thrownBy(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected the query to fail");
}

describeWithDatabase("log lines", (use) => {
  beforeAll(async () => {
    await use().db.insert(users).values({ id: "u-leak", name: "Leak Check", email: knownEmail });
  });

  it("cut a 10 KB request path to 2 KB", async () => {
    const { logger, lines } = capturedLogger();
    const app = accountsApp(use(), testConfig, logger);
    await app.request(`/${"a".repeat(10 * 1024)}`);
    const line = lines
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((entry) => entry["msg"] === "request");
    expect(line).toBeDefined();
    expect(String(line?.["path"]).length).toBeLessThanOrEqual(maxLoggedText);
    expect(lines.every((text) => text.length < 2 * maxLoggedText)).toBe(true);
  });

  it("carry no statement parameters or values from a failed insert", async () => {
    const error = await thrownBy(() =>
      use().db.insert(users).values({ id: "u-leak-2", name: "Leak Check", email: knownEmail }),
    );
    const { logger, lines } = capturedLogger();
    logger.error({ err: error }, "saving failed");
    const text = lines.join("\n");
    expect(text).toContain("saving failed");
    expect(text).toMatch(/duplicate key|unique/i);
    expect(text).not.toContain("leak.check");
    expect(text).not.toContain("Leak Check");
  });

  it("carry no input PostgreSQL echoes in its message", async () => {
    const error = await thrownBy(() => use().db.execute(sql`select ${knownEmail}::integer`));
    const { logger, lines } = capturedLogger();
    logger.error({ err: error }, "query failed");
    expect(lines.join("\n")).toMatch(/invalid input syntax/);
    expect(lines.join("\n")).not.toContain("leak.check");
  });
});

describe("the logger", () => {
  it("censors personal fields, secrets and cookies", () => {
    const { logger, lines } = capturedLogger();
    logger.info(
      {
        email: knownEmail,
        user: { email: knownEmail, name: "Leak Check", password: "site-boots-42" },
        req: { headers: { cookie: "tradewear.session_token=secret", authorization: "Bearer x" } },
        detail: [{ email: knownEmail, token: "reset-token-1" }, new Error(`for ${knownEmail}`)],
      },
      "something happened",
    );
    const [line = ""] = lines;
    expect(line).toContain("something happened");
    for (const secret of [
      "leak.check",
      "Leak Check",
      "site-boots",
      "secret",
      "Bearer",
      "reset-token",
    ])
      expect(line).not.toContain(secret);
  });

  it("cuts any long string an error echoes to 2 KB", () => {
    const { logger, lines } = capturedLogger();
    logger.error({ err: new Error(`bad input ${"x".repeat(20_000)}`) }, "failed");
    const entry = JSON.parse(lines[0] ?? "{}") as { err: { message: string; stack: string } };
    expect(entry.err.message.length).toBeLessThanOrEqual(maxLoggedText);
    expect(entry.err.stack.length).toBeLessThanOrEqual(maxLoggedText);
  });
});
