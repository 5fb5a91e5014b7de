import pino from "pino";
import type { Config } from "../config/env.ts";

export type Logger = pino.Logger;

/** Structured JSON logs in production; readable lines in development. */
export function createLogger(config: Pick<Config, "logLevel" | "mode">): Logger {
  return pino({
    level: config.mode === "test" ? "silent" : config.logLevel,
    base: { service: "tradewear" },
    redact: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token"],
    ...(config.mode === "development"
      ? {
          transport: {
            target: "pino-pretty",
            options: { translateTime: "HH:MM:ss", ignore: "pid,hostname,service" },
          },
        }
      : {}),
  });
}
