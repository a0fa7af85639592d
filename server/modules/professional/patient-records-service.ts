import { eq, sql } from "drizzle-orm";
import type { Language } from "#domain/enums";
import type { PagedList, PageRun } from "#domain/list-paging";
import type { LabResultDocument, MedicalReport, VisitListItem } from "#domain/health-records";
import { ageOn } from "#domain/professional-inbox";
import { type CalendarDate, helsinkiCalendarDate } from "#domain/helsinki-time";
import { type DatabaseOrTransaction, queryRows } from "#server/db/client";
import { patients } from "#server/db/schema";
import { recordAudit, recordRefusedRead } from "#server/modules/audit/audit-service";
import { type AppointmentListItem, listAppointments } from "#server/modules/appointments/appointment-service";
import { type Prescription, listPrescriptions } from "#server/modules/prescriptions/service";
import { getLabResultDay, type LaboratoryOverview, listLaboratory } from "#server/modules/results/service";
import { getMedicalReport, listVisits } from "#server/modules/visits/service";
import { PATIENT_RECORDS_ENTITY, patientRecordsAccessCondition } from "./inbox-repository";
import { professionalActor, viewerOf } from "./inbox-service";
import type { Professional } from "./session-service";
import type { RequestInfo } from "./thread-service";

// A patient's records in the care team's workspace (decision 376): their coming appointments,
// visits, laboratory results and prescriptions, as the patient's own pages read them (through the
// appointments', visits', results' and prescriptions' services, each view audited once with the
// ids it shows), under the conversations' rule of access by care relationship (decision 330). A
// professional outside the patient's care relationships states a reason first; an HR user never
// sees them ("not found").

export type PatientRecordSection = "appointments" | "visits" | "labResults" | "prescriptions";

export type PatientRecordsAccess = "open" | "reasonRequired" | "notFound";

export interface Scope {
  professional: Professional;
  patientId: number;
  now: Date;
}

/** How `professional` may open the records of the patient: by care relationship, by a stated reason, or not at all. */
export async function patientRecordsAccessOf(db: DatabaseOrTransaction, { professional, patientId, now }: Scope): Promise<PatientRecordsAccess> {
  if (professional.userType !== "ProfessionalUser") return "notFound";
  const viewer = await viewerOf(db, professional, now);
  const [row] = await queryRows<{ may_open: boolean }>(db, sql`select (${patientRecordsAccessCondition(viewer, patientId)}) as may_open from patients where id = ${patientId}`);
  if (!row) return "notFound";
  return row.may_open ? "open" : "reasonRequired";
}

export type OpenPatientRecordsResult = { type: "success" } | { type: "patientNotFound" };

/**
 * A professional outside the patient's care relationships states why they open the records
 * ("break the glass"): an "open-with-reason" event of entity "patient-records" in the audit
 * trail, which the patient reads with the reason and which opens the records to them for
 * ACCESS_REASON_VALID_HOURS.
 */
export async function openPatientRecordsWithReason(
  db: DatabaseOrTransaction,
  { professional, patientId, now, request, reason }: Scope & { request: RequestInfo; reason: string },
): Promise<OpenPatientRecordsResult> {
  return db.transaction(async (tx) => {
    const [patient] = professional.userType === "ProfessionalUser" ? await tx.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId)) : [];
    if (!patient) {
      await recordRefusedRead(tx, professionalActor(professional, request, null), { entity: PATIENT_RECORDS_ENTITY, entityId: patientId });
      return { type: "patientNotFound" } as const;
    }
    await recordAudit(tx, professionalActor(professional, { ...request, at: now }, patientId), {
      action: "open-with-reason",
      entity: PATIENT_RECORDS_ENTITY,
      entityId: patientId,
      reason,
    });
    return { type: "success" } as const;
  });
}

export type PatientRecordsView =
  | { section: "appointments"; items: AppointmentListItem[] }
  | { section: "visits"; list: PagedList<VisitListItem> }
  | { section: "labResults"; laboratory: LaboratoryOverview }
  | { section: "prescriptions"; list: PagedList<Prescription> };

