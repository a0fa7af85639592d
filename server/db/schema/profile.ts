import { relations, sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { GUARDIAN_TYPES } from "#domain/enums";
import { calendarDate, createdAt, generatedId, idReference, languageEnum, timestamptz } from "./common";

// Profile area: the patient register, contact guardians, legal guardianships and mandates, and the
// Kela card images.

/** A registered customer. A strongly identified person without a row here is "unregistered". */
export const patients = pgTable(
  "patients",
  {
    id: generatedId(),
    /**
     * Finnish personal identity code exactly as issued, upper case. The century sign is part of the
     * identity: since 2023 "100190-999P" and "100190Y999P" are two different people, so the code
     * is never rewritten to another sign and lookups compare the whole text.
     */
    identityCode: text("identity_code").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    birthDate: calendarDate("birth_date").notNull(),
    language: languageEnum("language").notNull().default("fi"),
    email: text("email"),
    phone: text("phone"),
    streetAddress: text("street_address"),
    postalCode: text("postal_code"),
    postOffice: text("post_office"),
    // Patient data consent (spec part 1 §3). The booleans mean nothing until the form is saved.
    allowsCommonRegistry: boolean("allows_common_registry").notNull().default(false),
    /** Offered only in the adult brand. */
    allowsViewingOccupationalInformation: boolean("allows_viewing_occupational_information").notNull().default(false),
    allowsMarketingMail: boolean("allows_marketing_mail").notNull().default(false),
    allowsTreatmentInstructionsMail: boolean("allows_treatment_instructions_mail").notNull().default(false),
    allowsBookingSms: boolean("allows_booking_sms").notNull().default(false),
    /** Appointment reminders by SMS and by e-mail (My information; decision 312). */
    remindersBySms: boolean("reminders_by_sms").notNull().default(true),
    remindersByEmail: boolean("reminders_by_email").notNull().default(true),
    /** When the consent form was last saved; null means consent has not been given. */
    patientDataConsentFormUpdated: timestamptz("patient_data_consent_form_updated"),
    /** False blocks reservations for private customers (outstanding invoices). */
    isCreditworthy: boolean("is_creditworthy").notNull().default(true),
    /** The user's wish to log in with an SMS code; a verified mfa_devices row makes it work. */
    smsLoginEnabled: boolean("sms_login_enabled").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("patients_identity_code_key").on(table.identityCode),
    // The workspace's inbox search by name (decision 380): each word a prefix of a name's word.
    index("patients_name_search_idx").using("gin", sql`to_tsvector('simple', ${table.firstName} || ' ' || ${table.lastName})`),
    check(
      "patients_identity_code_check",
      sql`char_length(${table.identityCode}) = 11 and ${table.identityCode} = upper(${table.identityCode})`,
    ),
  ],
);

/**
 * Contact guardians a minor lists on "My information" (at most two, shown in order). These are
 * contact details only; legal guardianship is in `guardianships`.
 */
export const guardians = pgTable(
  "guardians",
  {
    id: generatedId(),
    patientId: idReference("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    /** 1 or 2; the unique index below is what keeps the limit of two guardians. */
    position: smallint("position").notNull(),
    name: text("name").notNull(),
    phone: text("phone"),
    email: text("email"),
    /** Shown obfuscated for the first guardian. */
    identityCode: text("identity_code"),
    hasSameAddress: boolean("has_same_address").notNull().default(true),
    streetAddress: text("street_address"),
    postalCode: text("postal_code"),
    postOffice: text("post_office"),
  },
  (table) => [
    uniqueIndex("guardians_patient_id_position_key").on(table.patientId, table.position),
    check("guardians_position_check", sql`${table.position} between 1 and 2`),
  ],
);

export const guardianTypeEnum = pgEnum("guardian_type", GUARDIAN_TYPES);

/**
 * Legal guardianships between our patients, as the population register confirmed them (e.g. when a
 * guardian registers a child). Whom a guardian may act for is asked of the register itself.
 */
export const guardianships = pgTable(
  "guardianships",
  {
    id: generatedId(),
    guardianPatientId: idReference("guardian_patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    childPatientId: idReference("child_patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    type: guardianTypeEnum("type").notNull(),
    /** Last successful population register check. */
    verifiedAt: timestamptz("verified_at").notNull(),
  },
  (table) => [
    uniqueIndex("guardianships_guardian_child_key").on(table.guardianPatientId, table.childPatientId),
    index("guardianships_child_patient_id_idx").on(table.childPatientId),
    check("guardianships_not_self_check", sql`${table.guardianPatientId} <> ${table.childPatientId}`),
  ],
);

/**
 * The demo population register's guardianship entries (server/integrations/population-register/
 * demo-register.ts), keyed by identity codes because the register also knows children who have no
 * patient record here. A real provider asks the register instead and has no such rows.
 */
export const populationRegisterGuardianships = pgTable(
  "population_register_guardianships",
  {
    id: generatedId(),
    guardianIdentityCode: text("guardian_identity_code").notNull(),
    childIdentityCode: text("child_identity_code").notNull(),
    childFirstName: text("child_first_name").notNull(),
    childLastName: text("child_last_name").notNull(),
  },
  // One entry per guardian and child; the guardian code leads, so the index serves the lookup by guardian.
  (table) => [
    uniqueIndex("population_register_guardianships_guardian_child_key").on(table.guardianIdentityCode, table.childIdentityCode),
  ],
);

/**
 * A mandate to act on behalf of another person (from the national mandate service). The agent is
 * known by identity code because they need not be our customer.
 */
export const mandates = pgTable(
  "mandates",
  {
    id: generatedId(),
    /** The person represented; their data is what the agent sees. */
    principalPatientId: idReference("principal_patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    agentIdentityCode: text("agent_identity_code").notNull(),
    agentName: text("agent_name").notNull(),
    /** Mandate theme from the mandate service, e.g. "healthcare-services". */
    scope: text("scope").notNull(),
    validFrom: calendarDate("valid_from").notNull(),
    /** Null for an open-ended mandate. */
    validUntil: calendarDate("valid_until"),
    createdAt: createdAt(),
  },
  (table) => [
    index("mandates_principal_patient_id_idx").on(table.principalPatientId),
    index("mandates_agent_identity_code_idx").on(table.agentIdentityCode),
  ],
);

export const kelaCardSideEnum = pgEnum("kela_card_side", ["front", "back"]);

/**
 * Kela card image files in object storage. A row is written when the upload starts and completed
 * by finish-upload; only one completed image per side exists, older ones are deleted with it.
 */
export const kelaCardImages = pgTable(
  "kela_card_images",
  {
    id: generatedId(),
    patientId: idReference("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    side: kelaCardSideEnum("side").notNull(),
    storageKey: text("storage_key").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes"),
    /** The token handed out by init-upload and presented again by finish-upload. */
    uploadToken: text("upload_token").notNull(),
    uploadedAt: timestamptz("uploaded_at"),
    createdAt: createdAt(),
  },
  (table) => [
    index("kela_card_images_patient_id_idx").on(table.patientId),
    uniqueIndex("kela_card_images_current_side_key")
      .on(table.patientId, table.side)
      .where(sql`${table.uploadedAt} is not null`),
    check("kela_card_images_content_type_check", sql`${table.contentType} in ('image/jpeg', 'image/png')`),
  ],
);

export const patientsRelations = relations(patients, ({ many }) => ({
  guardians: many(guardians),
  guardianshipsAsGuardian: many(guardianships, { relationName: "guardian" }),
  guardianshipsAsChild: many(guardianships, { relationName: "child" }),
  mandates: many(mandates),
  kelaCardImages: many(kelaCardImages),
}));

export const guardiansRelations = relations(guardians, ({ one }) => ({
  patient: one(patients, { fields: [guardians.patientId], references: [patients.id] }),
}));

export const guardianshipsRelations = relations(guardianships, ({ one }) => ({
  guardian: one(patients, {
    fields: [guardianships.guardianPatientId],
    references: [patients.id],
    relationName: "guardian",
  }),
  child: one(patients, { fields: [guardianships.childPatientId], references: [patients.id], relationName: "child" }),
}));

export const mandatesRelations = relations(mandates, ({ one }) => ({
  principal: one(patients, { fields: [mandates.principalPatientId], references: [patients.id] }),
}));

export const kelaCardImagesRelations = relations(kelaCardImages, ({ one }) => ({
  patient: one(patients, { fields: [kelaCardImages.patientId], references: [patients.id] }),
}));

/**
 * The browsers a patient turned web push notifications on in (decision 372): one row per device
 * (the push service's endpoint is the device's), owned by the logged-in user who subscribed, in
 * the brand whose site subscribed it. Listed and removable on My information; a push service's
 * "gone" answer deletes the row.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: generatedId(),
    patientId: idReference("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    brandId: text("brand_id").notNull(),
    /** The push service's address for this browser (https, a known push service; decision 372). */
    endpoint: text("endpoint").notNull(),
    /** The browser's P-256 public key and authentication secret (RFC 8291), base64url. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** "Chrome, Android" and the like, from the User-Agent when subscribed: for the list only. */
    deviceLabel: text("device_label").notNull(),
    createdAt: createdAt(),
    lastSentAt: timestamptz("last_sent_at"),
  },
  (table) => [
    uniqueIndex("push_subscriptions_endpoint_key").on(table.endpoint),
    index("push_subscriptions_patient_id_idx").on(table.patientId),
    check("push_subscriptions_brand_check", sql`${table.brandId} in ('adult', 'kids')`),
  ],
);
