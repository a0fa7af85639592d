import type { z } from "zod";

/**
 * One entry of the API's 400 answer `{ type: "ValidationError", details: [...] }`.
 * `values` carries the limit of a length error ({ n: 30 }) so the UI can render
 * "Maximum character length is {n}" without knowing the schema.
 */
export type ValidationDetail = {
  path: string;
  message: string;
  values?: { n: number };
};

export function toValidationDetails(error: z.ZodError): ValidationDetail[] {
  return issuesToValidationDetails(error.issues);
}

/** The details of zod issues (also the form errors of conform: app/form.server.ts, app/ui/form). */
export function issuesToValidationDetails(issues: readonly z.core.$ZodIssue[]): ValidationDetail[] {
  return issues.map((issue) => {
    const detail: ValidationDetail = {
      path: issue.path.map(String).join("."),
      message: issue.message,
    };
    const limit =
      issue.code === "too_big" ? issue.maximum : issue.code === "too_small" ? issue.minimum : undefined;
    if (limit !== undefined) detail.values = { n: Number(limit) };
    return detail;
  });
}
