import { defineConfig } from "vitest/config";
import { aliases } from "./vite.config";

// Unit and integration tests. Component tests opt into jsdom with a
// `// @vitest-environment jsdom` line; everything else runs in Node.
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ["{app,domain,server,tests/integration}/**/*.test.{ts,tsx}"],
    globalSetup: ["./tests/setup/server-templates.ts"],
    setupFiles: ["./tests/setup/fail-on-console.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
