import { type AppLoadContext, data } from "react-router";
import { type ApiSearchInput, type DateRange, apiSearchParams, expandRelatedClinicIds, nextAppointmentsRange, searchRangeOf, type TimeOfDay } from "#domain/booking-search";
import { type BookingSearchQuery, appointmentSearchQuerySchema, parseBookingSearchQuery, searchParamsToInput } from "#domain/booking-search-inputs";
import type { HealthCareType } from "#domain/enums";
import { type CalendarDate, helsinkiCalendarDate } from "#domain/helsinki-time";
import type { FeatureFlag } from "#domain/session-state";
import { recordAudit } from "#server/modules/audit/audit-service";
import {
  type BookingFilterOptions,
  findOccupationalBookingStatus,
  loadBookingFilterOptions,
  searchAvailableAppointments,
  type AvailableAppointment,
} from "#server/modules/booking/search-service";
import type { BrandId } from "#domain/session-state";
import type { DatabaseOrTransaction } from "#server/db/client";
import { BRANDS } from "#app/brands";
import type { MessageKey } from "#app/i18n/messages";
import { langOfPath } from "#domain/routes/route-table";
import { requireValidSession } from "#app/session.server";
import { hasFeature } from "#app/features.server";

// The booking page state of spec part 2 §3 for the four appointment lists: the filter panel's
// options, the search in the address (initialFilterValue, initialTime), the texts, and for the
// occupational list its status, and the first page of free times (issue 16: the list is in the
// server's HTML on first load; later searches, paging and retries go to the API from the page).

export type BookingPageStatus = "ok" | "unknownError" | "noOccupationalHealthcare" | "noWebReservation";

export interface BookingPageState extends BookingFilterOptions {
  status: BookingPageStatus;
  healthCareType: HealthCareType;
  /** Helsinki today: the earliest start date. */
  today: CalendarDate;
  infoText: MessageKey;
  noResultsText: MessageKey;
  initialFilterValue: BookingSearchQuery;
  initialTime: TimeOfDay;
  contractProductIds: string[];
  /** The lift-up content to show instead of web booking, named by its contract product. */
  luotsiLiftupContent: { contractProductId: string } | null;
  isAuthorized: boolean;
  queryString: string;
  /** The first page of the search in the address, as GET /api/appointments answers it; null: the page fetches it. */
  firstResults: FirstResults | null;
}

/** The first page of free times for one search (its API query string), with the next month's when it is empty. */
export interface FirstResults {
  params: string;
  appointments: AvailableAppointment[];
  next: { range: DateRange; appointments: AvailableAppointment[] } | null;
}

/** One page of free times exactly as the API answers it (validated by the same schema); null on a failure answer. */
async function searchPage(
  db: DatabaseOrTransaction,
  params: URLSearchParams,
  { today, now, brandId }: { today: CalendarDate; now: Date; brandId: BrandId },
): Promise<AvailableAppointment[] | null> {
  const parsed = appointmentSearchQuerySchema(today).safeParse(searchParamsToInput(params));
  if (!parsed.success) return null;
  const answer = await searchAvailableAppointments(db, { query: parsed.data, brandId, now });
  if (answer.availableAppointments.type !== "success") return null;
  // The same JSON the browser would have fetched.
  return JSON.parse(JSON.stringify(answer.availableAppointments.appointments)) as AvailableAppointment[];
}

/** The search the page starts with (use-appointment-search.ts asks for the very same query string). */
async function firstResultsOf(
  db: DatabaseOrTransaction,
  input: ApiSearchInput,
  at: { today: CalendarDate; now: Date; brandId: BrandId },
): Promise<FirstResults | null> {
  const params = apiSearchParams(input);
  const appointments = await searchPage(db, params, at);
  if (!appointments) return null;
  if (appointments.length > 0) return { params: params.toString(), appointments, next: null };
  const range = nextAppointmentsRange(input.range);
  const next = await searchPage(db, apiSearchParams({ ...input, range, timeOfDay: undefined, offset: undefined }), at);
  return next ? { params: params.toString(), appointments, next: { range, appointments: next } } : null;
}

