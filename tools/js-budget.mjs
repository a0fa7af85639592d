// First-load JavaScript budget (issue 16): for every route of the client build, the scripts its
// server-rendered HTML loads (React Router's entry and its imports, then the module and imports of
// every route from the root down to the page) gzipped and added up; fails when a route exceeds
// the budget. Scripts loaded later (the error reporting SDK, a route reached by navigation) do not
// count. Run after `npm run build`: npm run check:js-budget (part of npm test). It also checks that
// React DOM's chunk is its own, and that its and React Router's chunks, and only they, carry the
// compile hint.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_KIB = Number(process.env.JS_BUDGET_KIB ?? 150);

/**
 * Pages over the budget, each with a ceiling it may not grow past: a ratchet (decision 235). A page
 * that must go over for a while is listed here with its ceiling, and taken off once it is back
 * within (the check says so). None is over today: Vite 8's bundler brought the three that had gone
 * 0.1-0.6 KiB over (decisions 300 and 326) back within.
 */
const OVER_BUDGET = Object.fromEntries([]);
const clientDir = path.resolve(process.argv[2] ?? "build/client");
const assetsDir = path.join(clientDir, "assets");
const manifestFiles = readdirSync(assetsDir).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
if (manifestFiles.length !== 1) {
  console.error(`Expected one React Router manifest in ${assetsDir}, found ${manifestFiles.length}: run "npm run build" first`);
  process.exit(1);
}
const source = readFileSync(path.join(assetsDir, manifestFiles[0]), "utf8");
const manifest = JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, ""));

const gzipped = new Map();
function gzipSize(url) {
  let size = gzipped.get(url);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(clientDir, url))).length;
    gzipped.set(url, size);
  }
  return size;
}

function scriptsOf(routeId) {
  const chain = [];
  for (let id = routeId; id; id = manifest.routes[id].parentId) chain.unshift(manifest.routes[id]);
  return new Set([manifest.entry.module, ...manifest.entry.imports, ...chain.flatMap((route) => [route.module, ...(route.imports ?? [])])]);
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
const pageKeyOf = (routeId) => routeId.replace(/\.(fi|sv|en)$/, "");

// Every route with its total; one line per page (its languages load the same scripts).
const byPage = new Map();
for (const id of Object.keys(manifest.routes)) {
  if (id === "root") continue;
  const scripts = scriptsOf(id);
  const bytes = [...scripts].reduce((sum, url) => sum + gzipSize(url), 0);
  const page = pageKeyOf(id);
  const previous = byPage.get(page);
  if (!previous || bytes > previous.bytes) byPage.set(page, { page, bytes, scripts: scripts.size });
}

const rows = [...byPage.values()].sort((a, b) => b.bytes - a.bytes);
const failures = [];
console.log(`First-load JavaScript per page (gzip), budget ${BUDGET_KIB} KiB:`);
for (const row of rows) {
  const ceiling = OVER_BUDGET[row.page];
  const limit = (ceiling ?? BUDGET_KIB) * 1024;
  let note = "";
  if (row.bytes > limit) {
    note = ceiling ? `  OVER ITS CEILING OF ${ceiling} KiB` : "  OVER BUDGET";
    failures.push(row.page);
  } else if (ceiling && row.bytes <= BUDGET_KIB * 1024) note = `  within budget: remove it from OVER_BUDGET`;
  else if (ceiling) note = `  over budget, ceiling ${ceiling} KiB (known)`;
  console.log(`  ${kib(row.bytes).padStart(6)} KiB  ${String(row.scripts).padStart(2)} scripts  ${row.page}${note}`);
}
const stale = Object.keys(OVER_BUDGET).filter((page) => byPage.has(page) && byPage.get(page).bytes <= BUDGET_KIB * 1024);
if (failures.length > 0 || stale.length > 0) {
  if (failures.length > 0) console.error(`Over the first-load JavaScript budget: ${failures.join(", ")}`);
  if (stale.length > 0) console.error(`Within the budget now, remove from OVER_BUDGET in tools/js-budget.mjs: ${stale.join(", ")}`);
  process.exit(1);
}
// React DOM has a chunk of its own among the entry's imports (decision 431), and it and React
// Router's chunk are the ones that start with V8's compile hint (decisions 428, 433): a bundler that
// dropped the comment, as its minifier does to one added earlier, folded React DOM back into
// another chunk, or grouped the framework with the app's shared modules (whose code then would be
// compiled eagerly, though much of it never runs on load) would change that unnoticed.
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
const FRAMEWORK_CHUNKS = ["react-dom-", "react-router-"];
const reactDomChunk = manifest.entry.imports.find((file) => path.basename(file).startsWith("react-dom-"));
if (reactDomChunk === undefined) {
  console.error(`React DOM has no chunk of its own among the entry's imports (vite.config.ts, decision 431)`);
  process.exit(1);
}
const hinted = readdirSync(assetsDir).filter((file) => file.endsWith(".js") && readFileSync(path.join(assetsDir, file), "utf8").startsWith(COMPILE_HINT));
const isFramework = (file) => FRAMEWORK_CHUNKS.some((prefix) => file.startsWith(prefix));
const missing = FRAMEWORK_CHUNKS.filter((prefix) => !hinted.some((file) => file.startsWith(prefix)));
const unexpected = hinted.filter((file) => !isFramework(file));
if (missing.length > 0 || unexpected.length > 0) {
  if (missing.length > 0) console.error(`No ${missing.map((prefix) => `${prefix}*.js`).join(" or ")} chunk starts with V8's compile hint (vite.config.ts, decisions 428, 433)`);
  if (unexpected.length > 0) console.error(`Only the framework's chunks carry V8's compile hint, not ${unexpected.join(", ")} (vite.config.ts, decision 433)`);
  process.exit(1);
}
const known = rows.filter((row) => row.bytes > BUDGET_KIB * 1024).length;
console.log(`${rows.length - known} of ${rows.length} pages within ${BUDGET_KIB} KiB; ${known} known over it, each under its ceiling.`);
