import type { CertificateType, Language } from "./enums";
import { type CalendarDate, calendarDaysBetween } from "./helsinki-time";

// Certificates, vaccinations and the occupational health care team (spec part 1 §2 "Certificates,
// vaccinations, team, sickness fund, help", §3 "Vaccination", "Occupational info", §9; part 2 §3
// "Practitioner"): the shapes the pages show, the list limits and the practitioner profile link.
// Pure: pages and server share it.

// ---- Certificates ----

/** Only sick-leave certificates created on or after this Helsinki day are listed (spec part 1 §2). */
export const CERTIFICATES_LISTED_SINCE: CalendarDate = "2022-01-01";

export interface CertificateListItem {
  id: number;
  type: CertificateType;
  /** ISO instant the certificate was written. */
  createdAt: string;
  /** First and last day of the sick leave, inclusive. */
  startDate: CalendarDate;
  endDate: CalendarDate;
  practitionerName: string | null;
}

/** Whole days of a sick leave, both ends included ("2026-11-02".."2026-11-04" is 3). */
export function sickLeaveDays(startDate: CalendarDate, endDate: CalendarDate): number {
  return calendarDaysBetween(startDate, endDate) + 1;
}

// ---- Vaccinations ----

/** Vaccinations per page (spec part 1 §9). */
export const VACCINATION_PAGE_SIZE = 25;

export interface VaccinationListItem {
  id: number;
  date: CalendarDate;
  name: string;
  practitionerName: string;
  /** Null when the protection does not expire. */
  effectiveUntil: CalendarDate | null;
}

/** The page number of a list's "?page=": a positive whole number, else the first page. */
export function listPageOf(value: string | null): number {
  if (value === null || !/^[1-9]\d{0,5}$/.test(value)) return 1;
  return Number(value);
}

/** Pages a list of `total` rows needs at `pageSize` a page; an empty list still has its one page. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page actually shown: a page past the end shows the last one. */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, Math.floor(page)), pageCountOf(total, pageSize));
}

// ---- Occupational health care team ----

/** Who stands in for an absent team member (decision 350). */
export interface TeamSubstitute {
  name: string;
  /** Job title in the page's language; null when not known. */
  title: string | null;
  /** The substitute's bookable calendar, for "Book with …"; null when they take no appointments. */
  practitionerId: number | null;
}

export interface TeamMember {
  /** The practitioner id: the calendar "Book an appointment" pre-selects. */
  id: number;
  name: string;
  /** Job title in the page's language (the catalog keeps it in fi, sv and en). */
  title: string;
  /** The practitioner's picture; null shows the initials. */
  pictureUrl: string | null;
  /** The practitioner's profile page on the brand site; null when they have none. */
  profileUrl: string | null;
  substituteName: string | null;
  /** The substitute's period, both days inclusive; null without a substitute. */
  substitutePeriod: { start: CalendarDate; end: CalendarDate } | null;
  /** Away today (the care team's absence), with the last day away and the substitutes; else null. */
  absence: { lastDay: CalendarDate; substitutes: TeamSubstitute[] } | null;
}

/** An absent team member as a new message warns of it (decision 350). */
export interface TeamAbsence {
  name: string;
  title: string;
  lastDay: CalendarDate;
  substitutes: TeamSubstitute[];
}

export interface OccupationalInfo {
  employerName: string;
  responsibleDoctors: TeamMember[];
  responsibleNurses: TeamMember[];
}

/**
 * Which page the team view shows: the team, "no occupational health care team" for a patient
 * without one, or the generic error view when the team could not be read (temporary-api-error).
 */
export type OccupationalTeamState =
  | { status: "ok"; info: OccupationalInfo }
  | { status: "no-team" }
  | { status: "temporary-api-error" };

/** The brand site's language suffix of a profile page (part 2 §3): none for fi, -2 for en, -3 for sv. */
const PROFILE_SUFFIX: Record<Language, string> = { fi: "", en: "-2", sv: "-3" };

/** The folder of practitioner profiles on the brand site (decision 227). */
export const PROFILE_FOLDER = "ammattilaiset";

/** "https://www.hoiva.example/ammattilaiset/4101-2" for profile 4101 in English. */
export function practitionerProfileUrl(siteUrl: string, profileId: string, lang: Language): string {
  return `${siteUrl.replace(/\/+$/, "")}/${PROFILE_FOLDER}/${encodeURIComponent(profileId)}${PROFILE_SUFFIX[lang]}`;
}

// ---- Certificate PDF ----

/** `GET /api/certificates/{id}/pdf?lang&download`: the certificate in the language asked for, opened in the browser or saved. */
export function certificatePdfPath(certificateId: number, lang: Language, download = false): string {
  const query = new URLSearchParams({ lang });
  if (download) query.set("download", "1");
  return `/api/certificates/${certificateId}/pdf?${query.toString()}`;
}
