import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { build } from "esbuild";
import { writePgliteTemplate } from "../server/db/client.ts";
import { bundledOnServer } from "./bundled-on-server.ts";

// The second half of `npm run build`, after React Router has built the app (build/client,
// build/server). Issue 12.3: production runs compiled JavaScript, not tsx: the server (server/index.ts
// and all it imports) becomes one ES module, build/node/index.js, with node_modules left as imports.
// Issue 12.1: every compressible static asset gets a brotli (.br) and a gzip (.gz) twin, which
// the static handler sends by Accept-Encoding, so no asset is compressed per request.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "build/node");

/** The packages package.json names (an external name covers its subpaths too). */
function installedPackages(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
}

export async function buildServer(): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, "server/index.ts")],
    outfile: path.join(outDir, "index.js"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // Every package stays an import, except those better bundled (see bundled-on-server.ts).
    external: installedPackages().filter((name) => !bundledOnServer.includes(name)),
    sourcemap: true,
    logLevel: "warning",
    // Bundled CommonJS helpers may call require(); an ES module has none of its own.
    banner: {
      js: 'import { createRequire as __tradewearRequire } from "node:module"; const require = __tradewearRequire(import.meta.url);',
    },
  });
  // Files the server reads beside its own module (import.meta.url): the migrations and the
  // engine's schema. They sit where the bundled module looks for them.
  cpSync(path.join(root, "server/db/migrations"), path.join(outDir, "migrations"), {
    recursive: true,
  });
  cpSync(
    path.join(root, "commerce/engine/schema/engine.graphql"),
    path.join(outDir, "schema/engine.graphql"),
  );
  // Issue 18.12: the empty embedded-database cluster a first start unpacks instead of running
  // initdb (server/db/client.ts), made by the PGlite this build runs with.
  await writePgliteTemplate(path.join(outDir, "pglite-template.tar.gz"));
}

const compressible = /\.(?:js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;
/** Files smaller than this are sent as they are. */
const minimumBytes = 1024;

function* filesUnder(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** Writes file.br and file.gz beside each compressible file under `directory`; returns a count. */
export function precompressAssets(directory: string): number {
  let count = 0;
  for (const file of filesUnder(directory)) {
    if (!compressible.test(file) || statSync(file).size < minimumBytes) continue;
    const bytes = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }));
    count++;
  }
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildServer();
  const assets = precompressAssets(path.join(root, "build/client"));
  console.log(
    `Server built to build/node/index.js; ${assets} assets precompressed (${Math.round(performance.now() - started)} ms)`,
  );
}
