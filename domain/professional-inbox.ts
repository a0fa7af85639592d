import { z } from "zod";
import type { ThreadCategory } from "./enums";
import { MESSAGE_CONTENT_MAX_LENGTH, THREAD_SUBJECT_MAX_LENGTH } from "./messaging";
import { freeText, optionalText } from "./text-field-inputs";
import { VALIDATION_KEYS } from "./validation-keys";

// The professional inbox's categories and paging (spec part 1 §3 ThreadCategory; decision 244).
// Each open thread a professional sees is in exactly one category, tried in this order: assigned
// to me, substitutions (assigned to someone I substitute now), unassigned, participant (I take
// part, someone else handles it), others; a closed thread is under closed when I took part in it
// or handled it. HR users see HR threads only, under the hr categories.

export const PROFESSIONAL_CATEGORIES = ["assignedToMe", "unassigned", "substitutions", "participant", "others", "closed"] as const satisfies readonly ThreadCategory[];
export const HR_CATEGORIES = ["hrOpen", "hrSubstitutions", "hrClosed"] as const satisfies readonly ThreadCategory[];

export type InboxUserType = "ProfessionalUser" | "HrUser";

export function categoriesOf(userType: InboxUserType): readonly ThreadCategory[] {
  return userType === "HrUser" ? HR_CATEGORIES : PROFESSIONAL_CATEGORIES;
}

// The list's paging, order and search live apart, without zod, for the pages' own JavaScript.
export * from "./professional-inbox-list";

/** Age in whole years on `today` (YYYY-MM-DD, Helsinki) of someone born on `birthDate` (YYYY-MM-DD). */
export function ageOn(birthDate: string, today: string): number {
  const [by = 0, bm = 0, bd = 0] = birthDate.split("-").map(Number);
  const [ty = 0, tm = 0, td = 0] = today.split("-").map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

// The workspace's forms: the server parses each post with this. Typed text goes through the
// text fields' schemas, which drop control characters (decision 280).

export const DELETE_REASON_MAX_LENGTH = 500;

export const ProfessionalActionSchema = z.discriminatedUnion("intent", [
  // Text or files (at least one: canSendReply), as in the patients' replies.
  z.object({ intent: z.literal("reply"), content: freeText({ max: MESSAGE_CONTENT_MAX_LENGTH }) }),
  // The colleague list starts empty (decision 331): none chosen is "required".
  z.object({ intent: z.literal("assign"), assigneeId: z.coerce.number({ error: VALIDATION_KEYS.required }).int().positive({ error: VALIDATION_KEYS.required }) }),
  z.object({ intent: z.literal("close") }),
  z.object({ intent: z.literal("reopen") }),
  z.object({
    intent: z.literal("renewal"),
    prescriptionId: z.coerce.number().int().positive(),
    decision: z.enum(["renewed", "declined"]),
    reply: freeText({ max: MESSAGE_CONTENT_MAX_LENGTH }),
  }),
  z.object({
    intent: z.literal("deleteMessage"),
    messageId: z.coerce.number().int().positive(),
    reason: freeText({ max: DELETE_REASON_MAX_LENGTH, requiredKey: VALIDATION_KEYS.required }),
  }),
  // A questionnaire invitation (decision 263): a stored form and an optional covering text.
  z.object({
    intent: z.literal("inviteQuestionnaire"),
    formId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    content: freeText({ max: MESSAGE_CONTENT_MAX_LENGTH }),
  }),
]);
export type ProfessionalAction = z.output<typeof ProfessionalActionSchema>;

// Access by care relationship (issue 32, decision 330): who opens a patient's conversation
// without stating a reason, and the reason's form for anyone else ("break the glass").

/** An appointment with the patient this recent (or upcoming) makes a care relationship. */
export const CARE_RELATIONSHIP_MONTHS = 18;
/** A reason stated to open a conversation lets its professional open it for this long. */
export const ACCESS_REASON_VALID_HOURS = 8;
export const ACCESS_REASON_MAX_LENGTH = 500;

/** The "state a reason" form: why a professional without a care relationship opens the conversation. */
export const AccessReasonSchema = z.object({
  intent: z.literal("openWithReason"),
  reason: freeText({ max: ACCESS_REASON_MAX_LENGTH, requiredKey: VALIDATION_KEYS.required }),
});
export type AccessReason = z.output<typeof AccessReasonSchema>;

export const ABSENCE_MESSAGE_MAX_LENGTH = 500;
/** Substitutes one absence may name. */
export const ABSENCE_SUBSTITUTES_MAX = 20;
/** A day as a date field sends it (YYYY-MM-DD): required, then a calendar date. */
const CalendarDaySchema = z
  .string({ error: VALIDATION_KEYS.required })
  .trim()
  .min(1, { error: VALIDATION_KEYS.required, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: VALIDATION_KEYS.dateInvalid });

/**
 * An absence as the form sends it: first and last day (Helsinki, inclusive), substitutes, a note
 * for colleagues. Whether the days make a period that has not ended is the service's check.
 */
export const AbsenceActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("create"),
    firstDay: CalendarDaySchema,
    lastDay: CalendarDaySchema,
    substituteIds: z.preprocess(
      (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
      z
        .array(z.coerce.number().int().positive())
        .min(1, { error: VALIDATION_KEYS.required })
        .max(ABSENCE_SUBSTITUTES_MAX, { error: VALIDATION_KEYS.invalidValue }),
    ),
    internalMessage: freeText({ max: ABSENCE_MESSAGE_MAX_LENGTH }),
  }),
  z.object({ intent: z.literal("delete"), absenceId: z.coerce.number().int().positive() }),
]);
export type AbsenceAction = z.output<typeof AbsenceActionSchema>;

/**
 * Starting a conversation: first "find" the patient by identity code (the page then shows who it
 * is), then "send" the subject and first message (required); the server looks the patient up again.
 */
export const NewThreadActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("find"), identityCode: optionalText({ max: 20 }) }),
  z.object({
    intent: z.literal("send"),
    identityCode: optionalText({ max: 20 }),
    title: optionalText({ max: THREAD_SUBJECT_MAX_LENGTH }),
    content: freeText({ max: MESSAGE_CONTENT_MAX_LENGTH, requiredKey: VALIDATION_KEYS.threadMessageRequired }),
  }),
]);
export type NewThreadAction = z.output<typeof NewThreadActionSchema>;
