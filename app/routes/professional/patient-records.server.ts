import { type AppLoadContext, data, redirect } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import type { Language } from "#domain/enums";
import type { LabResultDocument, MedicalReport } from "#domain/health-records";
import { RecordDateSchema } from "#domain/health-record-inputs";
import { formatDateTime, formatShortDate } from "#domain/date-display";
import { pageRunOf, type PageRun } from "#domain/list-paging";
import { ACCESS_REASON_MAX_LENGTH, ACCESS_REASON_VALID_HOURS, AccessReasonSchema } from "#domain/professional-inbox";
import { isProfessionalPath, professionalHref } from "#domain/routes/professional-route-table";
import type { ValidationDetail } from "#domain/validation-details";
import {
  loadPatientLabResultDay,
  loadPatientRecords,
  loadPatientVisitReport,
  type Opened,
  openPatientRecordsWithReason,
  patientRecordsAccessOf,
  type Scope,
} from "#server/modules/professional/patient-records-service";
import type { RequestInfo } from "#server/modules/professional/thread-service";
import { isProfessionalCsrfToken } from "#server/modules/professional/session-service";
import { CSRF_FIELD, parseForm, readFormBody } from "#app/form.server";
import { PATIENT_RECORD_SECTIONS, type PatientRecordSection, RECORD_PAGES } from "./patient-records-pages";
import { requestInfoOf, requireProfessional } from "./workspace.server";

// A patient's records in the workspace (decision 376): one page per kind (coming appointments,
// visits, laboratory results, prescriptions), each under the conversations' access rule (decision
// 330). Outside the professional's care relationships the page sends them to the reason form; an
// HR user, a patient who does not exist or a bad id is "not found". The services audit each view
// once with the ids it shows, which the patient reads on "who has viewed my data".

const SECTIONS = PATIENT_RECORD_SECTIONS;

export interface RecordRow {
  id: number;
  /** The row's date (and time) as shown. */
  when: string;
  /** Machine-readable date for <time>. */
  at: string;
  title: string;
  details: string[];
  /** A laboratory day with a result still to come. */
  pending?: boolean;
  /** A prescription's last day of dispensing. */
  validUntil?: string;
  /** The row's own page: a result day's values, a visit's report (decision 378). */
  href?: string;
}

export interface PatientRecordsPageData {
  section: PatientRecordSection;
  patient: { id: number; name: string; age: number };
  rows: RecordRow[];
  paging: { run: PageRun; pageCount: number; pageSize: number; total: number } | null;
}

export interface PatientRecordsAccessData {
  patientId: number;
  reasonMaxLength: number;
  validHours: number;
}

export interface PatientRecordsAccessActionData {
  result: SubmissionResult<ValidationDetail[]>;
}

const PatientIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const NO_STORE = { "Cache-Control": "no-store" };

function notFound(): never {
  throw data({ type: "notFound" }, { status: 404, headers: NO_STORE });
}

function sectionOfPath(pathname: string): PatientRecordSection {
  const section = SECTIONS.find((key) => isProfessionalPath(RECORD_PAGES[key], pathname));
  if (!section) notFound();
  return section;
}

