import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { issuesToValidationDetails } from "#domain/validation-details";

// The browser's check of a form with the action's own schema (app/form.server.ts), imported lazily
// with the schemas (lazy-module.ts): conform's parse with the same error details as the action.

export function validateWithSchema<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  return parseWithZod(formData, { schema, formatError: issuesToValidationDetails });
}
