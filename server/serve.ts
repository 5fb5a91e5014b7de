import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import type { Config } from "./config/env.ts";
import type { AppServices } from "./context.ts";
import { startCatalogueImportRecovery } from "./catalogue/csv-import/import-runner.ts";
import { startDesignCleanup } from "./files/design-cleanup.server.ts";
import { refuseOversizedContinues } from "./http/body-limit.ts";
import { keepConnectionsAlive } from "./http/keep-alive.ts";
import { startProofReminders } from "./proofs/proof-reminders.server.ts";
import type { Logger } from "./logging/logger.ts";
import { startMailRetry } from "./mail/mail-retry.server.ts";
import { closeMailTransport } from "./mail/mail-sender.server.ts";
import type { Database } from "./db/client.ts";

// One process's HTTP server (DESIGN §1): the app over a prepared database, the background jobs
// when this process runs them, and a graceful stop. server/index.ts starts one, or one per core.

export type ServeOptions = {
  config: Config;
  logger: Logger;
  database: Database;
  /** The project folder: build/ is found under it. */
  root: string;
  /** Mail retry, design cleanup and import recovery: in one process of a cluster, not in each. */
  runsJobs: boolean;
  /** Called once the server listens. */
  onListening?: () => void;
};

export async function serve({
  config,
  logger,
  database,
  root,
  runsJobs,
  onListening,
}: ServeOptions) {
  const isDevelopment = config.mode === "development";
  const services: AppServices = { config, database, logger };
  // Mail left pending is retried every minute; without SMTP_URL the outbox is the mailbox.
  const mailRetry = runsJobs && config.smtpUrl ? startMailRetry(services) : undefined;
  // Issue 10.4: designs nothing claims are deleted after 7 days, hourly, one instance at a time.
  const designCleanup = runsJobs ? startDesignCleanup(services) : undefined;
  // Issue 15.3: unanswered proofs are chased after 2 working days, checked hourly.
  const proofReminders = runsJobs ? startProofReminders(services) : undefined;
  // Issue 11.5: product CSV imports a stopped process left unfinished are taken up again.
  const catalogueImports = runsJobs ? startCatalogueImportRecovery(services) : undefined;

  const vite = isDevelopment
    ? await import("vite").then((module) =>
        module.createServer({ server: { middlewareMode: true }, appType: "custom" }),
      )
    : undefined;

  const build: ServerBuild | (() => Promise<ServerBuild>) = vite
    ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
    : ((await import(path.join(root, "build/server/index.js"))) as ServerBuild);

  // Aborted on SIGTERM/SIGINT so open event streams end and server.close() can finish.
  const shuttingDown = new AbortController();
  const app = createApp({
    services,
    shutdown: shuttingDown.signal,
    pageHandler: createRequestHandler(build, isDevelopment ? "development" : "production"),
    staticRoot: vite ? undefined : path.relative(process.cwd(), path.join(root, "build/client")),
  });

  const honoListener = getRequestListener(app.fetch);
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (vite) vite.middlewares(request, response, () => void honoListener(request, response));
    else void honoListener(request, response);
  });

  // Issue 10.3: a declared body over its limit is refused before the client sends it.
  refuseOversizedContinues(server);
  keepConnectionsAlive(server);

  server.listen(config.port, config.host, onListening);
  server.on("error", (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === "EADDRINUSE"
        ? `Tradewear cannot start: PORT ${config.port} is already in use`
        : `Tradewear cannot start: ${error.message}`,
    );
    process.exit(1);
  });

  // Graceful shutdown: stop taking requests, let running ones finish, then close the database so
  // PGlite flushes its files. A second signal, or 10 seconds, forces the exit.
  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    shuttingDown.abort();
    server.closeIdleConnections();
    await closed;
    await vite?.close();
    await mailRetry?.stop();
    await designCleanup?.stop();
    await proofReminders?.stop();
    await catalogueImports?.stop();
    closeMailTransport();
    await database.close();
    logger.info("stopped");
    process.exit(0);
  }
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}
