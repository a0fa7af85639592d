import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { type Plugin, defineConfig } from "vite";

/** The absolute path of one of the project's top-level folders, with a trailing slash. */
const projectFolder = (folder: string) => fileURLToPath(new URL(`./${folder}/`, import.meta.url));

// The import aliases of tsconfig.json ("#app/...", "#domain/...", "#server/..."), for Vite.
export const aliases = ["app", "domain", "server", "tests", "bench"].map((folder) => ({
  find: new RegExp(`^#${folder}/`),
  replacement: projectFolder(folder),
}));

// React Router's package exports name only its development build; the browser bundle of a
// production build takes the production files of the same name (no development warnings and
// checks, fewer bytes). The server gets them through server/http/react-router-production.ts.
const reactRouterDist = fileURLToPath(new URL("./node_modules/react-router/dist/", import.meta.url));
const appAndDomain = ["app", "domain"].map(projectFolder);
const productionReactRouter: Plugin = {
  name: "hoiva:production-react-router",
  apply: "build",
  enforce: "pre",
  applyToEnvironment: (environment) => environment.name === "client",
  resolveId(source) {
    if (source === "react-router") return `${reactRouterDist}production/index.mjs`;
    if (source === "react-router/dom") return `${reactRouterDist}production/dom-export.mjs`;
    return null;
  },
};

// The browser formats messages the server has parsed (decision 238): FormatJS's parser is swapped
// for its "no-parser" build of the same package, which keeps the syntax tree's types and helpers.
const noMessageParser: Plugin = {
  name: "hoiva:no-message-parser",
  apply: "build",
  enforce: "pre",
  applyToEnvironment: (environment) => environment.name === "client",
  async resolveId(source, importer) {
    if (source !== "@formatjs/icu-messageformat-parser") return null;
    const resolved = await this.resolve(source, importer, { skipSelf: true });
    if (!resolved || !/[\\/]index\.js$/.test(resolved.id)) throw new Error(`Unexpected FormatJS parser entry: ${resolved?.id}`);
    return resolved.id.replace(/index\.js$/, "no-parser.js");
  },
};

// V8's explicit compile hint (Chrome 136 and later): a script that starts with this comment has all
// its functions compiled while it downloads, on a background thread, instead of each on the main
// thread at its first call. React, React DOM and React Router run most of their code in the first
// hydration, where those first calls were a large part of its long tasks (issue 36 §3); the hint is
// given to their chunks only, since much of the pages' own code never runs on load. Added after
// minification, which would drop the comment, and before the file's hash is taken.
const FRAMEWORK_MODULE = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
function compileHint(chunk: { moduleIds: readonly string[] }): string {
  return chunk.moduleIds.some((id) => FRAMEWORK_MODULE.test(id)) ? "//# allFunctionsCalledOnLoad" : "";
}

export default defineConfig({
  plugins: [productionReactRouter, noMessageParser, reactRouter()],
  resolve: { alias: aliases },
  // BUNDLE_SOURCEMAPS=1 writes source maps (to see what a chunk is made of); never shipped by default.
  build: {
    target: "es2022",
    sourcemap: process.env.BUNDLE_SOURCEMAPS === "1",
    // No preload links from Vite's helper for a dynamic import's dependencies: the imports that
    // matter come after the first paint anyway (lazy-module.ts), and the helper searched the head
    // and appended a link per dependency on the main thread while the page hydrated (30–45 ms of a
    // cold load of My information on a slow machine, issue 36 §3). The page's own modules are
    // preloaded by React Router's manifest (scripts-after-paint.server.ts), as before.
    modulePreload: false,
    rolldownOptions: {
      output: {
        postBanner: compileHint,
        // React DOM (with the scheduler and React, whose JSX runtime every page uses) in a chunk of
        // its own, not in the browser entry's (decision 431). Its hash then changes only when React
        // does, so a release of Hoiva's own code leaves the largest file in the browser's cache; and
        // the entry's top level, which calls React DOM's module function, is a few lines: V8 under
        // DevTools (as in Lighthouse) parses the top level of every frame on the stack again for the
        // errors React DOM creates as it loads, which for the 215 kB entry chunk was 14–28 ms of the
        // modules' evaluation task.
        //
        // The app's and the domain's modules that twenty or more of the pages' and lazy modules'
        // chunks import in one shared chunk (decision 433): left to the automatic splitting, each
        // set of importers made a chunk of its own, and a page loaded 29–46 scripts, a few hundred
        // bytes each. A page now loads about a third fewer, and fewer bytes (gzip compresses one
        // file better than many), so the browser, the network and the server do less per load.
        // The framework keeps its own chunks ahead of it, so the compile hint above stays off the
        // app's code, much of which never runs on load.
        codeSplitting: {
          groups: [
            { name: "react-dom", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: "react-router", test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 2 },
            { name: "shared", test: (id: string) => appAndDomain.some((folder) => id.startsWith(folder)), minShareCount: 20, priority: 1 },
          ],
        },
      },
    },
  },
});
