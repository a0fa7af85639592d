// `npm start` builds first, but only when the build is missing or older than a source it is made
// from (decision 290): a fresh clone builds once, a restart with nothing changed starts at once.
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { BUILD_STAMP } from "./build-server.mjs";

const SOURCES = ["app", "domain", "server", "public", "package.json", "package-lock.json", "vite.config.ts", "react-router.config.ts", "tsconfig.json"];

function newestChange(entry) {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs);
}

const built = statSync(BUILD_STAMP, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (SOURCES.some((source) => newestChange(source) > built)) {
  const { status } = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
} else {
  console.log("The build is up to date.");
}
