// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, useFetchStub } from "#app/ui/test-utils";
import { AttachmentDownloadUrl, attachmentDownloadAddress, callMessaging, contentTypeOf, CreateAttachmentUpload } from "./messaging-client";

const fetchMock = useFetchStub();

afterEach(() => {
  vi.useRealTimers();
});

describe("callMessaging", () => {
  it("posts the typed document with its operation name and variables to the endpoint with the csrfToken", async () => {
    fetchMock.mockReturnValueOnce(jsonResponse({ data: { attachmentDownloadUrl: "/api/customer-messaging/attachments/5?x" } }));
    const outcome = await callMessaging(AttachmentDownloadUrl, { id: "5" }, { csrfToken: "t" });
    expect(outcome).toEqual({ kind: "ok", data: { attachmentDownloadUrl: "/api/customer-messaging/attachments/5?x" } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/customer-messaging?csrfToken=t");
    const body = JSON.parse(String(init?.body)) as { query: string; operationName: string; variables: unknown };
    expect(body.operationName).toBe("AttachmentDownloadUrl");
    expect(body.query).toContain("attachmentDownloadUrl(id: $id)");
    expect(body.variables).toEqual({ id: "5" });
  });

  it("answers a GraphQL error as failed with its code, and the API's outcomes otherwise", async () => {
    fetchMock.mockReturnValueOnce(jsonResponse({ data: null, errors: [{ message: "x", extensions: { code: "NOT_FOUND" } }] }));
    expect(await callMessaging(CreateAttachmentUpload, {}, { csrfToken: "t" })).toEqual({ kind: "failed", status: 200, code: "NOT_FOUND" });
    fetchMock.mockReturnValueOnce(jsonResponse({ type: "csrfTokenInvalid" }, 403));
    expect(await callMessaging(CreateAttachmentUpload, {}, { csrfToken: "t" })).toEqual({ kind: "session", expired: false });
    fetchMock.mockReturnValueOnce(jsonResponse({ type: "unknownError" }, 500));
    expect(await callMessaging(CreateAttachmentUpload, {}, { csrfToken: "t" })).toEqual({ kind: "failed", status: 500, code: "unknownError" });
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await callMessaging(CreateAttachmentUpload, {}, { csrfToken: "t" })).toEqual({ kind: "network", aborted: false });
  });

  it("gives up after 10 s as a network failure, and retries only when asked", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation((_url: unknown, init?: RequestInit) => new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))));
    const once = callMessaging(CreateAttachmentUpload, {}, { csrfToken: "t" });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await once).toEqual({ kind: "network", aborted: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockReset();
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockReturnValueOnce(jsonResponse({ data: { attachmentDownloadUrl: null } }));
    const retried = attachmentDownloadAddress(7, { csrfToken: "t", retries: 1 });
    await vi.advanceTimersByTimeAsync(600);
    expect(await retried).toEqual({ kind: "ok", data: null });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("a caller's cancel is an aborted network outcome, not retried", async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation((_url: unknown, init?: RequestInit) => new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))));
    const call = callMessaging(CreateAttachmentUpload, {}, { csrfToken: "t", signal: controller.signal, retries: 3 });
    controller.abort();
    expect(await call).toEqual({ kind: "network", aborted: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("contentTypeOf", () => {
  it("keeps an allowed browser type, else takes the one of the name's ending", () => {
    expect(contentTypeOf({ name: "a.pdf", type: "application/pdf" })).toBe("application/pdf");
    expect(contentTypeOf({ name: "LAUSUNTO.PDF", type: "" })).toBe("application/pdf");
    expect(contentTypeOf({ name: "kuva.jpe", type: "" })).toBe("image/jpeg");
    expect(contentTypeOf({ name: "a.csv", type: "application/vnd.ms-excel" })).toBe("application/vnd.ms-excel");
    expect(contentTypeOf({ name: "a.bin", type: "" })).toBe("application/octet-stream");
  });
});
