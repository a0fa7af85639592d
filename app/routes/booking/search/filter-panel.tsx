import { type MouseEvent, type ReactNode, useId, useState } from "react";
import type { BookingSearchQuery } from "#domain/booking-search-inputs";
import type { CalendarDate } from "#domain/helsinki-time";
import { useT } from "#app/i18n/use-t";
import type { ClinicOption, PractitionerOption, SpecialtyOption } from "#server/modules/booking/search-service";

// The filter panel (spec part 2 §2, §3): start date (never before today), clinics (a clinic's
// related clinics are named and searched with it), specialties (the hoisted ones first; disabled
// for kela65), practitioners and "include remote". Every change is a new address, so each search
// can be shared and the back button steps back through them. The panel is also a GET form of the
// page's own address (the same parameter names), so it works before the page's JavaScript runs;
// its submit button comes from the page (the sheet's "Show N times", or "Show times" without script).

export interface FilterPanelProps {
  query: BookingSearchQuery;
  today: CalendarDate;
  clinics: readonly ClinicOption[];
  hoistedSpecialties: readonly SpecialtyOption[];
  specialties: readonly SpecialtyOption[];
  practitioners: readonly PractitionerOption[];
  specialtiesDisabled: boolean;
  onChange(query: BookingSearchQuery): void;
  onClear(): void;
  /** The page's address without a query: the form's GET target. */
  action: string;
  /** The address of the same search without filters (the "Clear filters" link). */
  clearHref: string;
  /** Id of the panel's heading (it names the sheet on small screens). */
  titleId?: string;
  /** A submit of the form; with JavaScript the search has already changed, so it only closes the sheet. */
  onSubmit?(): void;
  /** The form's submit area, after the fields. */
  children?: ReactNode;
}

/** The number of chosen filters: clinics, specialties, practitioners and "include remote". */
export function activeFilterCount(query: BookingSearchQuery): number {
  return query.clinicIds.length + query.specialtyIds.length + query.practitionerIds.length + (query.includeRemote ? 1 : 0);
}

function toggled<T>(values: readonly T[], value: T, on: boolean): T[] {
  return on ? [...values.filter((item) => item !== value), value] : values.filter((item) => item !== value);
}

