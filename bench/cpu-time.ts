import { readdirSync, readFileSync } from "node:fs";
import pg from "pg";

// Where a benchmark's CPU goes (Linux /proc): the server's processes, the PostgreSQL backends
// serving its database, and the whole machine. Throughput on a machine whose cores are all busy is
// the cores divided by the CPU one request costs there, so these figures say which part a target
// would have to shrink, and by how much.

/** Clock ticks per second of /proc's CPU times (USER_HZ; 100 on every Linux we run on). */
const TICK_MS = 10;

/** The fields after the command name of /proc/<pid>/stat; null when the process is gone. */
function statFields(pid: number): string[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name is in parentheses and may itself hold spaces or parentheses.
    return text.slice(text.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/** User and system CPU of one process in ms (0 when it is gone). */
function processCpuMs(pid: number): number {
  const fields = statFields(pid);
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name.
  return fields ? (Number(fields[11]) + Number(fields[12])) * TICK_MS : 0;
}

/** The parent of a process; null when it is gone. */
export function parentPid(pid: number): number | null {
  const parent = Number(statFields(pid)?.[1]);
  return Number.isInteger(parent) && parent > 0 ? parent : null;
}

/** Every process on the machine. */
export function runningPids(): number[] {
  return readdirSync("/proc").map(Number).filter(Number.isInteger);
}

/** The process and its descendants (a cluster's workers). */
export function processTree(rootPid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const pid of runningPids()) {
    const parent = parentPid(pid);
    if (parent === null) continue;
    if (!parents.has(parent)) parents.set(parent, []);
    parents.get(parent)!.push(pid);
  }
  const tree = [rootPid];
  for (let index = 0; index < tree.length; index += 1) tree.push(...(parents.get(tree[index]!) ?? []));
  return tree;
}

/** CPU in ms per pid, so that a later reading counts processes that started meanwhile from zero. */
export type CpuReading = Map<number, number>;

export function readProcessTree(rootPid: number): CpuReading {
  return new Map(processTree(rootPid).map((pid) => [pid, processCpuMs(pid)]));
}

/**
 * The backends connected to the database `url` names. Run on a connection of its own, which is
 * left out (its own statements are not the benchmark's).
 */
export async function readDatabaseBackends(url: string): Promise<CpuReading> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>("select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()");
    return new Map(rows.map(({ pid }) => [pid, processCpuMs(pid)]));
  } finally {
    await client.end();
  }
}

/** CPU spent between two readings (a process that ended in between is missed). */
export function cpuSpentMs(before: CpuReading, after: CpuReading): number {
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return spent;
}

/** Busy (not idle, not waiting for I/O) CPU of the whole machine in ms, all cores together. */
export function machineBusyMs(): number {
  const line = readFileSync("/proc/stat", "utf8").split("\n", 1)[0]!;
  const [user, nice, system, , , irq, softirq, steal] = line.split(/\s+/).slice(1).map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) * TICK_MS;
}
