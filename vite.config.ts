import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { ChunkingContext } from "rolldown";
import { defineConfig, type Plugin } from "vite";
import { bundledOnServer } from "./scripts/bundled-on-server.ts";

// React Router's package.json points every import at its development build, whose only
// difference is ENABLE_DEV_WARNINGS = true: warnings shipped to every visitor
// (remix-run/react-router#14102). The browser's bundle takes the production build instead; the
// server keeps the package's own resolution.
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production",
);
const reactRouterProduction: Plugin = {
  name: "react-router-production-build",
  enforce: "pre",
  apply: "build",
  applyToEnvironment: (environment) => environment.name === "client",
  resolveId(source) {
    if (source === "react-router") return path.join(reactRouterDist, "index.mjs");
    if (source === "react-router/dom") return path.join(reactRouterDist, "dom-export.mjs");
    return null;
  },
};

// Decision 039: Preact renders the pages, on the server and in the browser, through its React API.
const preactAliases = [
  { find: /^react-dom\/server(\.node)?$/, replacement: "preact/compat/server" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react$/, replacement: "preact/compat" },
];

// Issue 12.4: the icons of the pages a visitor lands on (home, collection, product, search and the
// shop's frame around them) come in one file; every other icon (the back office's, the account's, a
// dialog's) in a second, so that a first visit does not load them. To know which module shows
// which icon, the browser's build imports each icon from its own module, not from lucide's index
// (which imports them all).
const lucideDirectory = path.dirname(createRequire(import.meta.url).resolve("lucide-react"));
const lucideIndex = path.join(lucideDirectory, "../esm/lucide-react.mjs");
const lucide = /[\\/]node_modules[\\/]lucide-react[\\/]/;

let iconFiles: Map<string, string> | undefined;

/** Each icon's name (and its aliases) → the module that draws it, read from lucide's index. */
function lucideIconFiles(): Map<string, string> {
  if (iconFiles) return iconFiles;
  const files = new Map<string, string>();
  for (const [, names = "", file = ""] of readFileSync(lucideIndex, "utf8").matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([^']+)';/g,
  )) {
    for (const [, name] of names.matchAll(/default as (\w+)/g))
      files.set(name!, path.join(path.dirname(lucideIndex), "icons", file));
  }
  iconFiles = files;
  return files;
}

const lucideIconImports: Plugin = {
  name: "lucide-icon-imports",
  apply: "build",
  applyToEnvironment: (environment) => environment.name === "client",
  transform: {
    filter: { id: /[\\/]app[\\/].*\.tsx?$/, code: '"lucide-react"' },
    handler(code) {
      const files = lucideIconFiles();
      return code.replace(
        /import\s*\{([^}]*)\}\s*from\s*"lucide-react";/g,
        (_statement, names: string) =>
          names
            .split(",")
            .map((specifier) => specifier.trim())
            .filter(Boolean)
            .map((specifier) => {
              const [imported = "", local = imported] = specifier.split(/\s+as\s+/);
              const file = files.get(imported);
              if (!file) throw new Error(`lucide-react has no icon ${imported}`);
              return `import ${local} from ${JSON.stringify(file)};`;
            })
            .join("\n"),
      );
    },
  },
};

const landingModules = /[\\/]app[\\/](?:root|routes[\\/](?:home|collection|product|search))\.tsx$/;

/** Whether a module in `modules` imports `moduleId`, directly or through other static imports. */
function importedStaticallyBy(modules: RegExp, moduleId: string, context: ChunkingContext) {
  const seen = new Set([moduleId]);
  const queue = [moduleId];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (modules.test(id)) return true;
    for (const importer of context.getModuleInfo(id)?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return false;
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouterProduction, lucideIconImports, reactRouter()],
  resolve: { alias: preactAliases },
  // Issue 18.12: the server's build keeps only the icons, widgets and date functions the pages use.
  // Left as imports, each package loads whole into the server's memory: lucide-react's every icon
  // alone holds ~7 MB of heap. Decision 039: every package that imports React is bundled too, so
  // that the alias above gives it Preact (left as an import, Node would load React itself).
  ssr: {
    noExternal: [
      ...bundledOnServer,
      /react/,
      /radix/,
      "sonner",
      /floating-ui/,
      /tiptap/,
      "use-sync-external-store",
      "aria-hidden",
    ],
    // The development server runs these CommonJS packages as modules only once pre-bundled.
    optimizeDeps: {
      include: [
        "use-sync-external-store/shim/index.js",
        "use-sync-external-store/shim/with-selector.js",
      ],
    },
  },
  // Issue 12, docs/decisions/027: the framework, and the lucide icons (a file each, ~200 bytes, 35
  // on the product page), each in one file: a round trip per file is what slows a first visit.
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            {
              name: (id, context) =>
                importedStaticallyBy(landingModules, id, context) ? "icons" : "icons-more",
              test: lucide,
            },
          ],
        },
      },
    },
  },
});
