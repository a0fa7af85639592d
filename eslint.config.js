import js from "@eslint/js";
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import drizzle from "eslint-plugin-drizzle";

// Import boundaries of DESIGN.md, checked by folder below: app → domain (and server only from
// *.server.ts files, or for types), server never → app, domain → nothing of ours.
const BOUNDARY = {
  domain: "domain/ is pure: it imports nothing of ours.",
  server: "server/ never imports from app/.",
  app: "app/ reaches server/ only through *.server.ts modules.",
};

export default tseslint.config(
  { ignores: ["build/", "node_modules/", ".react-router/", "data/", "server/db/migrations/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Plain Node scripts (tooling), outside the TypeScript app.
    files: ["tools/**/*.mjs"],
    languageOptions: { globals: { URL: "readonly", console: "readonly", process: "readonly" } },
  },
  {
    plugins: { "import-x": importX, drizzle },
    settings: {
      "import-x/resolver-next": [importX.createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "drizzle/enforce-delete-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "drizzle/enforce-update-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "react-router", importNames: ["Link", "NavLink"], message: "Use Link from #app/ui/link: it builds localised paths." },
          ],
          patterns: [{ group: ["../../*"], message: "Use the #app/#domain/#server aliases instead of deep relative paths." }],
        },
      ],
    },
  },
  {
    // Boundary rules by folder. Aliased imports are checked by pattern, since "#server/..."
    // is resolved by TypeScript paths, not by the file system resolver.
    files: ["domain/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: "^#(app|server|tests)/", message: BOUNDARY.domain }] }],
    },
  },
  {
    files: ["server/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: "^#app/", message: BOUNDARY.server }] }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "react-router", importNames: ["Link", "NavLink"], message: "Use Link from #app/ui/link: it builds localised paths." },
          ],
          patterns: [
            { regex: "^#server/", allowTypeImports: true, message: BOUNDARY.app },
            { group: ["../../*"], message: "Use the #app/#domain/#server aliases instead of deep relative paths." },
          ],
        },
      ],
    },
  },
);
