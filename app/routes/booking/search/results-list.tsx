import { useEffect, useRef } from "react";
import type { HealthCareType, LocationType } from "#domain/enums";
import { capitalizeFirst, formatShortDate, formatTime, formatWeekday } from "#domain/date-display";
import { type CalendarDate, helsinkiCalendarDate } from "#domain/helsinki-time";
import { formatEuros } from "#domain/price";
import type { MessageKey } from "#app/i18n/messages";
import type { PageKey } from "#domain/routes/route-table";
import { useT } from "#app/i18n/use-t";
import { Link } from "#app/ui/link";
import { PractitionerThumbnail } from "#app/ui/practitioner-picture";
import { useLanguage } from "#app/ui/use-language";
import type { AvailableAppointment } from "./search-client";

// The free times, grouped by Helsinki day: time, practitioner (with their picture or initials),
// kind, place or remote type, and the price estimate ("From x €"; kela65 exact). Each time links to the reservation page of its type;
// a visitor without a session books a private time on the anonymous variant.

const LOCATION_KEYS: Partial<Record<LocationType, MessageKey>> = {
  phone: "bookingSearch.results.location.phone",
  videoAppointment: "bookingSearch.results.location.videoAppointment",
  remote: "bookingSearch.results.location.remote",
  meeting: "bookingSearch.results.location.meeting",
};

/** The reservation page of a result (built by the reservation screens). */
export function reservationPageOf(healthCareType: HealthCareType, isLoggedIn: boolean): PageKey {
  switch (healthCareType) {
    case "occupational":
      return "reserveOccupational";
    case "insurance":
      return "reserveInsurance";
    case "kela65":
      return "reserveKela65";
    case "private":
      return isLoggedIn ? "reservePrivate" : "reserveAnonymous";
  }
}

/** Results from this index on are usually below the fold on a phone: their pictures load lazily. */
const EAGER_PICTURES = 3;

interface ResultsListProps {
  appointments: readonly AvailableAppointment[];
  healthCareType: HealthCareType;
  isLoggedIn: boolean;
  /** Index of the first result of the latest "load more" page; it takes the focus. */
  focusIndex?: number | null;
  headingLevel?: 3 | 4;
}

function groupByDay(appointments: readonly AvailableAppointment[]) {
  const groups: { date: CalendarDate; items: { appointment: AvailableAppointment; index: number }[] }[] = [];
  appointments.forEach((appointment, index) => {
    const date = helsinkiCalendarDate(new Date(appointment.startDate));
    const last = groups[groups.length - 1];
    if (last && last.date === date) last.items.push({ appointment, index });
    else groups.push({ date, items: [{ appointment, index }] });
  });
  return groups;
}

export function ResultsList({ appointments, healthCareType, isLoggedIn, focusIndex = null, headingLevel = 3 }: ResultsListProps) {
  const t = useT();
  const lang = useLanguage();
  const listRef = useRef<HTMLDivElement>(null);
  const page = reservationPageOf(healthCareType, isLoggedIn);
  const Heading = `h${headingLevel}` as const;

  useEffect(() => {
    if (focusIndex === null) return;
    listRef.current?.querySelector<HTMLElement>(`[data-result-index="${focusIndex}"]`)?.focus();
  }, [focusIndex]);

  return (
    <div ref={listRef} className="results-list">
      {groupByDay(appointments).map((group) => (
        <section key={group.date} className="results-list__day">
          <Heading className="results-list__date">
            <span className="results-list__weekday">{capitalizeFirst(formatWeekday(group.date, lang), lang)}</span>{" "}
            <time dateTime={group.date}>{formatShortDate(group.date, lang)}</time>
          </Heading>
          <ul className="results-list__items">
            {group.items.map(({ appointment, index }) => {
              const start = new Date(appointment.startDate);
              const location = LOCATION_KEYS[appointment.locationType];
              const specialty = appointment.specialtyData.specialties[0];
              return (
                <li key={appointment.id} className="result">
                  <PractitionerThumbnail
                    name={appointment.practitioner.name}
                    url={appointment.practitioner.profileImageUrl}
                    lazy={index >= EAGER_PICTURES}
                  />
                  <Link
                    page={page}
                    params={{ appointmentId: appointment.id }}
                    className="result__link"
                    data-result-index={index}
                  >
                    <time className="result__time" dateTime={appointment.startDate}>
                      {formatTime(start)}
                    </time>{" "}
                    <span className="result__name">{appointment.practitioner.name}</span>
                  </Link>
                  <p className="result__title">{appointment.practitioner.title}</p>
                  <p className="result__detail">
                    {[
                      appointment.kind.title,
                      specialty && specialty.name !== appointment.practitioner.title ? specialty.name : null,
                      // Most kind titles already say how long the visit is.
                      appointment.kind.title.includes(`${appointment.durationMinutes} min`)
                        ? null
                        : t("bookingSearch.results.duration", { minutes: appointment.durationMinutes }),
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                  <p className="result__place">
                    {location ? t(location) : `${appointment.clinic.name}, ${appointment.clinic.streetAddress}`}
                  </p>
                  {appointment.price ? (
                    <p className="result__price">
                      {t(appointment.price.showFrom ? "bookingSearch.results.priceFrom" : "bookingSearch.results.price", {
                        price: formatEuros(appointment.price.totalCents, lang),
                      })}
                    </p>
                  ) : null}
                  {!isLoggedIn && (appointment.requiresAuthToReserve || healthCareType !== "private") ? (
                    <p className="result__note">{t("bookingSearch.results.loginToBook")}</p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
