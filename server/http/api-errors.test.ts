import { describe, expect, it } from "vitest";
import { TEST_NOW } from "#tests/clock";
import { useTestServer } from "#tests/integration/test-server";

// Every error of /api answers JSON in one shape, never Express's HTML page or a stack trace.

const server = useTestServer({ demoDataNow: TEST_NOW, pages: "none" });

describe("API errors", () => {
  it("answers an unknown path with 404 JSON", async () => {
    const response = await server.get("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ type: "notFound" });
  });

  it("answers a body that is no JSON, or too big, with 400 ValidationError", async () => {
    for (const rawJson of ["{", '{"appointmentId":', JSON.stringify({ text: "x".repeat(200_000) })]) {
      const response = await server.request("POST", "/api/anon/reserve-appointment", { rawJson });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ type: "ValidationError", details: [{ path: "body", message: "validation.invalidValue" }] });
    }
  });
});
