import { BookingSteps } from "#app/ui/booking/booking-steps";
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useState, useSyncExternalStore } from "react";
import { FormattedMessage } from "react-intl";
import { useLocation, useSearchParams, type ShouldRevalidateFunction } from "react-router";
import { BOOKING_SKELETON_COUNT, bookingSearchParams, expandRelatedClinicIds, searchRangeOf, type TimeOfDay } from "#domain/booking-search";
import type { BookingSearchQuery } from "#domain/booking-search-inputs";
import { formatShortDate } from "#domain/date-display";
import { type CalendarDate, helsinkiCalendarDate } from "#domain/helsinki-time";
import type { HealthCareType } from "#domain/enums";
import { normalisePhoneNumber } from "#domain/phone-number";
import { pushAnalyticsEvent } from "#app/analytics";
import type { MessageKey } from "#app/i18n/messages";
import { useT } from "#app/i18n/use-t";
import { useBrand, useLang, useRootData } from "#app/root-context";
import { ErrorView } from "#app/ui/error-view";
import { lazyModule } from "#app/ui/lazy-module";
import { Link } from "#app/ui/link";
import { Skeleton } from "#app/ui/skeleton";
import { useHydrated } from "#app/ui/use-hydrated";
import { Breadcrumbs } from "./breadcrumbs";
import { DateChips } from "./date-chips";
import { activeFilterCount, FilterPanel } from "./filter-panel";
import { FilterSheet } from "./filter-sheet";
import { ResultsList } from "./results-list";
import { fetchSpecialty, isAbort } from "./search-client";
import type { BookingPageState } from "./search-page.server";
import { TimeOfDayTabs } from "./time-of-day-tabs";
import { type SearchState, useAppointmentSearch } from "./use-appointment-search";

// One appointment list page (spec part 2 §2): info box, breadcrumbs, filter panel, calendar of
// available dates, time-of-day tabs and the results with "load more". The search lives in the
// address: every change pushes a history entry, so a search is a shareable link and the back
// button restores the previous one. The loader runs once per page; changing the search only
// fetches from the API.

// The address's parser: after the first load (decision 239).
const searchInputs = lazyModule(() => import("#domain/booking-search-inputs"));

/**
 * The calendar of available dates is drawn from the dates API once the page runs, so it is loaded
 * then too, outside the list's first-load JavaScript (decision 258).
 */
const AvailableDates = lazy(() => import("./available-dates").then((module) => ({ default: module.AvailableDates })));

export const TITLES: Record<HealthCareType, MessageKey> = {
  private: "bookingSearch.title.private",
  insurance: "bookingSearch.title.insurance",
  kela65: "bookingSearch.title.kela65",
  occupational: "bookingSearch.title.occupational",
};

/** A new search (query string only) needs no new page state; anything else revalidates as usual. */
export const searchShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
};

/**
 * The address's search. Until its parser is there (and while hydrating) it is the one the server
 * parsed; the parser's arrival re-renders the page only if the address means another search (a
 * re-render then would move the list on a phone).
 */
function useAddressQuery(searchParams: URLSearchParams, today: CalendarDate, initial: BookingSearchQuery): BookingSearchQuery {
  const initialKey = useMemo(() => bookingSearchParams(initial).toString(), [initial]);
  const parse = useCallback(() => searchInputs.current()?.parseBookingSearchQuery(searchParams, today) ?? null, [searchParams, today]);
  const key = useSyncExternalStore(
    searchInputs.subscribe,
    () => {
      const parsed = parse();
      return parsed ? bookingSearchParams(parsed).toString() : initialKey;
    },
    () => initialKey,
  );
  return useMemo(() => (key === initialKey ? initial : (parse() ?? initial)), [key, initialKey, initial, parse]);
}

export function SearchPage({ state }: { state: BookingPageState }) {
  const t = useT();
  const title = t(TITLES[state.healthCareType]);
  return (
    <div className="booking-search">
      <Breadcrumbs
        trail={[
          { page: "home", label: t("bookingSearch.breadcrumbs.home") },
          { page: "bookingLanding", label: t("bookingSearch.landing.title") },
        ]}
        current={title}
      />
      <h1>{title}</h1>
      <BookingSteps current="choose" />
      {state.status === "ok" ? <SearchView state={state} /> : <OccupationalState state={state} />}
    </div>
  );
}

