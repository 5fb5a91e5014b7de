import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logging/logger.ts";

/** One structured log line per request, with an id echoed in X-Request-Id for support queries. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header("x-request-id")?.slice(0, 64) || randomUUID();
    await next();
    c.header("X-Request-Id", requestId);
    const status = c.res.status;
    const line = {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error(line, "request failed");
    else logger.info(line, "request");
  };
}
