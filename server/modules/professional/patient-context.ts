import { and, asc, desc, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { Language } from "#domain/enums";
import { helsinkiCalendarDate, type CalendarDate } from "#domain/helsinki-time";
import { prescriptionValidUntil } from "#domain/prescription-renewal";
import { CARE_RELATIONSHIP_MONTHS } from "#domain/professional-inbox";
import type { DatabaseOrTransaction } from "#server/db/client";
import {
  appointmentKinds,
  appointmentSlots,
  clinics,
  practitioners,
  prescriptionRenewalItems,
  prescriptionRenewalRequests,
  prescriptions,
  questionnaireAnswers,
  questionnaireForms,
  questionnaireInvitations,
} from "#server/db/schema";
import { type AuditActor, listViewEntry, recordAudit } from "#server/modules/audit/audit-service";

// The patient beside a conversation in the workspace (issue 32, decision 331): their upcoming and
// recent appointments, their renewal requests still waiting for a decision, their current
// prescriptions (still dispensable, decision 377) and the questionnaires sent to them, answered or
// not. Only for a conversation the professional may open (the caller
// has loaded it through findAccessibleThread); each list shown is one audit event naming its rows
// (decision 305).

/** How many appointments each way the panel shows. */
export const CONTEXT_APPOINTMENTS = 3;
/** How many current prescriptions the panel shows, newest issued first (the records page has them all). */
export const CONTEXT_PRESCRIPTIONS = 10;
/** How many questionnaires the panel shows, newest first. */
export const CONTEXT_QUESTIONNAIRES = 5;

export interface ContextAppointment {
  id: number;
  startsAt: Date;
  practitionerName: string;
  clinicName: string;
  kind: string;
}

export interface ContextRenewal {
  prescriptionId: number;
  medicineName: string;
  strength: string;
  requestedAt: Date;
  threadId: number | null;
}

export interface ContextPrescription {
  id: number;
  medicineName: string;
  strength: string;
  dosageGuide: string;
  /** The last day it can be dispensed. */
  validUntil: CalendarDate;
}

export interface ContextQuestionnaire {
  id: number;
  title: string;
  invitedAt: Date;
  answeredAt: Date | null;
}

export interface PatientContext {
  upcoming: ContextAppointment[];
  recent: ContextAppointment[];
  openRenewals: ContextRenewal[];
  currentPrescriptions: ContextPrescription[];
  questionnaires: ContextQuestionnaire[];
}

export async function loadPatientContext(
  db: DatabaseOrTransaction,
  { patientId, now, lang, actor }: { patientId: number; now: Date; lang: Language; actor: AuditActor },
): Promise<PatientContext> {
  const appointmentColumns = {
    id: appointmentSlots.id,
    startsAt: appointmentSlots.startsAt,
    practitionerName: practitioners.name,
    clinicName: clinics.name,
    kind: appointmentKinds.title,
  };
  const booked = and(eq(appointmentSlots.reservedByPatientId, patientId), isNull(appointmentSlots.cancelledAt));
  const appointments = () =>
    db
      .select(appointmentColumns)
      .from(appointmentSlots)
      .innerJoin(practitioners, eq(practitioners.id, appointmentSlots.practitionerId))
      .innerJoin(clinics, eq(clinics.id, appointmentSlots.clinicId))
      .innerJoin(appointmentKinds, eq(appointmentKinds.id, appointmentSlots.kindId));
  const today = helsinkiCalendarDate(now);
  const [upcoming, recent, renewals, current, questionnaires] = await Promise.all([
    appointments().where(and(booked, gte(appointmentSlots.startsAt, now))).orderBy(asc(appointmentSlots.startsAt)).limit(CONTEXT_APPOINTMENTS),
    appointments()
      .where(and(booked, lt(appointmentSlots.startsAt, now), gte(appointmentSlots.startsAt, sql`${now.toISOString()}::timestamptz - make_interval(months => ${CARE_RELATIONSHIP_MONTHS})`)))
      .orderBy(desc(appointmentSlots.startsAt))
      .limit(CONTEXT_APPOINTMENTS),
    db
      .select({
        prescriptionId: prescriptionRenewalItems.prescriptionId,
        medicineName: prescriptions.medicineName,
        strength: prescriptions.strength,
        requestedAt: prescriptionRenewalRequests.createdAt,
        threadId: prescriptionRenewalRequests.threadId,
      })
      .from(prescriptionRenewalItems)
      .innerJoin(prescriptionRenewalRequests, eq(prescriptionRenewalRequests.id, prescriptionRenewalItems.requestId))
      .innerJoin(prescriptions, and(eq(prescriptions.id, prescriptionRenewalItems.prescriptionId), eq(prescriptions.patientId, patientId)))
      .where(and(eq(prescriptionRenewalRequests.patientId, patientId), isNull(prescriptionRenewalItems.decision)))
      .orderBy(desc(prescriptionRenewalRequests.createdAt), asc(prescriptions.medicineName)),
    db
      .select({ id: prescriptions.id, medicineName: prescriptions.medicineName, strength: prescriptions.strength, dosageGuide: prescriptions.dosageGuide, issuedDate: prescriptions.issuedDate })
      .from(prescriptions)
      .where(and(eq(prescriptions.patientId, patientId), gte(prescriptions.issuedDate, sql`(${today}::date - interval '2 years')::date`)))
      .orderBy(desc(prescriptions.issuedDate), desc(prescriptions.id))
      .limit(CONTEXT_PRESCRIPTIONS),
    db
      .select({ id: questionnaireInvitations.id, title: questionnaireForms.title, invitedAt: questionnaireInvitations.invitedAt, answeredAt: questionnaireAnswers.answeredAt })
      .from(questionnaireInvitations)
      .innerJoin(questionnaireForms, eq(questionnaireForms.id, questionnaireInvitations.formId))
      .leftJoin(questionnaireAnswers, and(eq(questionnaireAnswers.invitationId, questionnaireInvitations.id), eq(questionnaireAnswers.patientId, patientId)))
      .where(eq(questionnaireInvitations.patientId, patientId))
      .orderBy(desc(questionnaireInvitations.invitedAt), desc(questionnaireInvitations.id))
      .limit(CONTEXT_QUESTIONNAIRES),
  ]);
  const currentPrescriptions = current
    .map(({ issuedDate, ...row }) => ({ ...row, validUntil: prescriptionValidUntil(issuedDate) }))
    .filter((row) => row.validUntil >= today);
  await recordAudit(
    db,
    actor,
    listViewEntry("appointment-list", { appointment: [...upcoming, ...recent].map((row) => row.id) }),
    listViewEntry("prescription-list", { prescription: [...new Set([...renewals.map((row) => row.prescriptionId), ...currentPrescriptions.map((row) => row.id)])] }),
    listViewEntry("questionnaire-list", { "questionnaire-invitation": questionnaires.map((row) => row.id) }),
  );
  const appointment = (row: (typeof upcoming)[number]): ContextAppointment => ({ ...row, kind: row.kind[lang] });
  return {
    upcoming: upcoming.map(appointment),
    recent: recent.map(appointment),
    openRenewals: renewals,
    currentPrescriptions,
    questionnaires: questionnaires.map((row) => ({ ...row, title: row.title[lang] })),
  };
}