function SearchView({ state }: { state: BookingPageState }) {
  const t = useT();
  const lang = useLang();
  const { sessionState } = useRootData();
  const isLoggedIn = sessionState.isSessionValid;
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const fromAddress = useAddressQuery(searchParams, state.today, state.initialFilterValue);
  // The search just asked for, until the address has it: the router updates the address after an
  // await, and a controlled checkbox or tab would meanwhile flip back to the old state.
  const [pending, setPending] = useState<BookingSearchQuery | null>(null);
  useEffect(() => setPending(null), [searchParams]);
  const query = pending ?? fromAddress;
  const resultsHeadingId = useId();

  const filter = {
    clinicIds: expandRelatedClinicIds(query.clinicIds, state.clinics),
    specialtyIds: query.specialtyIds,
    practitionerIds: query.practitionerIds,
    includeRemote: query.includeRemote,
    healthCareType: state.healthCareType,
    timeOfDay: query.time,
  };
  const range = searchRangeOf(query);
  const search = useAppointmentSearch({ ...filter, range, lang }, state.firstResults);

  function show(next: BookingSearchQuery) {
    setPending(next);
    setSearchParams(bookingSearchParams(next), { preventScrollReset: true });
  }
  const hrefOf = (next: BookingSearchQuery) => `${pathname}?${bookingSearchParams(next).toString()}`;
  const hrefFor = (time: TimeOfDay) => hrefOf({ ...query, time });
  const withoutFilters: BookingSearchQuery = { ...query, clinicIds: [], specialtyIds: [], practitionerIds: [], includeRemote: false };

  return (
    <>
      <div className="booking-search__layout">
        <div className="booking-search__filters">
          <FilterSheet activeCount={activeFilterCount(query)}>
            {(sheet) => (
              <FilterPanel
                query={query}
                today={state.today}
                clinics={state.clinics}
                hoistedSpecialties={state.hoistedSpecialties}
                specialties={state.specialties}
                practitioners={state.practitioners}
                specialtiesDisabled={state.healthCareType === "kela65"}
                onChange={show}
                onClear={() => show(withoutFilters)}
                action={pathname}
                clearHref={hrefOf(withoutFilters)}
                titleId={sheet.titleId}
                onSubmit={sheet.close}
              >
                <FilterSubmit inSheet={sheet.inSheet} search={search.state} />
              </FilterPanel>
            )}
          </FilterSheet>
          <Suspense fallback={null}>
            <AvailableDates
              filter={filter}
              today={state.today}
              selectedDate={query.startDate}
              onSelect={(date) => show({ ...query, startDate: date, endDate: undefined })}
            />
          </Suspense>
        </div>
        <section className="booking-search__results" aria-labelledby={resultsHeadingId}>
          <h2 id={resultsHeadingId} className="booking-search__results-heading">
            {t("bookingSearch.results.heading")}{" "}
            <span className="booking-search__range">
              {t("bookingSearch.results.range", {
                start: formatShortDate(range.startDate, lang),
                end: formatShortDate(range.endDate, lang),
              })}
            </span>
          </h2>
          <DateChips
            today={state.today}
            selectedDate={query.startDate}
            shownDate={shownDateOf(search.state)}
            hrefFor={(date) => hrefOf({ ...query, startDate: date, endDate: undefined })}
            onSelect={(date) => show({ ...query, startDate: date, endDate: undefined })}
          />
          <TimeOfDayTabs selected={query.time} hrefFor={hrefFor} onSelect={(time) => show({ ...query, time })}>
            <Results state={state} search={search} isLoggedIn={isLoggedIn} range={range} />
          </TimeOfDayTabs>
        </section>
        {/* After the list in the page's order (decision 364): what the server streams first is
            painted first, so nothing above the list moves when the list arrives. */}
        <InfoBox
          text={state.infoText}
          specialtyId={query.specialtyIds.length === 1 ? (query.specialtyIds[0] ?? null) : null}
          healthCareType={state.healthCareType}
        />
      </div>
    </>
  );
}

/** The day of the first time the list shows (the next times' when the range has none); null while loading or empty. */
function shownDateOf(search: SearchState): CalendarDate | null {
  if (search.status !== "loaded") return null;
  const first = search.appointments[0] ?? search.next?.appointments[0];
  return first ? helsinkiCalendarDate(new Date(first.startDate)) : null;
}

/**
 * The filter form's submit: in the sheet "Show N times" with the number of times the chosen
 * filters find (a page of the list holds 20: more are "20+"), which closes the sheet; before the
 * page's JavaScript runs "Show times", which sends the form; none in the side column, where
 * every choice already shows its times.
 */
function FilterSubmit({ inSheet, search }: { inSheet: boolean; search: SearchState }) {
  const t = useT();
  const hydrated = useHydrated();
  if (hydrated && !inSheet) return null;
  const label =
    !hydrated || search.status !== "loaded"
      ? t("bookingSearch.sheet.showTimes")
      : search.hasMore
        ? t("bookingSearch.sheet.showMore", { count: search.appointments.length })
        : t("bookingSearch.sheet.show", { count: search.appointments.length });
  return (
    <div className={inSheet ? "filter-panel__submit filter-panel__submit--sheet" : "filter-panel__submit"}>
      <button type="submit" className="button button--primary" aria-busy={hydrated && search.status === "loading"}>
        {label}
      </button>
    </div>
  );
}

