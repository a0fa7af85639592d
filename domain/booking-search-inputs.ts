import { z } from "zod";
import { END_DATE_BEFORE_START, MAX_FILTER_IDS, MAX_SEARCH_OFFSET, MAX_SEARCH_RANGE_DAYS, RANGE_TOO_LONG, SEVERAL_HEALTH_CARE_TYPES, START_DATE_IN_PAST, TIMES_OF_DAY, daysBetween, type HealthCareFlags, healthCareTypeOfFlags, type TimeOfDay } from "./booking-search";
import { LANGUAGES } from "./enums";
import { type CalendarDate, parseCalendarDate } from "./helsinki-time";
import { NumericIdSchema } from "./numeric-id-inputs";
import { VALIDATION_KEYS } from "./validation-keys";

// The booking search's inputs (spec part 2 §3, §4): the list page's address and the API's queries,
// apart from the rules and addresses in booking-search.ts, so that the booking list can render
// its first load without zod and import these afterwards (decision 239).

// ---- Schemas ----

/**
 * Schemas depend on today (the earliest start date). Building a zod schema costs far more than
 * parsing with it, so each one is built once per day and kept (the last two days, around midnight).
 */
function perDay<T>(build: (today: CalendarDate) => T): (today: CalendarDate) => T {
  const built = new Map<CalendarDate, T>();
  return (today) => {
    let schema = built.get(today);
    if (!schema) {
      schema = build(today);
      built.set(today, schema);
      for (const day of built.keys()) if (built.size > 2 && day !== today) built.delete(day);
    }
    return schema;
  };
}

const CalendarDateSchema = z
  .string({ error: VALIDATION_KEYS.invalidValue })
  .refine((value) => parseCalendarDate(value) !== null, VALIDATION_KEYS.invalidValue);

/** Clinic and specialty ids are the scheduling system's codes, e.g. "HKA", "Y65V". */
const CodeSchema = z.string({ error: VALIDATION_KEYS.invalidValue }).regex(/^[A-Za-z0-9_-]{1,32}$/, VALIDATION_KEYS.invalidValue);

/** A repeated query parameter: absent, one value or several; duplicates are dropped. */
function idListSchema<T extends string | number>(item: z.ZodType<T, string>) {
  return z
    .array(item)
    .max(MAX_FILTER_IDS, VALIDATION_KEYS.invalidValue)
    .optional()
    .transform((values): T[] => [...new Set(values ?? [])]);
}

/** "true" or "false" in the address; absent is false. */
const FlagSchema = z
  .enum(["true", "false"], { error: VALIDATION_KEYS.invalidValue })
  .optional()
  .transform((value) => value === "true");

const TimeOfDaySchema = z
  .enum(TIMES_OF_DAY, { error: VALIDATION_KEYS.invalidValue })
  .optional()
  .transform((value): TimeOfDay => value ?? "all");

/** The filter part shared by the page address and the API (spec part 2 §3 "Filter value"). */
function filterShape(today: CalendarDate) {
  return {
    startDate: CalendarDateSchema.refine((value) => value >= today, START_DATE_IN_PAST)
      .optional()
      .transform((value): CalendarDate => value ?? today),
    endDate: CalendarDateSchema.optional(),
    clinicIds: idListSchema(CodeSchema),
    specialtyIds: idListSchema(CodeSchema),
    practitionerIds: idListSchema(NumericIdSchema),
    includeRemote: FlagSchema,
  };
}

function checkRange(
  value: { startDate: CalendarDate; endDate?: CalendarDate | undefined },
  ctx: z.RefinementCtx,
): void {
  // The field checks have already reported a date that is no calendar date (zod runs this anyway).
  if (value.endDate === undefined || !parseCalendarDate(value.endDate) || !parseCalendarDate(value.startDate)) return;
  const days = daysBetween(value.startDate, value.endDate);
  if (days < 0) ctx.addIssue({ code: "custom", path: ["endDate"], message: END_DATE_BEFORE_START });
  else if (days >= MAX_SEARCH_RANGE_DAYS) ctx.addIssue({ code: "custom", path: ["endDate"], message: RANGE_TOO_LONG });
}

/** The list page's address (`time` rather than the API's `timeOfDay`). */
function buildBookingSearchQuerySchema(today: CalendarDate) {
  return z.object({ ...filterShape(today), time: TimeOfDaySchema }).superRefine(checkRange);
}

