import { relations, sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { INSURERS } from "#domain/enums";
import { calendarDate, createdAt, generatedId, idReference, localizedText } from "./common";
import { patients } from "./profile";

// Booking area: the service catalogue that appointment search filters on (brands, clinics,
// practitioners, specialties, appointment kinds, rates) and the customer's booking-related
// permissions (patient concepts, insurer permits and policies). The appointments themselves are in
// appointments.ts.

export const brands = pgTable("brands", {
  /** "adult" or "kids", the same ids as the brand configs in app/brands. */
  id: text("id").primaryKey(),
  name: text("name").notNull(),
});

export const clinics = pgTable(
  "clinics",
  {
    /** The scheduling system's clinic code, e.g. "PJI"; the children's avatar colours key on it. */
    id: text("id").primaryKey(),
    brandId: text("brand_id")
      .notNull()
      .references(() => brands.id),
    name: text("name").notNull(),
    /** Name in the content system, used for the clinic's page and arrival info. */
    cmsName: text("cms_name").notNull(),
    city: text("city").notNull(),
    municipality: text("municipality").notNull(),
    streetAddress: text("street_address").notNull(),
    postalCode: text("postal_code").notNull(),
    postOffice: text("post_office").notNull(),
    arrivalInfo: localizedText("arrival_info"),
    /** Clinics searched together with this one (e.g. two buildings of one site). */
    relatedClinicIds: text("related_clinic_ids").array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [index("clinics_brand_id_idx").on(table.brandId)],
);

export const practitioners = pgTable("practitioners", {
  id: generatedId(),
  name: text("name").notNull(),
  /** Professional title shown under the name, e.g. "Yleislääketieteen erikoislääkäri". */
  title: localizedText("title").notNull(),
  /** A bookable resource such as a laboratory or vaccination point rather than a person. */
  isResource: boolean("is_resource").notNull().default(false),
  profileImageUrl: text("profile_image_url"),
  /** Id of the profile page on the brand site; the language suffix is added by the link helper. */
  brandSiteProfileId: text("brand_site_profile_id"),
  /** Practitioner-specific notice on the reservation screen (hidden for kela65). */
  reservationInfo: localizedText("reservation_info"),
});

export const specialties = pgTable("specialties", {
  /** Specialty code used in filters and rules, e.g. "TPSG" (occupational, referral only), "Y65V". */
  id: text("id").primaryKey(),
  name: localizedText("name").notNull(),
  /** Shown first in the booking filter (hoistedSpecialties). */
  isHoisted: boolean("is_hoisted").notNull().default(false),
  reservationInfo: localizedText("reservation_info"),
});

export const practitionerSpecialties = pgTable(
  "practitioner_specialties",
  {
    practitionerId: idReference("practitioner_id")
      .notNull()
      .references(() => practitioners.id, { onDelete: "cascade" }),
    specialtyId: text("specialty_id")
      .notNull()
      .references(() => specialties.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.practitionerId, table.specialtyId] }),
    index("practitioner_specialties_specialty_id_idx").on(table.specialtyId),
  ],
);

/** The kind of visit a slot is for; ids are the scheduling system's codes such as "Y65P". */
export const appointmentKinds = pgTable("appointment_kinds", {
  id: text("id").primaryKey(),
  title: localizedText("title").notNull(),
  description: localizedText("description"),
  reservationInfo: localizedText("reservation_info"),
});

/** A practitioner's price for a visit; the appointment's price estimate comes from here. */
export const practitionerRates = pgTable(
  "practitioner_rates",
  {
    id: generatedId(),
    practitionerId: idReference("practitioner_id")
      .notNull()
      .references(() => practitioners.id, { onDelete: "cascade" }),
    /** Price-list code of the visit. */
    code: text("code").notNull(),
    name: localizedText("name").notNull(),
    rateCents: integer("rate_cents").notNull(),
  },
  (table) => [
    uniqueIndex("practitioner_rates_practitioner_id_code_key").on(table.practitionerId, table.code),
    check("practitioner_rates_rate_cents_check", sql`${table.rateCents} >= 0`),
  ],
);

