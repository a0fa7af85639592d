import type { MouseEvent } from "react";
import { capitalizeFirst, formatDayMonth, formatWeekday } from "#domain/date-display";
import { addCalendarDays } from "#domain/booking-search";
import { type CalendarDate, calendarDaysBetween } from "#domain/helsinki-time";
import { useT } from "#app/i18n/use-t";
import { useLanguage } from "#app/ui/use-language";

// Date chips above the results (issue 18): today and the next days, each a link to the same
// search starting that day, so they work before the page's JavaScript runs and can be opened in a
// new tab; with JavaScript a click only changes the search. The calendar stays for days further on.
// The marked chip is the day the list shows first (decision 323): when the chosen day has no free
// times and the list starts later, the chip of that later day, added at the end if the row ends
// before it.

/** How many days the chips cover, today included. */
export const DATE_CHIP_DAYS = 7;

interface DateChipsProps {
  today: CalendarDate;
  selectedDate: CalendarDate;
  /** The day of the first time the list shows; null while none is shown. */
  shownDate: CalendarDate | null;
  hrefFor(date: CalendarDate): string;
  onSelect(date: CalendarDate): void;
}

export function DateChips({ today, selectedDate, shownDate, hrefFor, onSelect }: DateChipsProps) {
  const t = useT();
  const lang = useLanguage();
  const marked = shownDate !== null && shownDate > selectedDate ? shownDate : selectedDate;
  const days = chipDays(today, marked);

  function handleClick(event: MouseEvent<HTMLAnchorElement>, date: CalendarDate) {
    // A modified click opens the link as the user asked.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (date !== selectedDate) onSelect(date);
  }

  return (
    <nav className="date-chips" aria-label={t("bookingSearch.chips.label")}>
      <ul className="date-chips__list">
        {days.map((date) => {
          const offset = calendarDaysBetween(today, date);
          const dayName = capitalizeFirst(
            offset === 0 ? t("bookingSearch.chips.today") : offset === 1 ? t("bookingSearch.chips.tomorrow") : formatWeekday(date, lang, "short"),
            lang,
          );
          const isSelected = date === marked;
          return (
            <li key={date}>
              <a
                href={hrefFor(date)}
                className={isSelected ? "date-chip date-chip--selected" : "date-chip"}
                aria-current={isSelected ? "date" : undefined}
                onClick={(event) => handleClick(event, date)}
              >
                <span className="date-chip__day">{dayName}</span> <span className="date-chip__date">{formatDayMonth(date, lang)}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Today and the next days; a later marked day is added at the end. */
export function chipDays(today: CalendarDate, marked: CalendarDate): CalendarDate[] {
  const days = Array.from({ length: DATE_CHIP_DAYS }, (_, index) => addCalendarDays(today, index));
  const last = days[days.length - 1]!;
  return marked > last ? [...days, marked] : days;
}
