import { encodeAppointmentLink } from "#domain/appointment-link";
import type { Language } from "#domain/enums";
import { href } from "#domain/routes/href";

/**
 * The path of an appointment's booking link (/fi/varaus/{token}), the address a confirmation
 * message carries: it opens the appointment without login (view, check in with the identity
 * code's end part, cancel after strong login). Add the site's origin for a message.
 */
export function bookingLinkPath(lang: Language, appointmentId: number, linkSecret: string): string {
  return href("anonymousAppointment", lang, { token: encodeAppointmentLink(appointmentId, linkSecret) });
}
