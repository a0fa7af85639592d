import { describe, expect, it } from "vitest";
import { useTestServer } from "./test-server";

// The development tools (test identity provider, outbox, booking-link lookup, test payment service) exist only on a
// server that listens on this machine alone, or that opts in; elsewhere the routes are absent.

const DEV_ROUTES = [
  "/dev/outbox?format=json",
  "/api/dev/appointment-links?identityCode=140386-246K",
  "/dev/idp/.well-known/openid-configuration",
  "/dev/paytrail/payments/00000000-0000-0000-0000-000000000000",
];

describe("development tools", () => {
  const loopback = useTestServer({ pages: "none" });
  const exposed = useTestServer({ pages: "none", env: { HOST: "0.0.0.0" } });
  const optedIn = useTestServer({ pages: "none", env: { HOST: "0.0.0.0", DEV_TOOLS: "true" } });

  it("answer on a loopback address", async () => {
    for (const path of DEV_ROUTES) expect((await loopback.get(path)).status, path).not.toBe(404);
  });

  it("do not exist on every interface unless asked for", async () => {
    for (const path of DEV_ROUTES) expect((await exposed.get(path)).status, path).toBe(404);
    for (const path of DEV_ROUTES) expect((await optedIn.get(path)).status, path).not.toBe(404);
  });
});
