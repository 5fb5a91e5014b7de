import type { AppLoadContext } from "react-router";
import { expect, it } from "vitest";
import { testConfig } from "#server/accounts/accounts-test-support.ts";
import { openDatabase } from "#server/db/client.ts";
import { createLogger } from "#server/logging/logger.ts";
import { loadOrderHistory } from "./order-history.server.ts";

// Issue 22.2, spec/back-office.md §8 "Order fetch failure: logged only; list stays empty": the
// loader of /account/orders (which the account menu's dialog reads too) answers an empty list
// when the orders cannot be read, and logs why, so the page never turns into the error page.

it("answers an empty order history, and logs the failure, when the database cannot be read", async () => {
  // A database the shop's tables were never made in: every read of the orders fails.
  const database = await openDatabase({ inMemory: true });
  const lines: string[] = [];
  const logger = createLogger(
    { mode: "production", logLevel: "info" },
    { write: (line: string) => void lines.push(line) },
  );
  const context = {
    services: { config: testConfig, database, logger },
    viewer: {
      userId: "a-customer",
      email: "buyer@example.co.uk",
      name: "A Buyer",
      role: "customer",
      emailVerified: true,
    },
  } as Pick<AppLoadContext, "services" | "viewer">;

  expect(await loadOrderHistory(context)).toEqual({ signedIn: true, orders: [], hasMore: false });
  await database.close();
  expect(lines.map((line) => JSON.parse(line) as { level: number; msg: string })).toEqual([
    expect.objectContaining({ level: 50, msg: "order history could not be read" }),
  ]);
});
