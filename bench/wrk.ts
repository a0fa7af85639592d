import { spawnSync } from "node:child_process";

// One wrk run (`apt-get install wrk`) against one address: throughput, failed answers and the
// number of requests made, for the benchmarks that load the built server over HTTP.

export interface WrkResult {
  rps: number;
  errors: number;
  requests: number;
}

export function requireWrk(): void {
  if (spawnSync("wrk", ["--version"]).error) throw new Error("wrk is not installed (apt-get install wrk)");
}

/** `cores`: the cores wrk may run on (taskset's list form), where the server has one of its own. */
export function wrk(url: string, headers: Record<string, string>, { connections, seconds, cores }: { connections: number; seconds: number; cores?: string }): WrkResult {
  const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "--timeout", "10s", ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]), url];
  const run = cores ? spawnSync("taskset", ["--cpu-list", cores, "wrk", ...args], { encoding: "utf8" }) : spawnSync("wrk", args, { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr || run.stdout}`);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(run.stdout)?.[1] ?? Number.NaN);
  const errors = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(run.stdout)?.[1] ?? 0) + Number(/Socket errors:.*?timeout (\d+)/.exec(run.stdout)?.[1] ?? 0);
  const requests = Number(/(\d+) requests in/.exec(run.stdout)?.[1] ?? Number.NaN);
  return { rps, errors, requests };
}
