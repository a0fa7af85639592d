import { NUMERIC_ID_PATTERN } from "./numeric-id";

// Appointment addresses (spec part 1 §2).
// - Logged-in page /{lang}/{appointment word}/{ids}: one or more numeric ids separated by commas.
// - Booking link /{lang}/{varaus|bokning|appointment}/{token}: the token is the spec's form, url-safe
//   base64 of two ids joined by "_": the appointment id and its link id, the appointment's random
//   link secret (appointment_slots.anonymous_link_secret, 32 hex digits from the database's strong
//   random source) written as a 39-digit decimal number, so a link cannot be guessed from an
//   appointment id (decision 297). Links sent before carry the secret in hex and still open.
// The token is the anonymous appointment id of POST /api/anon/check-in. The schemas of the API's
// inputs are in appointment-actions.ts.

/** More ids than this in one address is not a reservation anyone made. */
export const MAX_APPOINTMENT_IDS = 10;

/** The link secret as stored: 32 hex digits (128 bits, 122 of them random). */
const SECRET_PATTERN = /^[0-9a-f]{32}$/;
/** A link sent before the spec's form: the secret itself after the id. */
const LEGACY_SECRET_PATTERN = /^[A-Za-z0-9]{16,64}$/;
/** The link id: the secret as a decimal number, zero-padded to the 39 digits 2^128 needs. */
const LINK_ID_DIGITS = 39;
const LINK_ID_PATTERN = new RegExp(`^\\d{${LINK_ID_DIGITS}}$`);

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

/** The link id of a secret: the same 128 bits as a decimal id. */
export function linkIdOfSecret(secret: string): string {
  if (!SECRET_PATTERN.test(secret)) throw new RangeError("Not a link secret");
  return BigInt(`0x${secret}`).toString(10).padStart(LINK_ID_DIGITS, "0");
}

function secretOfLinkId(linkId: string): string | null {
  const value = BigInt(linkId);
  return value < 2n ** 128n ? value.toString(16).padStart(32, "0") : null;
}

/** The token of an appointment's booking link, in the spec's form. */
export function encodeAppointmentLink(appointmentId: number, secret: string): string {
  if (!Number.isSafeInteger(appointmentId) || appointmentId <= 0) throw new RangeError("Not an appointment id");
  return toBase64Url(`${appointmentId}_${linkIdOfSecret(secret)}`);
}

/**
 * The appointment id and secret a booking-link token names, in the spec's form or the hex form of
 * links sent before it; null for anything malformed.
 */
export function decodeAppointmentLink(token: string): { appointmentId: number; secret: string } | null {
  if (!BOOKING_LINK_TOKEN_PATTERN.test(token)) return null;
  const decoded = fromBase64Url(token);
  if (decoded === null) return null;
  const [id, second, ...rest] = decoded.split("_");
  if (rest.length > 0 || id === undefined || second === undefined || !NUMERIC_ID_PATTERN.test(id)) return null;
  const secret = LINK_ID_PATTERN.test(second) ? secretOfLinkId(second) : LEGACY_SECRET_PATTERN.test(second) ? second : null;
  return secret === null ? null : { appointmentId: Number(id), secret };
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
