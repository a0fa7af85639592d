import { type SubmissionResult, useForm } from "@conform-to/react";
import { type FormEvent, useMemo } from "react";
import type { z } from "zod";
import type { ValidationDetail } from "#domain/validation-details";
import { lazyModule, useLazyModule } from "#app/ui/lazy-module";
import { type ErrorSummaryControl, useErrorSummary } from "./use-error-summary";

// The browser half of a page's write (app/form.server.ts): conform keeps the fields' values and
// touched state, validates with the same zod schema as the action (on leaving a field, then on
// every input), and shows the action's answer, keeping everything the user typed. The schema and
// zod come after the page's first load (lazy-module.ts, decision 239): until they are there the
// form checks nothing itself and the action answers, as without JavaScript.

const validation = lazyModule(() => import("./schema-validation"));

export interface SchemaFormOptions<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>> {
  /** A stable id when a page has several forms. */
  id?: string;
  /** The action's `submission.reply()`, from `useActionData()`. */
  lastResult?: SubmissionResult<ValidationDetail[]> | null;
  defaultValue?: Partial<z.input<Schema>>;
}

/** `schema`: the form's schema from a lazily imported module, null until it is there. */
export function useSchemaForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: Schema | null,
  { id, lastResult, defaultValue }: SchemaFormOptions<Schema> = {},
) {
  const validator = useLazyModule(validation);
  const checks = schema !== null && validator !== null;
  return useForm<z.input<Schema>, z.output<Schema>, ValidationDetail[]>({
    id,
    lastResult,
    defaultValue: defaultValue as never,
    // Without the schema, leaving a field must not ask the action to validate (conform would post).
    shouldValidate: checks ? "onBlur" : "onSubmit",
    shouldRevalidate: checks ? "onInput" : "onSubmit",
    onValidate: checks ? ({ formData }) => validator.validateWithSchema(formData, schema) : undefined,
  });
}

/** Whether a form's data passes its schema (a form that enables Send only then); null until the schema is there. */
export function useSchemaCheck<Schema extends z.ZodType>(schema: Schema | null): ((formData: FormData) => boolean) | null {
  const validator = useLazyModule(validation);
  return useMemo(
    () => (schema !== null && validator !== null ? (formData: FormData) => validator.validateWithSchema(formData, schema).status === "success" : null),
    [schema, validator],
  );
}

/** conform's own checks (leaving a field) travel as a submit with a hidden button of this name. */
const CONFORM_INTENT = "__intent__";

export interface SchemaErrorSummaryControl extends ErrorSummaryControl {
  /**
   * The form's onSubmit: conform checks the fields with the schema (once it is there) and stops a
   * post with errors; a try to send is noted and, with errors, focuses the summary. Answers whether
   * the post goes ahead (false for conform's own check of a left field, which is no try to send).
   */
  submit: (event: FormEvent<HTMLFormElement>) => boolean;
}

/** The error summary (use-error-summary.ts) of a form kept by `useSchemaForm`: one submit for every such form. */
export function useSchemaErrorSummary(form: { onSubmit: (event: FormEvent<HTMLFormElement>) => void }, answered = false): SchemaErrorSummaryControl {
  const control = useErrorSummary(answered);
  const { trySubmit } = control;
  const { onSubmit } = form;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    onSubmit(event);
    if (submitter?.getAttribute("name") === CONFORM_INTENT) return false;
    return trySubmit(event, event.defaultPrevented);
  };
  return { ...control, submit };
}
