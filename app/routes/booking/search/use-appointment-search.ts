import { useCallback, useEffect, useRef, useState } from "react";
import {
  apiSearchParams,
  type ApiSearchInput,
  BOOKING_PAGE_SIZE,
  type DateRange,
  nextAppointmentsRange,
} from "#domain/booking-search";
import { type AvailableAppointment, fetchAppointments, isAbort } from "./search-client";
import type { FirstResults } from "./search-page.server";

// List loading (spec part 2 §4): loading, then loaded (20 results means more may exist) or error
// with retry. A new search (filter, tab, date) resets the results and the offset; the request it
// replaces is aborted and whatever it answers is ignored. An empty range asks once more, without
// time of day and offset, for the following month: the "next appointments".

export type SearchState =
  | { status: "loading" }
  | { status: "error" }
  | {
      status: "loaded";
      appointments: AvailableAppointment[];
      hasMore: boolean;
      loadingMore: boolean;
      loadMoreFailed: boolean;
      /** Index of the first appointment of the latest "load more" page (focus goes there). */
      firstNewIndex: number | null;
      /** The fallback when the range was empty. */
      next: { range: DateRange; appointments: AvailableAppointment[] } | null;
    };

export interface AppointmentSearch {
  state: SearchState;
  loadMore(): void;
  retry(): void;
}

function loadedState(appointments: AvailableAppointment[], next: FirstResults["next"]): SearchState {
  return {
    status: "loaded",
    appointments,
    hasMore: appointments.length === BOOKING_PAGE_SIZE,
    loadingMore: false,
    loadMoreFailed: false,
    firstNewIndex: null,
    next,
  };
}

/**
 * `first` is the first page the server rendered (null when it did not): while the search is still
 * that one, the list starts loaded and nothing is fetched.
 */
export function useAppointmentSearch(input: ApiSearchInput, first: FirstResults | null = null): AppointmentSearch {
  const primary = apiSearchParams(input).toString();
  const nextRange = nextAppointmentsRange(input.range);
  const fallback = apiSearchParams({ ...input, range: nextRange, timeOfDay: undefined, offset: undefined }).toString();

  const [state, setState] = useState<SearchState>(() =>
    first && first.params === primary ? loadedState(first.appointments, first.next) : { status: "loading" },
  );
  // The search whose results the state already holds (the server's), so the first effect fetches nothing.
  const rendered = useRef<string | null>(first && first.params === primary ? primary : null);
  const [attempt, setAttempt] = useState(0);
  const moreRequest = useRef<AbortController | null>(null);
  // The range of the fallback, read by the effect without making it a dependency of its own.
  const nextRangeRef = useRef(nextRange);
  nextRangeRef.current = nextRange;

  useEffect(() => {
    if (rendered.current !== null && rendered.current === primary && attempt === 0) return;
    rendered.current = null;
    const controller = new AbortController();
    moreRequest.current?.abort();
    setState({ status: "loading" });
    void (async () => {
      try {
        const appointments = await fetchAppointments(primary, controller.signal);
        const next =
          appointments.length === 0
            ? { range: nextRangeRef.current, appointments: await fetchAppointments(fallback, controller.signal) }
            : null;
        if (controller.signal.aborted) return;
        setState(loadedState(appointments, next));
      } catch (error) {
        // A cancelled request is ignored: the search that replaced it sets the state.
        if (isAbort(error, controller.signal)) return;
        setState({ status: "error" });
      }
    })();
    return () => controller.abort();
  }, [primary, fallback, attempt]);

  const loadMore = useCallback(() => {
    if (state.status !== "loaded" || state.loadingMore || !state.hasMore) return;
    const offset = state.appointments.length;
    const controller = new AbortController();
    moreRequest.current?.abort();
    moreRequest.current = controller;
    setState({ ...state, loadingMore: true, loadMoreFailed: false });
    const params = new URLSearchParams(primary);
    params.set("offset", String(offset));
    void (async () => {
      try {
        const page = await fetchAppointments(params.toString(), controller.signal);
        if (controller.signal.aborted) return;
        setState((current) =>
          current.status === "loaded"
            ? {
                ...current,
                appointments: [...current.appointments, ...page],
                hasMore: page.length === BOOKING_PAGE_SIZE,
                loadingMore: false,
                firstNewIndex: page.length > 0 ? offset : null,
              }
            : current,
        );
      } catch (error) {
        if (isAbort(error, controller.signal)) return;
        setState((current) => (current.status === "loaded" ? { ...current, loadingMore: false, loadMoreFailed: true } : current));
      }
    })();
  }, [state, primary]);

  useEffect(() => () => moreRequest.current?.abort(), []);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  return { state, loadMore, retry };
}
