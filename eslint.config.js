import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// STYLE.md "Layout and boundaries": which folder may import which is enforced here, so a wrong
// import fails CI instead of waiting for review. Regexes, because "#" starts a comment in the
// gitignore-style patterns of the rule.
const folder = (name) => `^(#${name}/|(\\.{1,2}/)+(.*/)?${name}/)`;
const serverOnly = folder("server");
const browserOnly = folder("app");
const commerce = folder("commerce");
const engine = folder("commerce/engine");
const scripts = folder("scripts");
const coreFolder = folder("core");

function restrict(regexes, message) {
  return ["error", { patterns: regexes.map((regex) => ({ regex, message })) }];
}

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "server/db/migrations/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "no-console": ["error", { allow: ["error", "warn"] }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // core/ is pure: it imports only zod and other core/ modules.
  {
    files: ["core/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict(
        [
          serverOnly,
          browserOnly,
          commerce,
          scripts,
          "^node:",
          "^react",
          "^drizzle-orm",
          "^hono",
          "^pg$",
          "^@electric-sql/",
        ],
        "core/ is pure domain logic: import only zod and other core/ modules (STYLE.md).",
      ),
    },
  },
  // app/ reaches the server only through *.server.ts facades (and types).
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `${serverOnly}(?!.*\\.server\\.ts$)`,
              message: "app/ may import server code only through *.server.ts facades (STYLE.md).",
            },
            {
              regex: `${scripts}|^drizzle-orm|^pg$|^@electric-sql/`,
              message: "app/ holds UI only: no database or script imports (STYLE.md).",
            },
            { regex: engine, message: "app/ talks to the catalogue through commerce/client." },
          ],
        },
      ],
    },
  },
  // UI primitives know no business.
  {
    files: ["app/components/ui/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrict(
        [serverOnly, commerce, coreFolder, "^#app/(components/(?!ui/)|hooks/|routes/)"],
        "components/ui/ are design-system primitives: no shop logic or data (STYLE.md).",
      ),
    },
  },
  // server/ never imports the UI; the commerce client never imports the server.
  {
    files: ["server/**/*.ts", "commerce/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict(
        [browserOnly, scripts],
        "server/ and commerce/ never import app/ or scripts/.",
      ),
    },
  },
  {
    files: ["commerce/client/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict(
        [browserOnly, scripts, serverOnly, engine],
        "commerce/client talks to an engine over the Storefront API only: no server/ or engine imports.",
      ),
    },
  },
  // Tests read loosely typed JSON (GraphQL responses) and check it with assertions.
  {
    files: ["**/*.test.ts", "**/*-test-support.ts", "**/test-support/**/*.ts", "tests/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  // Command-line scripts talk to the terminal.
  {
    files: ["scripts/**/*.ts"],
    rules: { "no-console": "off" },
  },
);
