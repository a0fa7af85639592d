// What bench:lighthouse reads from a Lighthouse trace besides Lighthouse's own figures (issue 36
// §3): how much of the page's main-thread time was on a CPU, and the blocking time counted on the
// tasks' thread time, which the host's other work does not lengthen.

/** The fields of a trace event read here. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** The top-level tasks of the renderer main thread with the most task time: the page's. */
export function pageMainThreadTasks(events: readonly TraceEvent[]): TraceEvent[] {
  const mainThreads = new Set(events.filter((event) => event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain").map((event) => `${event.pid}:${event.tid}`));
  const tasks = new Map<string, { wall: number; events: TraceEvent[] }>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name !== "RunTask" || event.ph !== "X" || event.tdur === undefined || !mainThreads.has(thread)) continue;
    const entry = tasks.get(thread) ?? { wall: 0, events: [] };
    entry.wall += event.dur ?? 0;
    entry.events.push(event);
    tasks.set(thread, entry);
  }
  return [...tasks.values()].sort((a, b) => b.wall - a.wall)[0]?.events ?? [];
}

/**
 * How much of its tasks' time the page's main thread was running on a CPU: their thread time over
 * their wall time. Lighthouse counts wall time, so when the machine's cores are busy elsewhere (the
 * browser's other processes, the server, a neighbour on shared hardware) every task looks longer
 * than the work in it: a share well under one says the blocking time measures the host as much as
 * the page.
 */
export function mainThreadOnCpu(tasks: readonly TraceEvent[]): number {
  const wall = tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0);
  const cpu = tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0);
  return wall > 0 ? cpu / wall : Number.NaN;
}

/**
 * Total Blocking Time counted on the tasks' thread time instead of their wall time: Σ max(0, 4 ×
 * thread time − 50 ms) over the page's main-thread tasks that start after the trace's first
 * contentful paint, to the end of the trace (Lighthouse stops at the simulated Time to Interactive,
 * so this can only count more tasks, not fewer). It is what the page's own work would block a
 * phone four times slower than this host's core, whatever else the host runs; beside Lighthouse's
 * figure it tells a page's blocking from the host's (issue 36 §3). NaN without a paint in the trace.
 */
export function blockingOnThreadTime(events: readonly TraceEvent[], tasks: readonly TraceEvent[]): number {
  const pid = tasks[0]?.pid;
  const paints = events.filter((event) => event.name === "firstContentfulPaint" && event.pid === pid).map((event) => event.ts);
  if (paints.length === 0) return Number.NaN;
  const firstPaint = Math.min(...paints);
  return tasks.filter((task) => task.ts >= firstPaint).reduce((sum, task) => sum + Math.max(0, (4 * (task.tdur ?? 0)) / 1000 - 50), 0);
}
