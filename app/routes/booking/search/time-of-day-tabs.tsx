import { type KeyboardEvent, type MouseEvent, type ReactNode, useId, useRef } from "react";
import { TIME_OF_DAY_HOURS, TIMES_OF_DAY, type TimeOfDay } from "#domain/booking-search";
import { useT } from "#app/i18n/use-t";

// The time-of-day tabs of the list (spec part 2 §2: each with a title and an hour-range
// subtitle; bands of part 1 §9). Tabs after the WAI-ARIA pattern with automatic activation: each
// tab is a real link to the same search with another `time`, so it can be opened in a new tab and
// works before the page's JavaScript runs; arrow keys, Home and End move between them.

interface TimeOfDayTabsProps {
  selected: TimeOfDay;
  hrefFor(time: TimeOfDay): string;
  onSelect(time: TimeOfDay): void;
  /** The tab panel's content: the results of the selected time of day. */
  children: ReactNode;
}

export function TimeOfDayTabs({ selected, hrefFor, onSelect, children }: TimeOfDayTabsProps) {
  const t = useT();
  const baseId = useId();
  const tabs = useRef(new Map<TimeOfDay, HTMLAnchorElement>());
  const tabId = (time: TimeOfDay) => `${baseId}-tab-${time}`;
  const panelId = `${baseId}-panel`;

  function move(index: number) {
    const time = TIMES_OF_DAY[(index + TIMES_OF_DAY.length) % TIMES_OF_DAY.length];
    if (!time) return;
    tabs.current.get(time)?.focus();
    if (time !== selected) onSelect(time);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const targets: Record<string, number | undefined> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TIMES_OF_DAY.length - 1 };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  }

  function handleClick(event: MouseEvent<HTMLAnchorElement>, time: TimeOfDay) {
    // A modified click opens the link as the user asked.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (time !== selected) onSelect(time);
  }

  return (
    <div className="time-tabs">
      <div role="tablist" aria-label={t("bookingSearch.time.label")} className="time-tabs__list">
        {TIMES_OF_DAY.map((time, index) => {
          const isSelected = time === selected;
          const { startHour, endHour } = TIME_OF_DAY_HOURS[time];
          return (
            <a
              key={time}
              ref={(element) => {
                if (element) tabs.current.set(time, element);
                else tabs.current.delete(time);
              }}
              id={tabId(time)}
              href={hrefFor(time)}
              role="tab"
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              className={isSelected ? "time-tabs__tab time-tabs__tab--selected" : "time-tabs__tab"}
              onKeyDown={(event) => handleKeyDown(event, index)}
              onClick={(event) => handleClick(event, time)}
            >
              <span className="time-tabs__title">{t(`bookingSearch.time.${time}`)}</span>{" "}
              <span className="time-tabs__subtitle">{t("bookingSearch.time.hours", { start: startHour, end: endHour })}</span>
            </a>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(selected)} className="time-tabs__panel">
        {children}
      </div>
    </div>
  );
}