export type LoadPatientRecordsResult =
  | { type: "success"; patient: { id: number; name: string; age: number }; view: PatientRecordsView }
  | { type: "reasonRequired" }
  | { type: "notFound" };

type PatientHeader = { id: number; name: string; age: number };

export type Opened<T> = { type: "success"; patient: PatientHeader; record: T } | { type: "reasonRequired" } | { type: "notFound" };

/**
 * Reads one record of the patient under the access rule: refused (audited) when the professional
 * may not open it, "not found" when `read` finds nothing (the owning service audits that). `read`
 * gets the professional as actor acting for the patient, so its own audit event is on the
 * patient's "who has viewed my data".
 */
async function readUnderAccess<T>(
  db: DatabaseOrTransaction,
  { professional, patientId, now, request }: Scope & { request: RequestInfo },
  read: (tx: DatabaseOrTransaction, actor: ReturnType<typeof professionalActor>) => Promise<T | null>,
): Promise<Opened<T>> {
  return db.transaction(async (tx) => {
    const access = await patientRecordsAccessOf(tx, { professional, patientId, now });
    if (access !== "open") {
      await recordRefusedRead(tx, professionalActor(professional, request, null), { entity: PATIENT_RECORDS_ENTITY, entityId: patientId });
      return { type: access };
    }
    const [patient] = await tx
      .select({ id: patients.id, firstName: patients.firstName, lastName: patients.lastName, birthDate: patients.birthDate })
      .from(patients)
      .where(eq(patients.id, patientId));
    if (!patient) return { type: "notFound" } as const;
    const record = await read(tx, professionalActor(professional, request, patientId));
    if (record === null) return { type: "notFound" } as const;
    return {
      type: "success",
      patient: { id: patient.id, name: `${patient.firstName} ${patient.lastName}`.trim(), age: ageOn(patient.birthDate, helsinkiCalendarDate(now)) },
      record,
    } as const;
  });
}

/** One section of the patient's records, its rows in the pages of `run`; a refused read is audited. */
export async function loadPatientRecords(
  db: DatabaseOrTransaction,
  scope: Scope & { request: RequestInfo; lang: Language; section: PatientRecordSection; run: PageRun },
): Promise<LoadPatientRecordsResult> {
  const { patientId, now, lang, section, run } = scope;
  const opened = await readUnderAccess(db, scope, async (tx, actor): Promise<PatientRecordsView> => {
    const input = { actingPatientId: patientId, now, lang, actor, run };
    return section === "appointments"
      ? { section, items: await listAppointments(tx, input) }
      : section === "visits"
        ? { section, list: await listVisits(tx, input) }
        : section === "labResults"
          ? { section, laboratory: await listLaboratory(tx, input) }
          : { section, list: await listPrescriptions(tx, input) };
  });
  return opened.type === "success" ? { type: "success", patient: opened.patient, view: opened.record } : opened;
}

/**
 * One laboratory result day of the patient (decision 378), as the patient's own result page reads
 * it: the results' service audits it as one "lab-result" event naming the day's result group, or a
 * refused read when the patient has no result that day ("not found").
 */
export function loadPatientLabResultDay(db: DatabaseOrTransaction, scope: Scope & { request: RequestInfo; date: CalendarDate }): Promise<Opened<LabResultDocument>> {
  return readUnderAccess(db, scope, (tx, actor) => getLabResultDay(tx, { actingPatientId: scope.patientId, actor, date: scope.date }));
}

/** One visit's medical report of the patient (decision 378), audited by the visits' service as one "visit" event naming it. */
export function loadPatientVisitReport(db: DatabaseOrTransaction, scope: Scope & { request: RequestInfo; lang: Language; visitId: number }): Promise<Opened<MedicalReport>> {
  return readUnderAccess(db, scope, (tx, actor) => getMedicalReport(tx, { actingPatientId: scope.patientId, actor, lang: scope.lang, visitId: scope.visitId }));
}
