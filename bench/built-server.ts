import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { TEST_NOW } from "#tests/clock";

// The built server as `npm start` runs it (NODE_ENV=production), its clock starting where the
// demo data was laid out (TEST_NOW unless told), for the benchmarks that measure it from outside.

/** The compiled server that `npm start` runs (decision 290). */
const SERVER_MAIN = "build/server-main/main.js";

export function requireBuild(): void {
  if (!existsSync("build/server/index.js") || !existsSync("build/client/assets") || !existsSync(SERVER_MAIN)) throw new Error('No build: run "npm run build" first');
}

async function answers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/readyz`);
    return true;
  } catch {
    return false;
  }
}

/** Starts the server on `port` with `env` added, its clock at `clockStart`; waits until /readyz answers. */
export async function startBuiltServer(env: Record<string, string>, port: number, clockStart: Date = TEST_NOW): Promise<ChildProcess> {
  // Another server on the port would answer the readiness check and be measured instead.
  if (await answers(port)) throw new Error(`Something already listens on port ${port}`);
  const child = spawn(process.execPath, ["--enable-source-maps", SERVER_MAIN], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", CLOCK_START: clockStart.toISOString(), PORT: String(port), ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // Five minutes: the shared two-core machine has been seen at a load of 30.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGTERM");
  throw new Error("the server did not become ready in 300 s");
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}
