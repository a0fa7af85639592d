import { type ChildProcess, spawn } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";

// Debian's HAProxy in front of server processes, as an operator runs it (docs/operations.md):
// round robin over the instances, health-checked on /readyz. For the tests two additions: each
// answer names the instance that served it (X-Served-By), and a request may ask for one instance
// by name (X-Use-Instance), so a test can start a flow on one instance and finish it on another.

/** Where Debian installs HAProxy (`apt-get install haproxy`; .ci/run does it). */
const CANDIDATES = ["/usr/sbin/haproxy", "/usr/bin/haproxy", "/usr/local/sbin/haproxy"];

export function haproxyBinary(): string {
  for (const candidate of CANDIDATES) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  throw new Error("HAProxy is not installed: apt-get install haproxy (.ci/run installs it)");
}

/** A port free on 127.0.0.1 right now (the kernel's choice). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Backend {
  name: string;
  port: number;
}

export interface LoadBalancer {
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts HAProxy on `port` in front of `backends`. `pinned` paths (the built-in test identity
 * provider, which keeps its interactions in its own process's memory, as an outside broker would
 * keep them in its own service) always go to the first backend.
 */
export async function startLoadBalancer({ port, backends, pinned, directory }: { port: number; backends: Backend[]; pinned: string[]; directory: string }): Promise<LoadBalancer> {
  const [first] = backends;
  if (!first) throw new Error("no backends");
  const servers = backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port} check inter 1s`);
  const config = [
    "global",
    "  maxconn 512",
    "defaults",
    "  mode http",
    "  option forwardfor",
    "  timeout connect 5s",
    "  timeout client 60s",
    "  timeout server 60s",
    "frontend portal",
    `  bind 127.0.0.1:${port}`,
    ...pinned.map((prefix) => `  use_backend pinned if { path_beg ${prefix} }`),
    "  default_backend instances",
    "backend instances",
    "  balance roundrobin",
    "  option httpchk GET /readyz",
    ...backends.map((backend) => `  use-server ${backend.name} if { req.hdr(x-use-instance) -m str ${backend.name} }`),
    ...servers,
    "  http-response set-header X-Served-By %s",
    "backend pinned",
    `  server ${first.name} 127.0.0.1:${first.port}`,
    "  http-response set-header X-Served-By %s",
    "",
  ].join("\n");
  const file = path.join(directory, "haproxy.cfg");
  await writeFile(file, config);
  const output: string[] = [];
  // -db: stay in the foreground, the test owns the process.
  const child = spawn(haproxyBinary(), ["-db", "-f", file], { stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  await waitUntil(async () => {
    if (child.exitCode !== null) throw new Error(`HAProxy stopped (exit ${child.exitCode}):\n${output.join("")}`);
    return (await fetchStatus(`http://127.0.0.1:${port}/readyz`)) === 200;
  }, 30_000, "HAProxy did not answer");
  return { port, stop: () => stopProcess(child) };
}

async function fetchStatus(url: string): Promise<number | null> {
  try {
    return (await fetch(url)).status;
  } catch {
    return null;
  }
}

/** Polls `ready` every 250 ms until it answers true; throws after `timeoutMs`. */
export async function waitUntil(ready: () => Promise<boolean>, timeoutMs: number, message: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${message} within ${timeoutMs / 1000} s`);
}

/** SIGTERM, and SIGKILL if the process is still there after 10 s. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}
