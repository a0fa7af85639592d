import js from "@eslint/js";
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import drizzle from "eslint-plugin-drizzle";
import { readdirSync, readFileSync } from "node:fs";
import valueImportZones from "./tools/eslint/value-import-zones.js";

// Import boundaries of DESIGN.md, as zones over resolved paths, so relative and "#alias" imports
// are checked alike: domain → nothing of ours; server never → app; app → server only from
// *.server.ts files or for types; no route area imports another (what two share lives in app/ui);
// a server module reaches another module through its services, never its repositories.
const ROOT = import.meta.dirname;
/** The import aliases of tsconfig.json "paths" ("#app/*" → "./app/*" as "#app/" → "app/"). */
const ALIASES = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(`${ROOT}/tsconfig.json`, "utf8")).compilerOptions.paths).map(
    ([alias, [target]]) => [alias.replace(/\*$/, ""), target.replace(/^\.\//, "").replace(/\*$/, "")],
  ),
);
/** Route areas: the folders of app/routes. */
const ROUTE_AREAS = readdirSync(`${ROOT}/app/routes`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Server modules: the folders of server/modules. */
const SERVER_MODULES = readdirSync(`${ROOT}/server/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const BOUNDARY = {
  domain: "domain/ is pure: it imports nothing of ours.",
  server: "server/ never imports from app/.",
  app: "app/ reaches server/ only through *.server.ts modules, or with `import type`.",
  routeArea: "Route areas do not import each other: move what two areas share to app/ui/.",
  moduleRepository: "A server module reaches another module through its service, never its repository (*repository.ts).",
};

const ZONES = [
  { target: "domain", from: ["app", "server", "tests"], message: BOUNDARY.domain },
  { target: "server", from: "app", message: BOUNDARY.server },
  ...ROUTE_AREAS.map((area) => ({
    target: `app/routes/${area}/**`,
    from: ROUTE_AREAS.filter((other) => other !== area).map((other) => `app/routes/${other}`),
    message: BOUNDARY.routeArea,
  })),
  // Repositories are repository.ts and *-repository.ts, at any depth of their module's folder.
  ...SERVER_MODULES.map((module) => ({
    target: `server/modules/${module}/**`,
    from: SERVER_MODULES.filter((other) => other !== module).map((other) => `server/modules/${other}/**/*repository.ts`),
    message: BOUNDARY.moduleRepository,
  })),
];

/** app/ → server/: values only from *.server.ts modules (import-x has no type-only exception). */
const VALUE_ZONES = [{ target: "app/**", except: "app/**/*.server.{ts,tsx}", from: "server", message: BOUNDARY.app }];

export default tseslint.config(
  { ignores: ["build/", "node_modules/", ".react-router/", "data/", "server/db/migrations/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The service worker: plain JavaScript in the worker's scope (decision 371).
    files: ["public/sw.js"],
    languageOptions: {
      sourceType: "script",
      globals: Object.fromEntries(["self", "caches", "fetch", "URL", "Response"].map((name) => [name, "readonly"])),
    },
  },
  {
    // The Intl warm-up worker: plain JavaScript in a dedicated worker's scope (decision 426).
    files: ["public/intl-warmup.js"],
    languageOptions: { sourceType: "script", globals: { self: "readonly", Intl: "readonly" } },
  },
  {
    // Plain Node scripts (tooling), outside the TypeScript app.
    files: ["tools/**/*.mjs"],
    languageOptions: { globals: { URL: "readonly", console: "readonly", process: "readonly" } },
  },
  {
    plugins: { "import-x": importX, drizzle, local: { rules: { "value-import-zones": valueImportZones } } },
    settings: {
      // tsconfig.json for the "#app/..." aliases, so zones see through them.
      "import-x/resolver-next": [
        importX.createNodeResolver({ extensions: [".ts", ".tsx", ".js"], tsconfig: { configFile: `${ROOT}/tsconfig.json` } }),
      ],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { basePath: ROOT, zones: ZONES }],
      "local/value-import-zones": ["error", { root: ROOT, aliases: ALIASES, zones: VALUE_ZONES }],
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
);
