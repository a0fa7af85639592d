import http from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { clockStartingAt } from "#server/clock/clock";
import { loadConfig } from "#server/config/config";
import { openDatabase } from "#server/db/client";
import { createHttpApp } from "#server/http/app";
import type { PageRenderer } from "#server/http/pages";
import { createLogger } from "#server/logger";
import { createServices } from "#server/services";
import { TEST_NOW } from "#tests/clock";

// The HTTP app of `bench:booking-commit` in a process of its own, so that the benchmark reads the
// server's CPU alone: in one process with the benchmark's HTTP client, the client's work was
// counted as the server's (issue 36 §4). Started by booking-commit.ts with `fork`; tells its port
// over IPC, and answers "times" with the server times of the requests since the last "times".

const handle = await openDatabase({ url: process.env.DATABASE_URL! });
const config = loadConfig({ LOG_LEVEL: "silent", DATABASE_URL: process.env.DATABASE_URL!, MAX_FUTURE_RESERVATIONS: process.env.MAX_FUTURE_RESERVATIONS! });
const services = createServices(config, { database: handle, logger: createLogger("silent"), clock: clockStartingAt(TEST_NOW) });
const noPages: PageRenderer = { mountAssets: () => {}, build: () => Promise.reject(new Error("no pages")), mode: "production" };
const app = createHttpApp(services, noPages);
let serverTimes: number[] = [];
const server = http.createServer((req, res) => {
  const received = performance.now();
  res.on("finish", () => serverTimes.push(performance.now() - received));
  app(req, res);
});
server.listen(0, "127.0.0.1", () => process.send!({ port: (server.address() as AddressInfo).port }));
process.on("message", (message) => {
  if (message === "times") {
    process.send!({ times: serverTimes });
    serverTimes = [];
  } else if (message === "stop") {
    server.close(() => void handle.close().then(() => process.exit(0)));
  }
});
