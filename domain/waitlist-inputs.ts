import { z } from "zod";
import { parseCalendarDate } from "./helsinki-time";
import { NumericIdSchema } from "./numeric-id-inputs";
import { VALIDATION_KEYS } from "./validation-keys";
import { ANY_CLINIC, WAITLIST_MATCHES } from "./waitlist";

// The earlier-time waitlist's form posts (issue 35 §3, decision 341): joining the line from the
// appointment page, leaving it, and answering an offer. The service checks what needs the
// database (the appointment is the patient's, the date before it, the clinic of its brand).

const ClinicChoiceSchema = z
  .string({ error: VALIDATION_KEYS.invalidValue })
  .trim()
  .min(1, { error: VALIDATION_KEYS.required })
  .max(100, { error: VALIDATION_KEYS.invalidValue })
  .regex(/^[A-Za-z0-9_-]+$/, { error: VALIDATION_KEYS.invalidValue })
  .transform((value) => (value === ANY_CLINIC ? null : value));

const NotBeforeSchema = z
  .string({ error: VALIDATION_KEYS.dateInvalid })
  .trim()
  .refine((value) => parseCalendarDate(value) !== null, { error: VALIDATION_KEYS.dateInvalid });

export const WaitlistJoinSchema = z.object({
  intent: z.literal("joinWaitlist"),
  appointmentId: NumericIdSchema,
  match: z.enum(WAITLIST_MATCHES, { error: VALIDATION_KEYS.choiceRequired }),
  /** The clinic of a service match ("any": every clinic of the brand); ignored for a practitioner match. */
  clinicId: ClinicChoiceSchema.optional().transform((value) => value ?? null),
  notBefore: NotBeforeSchema,
});

export type WaitlistJoinInput = z.output<typeof WaitlistJoinSchema>;

export const WaitlistLeaveSchema = z.object({ intent: z.literal("leaveWaitlist"), appointmentId: NumericIdSchema });

export const WAITLIST_INTENTS = ["joinWaitlist", "leaveWaitlist"] as const;

/** The offer page's two answers; accepting a time inside the binding window needs the acknowledgement. */
export const WaitlistOfferActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("acceptOffer"), bindingAcknowledged: z.boolean({ error: VALIDATION_KEYS.invalidValue }).default(false) }),
  z.object({ intent: z.literal("declineOffer") }),
]);

export type WaitlistOfferAction = z.output<typeof WaitlistOfferActionSchema>;
