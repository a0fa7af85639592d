// Shared enumerations, spelt as in the spec (part 1 §3, part 2 §3). Each is an `as const` array
// (for z.enum, database enums and exhaustive UI maps) with the union type derived from it.

/** Type guard for any of the arrays below. */
export function isOneOf<const T extends readonly string[]>(values: T, value: unknown): value is T[number] {
  return typeof value === "string" && (values as readonly string[]).includes(value);
}

export const HEALTH_CARE_TYPES = ["private", "occupational", "insurance", "kela65"] as const;
export type HealthCareType = (typeof HEALTH_CARE_TYPES)[number];

export const LANGUAGES = ["fi", "sv", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

export const SELF_CHECK_IN_STATUSES = [
  "allowed",
  "checkedIn",
  "onlyAtReception",
  "statusNotAvailable",
  "tooEarly",
] as const;
export type SelfCheckInStatus = (typeof SELF_CHECK_IN_STATUSES)[number];

// ---- Invoices ----

export const CUSTOMER_INVOICE_STATUSES = ["open", "overdue", "paid", "refunded"] as const;
export type CustomerInvoiceStatus = (typeof CUSTOMER_INVOICE_STATUSES)[number];

export const CUSTOMER_INVOICE_PAYMENT_TYPES = ["chat", "customer", "organization", "remote"] as const;
export type CustomerInvoicePaymentType = (typeof CUSTOMER_INVOICE_PAYMENT_TYPES)[number];

export const LISTABLE_INVOICE_SOURCES = ["CustomerInvoice", "GoodSignInvoice", "NetsuiteInvoice"] as const;
export type ListableInvoiceSource = (typeof LISTABLE_INVOICE_SOURCES)[number];

export const LISTABLE_INVOICE_STATUSES = [
  "notAvailable",
  "open",
  "overdue",
  "paid",
  "paper",
  "refundInProgress",
  "refunded",
] as const;
export type ListableInvoiceStatus = (typeof LISTABLE_INVOICE_STATUSES)[number];

/** The invoice list's status labels (kebab-case in the UI). */
export const INVOICE_LIST_STATUSES = [
  "open",
  "overdue",
  "paper",
  "paid",
  "refunded",
  "refund-in-progress",
  "not-available",
] as const;
export type InvoiceListStatus = (typeof INVOICE_LIST_STATUSES)[number];

export const INVOICE_LIST_STATUS_OF = {
  notAvailable: "not-available",
  open: "open",
  overdue: "overdue",
  paid: "paid",
  paper: "paper",
  refundInProgress: "refund-in-progress",
  refunded: "refunded",
} as const satisfies Record<ListableInvoiceStatus, InvoiceListStatus>;

/** Result page statuses of an online payment (part 2 §2). */
export const PAYMENT_RESULT_STATUSES = ["ok", "fail", "delayed", "pending"] as const;
export type PaymentResultStatus = (typeof PAYMENT_RESULT_STATUSES)[number];

// ---- Appointments, visits, certificates ----

export const CERTIFICATE_TYPES = ["medicalCertificateA", "nurse"] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];

/** The spec spells the last value "video appointment"; stored camelCased like "physicalLocation". */
export const LOCATION_TYPES = ["meeting", "phone", "physicalLocation", "remote", "videoAppointment"] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const APPOINTMENT_PAYER_TYPES = [
  "insurance",
  "insuranceAndOccupationalHealthCare",
  "occupationalHealthCare",
  "other",
  "self",
] as const;
export type AppointmentPayerType = (typeof APPOINTMENT_PAYER_TYPES)[number];

export const VISIT_KINDS = ["healthCare", "nursing", "other", "physiotherapy"] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];

export const VISIT_TYPES = ["occupationalHealth", "private"] as const;
export type VisitType = (typeof VISIT_TYPES)[number];

// ---- Messaging ----

export const THREAD_TYPES = ["customer", "hr", "supervisor"] as const;
export type ThreadType = (typeof THREAD_TYPES)[number];

export const THREAD_CATEGORIES = [
  "assignedToMe",
  "closed",
  "hrClosed",
  "hrOpen",
  "hrSubstitutions",
  "others",
  "participant",
  "substitutions",
  "unassigned",
] as const;
export type ThreadCategory = (typeof THREAD_CATEGORIES)[number];

