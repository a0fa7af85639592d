import type { Server } from "node:http";
import type { Express } from "express";

/**
 * How long an idle keep-alive connection stays open (Node's default is 5 s). Longer than the 60 s
 * a reverse proxy or browser typically keeps one: the side that closes first must be the client,
 * or its next request can meet a connection being closed and fail with a reset (decision 276).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Starts serving the app on a port, with the portal's connection timeouts. */
export function listen(app: Express, port: number, host: string, onListening: () => void): Server {
  const server = app.listen(port, host, onListening);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  return server;
}
