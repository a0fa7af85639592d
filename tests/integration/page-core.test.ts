import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import { describe, expect, it } from "vitest";
import { coreOfThread, startAffinitySetter } from "#bench/page-core";

// bench:lighthouse's placement of Chromium's threads (decision 434): the page's main thread and
// the two threads its trace depends on share a core with nothing else of Chromium's; the cores are
// set through one process without a fork per thread (decision 435).

const split = { server: "0", rest: "1", all: "0-1" };
const renderer = (tid: number, name: string) => ({ type: "renderer", pid: 100, tid, name });

describe("coreOfThread", () => {
  it("puts a renderer's main thread on the page's core", () => {
    expect(coreOfThread(renderer(100, "chromium"), split)).toBe("0");
  });

  it("keeps the renderer's IO and trace-writing threads beside it, or the trace misses the navigation's start", () => {
    expect(coreOfThread(renderer(101, "Chrome_ChildIOT"), split)).toBe("0");
    expect(coreOfThread(renderer(102, "PerfettoTrace"), split)).toBe("0");
  });

  it("moves the renderer's workers, compositor and other threads off it", () => {
    for (const name of ["Compositor", "ThreadPoolForeg", "ThreadPoolServi", "HangWatcher", "DedicatedWorker", "ServiceWorker t"]) {
      expect(coreOfThread(renderer(103, name), split)).toBe("1");
    }
  });

  it("moves every thread of Chromium's other processes off it, their main threads and IO threads too", () => {
    for (const type of [null, "gpu-process", "utility"]) {
      expect(coreOfThread({ type, pid: 200, tid: 200, name: "chromium" }, split)).toBe("1");
      expect(coreOfThread({ type, pid: 200, tid: 201, name: "Chrome_ChildIOT" }, split)).toBe("1");
    }
  });
});

/** The cores a thread may run on, as Linux lists them ("0", "0-1"). */
function allowedCores(pid: number): string {
  return /^Cpus_allowed_list:\s*(\S+)$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]!;
}

describe.skipIf(os.availableParallelism() < 2)("startAffinitySetter", () => {
  it("moves a running thread to the cores asked for, skips one that has ended, and closes cleanly", async () => {
    const sleeper = spawn("sleep", ["30"]);
    try {
      expect(allowedCores(sleeper.pid!)).not.toBe("1");
      const setter = startAffinitySetter();
      setter.pin(2 ** 22 + 1, "1"); // above any pid_max: a thread that is gone
      setter.pin(sleeper.pid!, "1");
      await setter.close();
      expect(allowedCores(sleeper.pid!)).toBe("1");
    } finally {
      sleeper.kill();
    }
  });
});
