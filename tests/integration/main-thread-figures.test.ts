import { describe, expect, it } from "vitest";
import { blockingOnThreadTime, mainThreadOnCpu, pageMainThreadTasks, type TraceEvent } from "#bench/main-thread-figures";

// bench:lighthouse's own figures from a Lighthouse trace (issue 36 §3). Times in a trace are in
// microseconds: `dur` a task's wall time, `tdur` its thread time.

const PAGE = { pid: 10, tid: 1 };
const OTHER_RENDERER = { pid: 20, tid: 1 };

function threadName(thread: { pid: number; tid: number }, name: string): TraceEvent {
  return { ...thread, name: "thread_name", ph: "M", ts: 0, args: { name } };
}

function task(thread: { pid: number; tid: number }, atMs: number, wallMs: number, cpuMs: number): TraceEvent {
  return { ...thread, name: "RunTask", ph: "X", ts: atMs * 1000, dur: wallMs * 1000, tdur: cpuMs * 1000 };
}

function firstContentfulPaint(pid: number, atMs: number): TraceEvent {
  return { pid, tid: 1, name: "firstContentfulPaint", ph: "R", ts: atMs * 1000 };
}

const trace: TraceEvent[] = [
  threadName(PAGE, "CrRendererMain"),
  threadName(OTHER_RENDERER, "CrRendererMain"),
  threadName({ pid: 10, tid: 2 }, "Compositor"),
  // Before the first paint: not blocking, however long.
  task(PAGE, 0, 200, 100),
  firstContentfulPaint(PAGE.pid, 250),
  // 4 × 20 − 50 = 30 ms on thread time; Lighthouse's wall time would make it 4 × 60 − 50 = 190.
  task(PAGE, 300, 60, 20),
  // 4 × 10 − 50 < 0: not blocking on thread time.
  task(PAGE, 400, 40, 10),
  // 4 × 25 − 50 = 50.
  task(PAGE, 500, 25, 25),
  // Another thread of the page's renderer and another renderer (an extension's, a frame's).
  task({ pid: 10, tid: 2 }, 300, 500, 500),
  task(OTHER_RENDERER, 300, 100, 100),
  firstContentfulPaint(OTHER_RENDERER.pid, 0),
];

describe("the main-thread figures of a Lighthouse trace", () => {
  it("reads the tasks of the renderer main thread with the most task time", () => {
    const tasks = pageMainThreadTasks(trace);
    expect(tasks.map((event) => [event.pid, event.tid])).toEqual([
      [10, 1],
      [10, 1],
      [10, 1],
      [10, 1],
    ]);
  });

  it("says how much of the tasks' wall time the thread was on a CPU", () => {
    expect(mainThreadOnCpu(pageMainThreadTasks(trace))).toBeCloseTo((100 + 20 + 10 + 25) / (200 + 60 + 40 + 25));
    expect(mainThreadOnCpu([])).toBeNaN();
  });

  it("counts the blocking time on thread time, after the page's first contentful paint", () => {
    expect(blockingOnThreadTime(trace, pageMainThreadTasks(trace))).toBeCloseTo(30 + 50);
  });

  it("has no blocking time to give without the page's first paint", () => {
    const withoutPaint = trace.filter((event) => !(event.name === "firstContentfulPaint" && event.pid === PAGE.pid));
    expect(blockingOnThreadTime(withoutPaint, pageMainThreadTasks(withoutPaint))).toBeNaN();
  });
});
