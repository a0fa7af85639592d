import { globSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { aliases } from "./vite.config";

// Unit and integration tests. Component tests opt into jsdom with a
// `// @vitest-environment jsdom` line; everything else runs in Node.
//
// Three projects, by what a file costs to set up:
// - "shared": the server and integration tests run without per-file module isolation (each worker
//   imports the server and the built pages once, not once per file; every file still gets its own
//   database and server).
// - "isolated": a server or integration file that replaces or spies on a module (vi.mock,
//   vi.spyOn, …) would leak into the files after it, so such files run isolated, in child processes
//   like the shared ones.
// - "ui": the app's component tests and the domain's, isolated in worker threads, which start a
//   file's jsdom and modules for less than a child process does.
const SHARED_AREAS = ["server/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"];
const UI_AREAS = ["{app,domain}/**/*.test.{ts,tsx}"];
const REPLACES_MODULES = /\bvi\.(mock|doMock|spyOn|stubGlobal|stubEnv|useFakeTimers)\(/;
const needsIsolation = globSync(SHARED_AREAS).filter((file) => REPLACES_MODULES.test(readFileSync(file, "utf8")));

// The files whose answers depend on the date and time: the domain's and the app's, and the page and
// session integration tests that show or check dates. `npm test` runs every file at one instant
// where dates turn and these again at a second, under libfaketime (tools/test-unit.mjs):
// HOIVA_TEST_SET=dates or =others picks one of the two sets, unset runs all.
const DATE_SENSITIVE = [
  /^(app|domain)\//,
  /daylight-saving|session|oauth|mfa-page|idle-timeout|front-page|appointment|reservation-page|records-pages|health-record-pages|invoice-pages|payment-pages|messaging-pages|calendar-file/,
];
const testSet = process.env.HOIVA_TEST_SET;
if (testSet !== undefined && testSet !== "dates" && testSet !== "others") throw new Error(`HOIVA_TEST_SET is "dates", "others" or unset, not "${testSet}"`);

/** A project's test files: its globs, narrowed to the chosen set's files when one is chosen. */
function filesOf(globs: string[], exclude: string[] = []): { include: string[]; exclude?: string[] } {
  if (testSet === undefined) return exclude.length > 0 ? { include: globs, exclude } : { include: globs };
  const files = globSync(globs).filter((file) => !exclude.includes(file));
  return { include: files.filter((file) => DATE_SENSITIVE.some((pattern) => pattern.test(file)) === (testSet === "dates")) };
}

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    globalSetup: ["./tests/setup/server-templates.ts"],
    setupFiles: ["./tests/setup/fail-on-console.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // A worker per core. Vitest's default keeps one core for its main process, which only waits
    // while the workers run: on a two-core machine that left one core idle (decision 400).
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: "ui", ...filesOf(UI_AREAS), pool: "threads" } },
      { extends: true, test: { name: "isolated", ...filesOf(needsIsolation) } },
      { extends: true, test: { name: "shared", ...filesOf(SHARED_AREAS, needsIsolation), isolate: false } },
    ],
  },
});
