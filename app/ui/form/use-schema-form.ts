import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { issuesToValidationDetails, type ValidationDetail } from "#domain/validation-details";

// The browser half of a page's write (app/form.server.ts): conform keeps the fields' values and
// touched state, validates with the same zod schema as the action (on leaving a field, then on
// every input), and shows the action's answer, keeping everything the user typed.

export interface SchemaFormOptions<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>> {
  /** A stable id when a page has several forms. */
  id?: string;
  /** The action's `submission.reply()`, from `useActionData()`. */
  lastResult?: SubmissionResult<ValidationDetail[]> | null;
  defaultValue?: Partial<z.input<Schema>>;
}

export function useSchemaForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(schema: Schema, { id, lastResult, defaultValue }: SchemaFormOptions<Schema> = {}) {
  return useForm<z.input<Schema>, z.output<Schema>, ValidationDetail[]>({
    id,
    lastResult,
    defaultValue: defaultValue as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema, formatError: issuesToValidationDetails }),
  });
}