export const bookingSearchQuerySchema = perDay(buildBookingSearchQuerySchema);

export type BookingSearchQuery = z.output<ReturnType<typeof bookingSearchQuerySchema>>;

const healthCareFlags = {
  isOccupationalHealthcare: FlagSchema,
  isInsuranceCustomer: FlagSchema,
  isKela65: FlagSchema,
};

function checkHealthCareFlags(value: HealthCareFlags, ctx: z.RefinementCtx): void {
  const set = [value.isOccupationalHealthcare, value.isInsuranceCustomer, value.isKela65].filter(Boolean).length;
  if (set > 1) ctx.addIssue({ code: "custom", path: [], message: SEVERAL_HEALTH_CARE_TYPES });
}

/** GET /api/appointments/available-appointment-dates: the filter, time of day and type, no lang. */
function buildAvailableDatesQuerySchema(today: CalendarDate) {
  return z
    .object({ ...filterShape(today), timeOfDay: TimeOfDaySchema, ...healthCareFlags })
    .superRefine(checkRange)
    .superRefine(checkHealthCareFlags)
    .transform(({ isOccupationalHealthcare, isInsuranceCustomer, isKela65, ...rest }) => ({
      ...rest,
      healthCareType: healthCareTypeOfFlags({ isOccupationalHealthcare, isInsuranceCustomer, isKela65 }),
    }));
}

export const availableDatesQuerySchema = perDay(buildAvailableDatesQuerySchema);

export type AvailableDatesQuery = z.output<ReturnType<typeof availableDatesQuerySchema>>;

const LangSchema = z
  .enum(LANGUAGES, { error: VALIDATION_KEYS.invalidValue })
  .optional()
  .transform((value) => value ?? "fi");

const OffsetSchema = z
  .string({ error: VALIDATION_KEYS.invalidValue })
  .regex(/^\d{1,5}$/, VALIDATION_KEYS.invalidValue)
  .transform(Number)
  .refine((value) => value <= MAX_SEARCH_OFFSET, VALIDATION_KEYS.invalidValue)
  .optional()
  .transform((value) => value ?? 0);

/** GET /api/appointments (spec part 2 §7). */
function buildAppointmentSearchQuerySchema(today: CalendarDate) {
  return z
    .object({ ...filterShape(today), timeOfDay: TimeOfDaySchema, ...healthCareFlags, lang: LangSchema, offset: OffsetSchema })
    .superRefine(checkRange)
    .superRefine(checkHealthCareFlags)
    .transform(({ isOccupationalHealthcare, isInsuranceCustomer, isKela65, ...rest }) => ({
      ...rest,
      healthCareType: healthCareTypeOfFlags({ isOccupationalHealthcare, isInsuranceCustomer, isKela65 }),
    }));
}

export const appointmentSearchQuerySchema = perDay(buildAppointmentSearchQuerySchema);

export type AppointmentSearchQuery = z.output<ReturnType<typeof appointmentSearchQuerySchema>>;

/** GET /api/appointments/specialty. */
export const SpecialtyQuerySchema = z.object({ id: CodeSchema, lang: LangSchema, isOccupationalHealthcare: FlagSchema });

// ---- Addresses ----

const ARRAY_KEYS = new Set(["clinicIds", "specialtyIds", "practitionerIds"]);

/** Query parameters as the schemas read them: arrays for the repeated keys, the first value otherwise. */
export function searchParamsToInput(params: URLSearchParams): Record<string, string | string[]> {
  const input: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    if (ARRAY_KEYS.has(key)) input[key] = params.getAll(key);
    else input[key] = params.get(key) ?? "";
  }
  return input;
}

/**
 * The list page's search from its address, never failing: a start date in the past becomes today
 * (spec part 2 §4: "The filter start date is never earlier than now") and any other value the
 * schema refuses falls back to its default, so an old or edited link still opens a search.
 */
export function parseBookingSearchQuery(params: URLSearchParams, today: CalendarDate): BookingSearchQuery {
  const input = searchParamsToInput(params);
  const startDate = input.startDate;
  if (typeof startDate === "string" && parseCalendarDate(startDate) && startDate < today) {
    input.startDate = today;
    // A range that ended before today is gone with its start.
    if (typeof input.endDate === "string" && input.endDate < today) delete input.endDate;
  }
  const schema = bookingSearchQuerySchema(today);
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      if (typeof key === "string") delete input[key];
    }
  }
  return schema.parse({});
}
