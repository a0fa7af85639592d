import { type AppLoadContext, data } from "react-router";
import { type BookingSearchQuery, parseBookingSearchQuery, type TimeOfDay } from "#domain/booking-search";
import type { HealthCareType } from "#domain/enums";
import { type CalendarDate, helsinkiCalendarDate } from "#domain/helsinki-time";
import type { FeatureFlag } from "#domain/session-state";
import { environmentFeatures, environmentName } from "#server/config/environments";
import { auditActorOf } from "#server/http/audit";
import { recordAudit } from "#server/modules/audit/audit-service";
import {
  type BookingFilterOptions,
  findOccupationalBookingStatus,
  loadBookingFilterOptions,
} from "#server/modules/booking/search-service";
import { BRANDS } from "#app/brands";
import type { MessageKey } from "#app/i18n/messages";
import { langOfPath } from "#app/root-data.server";
import { requireValidSession } from "#app/session.server";

// The booking page state of spec part 2 §3 for the four appointment lists: the filter panel's
// options, the search in the address (initialFilterValue, initialTime), the texts, and for the
// occupational list its status. The free times themselves are fetched by the page from the API.

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

export function hasFeature(context: AppLoadContext, feature: FeatureFlag): boolean {
  return environmentFeatures(environmentName(context.brand, context.services.config.HOIVA_STAGE)).includes(feature);
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

  const now = context.services.clock.now();
  const today = helsinkiCalendarDate(now);
  const lang = langOfPath(url.pathname);
  const db = context.services.database.db;
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
  };
  const noOptions: BookingFilterOptions = { clinics: [], hoistedSpecialties: [], specialties: [], practitioners: [] };

  let contractProductIds: string[] = [];
  if (healthCareType === "occupational") {
    try {
      const status = await findOccupationalBookingStatus(db, { patientId: session?.actingPatientId ?? null, today });
      await recordAudit(db, auditActorOf(context), { action: "read", entity: "occupational-agreement" });
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
  return { ...base, ...options, status: "ok", contractProductIds };
}
