import { useId } from "react";
import { formatLongDate, formatMonthTitle, weekdayNames } from "#domain/date-display";
import type { CalendarDate } from "#domain/helsinki-time";
import { useT } from "#app/i18n/use-t";
import { useLanguage } from "#app/ui/use-language";
import {
  addMonths,
  compareMonths,
  type Month,
  monthGrid,
  monthOf,
  weekStartOf,
} from "./calendar-month";

// The calendar of available dates (spec part 2 §2): one month as a table, days with free times as
// buttons that choose the start date, the others disabled. Weeks start on Monday in fi and sv.

export interface DatesCalendarProps {
  month: Month;
  onMonthChange(month: Month): void;
  today: CalendarDate;
  /** The last month the calendar may show. */
  lastMonth: Month;
  selectedDate: CalendarDate;
  availableDates: ReadonlySet<CalendarDate>;
  status: "loading" | "loaded" | "error";
  onSelect(date: CalendarDate): void;
  onRetry(): void;
}

export function DatesCalendar({
  month,
  onMonthChange,
  today,
  lastMonth,
  selectedDate,
  availableDates,
  status,
  onSelect,
  onRetry,
}: DatesCalendarProps) {
  const t = useT();
  const lang = useLanguage();
  const captionId = useId();
  const weekStart = weekStartOf(lang);
  const shortNames = weekdayNames(lang, weekStart, "short");
  const longNames = weekdayNames(lang, weekStart, "long");
  const canGoBack = compareMonths(month, monthOf(today)) > 0;
  const canGoForward = compareMonths(month, lastMonth) < 0;

  return (
    <div className="dates-calendar" aria-busy={status === "loading"}>
      <div className="dates-calendar__header">
        <button
          type="button"
          className="dates-calendar__nav"
          onClick={() => onMonthChange(addMonths(month, -1))}
          disabled={!canGoBack}
          aria-label={t("bookingSearch.calendar.previousMonth")}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h2 id={captionId} className="dates-calendar__title" aria-live="polite">
          {formatMonthTitle(month.year, month.month, lang)}
        </h2>
        <button
          type="button"
          className="dates-calendar__nav"
          onClick={() => onMonthChange(addMonths(month, 1))}
          disabled={!canGoForward}
          aria-label={t("bookingSearch.calendar.nextMonth")}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table className="dates-calendar__grid" aria-labelledby={captionId}>
        <thead>
          <tr>
            {shortNames.map((name, index) => (
              <th key={name} scope="col" abbr={longNames[index]}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month, weekStart).map((week, row) => (
            <tr key={row}>
              {week.map((date, column) => {
                if (!date) return <td key={column} />;
                const available = status === "loaded" && date >= today && availableDates.has(date);
                const selected = date === selectedDate;
                const label = t(available ? "bookingSearch.calendar.available" : "bookingSearch.calendar.unavailable", {
                  date: formatLongDate(date, lang),
                });
                const classes = ["dates-calendar__day"];
                if (available) classes.push("dates-calendar__day--available");
                if (selected) classes.push("dates-calendar__day--selected");
                if (date === today) classes.push("dates-calendar__day--today");
                return (
                  <td key={date}>
                    <button
                      type="button"
                      className={classes.join(" ")}
                      disabled={!available}
                      aria-pressed={selected}
                      aria-current={date === today ? "date" : undefined}
                      aria-label={label}
                      data-date={date}
                      onClick={() => onSelect(date)}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {status === "error" ? (
        <p className="dates-calendar__error" role="alert">
          {t("bookingSearch.calendar.error")}{" "}
          <button type="button" className="link-button" onClick={onRetry}>
            {t("bookingSearch.calendar.retry")}
          </button>
        </p>
      ) : null}
    </div>
  );
}
