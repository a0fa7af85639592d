import { type EventAttributes, createEvent } from "ics";
import type { Language, LocationType } from "#domain/enums";
import type { BrandId } from "#domain/session-state";

// "Add to calendar": an iCalendar file (RFC 5545) of one appointment. Calendars are often synced
// to a work account or shared with family, so the event tells what the confirmation SMS tells —
// brand, time and place — and no practitioner, specialty or visit type (decision 172). The link
// in the description leads back to the appointment, where the rest is behind login or the link's
// secret. Times are written in UTC, so every calendar shows them in its own zone correctly.

const BRAND_NAMES: Record<BrandId, string> = { adult: "Hoiva", kids: "Hoiva Junior" };

const TITLES: Record<Language, string> = { fi: "vastaanottoaika", sv: "mottagningstid", en: "appointment" };

const REMOTE_PLACES: Record<Language, { video: string; phone: string }> = {
  fi: { video: "Videovastaanotto", phone: "Puhelinvastaanotto" },
  sv: { video: "Videomottagning", phone: "Telefonmottagning" },
  en: { video: "Video appointment", phone: "Phone appointment" },
};

const LINK_TEXTS: Record<Language, string> = {
  fi: "Ajan tiedot, ilmoittautuminen ja peruminen",
  sv: "Tidens uppgifter, ankomstanmälan och avbokning",
  en: "Appointment details, check-in and cancellation",
};

export interface CalendarAppointment {
  id: number;
  startsAt: Date;
  durationMinutes: number;
  locationType: LocationType;
  isRemote: boolean;
  clinic: { name: string; street: string; postalCode: string; postOffice: string };
}

export interface CalendarFileInput {
  appointment: CalendarAppointment;
  lang: Language;
  brand: BrandId;
  /** Absolute URL of the appointment (the logged-in page or the booking link). */
  link: string;
  /** When the file is made (DTSTAMP): the server's clock, never the wall clock. */
  now: Date;
  /** Host name for the event's UID, so re-importing the file updates the same event. */
  uidDomain: string;
}

function placeOf({ appointment, lang }: CalendarFileInput): string {
  if (appointment.locationType === "videoAppointment") return REMOTE_PLACES[lang].video;
  if (appointment.locationType === "phone") return REMOTE_PLACES[lang].phone;
  const { name, street, postalCode, postOffice } = appointment.clinic;
  return [name, street, `${postalCode} ${postOffice}`.trim()].filter((part) => part !== "").join(", ");
}

/** The .ics text of the appointment; throws only on a programming error (invalid attributes). */
export function appointmentCalendarFile(input: CalendarFileInput): string {
  const { appointment, lang, brand, link, now } = input;
  const attributes: EventAttributes & { timestamp: number } = {
    productId: "-//Hoiva//Patient portal//EN",
    uid: `appointment-${appointment.id}@${input.uidDomain}`,
    // ics stamps Date.now() unless told; the stamp is when this copy was made.
    timestamp: now.getTime(),
    start: appointment.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: appointment.durationMinutes },
    title: `${BRAND_NAMES[brand]}: ${TITLES[lang]}`,
    location: placeOf(input),
    // The link goes in the description only: the library's URL check refuses valid addresses
    // such as a one-digit port, and every calendar shows the description.
    description: `${LINK_TEXTS[lang]}: ${link}`,
    status: "CONFIRMED",
    busyStatus: "BUSY",
    classification: "PRIVATE",
  };
  const { error, value } = createEvent(attributes);
  if (error || value === null) throw error ?? new Error("No calendar file");
  return value;
}

/** The download's file name: brand and day, nothing about the visit. */
export function calendarFileName(startsAt: Date, brand: BrandId): string {
  return `${brand === "kids" ? "hoiva-junior" : "hoiva"}-${startsAt.toISOString().slice(0, 10)}.ics`;
}
