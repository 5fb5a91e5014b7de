import { Hono } from "hono";
import type { AppServices } from "../context.ts";

/** GET /healthz: 200 when the database answers, 503 otherwise (for load balancers and CI). */
export function healthRoutes({ database, logger }: AppServices) {
  return new Hono().get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    try {
      await database.ping();
      return c.json({ status: "ok", database: database.kind });
    } catch (error) {
      logger.error({ err: error }, "health check: database unreachable");
      return c.json({ status: "error", database: database.kind }, 503);
    }
  });
}
