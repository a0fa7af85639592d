import type { ProfessionalPageKey } from "#domain/routes/professional-route-table";
import type { MessageKey } from "#app/i18n/messages";

// The workspace's record pages of a patient (decision 376) by section: the page and its link row.

export const PATIENT_RECORD_SECTIONS = ["appointments", "visits", "labResults", "prescriptions"] as const;
export type PatientRecordSection = (typeof PATIENT_RECORD_SECTIONS)[number];

export const RECORD_PAGES = {
  appointments: "patientAppointments",
  visits: "patientVisits",
  labResults: "patientLabResults",
  prescriptions: "patientPrescriptions",
} as const satisfies Record<PatientRecordSection, ProfessionalPageKey>;

/** Each record page's heading, which its links name too. */
export const RECORD_HEADINGS = {
  appointments: "workspace.records.appointments",
  visits: "workspace.records.visits",
  labResults: "workspace.records.labResults",
  prescriptions: "workspace.records.prescriptions",
} as const satisfies Record<PatientRecordSection, MessageKey>;
