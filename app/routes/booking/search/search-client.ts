import type { CalendarDate } from "#domain/helsinki-time";
import { callApi } from "#app/ui/api-client";
import type {
  AppointmentSearchResponse,
  AvailableAppointment,
  SpecialtyContent,
} from "#server/modules/booking/search-service";

// The browser's calls of the search API (spec part 2 §7), through the one API client. Every call
// takes an AbortSignal: the list cancels a request that a newer search has replaced, and its
// answer is then ignored.

export type { AvailableAppointment };

export class SearchRequestError extends Error {
  constructor(readonly status: number) {
    super(`Search request failed with HTTP ${status}`);
  }
}

async function getJson<T>(path: string, signal: AbortSignal): Promise<T> {
  const outcome = await callApi<T>("GET", path, { signal });
  if (outcome.kind === "ok") return outcome.body;
  if (outcome.kind === "network") throw outcome.aborted ? new DOMException("Aborted", "AbortError") : new SearchRequestError(0);
  throw new SearchRequestError(outcome.kind === "failed" ? outcome.status : outcome.kind === "rateLimited" ? 429 : 400);
}

/** One page of free times; a failure answer (no occupational web reservation) is an error here. */
export async function fetchAppointments(params: string, signal: AbortSignal): Promise<AvailableAppointment[]> {
  const body = await getJson<AppointmentSearchResponse>(`/api/appointments?${params}`, signal);
  if (body.availableAppointments.type !== "success") throw new SearchRequestError(200);
  return body.availableAppointments.appointments;
}

export async function fetchAvailableDates(params: string, signal: AbortSignal): Promise<CalendarDate[]> {
  return (await getJson<{ dates: CalendarDate[] }>(`/api/appointments/available-appointment-dates?${params}`, signal)).dates;
}

export async function fetchSpecialty(params: string, signal: AbortSignal): Promise<SpecialtyContent | null> {
  const body = await getJson<{ type: string; specialty?: SpecialtyContent }>(`/api/appointments/specialty?${params}`, signal);
  return body.type === "success" && body.specialty ? body.specialty : null;
}

/** True for the error a cancelled fetch throws. */
export function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof DOMException && error.name === "AbortError");
}
