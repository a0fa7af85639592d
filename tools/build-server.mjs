// Compiles the server for production (decision 290): server/main.ts and what it imports become
// plain JavaScript in build/server-main/, which `npm start` runs with node, no TypeScript loader.
// Packages stay external (node_modules is there at run time), so React Router's production-build
// hook (decision 232) still sees every import of it; code splitting keeps the HTTP app, which
// main.ts imports only after that hook is registered, in a chunk of its own.
import { cp, rm, writeFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const outdir = "build/server-main";
/** Written last by `npm run build`: the time the whole build (pages and server) was finished. */
export const BUILD_STAMP = "build/.complete";

// Run as the last step of `npm run build`; imported by build-if-stale.mjs for the stamp's name.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await buildServer();

async function buildServer() {
  await rm(outdir, { recursive: true, force: true });
  await build({
    entryPoints: { main: "server/main.ts" },
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node22",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
  // The migrations are read from beside the module that applies them (server/db/migrate.ts).
  await cp("server/db/migrations", `${outdir}/migrations`, { recursive: true });
  await writeFile(BUILD_STAMP, `${new Date().toISOString()}\n`);
}
