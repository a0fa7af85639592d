import { type ReactNode, useEffect, useRef } from "react";
import { FormattedMessage } from "react-intl";
import type { HealthCareType } from "#domain/enums";
import { normalisePhoneNumber } from "#domain/phone-number";
import { useT } from "#app/i18n/use-t";
import { useBrand } from "#app/root-context";
import { Link } from "#app/ui/link";
import { LIST_PAGE } from "./reservation-pages";

// The reservation screens other than the form (spec part 2 §2, §8): not found, already reserved,
// "appointment no longer available" with Back, "Booking interrupted" with the billing contacts and the way to the open invoices,
// and the occupational agreement states. Each is the page's h1; one shown after a failed booking
// takes the focus so that screen readers read it.

function useFocusOnMount<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}

interface StateProps {
  /** True when the state replaced the form after a booking attempt (focus moves here). */
  focus?: boolean;
}

/** A state screen: its title is the page's h1. */
function StateScreen({ title, focus = false, children }: { title: string; children: ReactNode } & StateProps) {
  const ref = useFocusOnMount<HTMLHeadingElement>(focus);
  return (
    <section className="page-section">
      <h1 ref={ref} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </section>
  );
}

export function NotFoundState() {
  const t = useT();
  return (
    <StateScreen title={t("bookingReservation.notFound.title")}>
      <p>{t("bookingReservation.notFound.text")}</p>
      <p>
        <Link page="bookingLanding" className="button button--primary">
          {t("bookingReservation.backToBooking")}
        </Link>
      </p>
    </StateScreen>
  );
}

export function AlreadyReservedState({ ownAppointmentId, healthCareType }: { ownAppointmentId: number | null; healthCareType: HealthCareType }) {
  const t = useT();
  return (
    <StateScreen title={t("bookingReservation.alreadyReserved.title")}>
      {ownAppointmentId !== null ? (
        <>
          <p>{t("bookingReservation.alreadyReserved.own")}</p>
          <p>
            <Link page="appointment" params={{ ids: ownAppointmentId }} className="button button--primary">
              {t("bookingReservation.alreadyReserved.show")}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p>{t("bookingReservation.alreadyReserved.text")}</p>
          <p>
            <Link page={LIST_PAGE[healthCareType]} className="button button--primary">
              {t("bookingReservation.error.backToList")}
            </Link>
          </p>
        </>
      )}
    </StateScreen>
  );
}

/** appointmentNotAvailable after a booking attempt: somebody else was faster (spec §8). */
export function UnavailableState({ healthCareType, focus = true }: { healthCareType: HealthCareType } & StateProps) {
  const t = useT();
  return (
    <StateScreen title={t("bookingReservation.unavailable.title")} focus={focus}>
      <p>{t("bookingReservation.error.appointmentNotAvailable")}</p>
      <p>
        <Link page={LIST_PAGE[healthCareType]} className="button button--primary">
          {t("bookingReservation.back")}
        </Link>
      </p>
    </StateScreen>
  );
}

/** Not creditworthy and not occupational care (spec §2, §6, §8 "Booking interrupted"). */
export function InterruptedState({ focus = false }: StateProps) {
  const t = useT();
  const brand = useBrand();
  return (
    <StateScreen title={t("bookingReservation.interrupted.title")} focus={focus}>
      <div className="notice notice--warning">
        <p>{t("bookingReservation.interrupted.text")}</p>
        <dl className="reservation-contacts">
          <dt>{t("bookingReservation.interrupted.phone")}</dt>
          <dd>
            <a href={`tel:${normalisePhoneNumber(brand.billing.phone)}`}>{brand.billing.phone}</a>
          </dd>
          <dt>{t("bookingReservation.interrupted.email")}</dt>
          <dd>
            <a href={`mailto:${brand.billing.email}`}>{brand.billing.email}</a>
          </dd>
        </dl>
      </div>
      <p>
        <Link page="invoices" className="button button--primary">
          {t("bookingReservation.interrupted.invoices")}
        </Link>
      </p>
    </StateScreen>
  );
}

export function NoOccupationalHealthcareState({ focus = false }: StateProps) {
  const t = useT();
  return (
    <StateScreen title={t("bookingReservation.heading")} focus={focus}>
      <p>{t("bookingReservation.occupational.noAgreement")}</p>
      <p>
        <Link page="bookingPrivate" className="button button--primary">
          {t("bookingReservation.occupational.bookPrivate")}
        </Link>
      </p>
    </StateScreen>
  );
}

export function NoWebReservationState({ focus = false }: StateProps) {
  const t = useT();
  const brand = useBrand();
  return (
    <StateScreen title={t("bookingReservation.heading")} focus={focus}>
      <p>
        <FormattedMessage
          id="bookingReservation.occupational.noWebReservation"
          values={{ phone: <a href={`tel:${normalisePhoneNumber(brand.customerServicePhone)}`}>{brand.customerServicePhone}</a> }}
        />
      </p>
    </StateScreen>
  );
}
