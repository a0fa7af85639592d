import { useId, useState } from "react";
import type { BookingSearchQuery } from "#domain/booking-search";
import type { CalendarDate } from "#domain/helsinki-time";
import { useT } from "#app/i18n/use-t";
import type { ClinicOption, PractitionerOption, SpecialtyOption } from "#server/modules/booking/search-service";

// The filter panel (spec part 2 §2, §3): start date (never before today), clinics (a clinic's
// related clinics are named and searched with it), specialties (the hoisted ones first; disabled
// for kela65), practitioners and "include remote". Every change is a new address, so each search
// can be shared and the back button steps back through them.

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
}

function toggled<T>(values: readonly T[], value: T, on: boolean): T[] {
  return on ? [...values.filter((item) => item !== value), value] : values.filter((item) => item !== value);
}

export function FilterPanel(props: FilterPanelProps) {
  const { query, today, clinics, hoistedSpecialties, specialties, practitioners, specialtiesDisabled, onChange, onClear } = props;
  const t = useT();
  const id = useId();
  const hintId = `${id}-start-hint`;
  const [practitionersOpen, setPractitionersOpen] = useState(query.practitionerIds.length > 0);
  const anyFilter =
    query.clinicIds.length + query.specialtyIds.length + query.practitionerIds.length > 0 || query.includeRemote;

  return (
    <section className="filter-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="filter-panel__title">
        {t("bookingSearch.filter.title")}
      </h2>

      <div className="filter-panel__field">
        <label htmlFor={`${id}-start`}>{t("bookingSearch.filter.startDate")}</label>
        <input
          id={`${id}-start`}
          type="date"
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
                      onChange({ ...query, clinicIds: toggled(query.clinicIds, clinic.id, event.currentTarget.checked) })
                    }
                  />
                  <span>{clinic.name}</span>
                </label>
                {clinic.relatedClinicNames.length > 0 ? (
                  <p id={relatedId} className="filter-panel__hint filter-panel__related">
                    {t("bookingSearch.filter.relatedClinics", { names: clinic.relatedClinicNames.join(", ") })}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </fieldset>

      <fieldset className="filter-panel__group" disabled={specialtiesDisabled} aria-describedby={specialtiesDisabled ? `${id}-specialties-disabled` : undefined}>
        <legend>{t("bookingSearch.filter.specialties")}</legend>
        {specialtiesDisabled ? (
          <p id={`${id}-specialties-disabled`} className="filter-panel__hint">
            {t("bookingSearch.filter.specialtiesDisabled")}
          </p>
        ) : null}
        {hoistedSpecialties.length > 0 ? (
          <SpecialtyOptions
            heading={t("bookingSearch.filter.hoisted")}
            options={hoistedSpecialties}
            query={query}
            onChange={onChange}
          />
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
              ({t("bookingSearch.filter.practitionersSelected", { count: query.practitionerIds.length })})
            </span>
          </summary>
          <fieldset className="filter-panel__plain">
            <legend className="visually-hidden">{t("bookingSearch.filter.practitioners")}</legend>
            <ul className="filter-panel__options filter-panel__options--scroll">
              {practitioners.map((practitioner) => (
                <li key={practitioner.id}>
                  <label className="filter-panel__option">
                    <input
                      type="checkbox"
                      name="practitionerIds"
                      value={practitioner.id}
                      checked={query.practitionerIds.includes(practitioner.id)}
                      onChange={(event) =>
                        onChange({
                          ...query,
                          practitionerIds: toggled(query.practitionerIds, practitioner.id, event.currentTarget.checked),
                        })
                      }
                    />
                    <span>
                      {practitioner.name}
                      <span className="filter-panel__option-detail">{practitioner.title}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        </details>
      ) : null}

      <div className="filter-panel__field">
        <label className="filter-panel__option">
          <input
            type="checkbox"
            name="includeRemote"
            checked={query.includeRemote}
            onChange={(event) => onChange({ ...query, includeRemote: event.currentTarget.checked })}
          />
          <span>{t("bookingSearch.filter.includeRemote")}</span>
        </label>
      </div>

      {anyFilter ? (
        <button type="button" className="link-button filter-panel__clear" onClick={onClear}>
          {t("bookingSearch.filter.clear")}
        </button>
      ) : null}
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
      <ul className="filter-panel__options">
        {options.map((specialty) => (
          <li key={specialty.id}>
            <label className="filter-panel__option">
              <input
                type="checkbox"
                name="specialtyIds"
                value={specialty.id}
                checked={query.specialtyIds.includes(specialty.id)}
                onChange={(event) =>
                  onChange({ ...query, specialtyIds: toggled(query.specialtyIds, specialty.id, event.currentTarget.checked) })
                }
              />
              <span>{specialty.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