const INFO_TEXT: Record<HealthCareType, MessageKey> = {
  private: "bookingSearch.info.private",
  insurance: "bookingSearch.info.insurance",
  kela65: "bookingSearch.info.kela65",
  occupational: "bookingSearch.info.occupational",
};

const REQUIRED_FEATURE: Partial<Record<HealthCareType, FeatureFlag>> = {
  kela65: "kela65",
  occupational: "ohc-appointment-search",
};

function notFound(): never {
  throw data(null, { status: 404 });
}

export async function loadBookingSearchPage(
  request: Request,
  context: AppLoadContext,
  healthCareType: HealthCareType,
): Promise<BookingPageState> {
  const url = new URL(request.url);
  const feature = REQUIRED_FEATURE[healthCareType];
  if (healthCareType === "occupational") {
    // Login first, so a visitor is asked to log in rather than told the page is missing.
    requireValidSession(request, context);
    if (!BRANDS[context.brand].capabilities.occupationalCare) notFound();
  }
  if (feature && !hasFeature(context, feature)) notFound();

  const { db, now } = context.scope;
  const today = helsinkiCalendarDate(now);
  const lang = langOfPath(url.pathname);
  const query = parseBookingSearchQuery(url.searchParams, today);
  const session = context.session;
  const base = {
    healthCareType,
    today,
    infoText: INFO_TEXT[healthCareType],
    noResultsText: "bookingSearch.results.noResults" as MessageKey,
    initialFilterValue: query,
    initialTime: query.time,
    contractProductIds: [] as string[],
    luotsiLiftupContent: null,
    isAuthorized: session?.status === "valid",
    queryString: url.search,
    firstResults: null,
  };
  const noOptions: BookingFilterOptions = { clinics: [], hoistedSpecialties: [], specialties: [], practitioners: [] };

  let contractProductIds: string[] = [];
  if (healthCareType === "occupational") {
    try {
      const status = await findOccupationalBookingStatus(db, { patientId: session?.actingPatientId ?? null, today });
      await recordAudit(db, context.scope.actor, { action: "read", entity: "occupational-agreement" });
      if (status.status === "noOccupationalHealthcare") return { ...base, ...noOptions, status: status.status };
      if (status.status === "noWebReservation") {
        return {
          ...base,
          ...noOptions,
          status: status.status,
          contractProductIds: status.contractProductIds,
          luotsiLiftupContent: status.liftupContractProductId ? { contractProductId: status.liftupContractProductId } : null,
        };
      }
      contractProductIds = status.contractProductIds;
    } catch (error) {
      context.services.logger.error({ err: error, requestId: context.requestId }, "occupational booking status failed");
      return { ...base, ...noOptions, status: "unknownError" };
    }
  }

  const options = await loadBookingFilterOptions(db, {
    brandId: context.brand,
    healthCareType,
    lang,
    now,
    practitionerIds: query.practitionerIds,
  });
  // Every list's first page is in the server's HTML; the occupational agreement was checked above,
  // as the API checks it for the page's later searches.
  let firstResults: FirstResults | null = null;
  const input: ApiSearchInput = {
    clinicIds: expandRelatedClinicIds(query.clinicIds, options.clinics),
    specialtyIds: query.specialtyIds,
    practitionerIds: query.practitionerIds,
    includeRemote: query.includeRemote,
    healthCareType,
    timeOfDay: query.time,
    range: searchRangeOf(query),
    lang,
  };
  try {
    firstResults = await firstResultsOf(db, input, { today, now, brandId: context.brand });
  } catch (error) {
    // The page then fetches the list itself and shows its own error and retry.
    context.services.logger.error({ err: error, requestId: context.requestId }, "first booking results failed");
  }
  return { ...base, ...options, status: "ok", contractProductIds, firstResults };
}
