// The professional workspace's localised paths (decision 243): one prefix per language, below it
// the workspace's own pages. Rendered by the app in a layout of their own (no patient shell), with
// the sign-in's protocol, the sign-out and the attachments' downloads in the server's workspace
// router: a table of their own next to the patient pages' table; a test keeps the two apart.

import { isOneOf, LANGUAGES, type Language } from "../enums";
import { toQueryString, type PathParams, type SearchParams } from "./href";

export const PROFESSIONAL_PREFIX: Record<Language, string> = { fi: "ammattilainen", sv: "vardpersonal", en: "professional" };

export const PROFESSIONAL_PAGES = {
  signIn: { fi: "kirjaudu", sv: "logga-in", en: "sign-in" },
  signOut: { fi: "kirjaudu-ulos", sv: "logga-ut", en: "sign-out" },
  inbox: { fi: "viestit", sv: "meddelanden", en: "messages" },
  newThread: { fi: "viestit/uusi", sv: "meddelanden/ny", en: "messages/new" },
  thread: { fi: "viestit/:threadId", sv: "meddelanden/:threadId", en: "messages/:threadId" },
  attachment: {
    fi: "viestit/:threadId/liitteet/:attachmentId",
    sv: "meddelanden/:threadId/bilagor/:attachmentId",
    en: "messages/:threadId/attachments/:attachmentId",
  },
  absences: { fi: "poissaolot", sv: "franvaro", en: "absences" },
  /** A conversation outside the viewer's care relationships: the reason to open it (decision 330). */
  threadAccess: { fi: "viestit/:threadId/perustelu", sv: "meddelanden/:threadId/motivering", en: "messages/:threadId/reason" },
  /** A patient's records as the professional may see them (decision 376), under the conversations' rule. */
  patientAppointments: { fi: "potilaat/:patientId/ajanvaraukset", sv: "patienter/:patientId/tidsbokningar", en: "patients/:patientId/appointments" },
  patientVisits: { fi: "potilaat/:patientId/kaynnit", sv: "patienter/:patientId/besok", en: "patients/:patientId/visits" },
  patientLabResults: { fi: "potilaat/:patientId/laboratoriotulokset", sv: "patienter/:patientId/laboratoriesvar", en: "patients/:patientId/lab-results" },
  patientPrescriptions: { fi: "potilaat/:patientId/reseptit", sv: "patienter/:patientId/recept", en: "patients/:patientId/prescriptions" },
  /** One laboratory result day and one visit's report of the patient (decision 378), under the same rule. */
  patientLabResult: {
    fi: "potilaat/:patientId/laboratoriotulokset/:resultDate",
    sv: "patienter/:patientId/laboratoriesvar/:resultDate",
    en: "patients/:patientId/lab-results/:resultDate",
  },
  patientVisit: { fi: "potilaat/:patientId/kaynnit/:visitId", sv: "patienter/:patientId/besok/:visitId", en: "patients/:patientId/visits/:visitId" },
  /** The records outside the viewer's care relationships: the reason to open them (decision 376). */
  patientRecordsAccess: { fi: "potilaat/:patientId/perustelu", sv: "patienter/:patientId/motivering", en: "patients/:patientId/reason" },
} as const satisfies Record<string, Record<Language, string>>;

export type ProfessionalPageKey = keyof typeof PROFESSIONAL_PAGES;
export const PROFESSIONAL_PAGE_KEYS = Object.keys(PROFESSIONAL_PAGES) as ProfessionalPageKey[];

/**
 * The workspace pages rendered by the app (React Router, in a layout of their own), with their
 * route modules relative to app/; the sign-out (a post) and the attachments (files) are the
 * server's workspace router's. Anything else under the prefix is the workspace's "not found"
 * (WORKSPACE_NOT_FOUND_MODULE).
 */
