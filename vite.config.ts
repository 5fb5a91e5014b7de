import { createRequire } from "node:module";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
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

export default defineConfig({
  plugins: [tailwindcss(), reactRouterProduction, reactRouter()],
  // Issue 18.12: the server's build keeps only the icons, widgets and date functions the pages use.
  // Left as imports, each package loads whole into the server's memory: lucide-react's every icon
  // alone holds ~7 MB of heap.
  ssr: { noExternal: bundledOnServer },
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
            { name: "icons", test: /[\\/]node_modules[\\/]lucide-react[\\/]/ },
          ],
        },
      },
    },
  },
});
