import { relations, sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { CONTRACT_TYPES, OHC_TEAM_PROFESSIONAL_TYPES } from "#domain/enums";
import { practitioners } from "./booking";
import { calendarDate, generatedId, idReference } from "./common";
import { patients } from "./profile";

// Occupational area: employers, their occupational health care contracts, who is employed where,
// and the occupational health care (OHC) team that serves an employer.

export const employers = pgTable(
  "employers",
  {
    id: generatedId(),
    name: text("name").notNull(),
    /** Finnish business id (Y-tunnus), e.g. "1234567-8". */
    businessId: text("business_id").notNull(),
  },
  (table) => [uniqueIndex("employers_business_id_key").on(table.businessId)],
);

export const contractTypeEnum = pgEnum("contract_type", CONTRACT_TYPES);

export const occupationalContracts = pgTable(
  "occupational_contracts",
  {
    id: generatedId(),
    employerId: idReference("employer_id")
      .notNull()
      .references(() => employers.id),
    contractType: contractTypeEnum("contract_type").notNull(),
    /** Products of the contract; some products show the lift-up block instead of web booking. */
    contractProductIds: text("contract_product_ids").array().notNull().default(sql`'{}'::text[]`),
    isWebReservationAllowed: boolean("is_web_reservation_allowed").notNull().default(true),
    includesInfluenzaVaccination: boolean("includes_influenza_vaccination").notNull().default(false),
    validFrom: calendarDate("valid_from").notNull(),
    validUntil: calendarDate("valid_until"),
  },
  (table) => [index("occupational_contracts_employer_id_idx").on(table.employerId)],
);

/** A customer's employment; an active one under an active contract gives occupational care. */
export const employments = pgTable(
  "employments",
  {
    id: generatedId(),
    patientId: idReference("patient_id")
      .notNull()
      .references(() => patients.id),
    employerId: idReference("employer_id")
      .notNull()
      .references(() => employers.id),
    startDate: calendarDate("start_date").notNull(),
    endDate: calendarDate("end_date"),
    /**
     * Member of the employer's sickness fund (sairauskassa) through this employment: the
     * membership lasts as long as the employment (decision 229).
     */
    isSicknessFundMember: boolean("is_sickness_fund_member").notNull().default(false),
  },
  (table) => [
    index("employments_patient_id_idx").on(table.patientId),
    index("employments_employer_id_idx").on(table.employerId),
  ],
);

export const ohcTeams = pgTable(
  "ohc_teams",
  {
    id: generatedId(),
    employerId: idReference("employer_id")
      .notNull()
      .references(() => employers.id),
    name: text("name").notNull(),
  },
  (table) => [index("ohc_teams_employer_id_idx").on(table.employerId)],
);

export const ohcProfessionalTypeEnum = pgEnum("ohc_professional_type", OHC_TEAM_PROFESSIONAL_TYPES);

/** A responsible professional of a team, with a substitute while they are away. */
export const ohcTeamMembers = pgTable(
  "ohc_team_members",
  {
    id: generatedId(),
    teamId: idReference("team_id")
      .notNull()
      .references(() => ohcTeams.id, { onDelete: "cascade" }),
    practitionerId: idReference("practitioner_id")
      .notNull()
      .references(() => practitioners.id),
    professionalType: ohcProfessionalTypeEnum("professional_type").notNull(),
    position: integer("position").notNull(),
    substituteName: text("substitute_name"),
    substituteStartDate: calendarDate("substitute_start_date"),
    substituteEndDate: calendarDate("substitute_end_date"),
  },
  (table) => [
    uniqueIndex("ohc_team_members_team_id_practitioner_id_key").on(table.teamId, table.practitionerId),
    index("ohc_team_members_practitioner_id_idx").on(table.practitionerId),
    check(
      "ohc_team_members_substitute_check",
      sql`(${table.substituteName} is null) = (${table.substituteStartDate} is null) and (${table.substituteStartDate} is null) = (${table.substituteEndDate} is null)`,
    ),
  ],
);

export const employersRelations = relations(employers, ({ many }) => ({
  contracts: many(occupationalContracts),
  teams: many(ohcTeams),
}));

export const occupationalContractsRelations = relations(occupationalContracts, ({ one }) => ({
  employer: one(employers, { fields: [occupationalContracts.employerId], references: [employers.id] }),
}));

export const employmentsRelations = relations(employments, ({ one }) => ({
  employer: one(employers, { fields: [employments.employerId], references: [employers.id] }),
  patient: one(patients, { fields: [employments.patientId], references: [patients.id] }),
}));

export const ohcTeamsRelations = relations(ohcTeams, ({ one, many }) => ({
  employer: one(employers, { fields: [ohcTeams.employerId], references: [employers.id] }),
  members: many(ohcTeamMembers),
}));

export const ohcTeamMembersRelations = relations(ohcTeamMembers, ({ one }) => ({
  team: one(ohcTeams, { fields: [ohcTeamMembers.teamId], references: [ohcTeams.id] }),
  practitioner: one(practitioners, { fields: [ohcTeamMembers.practitionerId], references: [practitioners.id] }),
}));
