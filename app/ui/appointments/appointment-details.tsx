import { formatAppointmentDate, formatTime } from "#domain/date-display";
import type { HealthCareType, LocationType } from "#domain/enums";
import { formatEuros, priceEstimate } from "#domain/price";
import type { AppointmentView } from "#server/modules/appointments/appointment-service";
import type { MessageKey } from "#app/i18n/messages";
import { useT } from "#app/i18n/use-t";
import { PractitionerPicture } from "#app/ui/practitioner-picture";
import { useLanguage } from "#app/ui/use-language";

// The appointment's facts (spec part 1 §2 "Appointment page", §3): practitioner with picture,
// title and specialties; rows for service, duration, date and price estimate; the location with
// address, map link and collapsible arrival instructions. Shared by the logged-in page and the
// booking-link page (and meant for the booking confirmation too). A cancelled appointment keeps
// what it was (who, what, when, where) and drops what no longer applies: the price estimate, the
// address with its map link and the arrival instructions (decision 321).

/** The page title by type (spec: default, remote by phone, video). */
export function appointmentTitleKey(locationType: LocationType): MessageKey {
  if (locationType === "videoAppointment") return "appointments.title.video";
  if (locationType === "phone" || locationType === "remote") return "appointments.title.phone";
  return "appointments.title.default";
}

const REMOTE_TEXT: Partial<Record<LocationType, MessageKey>> = {
  phone: "appointments.details.remote.phone",
  videoAppointment: "appointments.details.remote.videoAppointment",
  remote: "appointments.details.remote.remote",
};

/** "Wed 5.3.2025 at 9:30" in Europe/Helsinki: appointment times carry their weekday. */
export function AppointmentWhen({ startsAt }: { startsAt: Date }) {
  const t = useT();
  const lang = useLanguage();
  return <time dateTime={startsAt.toISOString()}>{t("appointments.when", { date: formatAppointmentDate(startsAt, lang), time: formatTime(startsAt) })}</time>;
}

export interface AppointmentDetailsProps {
  appointment: AppointmentView;
  /** The session's health care type: estimates are for private and kela65 only. */
  healthCareType: HealthCareType;
  /** The price-details feature flag: the breakdown of rate and fees. */
  showPriceDetails: boolean;
  /** Level of the practitioner heading (the page's h1 is above it). */
  headingLevel?: 2 | 3;
}

export function AppointmentDetails({ appointment, healthCareType, showPriceDetails, headingLevel = 2 }: AppointmentDetailsProps) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as "h3" | "h4";
  const { practitioner, clinic } = appointment;
  const remoteText = REMOTE_TEXT[appointment.locationType];

  return (
    <div className="appointment__details">
      <div className="appointment__practitioner">
        <PractitionerPicture className="appointment__picture" name={practitioner.name} url={practitioner.cmsContent.profilePicture?.url ?? null} />
        <div>
          <Heading className="appointment__practitioner-name">{practitioner.name}</Heading>
          {practitioner.title ? <p className="appointment__practitioner-title">{practitioner.title}</p> : null}
          {appointment.specialtyData.specialties.length > 0 ? (
            <p className="appointment__specialties">
              <span className="visually-hidden">{t("appointments.details.specialties")}: </span>
              {appointment.specialtyData.specialties.map((specialty) => specialty.name).join(", ")}
            </p>
          ) : null}
        </div>
      </div>

      <dl className="appointment__rows">
        <div className="appointment__row">
          <dt>{t("appointments.details.service")}</dt>
          <dd>{appointment.kind.title}</dd>
        </div>
        <div className="appointment__row">
          <dt>{t("appointments.details.duration")}</dt>
          <dd>{t("appointments.details.minutes", { minutes: appointment.durationMinutes })}</dd>
        </div>
        <div className="appointment__row">
          <dt>{t("appointments.details.date")}</dt>
          <dd>
            <AppointmentWhen startsAt={appointment.startDate} />
            {appointment.isSpecificTime ? null : <> {t("appointments.details.approximate")}</>}
          </dd>
        </div>
        {appointment.isCancelled ? (
          <div className="appointment__row">
            <dt>{t("appointments.details.location")}</dt>
            <dd>{remoteText ? t(remoteText) : clinic.cmsContent.name || clinic.name}</dd>
          </div>
        ) : (
          <PriceRow appointment={appointment} healthCareType={healthCareType} showDetails={showPriceDetails} />
        )}
      </dl>

      {appointment.isCancelled ? null : <LocationSection appointment={appointment} SubHeading={SubHeading} />}
    </div>
  );
}

