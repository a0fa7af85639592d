import { z } from "zod";
import { requiredText } from "./text-field";
import { VALIDATION_KEYS } from "./validation-keys";

export const THREAD_SUBJECT_MAX_LENGTH = 70;

/** A new conversation; send stays disabled while subject or message is blank after trimming. */
export const NewThreadSchema = z.object(
  {
    subject: requiredText({
      max: THREAD_SUBJECT_MAX_LENGTH,
      requiredKey: VALIDATION_KEYS.threadSubjectRequired,
    }),
    message: z
      .string({ error: VALIDATION_KEYS.threadMessageRequired })
      .trim()
      .min(1, { error: VALIDATION_KEYS.threadMessageRequired }),
  },
  { error: VALIDATION_KEYS.invalidValue },
);

export type NewThread = z.output<typeof NewThreadSchema>;

/** A reply in an existing thread needs non-blank text or at least one attachment. */
export function canSendReply(text: string, attachmentCount: number): boolean {
  return text.trim().length > 0 || attachmentCount > 0;
}