export async function loadPatientRecordsPage(request: Request, context: AppLoadContext, lang: Language, patientIdParam: string | undefined): Promise<PatientRecordsPageData> {
  const session = await requireProfessional(request, context, lang);
  const url = new URL(request.url);
  const section = sectionOfPath(url.pathname);
  const patientId = PatientIdSchema.safeParse(patientIdParam);
  if (!patientId.success) notFound();
  const loaded = await loadPatientRecords(context.scope.db, {
    professional: session.professional,
    patientId: patientId.data,
    now: context.scope.now,
    request: requestInfoOf(context),
    lang,
    section,
    run: pageRunOf(url.searchParams),
  });
  if (loaded.type === "reasonRequired") throw redirect(professionalHref("patientRecordsAccess", lang, { patientId: patientId.data }, { to: section }), { status: 303, headers: NO_STORE });
  if (loaded.type === "notFound") notFound();
  const view = loaded.view;
  const base = { section, patient: loaded.patient };
  switch (view.section) {
    case "appointments":
      return {
        ...base,
        paging: null,
        rows: view.items.map((item) => ({
          id: item.id,
          when: formatDateTime(item.startsAt, lang),
          at: item.startsAt.toISOString(),
          title: item.title,
          details: [item.practitionerName, item.clinicName],
        })),
      };
    case "visits": {
      const { items, ...paging } = view.list;
      return {
        ...base,
        paging,
        rows: items.map((item) => ({
          id: item.id,
          when: formatDateTime(new Date(item.dateTime), lang),
          at: item.dateTime,
          title: item.specialtyName ?? item.practitionerName,
          href: professionalHref("patientVisit", lang, { patientId: patientId.data, visitId: item.id }),
          details: [...(item.specialtyName ? [item.practitionerName] : []), ...(item.clinicName ? [item.clinicName] : [])],
        })),
      };
    }
    case "labResults": {
      const { days, run, pageCount, pageSize, total } = view.laboratory;
      return {
        ...base,
        paging: { run, pageCount, pageSize, total },
        rows: days.map((day, index) => ({
          id: index,
          when: formatShortDate(day.date, lang),
          at: day.date,
          title: day.items.map((item) => item.displayName).join(", "),
          details: [],
          pending: !day.isReady,
          href: professionalHref("patientLabResult", lang, { patientId: patientId.data, resultDate: day.date }),
        })),
      };
    }
    case "prescriptions": {
      const { items, ...paging } = view.list;
      return {
        ...base,
        paging,
        rows: items.map((item) => ({
          id: item.id,
          when: formatShortDate(item.issuedDate, lang),
          at: item.issuedDate,
          title: `${item.medicineName} ${item.strength}`,
          details: [item.dosageGuide],
          validUntil: formatShortDate(item.validUntil, lang),
        })),
      };
    }
  }
}

export interface PatientRecordHeader {
  patient: { id: number; name: string; age: number };
}

export type PatientLabResultPageData = PatientRecordHeader & { result: LabResultDocument };
export type PatientVisitPageData = PatientRecordHeader & { report: MedicalReport };

/**
 * The reason form, naming the list to return to and, from a result day or a visit, which one
 * (`item`), so the stated reason leads back to what was asked for.
 */
function reasonFirst(lang: Language, patientId: number, section: PatientRecordSection, item?: string): never {
  throw redirect(professionalHref("patientRecordsAccess", lang, { patientId }, item === undefined ? { to: section } : { to: section, item }), { status: 303, headers: NO_STORE });
}

/**
 * One item of the patient's records (decision 378) by its id from the path, under the records'
 * access rule: a bad id, or one that is not this patient's, is "not found"; outside the care
 * relationships the reason comes first and then leads back to this item.
 */
async function loadRecordItem<Id extends string | number, T>(
  request: Request,
  context: AppLoadContext,
  lang: Language,
  patientIdParam: string | undefined,
  item: { section: PatientRecordSection; id: Id | undefined; read: (scope: Scope & { request: RequestInfo }, id: Id) => Promise<Opened<T>> },
): Promise<{ patient: PatientRecordHeader["patient"]; record: T }> {
  const session = await requireProfessional(request, context, lang);
  const patientId = PatientIdSchema.safeParse(patientIdParam);
  if (!patientId.success || item.id === undefined) notFound();
  const scope = { professional: session.professional, patientId: patientId.data, now: context.scope.now, request: requestInfoOf(context) };
  const loaded = await item.read(scope, item.id);
  if (loaded.type === "reasonRequired") reasonFirst(lang, patientId.data, item.section, String(item.id));
  if (loaded.type === "notFound") notFound();
  return { patient: loaded.patient, record: loaded.record };
}

/**
 * One laboratory result day of the patient: its tests with values, units, reference ranges and
 * out-of-range marking; a malformed date or a day without results is "not found".
 */
