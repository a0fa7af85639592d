import express from "express";
import { describe, expect, it } from "vitest";
import { KEEP_ALIVE_TIMEOUT_MS, listen } from "./listen";

describe("listen", () => {
  it("keeps idle connections open longer than proxies and browsers keep theirs", async () => {
    const app = express().get("/", (_request, response) => void response.send("ok"));
    const server = await new Promise<ReturnType<typeof listen>>((resolve) => {
      const started = listen(app, 0, "127.0.0.1", () => resolve(started));
    });
    try {
      expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
      expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
      const address = server.address();
      if (!address || typeof address === "string") throw new Error("not listening on a port");
      const response = await fetch(`http://127.0.0.1:${address.port}/`);
      expect(response.headers.get("keep-alive")).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
    }
  });
});
