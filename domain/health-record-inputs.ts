import { z } from "zod";
import { LANGUAGES } from "./enums";
import { isRealDate, parseCalendarDate } from "./helsinki-time";
import { VALIDATION_KEYS } from "./validation-keys";

// The path parameters of the health record pages and API (spec part 2 §2, §3): apart from
// domain/health-records.ts so that the pages showing results load no schemas (decision 239). Their
// numeric ids are NumericIdSchema (numeric-id-inputs.ts).

/** A calendar day of a path ("/laboratoryresult/2026-10-27"): YYYY-MM-DD and a real date. */
export const RecordDateSchema = z
  .string({ error: VALIDATION_KEYS.invalidValue })
  .refine((value) => {
    const parsed = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseCalendarDate(value) : null;
    return parsed !== null && isRealDate(parsed.year, parsed.month, parsed.day);
  }, { error: VALIDATION_KEYS.invalidValue });

/** A laboratory code of a path ("/laboratory/history/4515%20fP%20-Kol"), as the laboratory writes it. */
export const LabTestCodeSchema = z
  .string({ error: VALIDATION_KEYS.invalidValue })
  .trim()
  .min(1, { error: VALIDATION_KEYS.invalidValue })
  .max(60, { error: VALIDATION_KEYS.invalidValue })
  // No control characters (a NUL from the address must not reach the database).
  .regex(/^[^\p{Cc}]+$/u, { error: VALIDATION_KEYS.invalidValue });

/** `GET /api/certificates/{id}/pdf?lang&download=1`: the PDF's language (the session's if none) and whether to save it. */
export const CertificatePdfQuerySchema = z.object({
  lang: z.enum(LANGUAGES, { error: VALIDATION_KEYS.invalidValue }).optional(),
  download: z.literal("1", { error: VALIDATION_KEYS.invalidValue }).optional(),
});