export const WORKSPACE_PAGES = {
  signIn: "routes/professional/sign-in.tsx",
  inbox: "routes/professional/inbox.tsx",
  newThread: "routes/professional/new-thread.tsx",
  thread: "routes/professional/thread.tsx",
  threadAccess: "routes/professional/thread-access.tsx",
  absences: "routes/professional/absences.tsx",
  patientAppointments: "routes/professional/patient-records.tsx",
  patientVisits: "routes/professional/patient-records.tsx",
  patientLabResults: "routes/professional/patient-records.tsx",
  patientPrescriptions: "routes/professional/patient-records.tsx",
  patientLabResult: "routes/professional/patient-lab-result.tsx",
  patientVisit: "routes/professional/patient-visit.tsx",
  patientRecordsAccess: "routes/professional/patient-records-access.tsx",
} as const satisfies Partial<Record<ProfessionalPageKey, string>>;

/** The workspace's own "not found", for every other path under its prefix (in its layout, with its session). */
export const WORKSPACE_NOT_FOUND_MODULE = "routes/professional/not-found.tsx";

/** Where the idle warning's "Stay signed in" extends the session (decision 284; a post, JSON answer). */
export const PROFESSIONAL_SESSION_EXTEND_PATH = "/professional/session/extend";

export type WorkspacePageKey = keyof typeof WORKSPACE_PAGES;
export const WORKSPACE_PAGE_KEYS = Object.keys(WORKSPACE_PAGES) as WorkspacePageKey[];

/** Route id of a workspace page in one language ("workspace-inbox.sv", "workspace-notFound.fi"): no patient page's id. */
export function workspaceRouteId(key: WorkspacePageKey | "notFound", lang: Language): string {
  return `workspace-${key}.${lang}`;
}

/** The pattern of everything else under the workspace's prefix in this language: its "not found". */
export function workspaceNotFoundPattern(lang: Language): string {
  return `/${lang}/${PROFESSIONAL_PREFIX[lang]}/*`;
}

/** Whether this path (or its data request "….data") is one of the workspace's pages of this key, in its language. */
export function isProfessionalPath(key: ProfessionalPageKey, pathname: string): boolean {
  const lang = professionalLangOfPath(pathname);
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  return lang !== null && patternMatches(professionalPathPattern(key, lang), path);
}

/** A path pattern's parameters (":threadId") match one segment of digits, as the workspace's ids are; a ":…Date" one a calendar date. */
function patternMatches(pattern: string, path: string): boolean {
  const segments = pattern.split("/");
  const parts = path.split("/");
  const paramMatches = (segment: string, part: string) => (segment.endsWith("Date") ? /^\d{4}-\d{2}-\d{2}$/ : /^\d{1,15}$/).test(part);
  return segments.length === parts.length && segments.every((segment, index) => (segment.startsWith(":") ? paramMatches(segment, parts[index] ?? "") : segment === parts[index]));
}

export function professionalPathPattern(key: ProfessionalPageKey, lang: Language): string {
  return `/${lang}/${PROFESSIONAL_PREFIX[lang]}/${PROFESSIONAL_PAGES[key][lang]}`;
}

/** The localised path of a workspace page. */
export function professionalHref(key: ProfessionalPageKey, lang: Language, params: PathParams = {}, search?: SearchParams): string {
  const path = professionalPathPattern(key, lang).replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`professionalHref(${key}): missing parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
  return path + toQueryString(search);
}

/** Where a sign-in through the staff identity provider starts, in this language (the server's workspace router). */
export function professionalSignInStartHref(lang: Language): string {
  return `/professional/oauth/authenticate${toQueryString({ lang })}`;
}

/** The language of a path under a workspace prefix ("/sv/vardpersonal/..."), or null. */
export function professionalLangOfPath(pathname: string): Language | null {
  const [, lang, prefix] = pathname.split("/");
  return isOneOf(LANGUAGES, lang) && prefix === PROFESSIONAL_PREFIX[lang] ? lang : null;
}
