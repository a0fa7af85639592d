// The npm registry reachable from our build machines answers 404 for some platform-specific
// optional packages (darwin, win32, android, ...). npm then leaves them out of package-lock.json,
// and `npm ci` refuses the lock file as out of sync. This adds a placeholder entry, restricted to
// the package's own os/cpu, for every optional dependency the lock file lacks, so `npm ci` skips
// them on other platforms exactly as it would with a complete lock file.
// Run after `npm install`: node tools/complete-lockfile.mjs
import { readFileSync, writeFileSync } from "node:fs";

const LOCK_PATH = new URL("../package-lock.json", import.meta.url);
const OS_NAMES = ["android", "darwin", "freebsd", "linux", "openbsd", "netbsd", "sunos", "win32", "openharmony", "aix"];
/** Words a package name uses for an OS instead of Node's own name for it. */
const OS_ALIASES = { windows: "win32", macos: "darwin" };
const CPU_NAMES = ["arm64", "arm", "x64", "ia32", "loong64", "ppc64", "riscv64", "s390x", "mips64el"];

const lock = JSON.parse(readFileSync(LOCK_PATH, "utf8"));
let added = 0;

for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    const parts = name.split("/").pop().split("-");
    const os = OS_NAMES.find((candidate) => parts.includes(candidate)) ?? OS_ALIASES[parts.find((part) => part in OS_ALIASES)];
    const cpu = CPU_NAMES.find((candidate) => parts.includes(candidate));
    // Not a platform package: leave it to npm. One named for an OS alone (Vite 8's Windows-only
    // napi-windows-process-start-time) runs on every CPU of that OS.
    if (!os) continue;
    lock.packages[hoisted] = {
      // A lock file holds versions, not ranges: the lowest the range allows (platform packages pin theirs).
      version: version.replace(/^[\^~=]/, ""),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      os: [os],
      ...(cpu ? { cpu: [cpu] } : {}),
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCK_PATH, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entries`);
