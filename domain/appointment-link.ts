import { NUMERIC_ID_PATTERN } from "./numeric-id";

// Appointment addresses (spec part 1 §2).
// - Logged-in page /{lang}/{appointment word}/{ids}: one or more numeric ids separated by commas.
// - Booking link /{lang}/{varaus|bokning|appointment}/{token}: the token is url-safe base64 of two
//   ids joined by "_": the appointment id and the appointment's random link secret
//   (appointment_slots.anonymous_link_secret), so a link cannot be guessed from an appointment id.
// The schemas of the API's inputs are in appointment-actions.ts.

/** More ids than this in one address is not a reservation anyone made. */
export const MAX_APPOINTMENT_IDS = 10;

/** The link secret: letters and digits only (the database default is 32 hex digits). */
const SECRET_PATTERN = /^[A-Za-z0-9]{16,64}$/;

/** base64url without padding: letters, digits, "-" and "_". */
export const BOOKING_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,120}$/;

function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(token: string): string | null {
  const base64 = token.replace(/-/g, "+").replace(/_/g, "/");
  try {
    return atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  } catch {
    return null;
  }
}

/** The token of an appointment's booking link. */
export function encodeAppointmentLink(appointmentId: number, secret: string): string {
  if (!Number.isSafeInteger(appointmentId) || appointmentId <= 0) throw new RangeError("Not an appointment id");
  if (!SECRET_PATTERN.test(secret)) throw new RangeError("Not a link secret");
  return toBase64Url(`${appointmentId}_${secret}`);
}

/** The appointment id and secret a booking-link token names; null for anything malformed. */
export function decodeAppointmentLink(token: string): { appointmentId: number; secret: string } | null {
  if (!BOOKING_LINK_TOKEN_PATTERN.test(token)) return null;
  const decoded = fromBase64Url(token);
  if (decoded === null) return null;
  const [id, secret, ...rest] = decoded.split("_");
  if (rest.length > 0 || id === undefined || secret === undefined) return null;
  if (!NUMERIC_ID_PATTERN.test(id) || !SECRET_PATTERN.test(secret)) return null;
  return { appointmentId: Number(id), secret };
}

/**
 * The {ids} of the appointment page: "12" or "12,13". Duplicates are dropped, order is kept.
 * Null for anything else (the page then shows its not-found state).
 */
export function parseAppointmentIds(value: string | undefined): number[] | null {
  if (!value) return null;
  const parts = value.split(",");
  if (parts.length > MAX_APPOINTMENT_IDS || !parts.every((part) => NUMERIC_ID_PATTERN.test(part))) return null;
  return [...new Set(parts.map(Number))];
}

// ---- "Add to calendar" (the .ics file of an appointment) ----

/** The calendar file of the logged-in patient's own appointment. */
export function ownCalendarFilePath(appointmentId: number, lang: string): string {
  return `/api/appointments/${appointmentId}/calendar.ics?lang=${encodeURIComponent(lang)}`;
}

/** The token a booking link's path (/{lang}/{varaus|bokning|appointment}/{token}) ends with. */
export function bookingLinkTokenOf(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

/** The calendar file of the appointment a booking link names (e-mail, the link's page). */
export function linkedCalendarFilePath(token: string, lang: string): string {
  return `/api/anon/appointments/${encodeURIComponent(token)}/calendar.ics?lang=${encodeURIComponent(lang)}`;
}
