import type { LocationType } from "#domain/enums";
import type { AppointmentSummary } from "#server/modules/account/front-page-service";
import type { MessageKey } from "#app/i18n/messages";
import { useT } from "#app/i18n/use-t";
import { Link } from "#app/ui/link";
import { AppointmentTime } from "./dates";
import { FrontPageItem, FrontPageSection } from "./front-page-section";

/** Remote kinds name the way of meeting; the others show the clinic. */
export const REMOTE_LOCATION_LABEL: Partial<Record<LocationType, MessageKey>> = {
  phone: "frontPage.appointments.location.phone",
  videoAppointment: "frontPage.appointments.location.videoAppointment",
  remote: "frontPage.appointments.location.remote",
};

/** Coming appointments, soonest first. */
export function AppointmentsSection({ appointments }: { appointments: AppointmentSummary[] }) {
  const t = useT();
  return (
    <FrontPageSection
      id="appointments"
      title={t("frontPage.appointments.title")}
      allPage="appointments"
      emptyKind="appointments"
      isEmpty={appointments.length === 0}
    >
      {appointments.map((appointment) => {
        const remoteLabel = REMOTE_LOCATION_LABEL[appointment.locationType];
        return (
          <FrontPageItem
            key={appointment.id}
            title={
              <Link page="appointment" params={{ ids: appointment.id }}>
                {appointment.title}
              </Link>
            }
          >
            <p className="front-item__meta">
              <AppointmentTime startsAt={appointment.startsAt} />
            </p>
            <p className="front-item__detail">
              {appointment.practitionerName} · {remoteLabel ? t(remoteLabel) : appointment.clinicName}
            </p>
          </FrontPageItem>
        );
      })}
    </FrontPageSection>
  );
}
