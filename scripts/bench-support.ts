import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

// What `npm run bench` and `npm run bench:lighthouse` share: the bench database, the built shop
// started as production starts it, the child processes stopped on every way out, the machine.

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const benchDatabaseUrl =
  process.env["BENCH_DATABASE_URL"] ?? "postgres://postgres@127.0.0.1:5432/tradewear_bench";

/** A whole number from the environment, or the default; anything else stops with its name. */
export function positiveIntegerSetting(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a whole number of at least 1, not "${raw}"`);
    process.exit(1);
  }
  return value;
}

/** Creates the bench database when it is missing (the shop migrates and seeds it on start). */
export async function ensureDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (exists.rowCount === 0)
      await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/** "PostgreSQL 15.20 on 127.0.0.1:5432" — the server the figures were taken against. */
export async function describeDatabase(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string }>("select version() as version");
    const version = /^PostgreSQL [\d.]+/.exec(rows[0]?.version ?? "")?.[0] ?? "PostgreSQL";
    const { hostname, port } = new URL(url);
    return `${version} on ${hostname}:${port || 5432}`;
  } finally {
    await client.end();
  }
}

/** CPU model, core count, Node.js version. */
export function describeMachine(): string {
  const cores = cpus();
  return `${cores.length} × ${cores[0]?.model.trim() ?? "unknown CPU"}, Node.js ${process.version}`;
}

const loadAtStart = loadavg()[0] ?? 0;

/** The 1-minute load average when the bench started and now: how busy the shared machine was. */
export function describeLoad(): string {
  return `load average ${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end`;
}

const children = new Set<ChildProcess>();
// Ctrl-C or a crash must not leave a shop or a reference server holding its port.
process.on("exit", () => {
  for (const child of children) child.kill("SIGKILL");
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => process.exit(130));
}

/**
 * Starts a file of this repository in its own Node.js process (this one's version), a TypeScript
 * file through tsx, its output to `logFd` (an open file) or to this terminal.
 */
export function spawnScript(
  file: string,
  env: NodeJS.ProcessEnv,
  options: { ipc?: boolean; logFd?: number; nodeFlags?: string[] } = {},
): ChildProcess {
  const output = options.logFd ?? "inherit";
  const args = [
    ...(options.nodeFlags ?? []),
    ...(file.endsWith(".ts") ? ["--import", "tsx", file] : [file]),
  ];
  const child = spawn(process.execPath, [...args], {
    cwd: root,
    env,
    stdio: options.ipc ? ["ignore", output, output, "ipc"] : ["ignore", output, output],
    serialization: options.ipc ? "advanced" : "json",
  });
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}

/** Stops a child with SIGTERM (SIGKILL after 10 s) and waits until it has gone. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

export type RunningShop = {
  origin: string;
  /** Its log (warnings and errors, JSON lines) and whatever else it printed. */
  logFile: string;
  pid: number;
  stop: () => Promise<void>;
};

/**
 * How `npm run serve` (and `npm start`) runs the built server, read from package.json's "serve"
 * script: `NAME=value … node --flag … build/node/index.js`. The memory settings there are
 * explained in docs/decisions/026.
 */
export function productionCommand(): { env: Record<string, string>; nodeFlags: string[] } {
  const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const words = (manifest.scripts["serve"] ?? "").split(/\s+/);
  const node = words.indexOf("node");
  const entry = words.indexOf("build/node/index.js");
  if (node < 0 || entry < node) throw new Error('package.json\'s "serve" script does not run node');
  const env = Object.fromEntries(
    words.slice(0, node).map((word) => word.split("=", 2) as [string, string]),
  );
  return { env, nodeFlags: words.slice(node + 1, entry) };
}

/**
 * The built shop on `port`, started exactly as `npm run serve` starts it in production, against
 * `databaseUrl` (seeded with the demo catalogue on first use), or without one on the embedded
 * database in `options.dataDir`. The one place that knows how production starts: change it here
 * when that changes.
 */
export async function startShop(
  port: number,
  databaseUrl: string | undefined,
  options: { seedDemo?: boolean; dataDir?: string } = {},
): Promise<RunningShop> {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? path.join(tmpdir(), `tradewear-bench-${port}`);
  mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(dataDir, "shop.log");
  const logFd = openSync(logFile, "w");
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const production = productionCommand();
  const env = {
    ...production.env,
    ...inherited,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: origin,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    SEED_DEMO: String(options.seedDemo ?? true),
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
  };
  // The compiled server, as `npm start` runs it: on PostgreSQL, WEB_CONCURRENCY workers (default
  // one per core; set WEB_CONCURRENCY=1 to compare one process with the one-process reference).
  const child = spawnScript("build/node/index.js", env, {
    logFd,
    nodeFlags: production.nodeFlags,
  });
  closeSync(logFd);
  const stop = () => stopChild(child);
  try {
    await waitUntilHealthy(origin, child);
  } catch (error) {
    await stop();
    const tail = readFileSync(logFile, "utf8").trim().split("\n").slice(-10).join("\n");
    throw new Error(`${error instanceof Error ? error.message : String(error)}:\n${tail}`);
  }
  return { origin, logFile, pid: child.pid ?? 0, stop };
}

/** How many errors the shop logged (pino levels 50 and 60), and what the first one said. */
export function loggedErrors(logFile: string): { count: number; first: string | undefined } {
  const errors = readFileSync(logFile, "utf8")
    .split("\n")
    .filter((line) => /^\{.*"level":(50|60)\b/.test(line));
  type Logged = { msg?: string; err?: { message?: string; cause?: { message?: string } } };
  const first = errors[0] ? (JSON.parse(errors[0]) as Logged) : undefined;
  const cause = first?.err?.cause?.message ?? first?.err?.message ?? "";
  return {
    count: errors.length,
    first: first ? `${first.msg ?? ""}${cause ? `: ${cause.split("\n")[0]}` : ""}` : undefined,
  };
}

async function waitUntilHealthy(origin: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`the shop stopped (exit code ${child.exitCode})`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the shop did not answer /healthz within a minute");
}
