import { relations } from "drizzle-orm";
import { index, jsonb, pgTable, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, generatedId, idReference, localizedText, timestamptz } from "./common";
import { patients } from "./profile";

// Questionnaires area: forms, the invitations sent to a customer (also inside messages) and the
// answers. Form definitions and answers are documents owned by the questionnaire renderer, so
// they are stored as JSON rather than as columns.

export const questionnaireForms = pgTable("questionnaire_forms", {
  id: generatedId(),
  title: localizedText("title").notNull(),
  /** Questions, answer options and conditions as understood by the questionnaire renderer. */
  definition: jsonb("definition").$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

export const questionnaireInvitations = pgTable(
  "questionnaire_invitations",
  {
    /** Numeric id used in the questionnaire URL. */
    id: generatedId(),
    patientId: idReference("patient_id")
      .notNull()
      .references(() => patients.id),
    formId: idReference("form_id")
      .notNull()
      .references(() => questionnaireForms.id),
    invitedAt: timestamptz("invited_at").notNull().defaultNow(),
  },
  (table) => [
    index("questionnaire_invitations_patient_id_idx").on(table.patientId),
    index("questionnaire_invitations_form_id_idx").on(table.formId),
  ],
);

/** One answer per invitation; once it exists the questionnaire is shown read-only. */
export const questionnaireAnswers = pgTable(
  "questionnaire_answers",
  {
    id: generatedId(),
    invitationId: idReference("invitation_id")
      .notNull()
      .references(() => questionnaireInvitations.id),
    patientId: idReference("patient_id")
      .notNull()
      .references(() => patients.id),
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull(),
    answeredAt: timestamptz("answered_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("questionnaire_answers_invitation_id_key").on(table.invitationId),
    index("questionnaire_answers_patient_id_idx").on(table.patientId),
  ],
);

export const questionnaireInvitationsRelations = relations(questionnaireInvitations, ({ one }) => ({
  form: one(questionnaireForms, { fields: [questionnaireInvitations.formId], references: [questionnaireForms.id] }),
  answer: one(questionnaireAnswers),
}));

export const questionnaireAnswersRelations = relations(questionnaireAnswers, ({ one }) => ({
  invitation: one(questionnaireInvitations, {
    fields: [questionnaireAnswers.invitationId],
    references: [questionnaireInvitations.id],
  }),
}));
