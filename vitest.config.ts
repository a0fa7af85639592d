import { globSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";
import { aliases } from "./vite.config";

// Unit and integration tests. Component tests opt into jsdom with a
// `// @vitest-environment jsdom` line; everything else runs in Node.
//
// Two projects, so that the server's tests share what is costly to load: the server and
// integration tests run without per-file module isolation (each worker imports the server and the
// built pages once, not once per file; every file still gets its own database and server). A file
// that replaces or spies on a module (vi.mock, vi.spyOn, …) would leak into the files after it,
// so such files run isolated, as do the app's component tests and the domain's.
const SHARED_AREAS = ["server/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"];
const REPLACES_MODULES = /\bvi\.(mock|doMock|spyOn|stubGlobal|stubEnv|useFakeTimers)\(/;
const needsIsolation = globSync(SHARED_AREAS).filter((file) => REPLACES_MODULES.test(readFileSync(file, "utf8")));

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    globalSetup: ["./tests/setup/server-templates.ts"],
    setupFiles: ["./tests/setup/fail-on-console.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: "isolated", include: ["{app,domain}/**/*.test.{ts,tsx}", ...needsIsolation] },
      },
      {
        extends: true,
        test: { name: "shared", include: SHARED_AREAS, exclude: needsIsolation, isolate: false },
      },
    ],
  },
});