function Results({
  state,
  search,
  isLoggedIn,
  range,
}: {
  state: BookingPageState;
  search: ReturnType<typeof useAppointmentSearch>;
  isLoggedIn: boolean;
  range: ReturnType<typeof searchRangeOf>;
}) {
  const t = useT();
  const lang = useLang();
  const nextHeadingId = useId();
  const current = search.state;
  if (current.status === "loading") return <Skeleton count={BOOKING_SKELETON_COUNT} />;
  if (current.status === "error") return <ErrorView onRetry={search.retry} headingLevel={3} />;
  const { appointments, next } = current;
  return (
    <>
      <p className="visually-hidden" role="status">
        {t("bookingSearch.results.shown", { count: appointments.length })}
      </p>
      {appointments.length > 0 ? (
        <ResultsList
          appointments={appointments}
          healthCareType={state.healthCareType}
          isLoggedIn={isLoggedIn}
          focusIndex={current.firstNewIndex}
        />
      ) : (
        <div className="booking-search__empty">
          <p className="booking-search__empty-text">
            {t("bookingSearch.results.noResultsInRange", {
              start: formatShortDate(range.startDate, lang),
              end: formatShortDate(range.endDate, lang),
            })}
          </p>
          {next && next.appointments.length > 0 ? (
            <section className="booking-search__next" aria-labelledby={nextHeadingId}>
              <h3 id={nextHeadingId}>{t("bookingSearch.results.nextAppointments")}</h3>
              <ResultsList appointments={next.appointments} healthCareType={state.healthCareType} isLoggedIn={isLoggedIn} headingLevel={4} />
            </section>
          ) : (
            <p>{t(state.noResultsText)}</p>
          )}
        </div>
      )}
      {current.loadMoreFailed ? <ErrorView onRetry={search.loadMore} headingLevel={3} /> : null}
      {current.hasMore && !current.loadMoreFailed ? (
        <p className="booking-search__more">
          <button
            type="button"
            className="button button--secondary"
            onClick={search.loadMore}
            disabled={current.loadingMore}
            aria-busy={current.loadingMore}
          >
            {t("bookingSearch.results.loadMore")}
          </button>
        </p>
      ) : null}
    </>
  );
}

/** The info box: the type's text, and the chosen specialty's reservation info when it has one. */
function InfoBox({ text, specialtyId, healthCareType }: { text: MessageKey; specialtyId: string | null; healthCareType: HealthCareType }) {
  const t = useT();
  const lang = useLang();
  const [specialty, setSpecialty] = useState<{ name: string; info: string } | null>(null);

  useEffect(() => {
    setSpecialty(null);
    if (!specialtyId) return;
    const controller = new AbortController();
    const params = new URLSearchParams({ id: specialtyId, lang });
    if (healthCareType === "occupational") params.set("isOccupationalHealthcare", "true");
    fetchSpecialty(params.toString(), controller.signal).then(
      (content) => {
        const info = content?.cmsContent.appointmentReservationInfo;
        if (!controller.signal.aborted && content && info) setSpecialty({ name: content.name, info });
      },
      (error: unknown) => {
        // The specialty text is an extra; without it the list works the same.
        if (!isAbort(error, controller.signal)) setSpecialty(null);
      },
    );
    return () => controller.abort();
  }, [specialtyId, lang, healthCareType]);

  return (
    <aside className="info-box" aria-label={t("bookingSearch.info.label")}>
      <p>{t(text)}</p>
      {specialty ? <p>{t("bookingSearch.info.specialty", { specialty: specialty.name, info: specialty.info })}</p> : null}
    </aside>
  );
}

/** The occupational list's other states (spec part 2 §2, §8). */
function OccupationalState({ state }: { state: BookingPageState }) {
  const t = useT();
  const brand = useBrand();

  useEffect(() => {
    if (state.status === "noOccupationalHealthcare") {
      pushAnalyticsEvent({ event: "authenticationFailure", reason: "noOccupationalHealthcare" });
    }
  }, [state.status]);

  if (state.status === "unknownError") {
    return <ErrorView onRetry={() => window.location.reload()} className="page-section" />;
  }
  if (state.status === "noOccupationalHealthcare") {
    return (
      <section className="page-section occupational-state">
        <h2>{t("bookingSearch.occupational.noAgreement.title")}</h2>
        <p>{t("bookingSearch.occupational.noAgreement.body")}</p>
        <p>
          <Link page="bookingPrivate" className="button button--primary">
            {t("bookingSearch.occupational.noAgreement.private")}
          </Link>
        </p>
      </section>
    );
  }
  if (state.luotsiLiftupContent) {
    return (
      <section className="page-section occupational-state liftup" data-contract-product={state.luotsiLiftupContent.contractProductId}>
        <h2>{t("bookingSearch.occupational.liftup.title")}</h2>
        <p>{t("bookingSearch.occupational.liftup.body")}</p>
        <p>
          <a className="button button--primary" href={`tel:${normalisePhoneNumber(brand.customerServicePhone)}`}>
            {/* The number shows too: a desktop cannot follow a tel: link. */}
            {t("bookingSearch.occupational.liftup.link", { phone: brand.customerServicePhone })}
          </a>
        </p>
      </section>
    );
  }
  return (
    <section className="page-section occupational-state">
      <h2>{t("bookingSearch.occupational.noWebReservation.title")}</h2>
      <p>
        <FormattedMessage
          id="bookingSearch.occupational.noWebReservation.body"
          values={{ phone: <a href={`tel:${normalisePhoneNumber(brand.customerServicePhone)}`}>{brand.customerServicePhone}</a> }}
        />
      </p>
    </section>
  );
}

