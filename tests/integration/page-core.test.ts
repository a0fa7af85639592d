import { describe, expect, it } from "vitest";
import { coreOfThread } from "#bench/page-core";

// bench:lighthouse's placement of Chromium's threads (decision 434): the page's main thread and
// the two threads its trace depends on share a core with nothing else of Chromium's.

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
