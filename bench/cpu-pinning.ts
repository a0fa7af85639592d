import { spawnSync } from "node:child_process";
import os from "node:os";
import pg from "pg";
import { parentPid, processTree } from "./cpu-time";

// The server under measurement on a core of its own (decision 418). On a two-core machine the
// server, PostgreSQL and the load generator otherwise share both cores, and a server that waits
// for its database a few times a request gets its core back with the caches refilled by
// PostgreSQL: its own CPU per request then rises by a fifth, a server without a database (the
// framework floor) by far less. In production the database runs on cores (or a machine) of its own.

/** The cores the server gets, and the ones PostgreSQL and wrk get; null where there are fewer than two. */
export interface CoreSplit {
  server: string;
  rest: string;
  all: string;
}

/** Core 0 for the server, the others for the rest; null unless taskset is there and the machine has two cores or more, or BENCH_PIN=0. */
export function coreSplit(): CoreSplit | null {
  const cores = os.availableParallelism();
  if (process.env.BENCH_PIN === "0" || cores < 2 || spawnSync("taskset", ["--version"]).error) return null;
  return { server: "0", rest: cores === 2 ? "1" : `1-${cores - 1}`, all: `0-${cores - 1}` };
}

/** Every thread of the process and of its descendants onto `cores` (taskset's list form, "0" or "1-3"). */
export function pinProcessTree(rootPid: number, cores: string): void {
  for (const pid of processTree(rootPid)) {
    const run = spawnSync("taskset", ["--all-tasks", "--cpu-list", "--pid", cores, String(pid)], { encoding: "utf8" });
    // A process may end between the listing and taskset; any other failure is the benchmark's.
    if (run.status !== 0 && !/No such process/.test(run.stderr)) throw new Error(`taskset ${cores} ${pid}: ${run.stderr}`);
  }
}

/** The PostgreSQL server's main process (the parent of every backend), from a backend's pid. */
export async function postmasterPid(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
    const parent = parentPid(rows[0]!.pid);
    if (parent === null) throw new Error("the PostgreSQL backend's parent process is not readable in /proc");
    return parent;
  } finally {
    await client.end();
  }
}