export async function loadPatientLabResultPage(request: Request, context: AppLoadContext, lang: Language, params: { patientId?: string; resultDate?: string }): Promise<PatientLabResultPageData> {
  const { patient, record } = await loadRecordItem(request, context, lang, params.patientId, {
    section: "labResults",
    id: RecordDateSchema.safeParse(params.resultDate).data,
    read: (scope, date) => loadPatientLabResultDay(context.scope.db, { ...scope, date }),
  });
  return { patient, result: record };
}

/** One visit's medical report of the patient; another patient's visit is "not found". */
export async function loadPatientVisitPage(request: Request, context: AppLoadContext, lang: Language, params: { patientId?: string; visitId?: string }): Promise<PatientVisitPageData> {
  const { patient, record } = await loadRecordItem(request, context, lang, params.patientId, {
    section: "visits",
    id: PatientIdSchema.safeParse(params.visitId).data,
    read: (scope, visitId) => loadPatientVisitReport(context.scope.db, { ...scope, lang, visitId }),
  });
  return { patient, report: record };
}

function sectionOfSearch(url: URL): PatientRecordSection {
  const to = url.searchParams.get("to");
  return SECTIONS.find((key) => key === to) ?? "appointments";
}

/**
 * Where the reason form leads once the records open: the result day or visit named by `item` when
 * it is one (a well-formed date or id, checked again by that page), else the list of `to`.
 */
function recordsPathOfSearch(url: URL, lang: Language, patientId: number): string {
  const section = sectionOfSearch(url);
  const item = url.searchParams.get("item");
  if (item !== null && section === "labResults") {
    const date = RecordDateSchema.safeParse(item);
    if (date.success) return professionalHref("patientLabResult", lang, { patientId, resultDate: date.data });
  }
  if (item !== null && section === "visits") {
    const visitId = PatientIdSchema.safeParse(item);
    if (visitId.success) return professionalHref("patientVisit", lang, { patientId, visitId: visitId.data });
  }
  return professionalHref(RECORD_PAGES[section], lang, { patientId });
}

/** The reason form: a professional who may open the records anyway goes straight to them; an HR user or no such patient is "not found". */
export async function loadPatientRecordsAccessPage(request: Request, context: AppLoadContext, lang: Language, patientIdParam: string | undefined): Promise<PatientRecordsAccessData> {
  const session = await requireProfessional(request, context, lang);
  const patientId = PatientIdSchema.safeParse(patientIdParam);
  if (!patientId.success) notFound();
  const access = await patientRecordsAccessOf(context.scope.db, { professional: session.professional, patientId: patientId.data, now: context.scope.now });
  if (access === "notFound") notFound();
  if (access === "open") throw redirect(recordsPathOfSearch(new URL(request.url), lang, patientId.data), { status: 303, headers: NO_STORE });
  return { patientId: patientId.data, reasonMaxLength: ACCESS_REASON_MAX_LENGTH, validHours: ACCESS_REASON_VALID_HOURS };
}

/** The form's post (intent openWithReason): the reason recorded, then the records asked for (the list, or the day or visit). */
export async function submitPatientRecordsAccessAction(request: Request, context: AppLoadContext, lang: Language, patientIdParam: string | undefined) {
  const session = await requireProfessional(request, context, lang);
  const patientId = PatientIdSchema.safeParse(patientIdParam);
  if (!patientId.success) notFound();
  const form = await readFormBody(request);
  if (!isProfessionalCsrfToken(session, form.get(CSRF_FIELD))) throw data({ type: "csrfTokenInvalid" }, { status: 403 });
  const submission = parseForm(form, AccessReasonSchema);
  if (submission.status !== "success") return data<PatientRecordsAccessActionData>({ result: submission.reply() }, { status: 400 });
  const opened = await openPatientRecordsWithReason(context.scope.db, {
    professional: session.professional,
    patientId: patientId.data,
    now: context.scope.now,
    request: requestInfoOf(context),
    reason: submission.value.reason,
  });
  if (opened.type === "patientNotFound") notFound();
  throw redirect(recordsPathOfSearch(new URL(request.url), lang, patientId.data), { status: 303, headers: NO_STORE });
}
