import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { capText } from "../logging/log-safety.ts";
import type { Logger } from "../logging/logger.ts";
import { setAnswerHeader } from "./answer-headers.ts";

/**
 * One structured log line per request, with an id echoed in X-Request-Id for support queries.
 * Issue 10.12: the path is the visitor's to choose, so it is cut at 2 KB; the query string is
 * never logged (reset and confirmation links carry their tokens there).
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header("x-request-id")?.slice(0, 64) || randomUUID();
    await next();
    setAnswerHeader(c, "X-Request-Id", requestId);
    const status = c.res.status;
    const line = {
      requestId,
      method: c.req.method,
      path: capText(c.req.path),
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    // A visitor who leaves mid-page (a closed tab, a load balancer's timeout) aborts the render,
    // which React Router reports as a 500 nobody receives: that is not a failure of the shop.
    if (c.req.raw.signal.aborted) logger.info({ ...line, status: 499 }, "request abandoned");
    else if (status >= 500) logger.error(line, "request failed");
    else logger.info(line, "request");
  };
}
