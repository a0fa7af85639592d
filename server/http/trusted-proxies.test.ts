import { describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db/test-database";
import { createTestServices } from "#tests/services";
import { noPages } from "#tests/integration/test-server";
import { createHttpApp } from "./app";

// Behind a load balancer on another machine the browser's address arrives in X-Forwarded-For;
// the server believes that header only from the addresses TRUST_PROXY names (decision 362), so
// audit events and per-address rate limits see browsers, not the load balancer.

const database = useTestDatabase();

function trusts(env: Record<string, string>, address: string): boolean {
  const app = createHttpApp(createTestServices(database.handle, { env }), noPages);
  const trust = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  return trust(address, 0);
}

describe("trusted load balancers", () => {
  it("believes this machine only by default", () => {
    expect(trusts({}, "127.0.0.1")).toBe(true);
    expect(trusts({}, "10.1.2.3")).toBe(false);
  });

  it("believes the ranges TRUST_PROXY names, and no others", () => {
    const env = { TRUST_PROXY: "10.0.0.0/8, 192.0.2.7" };
    expect(trusts(env, "10.1.2.3")).toBe(true);
    expect(trusts(env, "192.0.2.7")).toBe(true);
    expect(trusts(env, "192.0.2.8")).toBe(false);
    expect(trusts(env, "127.0.0.1")).toBe(false);
  });
});
