import { z } from "zod";
import { NUMERIC_ID_PATTERN } from "./numeric-id";
import { VALIDATION_KEYS } from "./validation-keys";

/** An id of an API path or query ("/api/appointments/{id}", "?invoiceId="), as a number. */
export const NumericIdSchema = z
  .string({ error: VALIDATION_KEYS.invalidValue })
  .regex(NUMERIC_ID_PATTERN, { error: VALIDATION_KEYS.invalidValue })
  .transform(Number);