/** Where to go: the address with a map link and the arrival instructions, or the way of meeting. */
function LocationSection({ appointment, SubHeading }: { appointment: AppointmentView; SubHeading: "h3" | "h4" }) {
  const t = useT();
  const { clinic } = appointment;
  const remoteText = REMOTE_TEXT[appointment.locationType];
  const address = `${clinic.address.street}, ${clinic.address.postalCode} ${clinic.address.postOffice}`;
  const mapUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${clinic.name}, ${address}`)}`;
  return (
    <section className="appointment__location" aria-labelledby={`appointment-${appointment.id}-location`}>
      <SubHeading id={`appointment-${appointment.id}-location`}>{t("appointments.details.location")}</SubHeading>
      {remoteText ? (
        <p>{t(remoteText)}</p>
      ) : (
        <>
          <p className="appointment__address">
            <strong>{clinic.cmsContent.name || clinic.name}</strong>
            <br />
            {clinic.address.street}
            <br />
            {clinic.address.postalCode} {clinic.address.postOffice}
          </p>
          <p>
            <a href={mapUrl} target="_blank" rel="noopener noreferrer">
              {t("appointments.details.map")}{" "}
              <span className="visually-hidden">{t("appointments.details.newTab")}</span>
            </a>
          </p>
          {clinic.cmsContent.arrivalInfo ? (
            <details className="appointment__arrival">
              <summary>{t("appointments.details.arrivalInstructions")}</summary>
              <p>{clinic.cmsContent.arrivalInfo}</p>
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * The price estimate row (spec §2, §9): only for private and kela65 care and only while the time
 * is not reserved; "From" except for kela65; Y65P/Y65D/Y65V at the fixed 28.20 € without fees;
 * the breakdown behind the price-details flag.
 */
function PriceRow({ appointment, healthCareType, showDetails }: { appointment: AppointmentView; healthCareType: HealthCareType; showDetails: boolean }) {
  const t = useT();
  const lang = useLanguage();
  const rate = appointment.practitionerRate;
  if (!rate) return null;
  const estimate = priceEstimate({
    kindId: appointment.kindId,
    rateCents: rate.rateCents,
    additionalFees: rate.additionalFees,
    healthCareType,
    isReserved: appointment.isReserved,
  });
  if (!estimate) return null;
  const total = formatEuros(estimate.totalCents, lang);
  return (
    <div className="appointment__row">
      <dt>{t("appointments.price.title")}</dt>
      <dd>
        {estimate.showFrom ? t("appointments.price.from", { price: total }) : total}
        {showDetails ? (
          <details className="appointment__price-details">
            <summary>{t("appointments.price.details")}</summary>
            <table>
              <tbody>
                <tr>
                  <th scope="row">{rate.name}</th>
                  <td>{formatEuros(estimate.rateCents, lang)}</td>
                </tr>
                {estimate.additionalFees.map((fee) => (
                  <tr key={fee.code}>
                    <th scope="row">{fee.name}</th>
                    <td>{formatEuros(fee.rateCents, lang)}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">{t("appointments.price.total")}</th>
                  <td>{total}</td>
                </tr>
              </tbody>
            </table>
          </details>
        ) : null}
      </dd>
    </div>
  );
}