export function FilterPanel(props: FilterPanelProps) {
  const { query, today, clinics, hoistedSpecialties, specialties, practitioners, specialtiesDisabled, onChange, onClear } = props;
  const t = useT();
  const id = useId();
  const titleId = props.titleId ?? `${id}-title`;
  const hintId = `${id}-start-hint`;
  const [practitionersOpen, setPractitionersOpen] = useState(query.practitionerIds.length > 0);
  const anyFilter = activeFilterCount(query) > 0;

  function clear(event: MouseEvent<HTMLAnchorElement>) {
    // A modified click opens the link as the user asked.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onClear();
  }

  return (
    <section className="filter-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="filter-panel__title">
        {t("bookingSearch.filter.title")}
      </h2>
      <form
        method="get"
        action={props.action}
        className="filter-panel__form"
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit?.();
        }}
      >
        <input type="hidden" name="time" value={query.time} />

        <div className="filter-panel__field">
          <label htmlFor={`${id}-start`}>{t("bookingSearch.filter.startDate")}</label>
          <input
            id={`${id}-start`}
            type="date"
            name="startDate"
            min={today}
            value={query.startDate}
            aria-describedby={hintId}
            onChange={(event) => {
              const value = event.currentTarget.value;
              // An empty or past value (typed by hand) is not a search.
              if (/^\d{4}-\d{2}-\d{2}$/.test(value) && value >= today) onChange({ ...query, startDate: value, endDate: undefined });
            }}
          />
          <p id={hintId} className="filter-panel__hint">
            {t("bookingSearch.filter.startDateHint")}
          </p>
        </div>

        <fieldset className="filter-panel__group">
          <legend>{t("bookingSearch.filter.clinics")}</legend>
          <ul className="filter-panel__options">
            {clinics.map((clinic) => {
              const relatedId = `${id}-clinic-${clinic.id}-related`;
              return (
                <li key={clinic.id}>
                  <label className="filter-panel__option">
                    <input
                      type="checkbox"
                      name="clinicIds"
                      value={clinic.id}
                      checked={query.clinicIds.includes(clinic.id)}
                      aria-describedby={clinic.relatedClinicNames.length > 0 ? relatedId : undefined}
                      onChange={(event) =>
                        onChange({
                          ...query,
                          clinicIds: toggled(query.clinicIds, clinic.id, event.currentTarget.checked),
                        })
                      }
                    />
                    <span>{clinic.name}</span>
                  </label>
                  {clinic.relatedClinicNames.length > 0 ? (
                    <p id={relatedId} className="filter-panel__hint filter-panel__related">
                      {t("bookingSearch.filter.relatedClinics", {
                        names: clinic.relatedClinicNames.join(", "),
                      })}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </fieldset>

        <fieldset
          className="filter-panel__group"
          disabled={specialtiesDisabled}
          aria-describedby={specialtiesDisabled ? `${id}-specialties-disabled` : undefined}
        >
          <legend>{t("bookingSearch.filter.specialties")}</legend>
          {specialtiesDisabled ? (
            <p id={`${id}-specialties-disabled`} className="filter-panel__hint">
              {t("bookingSearch.filter.specialtiesDisabled")}
            </p>
          ) : null}
          {hoistedSpecialties.length > 0 ? (
            <SpecialtyOptions heading={t("bookingSearch.filter.hoisted")} options={hoistedSpecialties} query={query} onChange={onChange} />
          ) : null}
          {specialties.length > 0 ? (
            <SpecialtyOptions
              heading={hoistedSpecialties.length > 0 ? t("bookingSearch.filter.otherSpecialties") : null}
              options={specialties}
              query={query}
              onChange={onChange}
            />
          ) : null}
        </fieldset>

        {practitioners.length > 0 ? (
          <details
            className="filter-panel__group filter-panel__details"
            open={practitionersOpen}
            onToggle={(event) => setPractitionersOpen(event.currentTarget.open)}
          >
            <summary>
              {t("bookingSearch.filter.practitioners")}{" "}
              <span className="filter-panel__count">
                (
                {t("bookingSearch.filter.practitionersSelected", {
                  count: query.practitionerIds.length,
                })}
                )
              </span>
            </summary>
            <fieldset className="filter-panel__plain">
              <legend className="visually-hidden">{t("bookingSearch.filter.practitioners")}</legend>
              <CheckboxList
                name="practitionerIds"
                options={practitioners}
                query={query}
                onChange={onChange}
                className="filter-panel__options filter-panel__options--scroll"
              />
            </fieldset>
          </details>
        ) : null}

        <div className="filter-panel__field">
          <label className="filter-panel__option">
            <input
              type="checkbox"
              name="includeRemote"
              value="true"
              checked={query.includeRemote}
              onChange={(event) =>
                onChange({
                  ...query,
                  includeRemote: event.currentTarget.checked,
                })
              }
            />
            <span>{t("bookingSearch.filter.includeRemote")}</span>
          </label>
        </div>

        {anyFilter ? (
          <a href={props.clearHref} className="filter-panel__clear" onClick={clear}>
            {t("bookingSearch.filter.clear")}
          </a>
        ) : null}
        {props.children}
      </form>
    </section>
  );
}

function SpecialtyOptions({
  heading,
  options,
  query,
  onChange,
}: {
  heading: string | null;
  options: readonly SpecialtyOption[];
  query: BookingSearchQuery;
  onChange(query: BookingSearchQuery): void;
}) {
  return (
    <div className="filter-panel__subgroup">
      {heading ? <p className="filter-panel__subheading">{heading}</p> : null}
      <CheckboxList name="specialtyIds" options={options} query={query} onChange={onChange} />
    </div>
  );
}

/**
 * The checkboxes of one list of the query (specialties, practitioners), named as its parameter so
 * that the form works without script; a practitioner's title shows under the name.
 */
function CheckboxList({
  name,
  options,
  query,
  onChange,
  className = "filter-panel__options",
}: {
  name: "specialtyIds" | "practitionerIds";
  options: readonly { id: string | number; name: string; title?: string }[];
  query: BookingSearchQuery;
  onChange(query: BookingSearchQuery): void;
  className?: string;
}) {
  const chosen: readonly (string | number)[] = query[name];
  return (
    <ul className={className}>
      {options.map((option) => (
        <li key={option.id}>
          <label className="filter-panel__option">
            <input
              type="checkbox"
              name={name}
              value={option.id}
              checked={chosen.includes(option.id)}
              onChange={(event) => onChange({ ...query, [name]: toggled(chosen, option.id, event.currentTarget.checked) })}
            />
            <span>
              {option.name}
              {option.title ? <span className="filter-panel__option-detail">{option.title}</span> : null}
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
