import { type ReactNode, useEffect, useId, useState } from "react";
import { apiSearchParams, type ApiSearchInput } from "#domain/booking-search";
import type { CalendarDate } from "#domain/helsinki-time";
import { useT } from "#app/i18n/use-t";
import { useHydrated } from "#app/ui/use-hydrated";
import { useScreenSize } from "#app/ui/use-screen-size";
import { addMonths, firstDayOf, lastDayOf, type Month, monthOf } from "./calendar-month";
import { DatesCalendar } from "./dates-calendar";
import { fetchAvailableDates, isAbort } from "./search-client";

// The calendar with its data: the dates call for the month shown (from today on), with the list's
// filter and time of day, cancelled when the month or the filter changes. On small and medium
// screens it opens from a button; on windows wider than 800 px it is always shown in the filter
// column, so an opened one closes (spec part 1 §9). The filter panel folds the same way.

/** How far ahead the calendar goes. */
const MONTHS_AHEAD = 12;

type DatesState = { status: "loading" | "error"; dates: ReadonlySet<CalendarDate> } | { status: "loaded"; dates: ReadonlySet<CalendarDate> };

const NO_DATES: ReadonlySet<CalendarDate> = new Set();

interface AvailableDatesProps {
  filter: Omit<ApiSearchInput, "range" | "lang" | "offset">;
  today: CalendarDate;
  selectedDate: CalendarDate;
  onSelect(date: CalendarDate): void;
}

export function AvailableDates(props: AvailableDatesProps) {
  return <CalendarDisclosure>{(close) => <MonthOfDates {...props} close={close} />}</CalendarDisclosure>;
}

/** The calendar and its dates call; mounted only while the calendar is visible. */
function MonthOfDates({ filter, today, selectedDate, onSelect, close }: AvailableDatesProps & { close(): void }) {
  const [month, setMonth] = useState<Month>(() => monthOf(selectedDate));
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<DatesState>({ status: "loading", dates: NO_DATES });

  // A start date chosen elsewhere (the date field, the back button) shows its month.
  useEffect(() => setMonth(monthOf(selectedDate)), [selectedDate]);

  const first = firstDayOf(month);
  const params = apiSearchParams({
    ...filter,
    range: { startDate: first < today ? today : first, endDate: lastDayOf(month) },
  }).toString();

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ status: "loading", dates: current.dates }));
    fetchAvailableDates(params, controller.signal).then(
      (dates) => {
        if (!controller.signal.aborted) setState({ status: "loaded", dates: new Set(dates) });
      },
      (error: unknown) => {
        if (!isAbort(error, controller.signal)) setState({ status: "error", dates: NO_DATES });
      },
    );
    return () => controller.abort();
  }, [params, attempt]);

  return (
    <DatesCalendar
      month={month}
      onMonthChange={setMonth}
      today={today}
      lastMonth={addMonths(monthOf(today), MONTHS_AHEAD)}
      selectedDate={selectedDate}
      availableDates={state.dates}
      status={state.status}
      onSelect={(date) => {
        close();
        onSelect(date);
      }}
      onRetry={() => setAttempt((value) => value + 1)}
    />
  );
}

/** The calendar: inline on large screens, behind "Choose a date" otherwise. */
export function CalendarDisclosure({ children }: { children: (close: () => void) => ReactNode }) {
  const t = useT();
  return (
    <SmallScreenDisclosure
      label={t("bookingSearch.calendar.label")}
      openText={t("bookingSearch.calendar.open")}
      closeText={t("bookingSearch.calendar.close")}
      className="calendar-disclosure"
    >
      {children}
    </SmallScreenDisclosure>
  );
}

interface SmallScreenDisclosureProps {
  /** Accessible name of the region; without one the wrapper is no landmark (its content names itself). */
  label?: string;
  openText: string;
  closeText: string;
  className: string;
  children: (close: () => void) => ReactNode;
}

/**
 * Inline on large screens; behind a toggle button on small and medium ones, closed whenever the
 * window grows wider than 800 px (the content is then shown inline anyway).
 */
export function SmallScreenDisclosure({ label, openText, closeText, className, children }: SmallScreenDisclosureProps) {
  const size = useScreenSize();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const panelId = useId();

  useEffect(() => {
    if (size === "large") setOpen(false);
  }, [size]);

  const Wrapper = label ? "section" : "div";
  if (size === "large") {
    // The server knows no window and renders this wide form. Until the page hydrates, a narrow
    // window where scripts run already shows it as the closed disclosure it becomes (the toggle,
    // content hidden: booking-search.css), so the results below do not jump up on hydration.
    return (
      <Wrapper className={`${className} ${className}--inline${hydrated ? "" : " disclosure--before-hydration"}`} aria-label={label}>
        {hydrated ? null : (
          <button type="button" className="button button--secondary disclosure-toggle" aria-expanded={false}>
            {openText}
          </button>
        )}
        {children(() => {})}
      </Wrapper>
    );
  }
  return (
    <Wrapper className={className} aria-label={label}>
      <button
        type="button"
        className="button button--secondary disclosure-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? closeText : openText}
      </button>
      <div id={panelId} className="disclosure-panel" hidden={!open}>
        {open ? children(() => setOpen(false)) : null}
      </div>
    </Wrapper>
  );
}
