import type { SubmissionResult } from "@conform-to/react";
import type { ValidationDetail } from "#domain/validation-details";

/**
 * The consent action's answer when the user stays on the form (the patient data consent page and
 * My information's permissions tab): the choices as ticked, with the errors.
 */
export interface ConsentActionData {
  result: SubmissionResult<ValidationDetail[]>;
  /** The consent could not be saved (no such patient any more). */
  failed?: true;
}

export function isConsentAnswer(value: unknown): value is ConsentActionData {
  return typeof value === "object" && value !== null && "result" in value && typeof (value as { result: unknown }).result === "object";
}
