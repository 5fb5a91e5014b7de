import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import semver from "semver";
import { describe, expect, it } from "vitest";

// Issue 10.13: Node.js 24 LTS is the recommended runtime and Node.js 20.19 keeps working, so no
// installed package may declare an `engines.node` range that leaves either out (graphql-tools 12
// once pulled @whatwg-node/promise-helpers@2, which asks for Node.js 22.15 or newer; package.json
// `overrides` keep it at 1.x, whose API is the same but for a helper nothing here imports).

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const supportedNodes = ["20.19.0", "24.0.0"];

type LockPackage = {
  version?: string;
  engines?: { node?: string } | string[];
  optional?: boolean;
  os?: string[];
  cpu?: string[];
};

/**
 * A platform build for 32-bit Windows (sharp ships one): Node.js has published no 32-bit Windows
 * binaries since 23, so such a package can only ever run on Node.js 20 and excludes nobody.
 */
const isWindows32Build = (entry: LockPackage) =>
  entry.optional === true &&
  entry.os?.length === 1 &&
  entry.os[0] === "win32" &&
  entry.cpu?.length === 1 &&
  entry.cpu[0] === "ia32";
const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
  packages: Record<string, LockPackage>;
};
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  engines: { node: string };
};

describe("supported Node.js versions", () => {
  it.each(supportedNodes)("the shop's own engines range admits Node.js %s", (version) => {
    expect(semver.satisfies(version, manifest.engines.node)).toBe(true);
  });

  it.each(supportedNodes)("every locked package admits Node.js %s", (version) => {
    const excluding = Object.entries(lock.packages)
      .filter(([name, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        if (name === "" || range === undefined || isWindows32Build(entry)) return false;
        return !semver.satisfies(version, range);
      })
      .map(([name, entry]) => `${name}@${entry.version ?? "?"}`);
    expect(excluding).toEqual([]);
  });
});
