// `npm run test:changed`: the tests a change touches, for the loop while working (issue 34). The
// change is everything since the branch left main (the merge base, as a pull request would show
// it) plus what is staged, modified or new and not ignored.
// - Vitest: `vitest run --changed <merge base>`, the unit and integration tests whose imports reach
//   a changed file (Vitest follows the module graph; a change of its or Vite's config or of
//   package.json runs everything).
// - Playwright: the journeys that changed, or that import a changed page object or helper of
//   tests/e2e (followed through the helpers' own imports), on a build brought up to date first.
// `npm run test:changed -- <ref>` compares with another commit or branch; `--unit` or `--e2e`
// runs only that half; `--list` names what would run and runs nothing. The full suite stays `npm test`: the pages the journeys load, and the
// integration tests that ask the built server over HTTP, are not imports of the tests.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const E2E_DIR = "tests/e2e";
const args = process.argv.slice(2);
const only = args.includes("--unit") ? "unit" : args.includes("--e2e") ? "e2e" : null;
const listOnly = args.includes("--list");
const ref = args.find((arg) => !arg.startsWith("--"));

function git(...gitArgs) {
  const result = spawnSync("git", gitArgs, { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : null;
}

function mergeBase() {
  const candidates = ref ? [ref] : ["main", "origin/main"];
  for (const candidate of candidates) {
    const base = git("merge-base", "HEAD", candidate);
    if (base) return { base, against: candidate };
  }
  console.error(`No merge base with ${candidates.join(" or ")}: name the branch or commit to compare with (npm run test:changed -- <ref>).`);
  process.exit(2);
}

function changedFiles(base) {
  const lists = [
    git("diff", "--name-only", `${base}...HEAD`),
    git("diff", "--name-only", "--cached"),
    git("ls-files", "--other", "--modified", "--exclude-standard"),
  ];
  return new Set(lists.flatMap((list) => (list ? list.split("\n").filter(Boolean) : [])));
}

function run(command, commandArgs) {
  console.log(`\n$ ${command} ${commandArgs.join(" ")}`);
  return spawnSync(command, commandArgs, { stdio: "inherit" }).status ?? 1;
}

/** The files of tests/e2e a file imports with a relative path, resolved with their extensions. */
function relativeImports(file) {
  const imports = [];
  for (const [, specifier] of readFileSync(file, "utf8").matchAll(/\bfrom\s+["'](\.{1,2}\/[^"']+)["']/g)) {
    const target = path.join(path.dirname(file), specifier);
    const resolved = [target, `${target}.ts`, `${target}.tsx`, path.join(target, "index.ts")].find((candidate) => existsSync(candidate) && !candidate.endsWith("/"));
    if (resolved) imports.push(path.normalize(resolved));
  }
  return imports;
}

/** Whether the file, or anything of tests/e2e it imports (transitively), changed. */
function touches(file, changed, seen = new Set()) {
  if (seen.has(file)) return false;
  seen.add(file);
  if (changed.has(file)) return true;
  return relativeImports(file).some((imported) => touches(imported, changed, seen));
}

function changedJourneys(changed) {
  const specs = readdirSync(E2E_DIR).filter((name) => name.endsWith(".spec.ts")).map((name) => path.join(E2E_DIR, name));
  return specs.filter((spec) => touches(spec, changed));
}

const { base, against } = mergeBase();
const changed = changedFiles(base);
console.log(`${changed.size} changed file(s) since the merge base with ${against} (${base.slice(0, 10)}).`);

if (listOnly) {
  const vitestStatus = only === "e2e" ? 0 : run("npx", ["vitest", "list", "--changed", base, "--filesOnly", "--passWithNoTests"]);
  if (only !== "unit") console.log(`\nJourneys:\n${changedJourneys(changed).join("\n") || "(none)"}`);
  process.exit(vitestStatus);
}

let status = 0;
if (only !== "e2e") {
  status = run("npx", ["vitest", "run", "--changed", base, "--passWithNoTests"]);
}
if (only !== "unit" && status === 0) {
  const journeys = changedJourneys(changed);
  if (journeys.length === 0) {
    console.log("\nNo journey or page object of tests/e2e changed.");
  } else {
    status = run("node", ["tools/build-if-stale.mjs"]) || run("npx", ["playwright", "test", ...journeys]);
  }
}
process.exit(status);
