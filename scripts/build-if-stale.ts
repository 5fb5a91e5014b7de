import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// `npm start` on a fresh clone must just work: build the app when there is no build, or when a
// source file is newer than it. A current build is used as it is.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The server bundle is written last (scripts/build-server.ts): the build is complete when it is.
const marker = path.join(root, "build/node/index.js");
const sources = [
  "app",
  "server",
  "core",
  "commerce",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "scripts/build-server.ts",
  "scripts/bundled-on-server.ts",
];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stats.mtimeMs,
  );
}

const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
if (builtAt < changedAt) {
  console.warn(
    builtAt === 0
      ? "Building the shop (first start)…"
      : "Sources changed since the last build: rebuilding…",
  );
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
}
