import pino from "pino";
import type { Config } from "../config/env.ts";
import { safeError, safeText, safeValue } from "./log-safety.ts";

export type Logger = pino.Logger;

// Issue 10.12: no secret, personal data or SQL parameter reaches a log line. The serializers
// (log-safety.ts) clean errors and cap visitor-chosen strings at 2 KB; these paths censor the
// fixed places such values sit in. Not `*.name`: that would censor every error's name.
const personal = ["email", "password", "newPassword", "currentPassword", "token", "phone"];
const redactPaths = [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["set-cookie"]',
  "headers.cookie",
  "headers.authorization",
  "params",
  "parameters",
  "*.params",
  "*.parameters",
  "name",
  "address",
  "*.address",
  "*.firstName",
  "*.lastName",
  "*.fullName",
  "user.name",
  "customer.name",
  "viewer.name",
  "profile.name",
  ...personal,
  ...personal.map((key) => `*.${key}`),
];

/** The options every logger of the app is made with (also by tests that read its lines). */
export const loggerOptions: pino.LoggerOptions = {
  base: { service: "tradewear" },
  redact: { paths: redactPaths, censor: "[Redacted]" },
  serializers: {
    err: safeError,
    error: safeError,
    detail: safeValue,
    path: safeText,
    url: safeText,
    userAgent: safeText,
    referer: safeText,
  },
};

/** Structured JSON logs in production; readable lines in development. */
export function createLogger(
  config: Pick<Config, "logLevel" | "mode">,
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    ...loggerOptions,
    level: config.mode === "test" ? "silent" : config.logLevel,
    ...(config.mode === "development" && !destination
      ? {
          transport: {
            target: "pino-pretty",
            options: { translateTime: "HH:MM:ss", ignore: "pid,hostname,service" },
          },
        }
      : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
