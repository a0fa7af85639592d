// `npm run test:unit`: the unit and integration tests as `npm test` runs them. The suite pins its
// own clock; to prove nothing reads the wall clock, the files whose answers depend on the date and
// time (vitest.config.ts's DATE_SENSITIVE) run at two instants where dates turn, under libfaketime
// (`apt-get install faketime`): New Year's Eve late in Helsinki, and the night the clocks go
// forward. Every other file runs once, at the machine's clock. `--instants` runs only the date
// files at the two instants (`npm run test:instants`). Arguments after `--` go to each Vitest run.
import { spawnSync } from "node:child_process";

const INSTANTS = ["2026-12-31 22:30:00", "2027-03-28 01:30:00"];

const args = process.argv.slice(2);
const instantsOnly = args.includes("--instants");
const filters = args.filter((arg) => arg !== "--instants");
// Narrowed to some files, one of the two sets may hold none of them; the whole suite has both.
const vitestArgs = filters.length > 0 ? [...filters, "--passWithNoTests"] : [];

function vitest(label, set, command, commandArgs, env = {}) {
  console.log(`\n${label}`);
  // Without a set, Vitest runs every file.
  const { HOIVA_TEST_SET: _inherited, ...inherited } = process.env;
  const setEnv = set ? { HOIVA_TEST_SET: set } : {};
  const result = spawnSync(command, [...commandArgs, "vitest", "run", ...vitestArgs], { stdio: "inherit", env: { ...inherited, ...env, ...setEnv } });
  if (result.error) console.error(`${command}: ${result.error.message}`);
  return result.status ?? 1;
}

// libfaketime moves only the wall clock: the monotonic clock, which carries no date, stays real,
// so timers and timeouts behave.
const atInstant = (label, set, at) => () =>
  vitest(`${label} at ${at} UTC`, set, "faketime", ["-f", `@${at}`, "npx"], { TZ: "UTC", DONT_FAKE_MONOTONIC: "1" });

const [newYearsEve, springForward] = INSTANTS;
const runs = instantsOnly
  ? INSTANTS.map((at) => atInstant("Date and time tests", "dates", at))
  : [atInstant("Unit and integration tests", undefined, newYearsEve), atInstant("Date and time tests", "dates", springForward)];
for (const run of runs) {
  const status = run();
  if (status !== 0) process.exit(status);
}
