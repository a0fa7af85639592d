import { spawn, spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import type { CoreSplit } from "./cpu-pinning";
import { pinProcessTree } from "./cpu-pinning";
import { parentPid, processTree, runningPids } from "./cpu-time";

// The page's main thread on a core of its own while Lighthouse measures it (decision 434).
// Lighthouse's mobile profile multiplies the wall time of every main-thread task by four, on the
// premise that the host runs nothing else: on a two-core machine the browser's other processes,
// the renderer's own helper threads, the server and PostgreSQL take turns on the page's core, and
// a 20 ms task that waited 30 ms for a core counts as a 200 ms one, 150 ms of it blocking. A phone
// runs the page's main thread on a core of its own, beside the compositor, raster and network on
// others; so does this: every renderer's main thread (with its two light message threads) on the
// split's "server" core, every other thread of Chromium, the server, PostgreSQL and this process
// on the rest. The threads are placed as they start, without forking this process (decision 435).

/**
 * A renderer's threads that stay beside its main thread: the one that receives its messages
 * (tracing's start among them) and the one that writes its trace. They are light, and on the busy
 * cores they are late: the main thread then starts the navigation before the renderer's tracing
 * has begun, and the trace lacks its start (Lighthouse's NO_NAVSTART). Linux keeps the first 15
 * characters of a thread's name.
 */
const RENDERER_MESSAGE_THREADS = new Set(["Chrome_ChildIOT", "PerfettoTrace"]);

/** Every thread id of a process; empty when it is gone. */
function threadsOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    return [];
  }
}

function threadName(pid: number, tid: number): string {
  try {
    return readFileSync(`/proc/${pid}/task/${tid}/comm`, "utf8").trim();
  } catch {
    return "";
  }
}

/** A Chromium process's --type ("renderer", "zygote", "gpu-process"; null for the browser or when it is gone). */
function processType(pid: number): string | null {
  try {
    // Chromium rewrites its command line as one string of space-separated arguments.
    const type = readFileSync(`/proc/${pid}/cmdline`, "utf8").split(/[\0 ]/).find((arg) => arg.startsWith("--type="));
    return type ? type.slice("--type=".length) : null;
  } catch {
    return null;
  }
}

/**
 * Sets the cores of single threads, asked over a pipe, in one Python process that calls
 * sched_setaffinity (Node has no call for it). A taskset per thread forks this process, Lighthouse
 * and all: some 7 ms of its event loop each on a host with slow system calls, 100–150 ms for a new
 * renderer's twenty threads, on the busy cores at the moment the page loads, and Lighthouse keeps
 * the page's workers paused until it answers their DevTools attach. A thread that has ended is
 * skipped.
 */
const AFFINITY_SETTER = `
import os, sys
def cores(text):
    out = set()
    for part in text.split(","):
        first, _, last = part.partition("-")
        out.update(range(int(first), int(last or first) + 1))
    return out
for line in sys.stdin:
    text, tid = line.split()
    try:
        os.sched_setaffinity(int(tid), cores(text))
    except ProcessLookupError:
        pass
`;

export interface AffinitySetter {
  /** Asks for the thread `tid` on `cores` (taskset's list form, "0" or "1-3"); does not wait. */
  pin(tid: number, cores: string): void;
  /** Ends the setter once it has set every thread asked of it. */
  close(): Promise<void>;
}

export function startAffinitySetter(): AffinitySetter {
  if (spawnSync("python3", ["--version"]).error) throw new Error("the page's core needs python3 to place threads (BENCH_PIN=0 shares the cores instead)");
  const child = spawn("python3", ["-c", AFFINITY_SETTER], { stdio: ["pipe", "ignore", "inherit"] });
  const exited = new Promise<void>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`the affinity setter exited with ${code}`))));
  });
  // A failure surfaces in close(); a write to a setter that has failed is lost with it.
  exited.catch(() => {});
  child.stdin.on("error", () => {});
  return {
    pin(tid, cores) {
      child.stdin.write(`${cores} ${tid}\n`);
    },
    async close() {
      child.stdin.end();
      await exited;
    },
  };
}

/** Where a thread of Chromium goes: a renderer's main thread and message threads on the page's core, the rest off it. */
export function coreOfThread(thread: { type: string | null; pid: number; tid: number; name: string }, split: CoreSplit): string {
  const besideThePage = thread.type === "renderer" && (thread.tid === thread.pid || RENDERER_MESSAGE_THREADS.has(thread.name));
  return besideThePage ? split.server : split.rest;
}

export interface PageCore {
  /** Stops watching for new threads; the processes keep their cores. */
  stop(): Promise<void>;
}

/**
 * Pins the processes `others` (with their threads and children) and Chromium's to `split.rest`,
 * and watches Chromium's processes every 10 ms: a renderer's main thread (its pid) and its message
 * threads go to `split.server`, any other new thread to `split.rest` (a thread the main thread
 * starts would otherwise inherit the page's core). The zygotes, which fork every renderer, stay on
 * the page's core, so that a renderer started for a navigation starts there whole.
 */
export function isolatePageMainThreads(chromiumPid: number, others: number[], split: CoreSplit): PageCore {
  for (const pid of [chromiumPid, ...others]) pinProcessTree(pid, split.rest);
  // cpu-time's processTree reads every process on the machine, 2–3 ms of CPU, a fifth of a core
  // at this pace: after it, only the processes that started since the last look are read. Process
  // and thread ids come back after a while (pid_max can be 32,768), so both sets forget the ended.
  let running = new Set(runningPids());
  const chromium = new Set(processTree(chromiumPid));
  for (const zygote of [...chromium].filter((pid) => processType(pid) === "zygote")) pinProcessTree(zygote, split.server);
  /** The threads already placed, per process. */
  const placed = new Map<number, Set<number>>();
  const setter = startAffinitySetter();
  const findNewProcesses = () => {
    const now = runningPids();
    // Ascending, so that a parent that started in the same interval is known before its child.
    for (const pid of now.filter((pid) => !running.has(pid)).sort((a, b) => a - b)) {
      if (chromium.has(parentPid(pid) ?? -1)) chromium.add(pid);
    }
    running = new Set(now);
  };
  const place = () => {
    findNewProcesses();
    for (const pid of chromium) {
      const threads = threadsOf(pid);
      if (threads.length === 0) {
        chromium.delete(pid);
        placed.delete(pid);
        continue;
      }
      const known = placed.get(pid);
      const fresh = threads.filter((tid) => !known?.has(tid));
      if (fresh.length === 0) continue;
      const type = processType(pid);
      // The zygotes keep the page's core, and a renderer just forked reads as one until it
      // renames itself: looked at again next time.
      if (type === "zygote") continue;
      placed.set(pid, new Set(threads));
      for (const tid of fresh) setter.pin(tid, coreOfThread({ type, pid, tid, name: threadName(pid, tid) }, split));
    }
  };
  let watching = true;
  const watcher = (async () => {
    while (watching) {
      place();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  // A failure surfaces in stop(); until then the watcher has simply stopped.
  watcher.catch(() => {});
  return {
    async stop() {
      watching = false;
      try {
        await watcher;
      } finally {
        await setter.close();
      }
    },
  };
}