/** Fees added to a rate (e.g. the clinic fee); dropped for the fixed-price kinds Y65P/Y65D/Y65V. */
export const practitionerRateFees = pgTable(
  "practitioner_rate_fees",
  {
    id: generatedId(),
    rateId: idReference("rate_id")
      .notNull()
      .references(() => practitionerRates.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    code: text("code").notNull(),
    name: localizedText("name").notNull(),
    rateCents: integer("rate_cents").notNull(),
  },
  (table) => [
    uniqueIndex("practitioner_rate_fees_rate_id_position_key").on(table.rateId, table.position),
    check("practitioner_rate_fees_rate_cents_check", sql`${table.rateCents} >= 0`),
  ],
);

/** Billing concepts (e.g. an insurer's direct-billing code) attached to a customer. */
export const patientConcepts = pgTable(
  "patient_concepts",
  {
    id: generatedId(),
    patientId: idReference("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    directReimbursementAllowed: boolean("direct_reimbursement_allowed").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("patient_concepts_patient_id_code_key").on(table.patientId, table.code)],
);

export const insurerEnum = pgEnum("insurer", INSURERS);

export const insuranceTypeEnum = pgEnum("insurance_type", ["Accident", "Health", "Pension"]);

/**
 * Insurance policies the built-in insurer integration answers from (policy check, Pohjola check).
 * A real insurer adapter asks the insurer instead.
 */
export const insurancePolicies = pgTable(
  "insurance_policies",
  {
    id: generatedId(),
    patientId: idReference("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    insurer: insurerEnum("insurer").notNull(),
    insuranceType: insuranceTypeEnum("insurance_type").notNull(),
    policyNumber: text("policy_number").notNull(),
    validFrom: calendarDate("valid_from").notNull(),
    validUntil: calendarDate("valid_until"),
  },
  (table) => [index("insurance_policies_patient_id_idx").on(table.patientId)],
);

/**
 * Direct compensation permits granted by an insurer (LähiTapiola flow). The content hash is sent
 * back with the reservation so the clinic bills the permit the customer saw.
 */
export const directCompensationPermits = pgTable(
  "direct_compensation_permits",
  {
    id: generatedId(),
    patientId: idReference("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    insurer: insurerEnum("insurer").notNull(),
    symptom: text("symptom").notNull(),
    bodyPart: text("body_part").notNull(),
    validTo: calendarDate("valid_to").notNull(),
    contentHash: text("content_hash").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("direct_compensation_permits_patient_id_idx").on(table.patientId),
    uniqueIndex("direct_compensation_permits_content_hash_key").on(table.contentHash),
  ],
);

export const brandsRelations = relations(brands, ({ many }) => ({ clinics: many(clinics) }));

export const clinicsRelations = relations(clinics, ({ one }) => ({
  brand: one(brands, { fields: [clinics.brandId], references: [brands.id] }),
}));

export const practitionersRelations = relations(practitioners, ({ many }) => ({
  specialties: many(practitionerSpecialties),
  rates: many(practitionerRates),
}));

export const specialtiesRelations = relations(specialties, ({ many }) => ({
  practitioners: many(practitionerSpecialties),
}));

export const practitionerSpecialtiesRelations = relations(practitionerSpecialties, ({ one }) => ({
  practitioner: one(practitioners, {
    fields: [practitionerSpecialties.practitionerId],
    references: [practitioners.id],
  }),
  specialty: one(specialties, { fields: [practitionerSpecialties.specialtyId], references: [specialties.id] }),
}));

export const practitionerRatesRelations = relations(practitionerRates, ({ one, many }) => ({
  practitioner: one(practitioners, { fields: [practitionerRates.practitionerId], references: [practitioners.id] }),
  additionalFees: many(practitionerRateFees),
}));

export const practitionerRateFeesRelations = relations(practitionerRateFees, ({ one }) => ({
  rate: one(practitionerRates, { fields: [practitionerRateFees.rateId], references: [practitionerRates.id] }),
}));