export const THREAD_ASSIGNMENT_STATUSES = ["assignedToMe", "assignedToOther", "unassigned"] as const;
export type ThreadAssignmentStatus = (typeof THREAD_ASSIGNMENT_STATUSES)[number];

export const MESSAGING_USER_TYPES = ["CustomerUser", "HrUser", "ProfessionalUser"] as const;
export type MessagingUserType = (typeof MESSAGING_USER_TYPES)[number];

export const ANNOUNCEMENT_TYPES = ["info", "notification", "warning", "success"] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

// ---- Results ----

export const REFERRAL_STATUSES = ["expired", "valid"] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export const REFERRAL_TYPES = ["imaging", "laboratory"] as const;
export type ReferralType = (typeof REFERRAL_TYPES)[number];

export const LABORATORY_TEST_STATUSES = ["ready", "referral", "sampled"] as const;
export type LaboratoryTestStatus = (typeof LABORATORY_TEST_STATUSES)[number];

/** Prefix of a numeric laboratory result ("> 5"). */
export const RESULT_NUMBER_PREFIXES = ["greaterThan", "greaterThanOrEqual", "lessThan", "lessThanOrEqual"] as const;
export type ResultNumberPrefix = (typeof RESULT_NUMBER_PREFIXES)[number];

// ---- Insurers (part 2 §3) ----

export const INSURERS = [
  "AKTIA",
  "FENNIA",
  "IF",
  "LAHITAPIOLA",
  "MANDATUM",
  "MELA",
  "OP",
  "OTHER",
  "POHJANTAHTI",
  "POP",
  "PROTECTOR",
  "PV",
  "SAASTOPANKKI",
  "TURVA",
  "VALTIOKONTTORI",
] as const;
export type Insurer = (typeof INSURERS)[number];

/** Only these are offered in the insurer picker (OP is shown as Pohjola). */
export const PICKABLE_INSURERS = ["IF", "LAHITAPIOLA", "OP", "OTHER"] as const satisfies readonly Insurer[];
export type PickableInsurer = (typeof PICKABLE_INSURERS)[number];

export const REIMBURSEMENT_OPTIONS = ["PAY_AND_REIMBURSE", "COMPANY_REIMBURSEMENT", "USE_REIMBURSEMENT"] as const;
export type ReimbursementOption = (typeof REIMBURSEMENT_OPTIONS)[number];

/**
 * Patient concept codes posted for an insurer and reimbursement option.
 * LahiTapiola's code is used only with the feature flag lahitapiola-insurance-flow.
 */
export const INSURER_CONCEPT_CODES = {
  IF: { USE_REIMBURSEMENT: "90157", COMPANY_REIMBURSEMENT: "758236", PAY_AND_REIMBURSE: "758236" },
  OP: { PAY_AND_REIMBURSE: "999503" },
  LAHITAPIOLA: { USE_REIMBURSEMENT: "90021" },
} as const satisfies Partial<Record<Insurer, Partial<Record<ReimbursementOption, string>>>>;

export function insurerConceptCode(insurer: Insurer, option: ReimbursementOption): string | null {
  const codes: Partial<Record<ReimbursementOption, string>> | undefined =
    INSURER_CONCEPT_CODES[insurer as keyof typeof INSURER_CONCEPT_CODES];
  return codes?.[option] ?? null;
}

// ---- People and organisations ----

export const GUARDIAN_TYPES = ["nextOfKin", "other", "parent", "trustee"] as const;
export type GuardianType = (typeof GUARDIAN_TYPES)[number];

export const PATIENT_DATA_CONSENT_STATUSES = ["invalid", "missing", "ok"] as const;
export type PatientDataConsentStatus = (typeof PATIENT_DATA_CONSENT_STATUSES)[number];

export const OHC_TEAM_PROFESSIONAL_TYPES = ["Doctor", "Nurse", "Physiotherapist", "Psychologist"] as const;
export type OhcTeamProfessionalType = (typeof OHC_TEAM_PROFESSIONAL_TYPES)[number];

export const CONTRACT_TYPES = ["Comprehensive", "Other", "Statutory"] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const CUSTOMER_TYPES = ["Company", "Insurance", "OHCCompany", "Person"] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
