// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { callApi } from "./api-client";
import { jsonResponse, useFetchStub } from "./test-utils";

const fetchMock = useFetchStub();

describe("callApi", () => {
  it("sends the csrfToken and query, a JSON body, and answers the body", async () => {
    fetchMock.mockReturnValueOnce(jsonResponse({ type: "success", count: 2 }));
    const outcome = await callApi<{ type: string; count: number }>("POST", "/api/x", { query: { lang: "fi" }, csrfToken: "t/1", body: { a: 1 } });
    expect(outcome).toEqual({ kind: "ok", body: { type: "success", count: 2 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/x?lang=fi&csrfToken=t%2F1");
    expect(init).toMatchObject({ method: "POST", body: '{"a":1}', credentials: "same-origin" });
  });

  it("gives every failure one outcome", async () => {
    fetchMock.mockReturnValueOnce(jsonResponse({ type: "ValidationError", details: [{ path: "phone", message: "validation.phone" }] }, 400));
    expect(await callApi("PUT", "/api/x")).toEqual({ kind: "invalid", details: [{ path: "phone", message: "validation.phone" }] });
    fetchMock.mockReturnValueOnce(jsonResponse({ type: "sessionExpired" }, 401));
    expect(await callApi("GET", "/api/x")).toEqual({ kind: "session", expired: true });
    fetchMock.mockReturnValueOnce(jsonResponse({ type: "csrfTokenInvalid" }, 403));
    expect(await callApi("GET", "/api/x")).toEqual({ kind: "session", expired: false });
    fetchMock.mockReturnValueOnce(jsonResponse({ type: "tooManyRequests" }, 429));
    expect(await callApi("GET", "/api/x")).toEqual({ kind: "rateLimited", type: "tooManyRequests" });
    fetchMock.mockReturnValueOnce(jsonResponse({ type: "unknownError" }, 500));
    expect(await callApi("GET", "/api/x")).toEqual({ kind: "failed", status: 500, type: "unknownError" });
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await callApi("GET", "/api/x")).toEqual({ kind: "network", aborted: false });
  });
});
