import type { z } from "zod";
import { toValidationDetails, type ValidationDetail } from "#domain/validation-details";
import type { MessageKey } from "#app/i18n/messages";
import { useT } from "#app/i18n/use-t";

// Validation problems of a form, by field (STYLE.md "One schema, both sides"): the domain schema's
// message keys, from the client's own parse or from the server's 400 ValidationError details.

/** Example address of the e-mail error message ("Please enter your email, eg. {email}"). */
export const EXAMPLE_EMAIL = "name@example.com";

/** The first problem of each field, by path. */
export type FieldErrors = Partial<Record<string, ValidationDetail>>;

export function fieldErrorsOf(details: readonly ValidationDetail[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const detail of details) errors[detail.path] ??= detail;
  return errors;
}

export function zodFieldErrors(error: z.ZodError | undefined): FieldErrors {
  return error ? fieldErrorsOf(toValidationDetails(error)) : {};
}

/** Client and server errors together; a server error the user has since edited away is undefined. */
export function mergeFieldErrors(client: FieldErrors, server: FieldErrors): FieldErrors {
  const merged: FieldErrors = { ...client };
  for (const [path, detail] of Object.entries(server)) if (detail) merged[path] ??= detail;
  return merged;
}

/** The text of a validation detail in the page's language ({n} limits, {email} example). */
export function useErrorText(): (detail: ValidationDetail) => string {
  const t = useT();
  return (detail) => t(detail.message as MessageKey, { n: detail.values?.n ?? 0, email: EXAMPLE_EMAIL });
}
