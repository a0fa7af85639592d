// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ApiSearchInput, apiSearchParams } from "#domain/booking-search";
import type { AvailableAppointment } from "./search-client";
import { useAppointmentSearch } from "./use-appointment-search";

// List loading (spec part 2 §4) against a scripted fetch: pages of 20 with load more, the "next
// appointments" call for an empty range, error and retry, and a replaced request's late answer
// ignored.

interface PendingRequest {
  url: URL;
  signal: AbortSignal;
  answer(appointments: number[] | "error"): void;
}

let requests: PendingRequest[] = [];

beforeEach(() => {
  requests = [];
  vi.stubGlobal("fetch", (input: string, init: RequestInit) => {
    const signal = init.signal!;
    return new Promise<Response>((resolve, reject) => {
      signal.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")));
      requests.push({
        url: new URL(input, "http://localhost"),
        signal,
        answer(ids) {
          if (ids === "error") return resolve(new Response("{}", { status: 500 }));
          const appointments = ids.map((id) => ({ id, startDate: new Date(Date.UTC(2026, 4, 20, 6, id)).toISOString() }));
          resolve(Response.json({ availableAppointments: { type: "success", appointments } }));
        },
      });
    });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const input: ApiSearchInput = {
  range: { startDate: "2026-05-20", endDate: "2026-06-02" },
  timeOfDay: "morning",
  clinicIds: ["HKA"],
  specialtyIds: [],
  practitionerIds: [],
  includeRemote: false,
  healthCareType: "private",
  lang: "en",
};

const ids = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);
const idsOf = (appointments: readonly AvailableAppointment[]) => appointments.map((appointment) => appointment.id);

async function nextRequest(): Promise<PendingRequest> {
  await waitFor(() => expect(requests.length).toBeGreaterThan(0));
  return requests.shift()!;
}

describe("useAppointmentSearch", () => {
  it("loads 20, then the next 20 with offset, and stops when a page is short", async () => {
    const { result } = renderHook(() => useAppointmentSearch(input));
    expect(result.current.state.status).toBe("loading");
    const first = await nextRequest();
    expect(first.url.pathname).toBe("/api/appointments");
    expect(first.url.searchParams.get("timeOfDay")).toBe("morning");
    expect(first.url.searchParams.get("offset")).toBeNull();
    await act(async () => first.answer(ids(1, 20)));
    await waitFor(() => expect(result.current.state).toMatchObject({ status: "loaded", hasMore: true }));

    act(() => result.current.loadMore());
    expect(result.current.state).toMatchObject({ loadingMore: true });
    const second = await nextRequest();
    expect(second.url.searchParams.get("offset")).toBe("20");
    await act(async () => second.answer(ids(21, 5)));
    await waitFor(() => expect(result.current.state).toMatchObject({ status: "loaded", hasMore: false, loadingMore: false, firstNewIndex: 20 }));
    const state = result.current.state;
    if (state.status !== "loaded") throw new Error("not loaded");
    expect(idsOf(state.appointments)).toEqual(ids(1, 25));
    expect(state.next).toBeNull();
  });

  it("starts with the server's first page without fetching it, and fetches once the search changes", async () => {
    const rendered = ids(1, 20).map((id) => ({ id, startDate: new Date(Date.UTC(2026, 4, 20, 6, id)).toISOString() })) as AvailableAppointment[];
    const first = { params: apiSearchParams(input).toString(), appointments: rendered, next: null };
    const { result, rerender } = renderHook(({ search }) => useAppointmentSearch(search, first), { initialProps: { search: input } });
    expect(result.current.state).toMatchObject({ status: "loaded", hasMore: true });
    await act(async () => {});
    expect(requests).toHaveLength(0);

    act(() => result.current.loadMore());
    const more = await nextRequest();
    expect(more.url.searchParams.get("offset")).toBe("20");
    await act(async () => more.answer(ids(21, 3)));

    rerender({ search: { ...input, timeOfDay: "afternoon" } });
    expect(result.current.state.status).toBe("loading");
    const changed = await nextRequest();
    expect(changed.url.searchParams.get("timeOfDay")).toBe("afternoon");
  });

  it("fetches when the server's first page is of another search", async () => {
    const first = { params: apiSearchParams({ ...input, timeOfDay: "evening" }).toString(), appointments: [], next: null };
    const { result } = renderHook(() => useAppointmentSearch(input, first));
    expect(result.current.state.status).toBe("loading");
    expect((await nextRequest()).url.searchParams.get("timeOfDay")).toBe("morning");
  });

  it("asks for the following month without time of day when the range is empty", async () => {
    const { result } = renderHook(() => useAppointmentSearch(input));
    await act(async () => (await nextRequest()).answer([]));
    const fallback = await nextRequest();
    expect(fallback.url.searchParams.get("startDate")).toBe("2026-06-03");
    expect(fallback.url.searchParams.get("endDate")).toBe("2026-07-02");
    expect(fallback.url.searchParams.has("timeOfDay")).toBe(false);
    expect(fallback.url.searchParams.has("offset")).toBe(false);
    expect(fallback.url.searchParams.getAll("clinicIds")).toEqual(["HKA"]);
    await act(async () => fallback.answer([7, 8]));
    await waitFor(() => expect(result.current.state.status).toBe("loaded"));
    const state = result.current.state;
    if (state.status !== "loaded") throw new Error("not loaded");
    expect(state.appointments).toEqual([]);
    expect(state.hasMore).toBe(false);
    expect(state.next?.range).toEqual({ startDate: "2026-06-03", endDate: "2026-07-02" });
    expect(idsOf(state.next?.appointments ?? [])).toEqual([7, 8]);
  });

  it("shows an error and loads again on retry", async () => {
    const { result } = renderHook(() => useAppointmentSearch(input));
    await act(async () => (await nextRequest()).answer("error"));
    await waitFor(() => expect(result.current.state.status).toBe("error"));
    act(() => result.current.retry());
    expect(result.current.state.status).toBe("loading");
    await act(async () => (await nextRequest()).answer([1]));
    await waitFor(() => expect(result.current.state.status).toBe("loaded"));
  });

  it("cancels a replaced search and ignores its answer", async () => {
    const { result, rerender } = renderHook((props: ApiSearchInput) => useAppointmentSearch(props), { initialProps: input });
    const stale = await nextRequest();
    rerender({ ...input, timeOfDay: "evening" });
    expect(stale.signal.aborted).toBe(true);
    const fresh = await nextRequest();
    expect(fresh.url.searchParams.get("timeOfDay")).toBe("evening");
    await act(async () => fresh.answer([100]));
    await act(async () => stale.answer([1, 2, 3]));
    await waitFor(() => expect(result.current.state.status).toBe("loaded"));
    const state = result.current.state;
    if (state.status !== "loaded") throw new Error("not loaded");
    expect(idsOf(state.appointments)).toEqual([100]);
  });

  it("drops a pending 'load more' when the search changes", async () => {
    const { result, rerender } = renderHook((props: ApiSearchInput) => useAppointmentSearch(props), { initialProps: input });
    await act(async () => (await nextRequest()).answer(ids(1, 20)));
    await waitFor(() => expect(result.current.state.status).toBe("loaded"));
    act(() => result.current.loadMore());
    const more = await nextRequest();
    rerender({ ...input, clinicIds: ["TAM"] });
    expect(more.signal.aborted).toBe(true);
    await act(async () => (await nextRequest()).answer([500]));
    await waitFor(() => expect(result.current.state).toMatchObject({ status: "loaded", hasMore: false }));
    const state = result.current.state;
    if (state.status !== "loaded") throw new Error("not loaded");
    expect(idsOf(state.appointments)).toEqual([500]);
  });
});
