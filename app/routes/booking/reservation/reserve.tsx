import { useState } from "react";
import type { ReservationDetails } from "#domain/reservation";
import type { ReservationAppointment } from "#server/modules/booking/reservation-service";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { ErrorView } from "#app/ui/error-view";
import appointmentStyles from "#app/ui/appointments/appointments.css?url";
import { insurerChoiceStylesheet } from "#app/routes/booking/insurers/insurer-choice";
import { contactEditStylesheet } from "#app/routes/booking/registration/contact-edit";
import type { Route } from "./+types/reserve";
import { ReservationForm, type ReservationFormResult } from "./reservation-form";
import { ReservationSummary } from "./reservation-summary";
import {
  AlreadyReservedState,
  InterruptedState,
  NoOccupationalHealthcareState,
  NotFoundState,
  NoWebReservationState,
  UnavailableState,
} from "./reservation-states";
import { loadReservePage } from "./reserve.server";
import { SuccessView } from "./success-view";
import reservationStyles from "./reservation.css?url";

// Logged-in reservation pages (spec part 2 §2 "Reserve appointment, logged-in", §4 "Logged-in
// reservation"): /{lang}/vapaat-ajat/{id} (private), .../vakuutus/{id} (insurance), .../kela65/{id},
// /{lang}/tyoterveys/vapaat-ajat/{id} (occupational). One module for the four route keys; the path
// says the health care type. States: not found, already reserved, booking interrupted,
// occupational agreement missing or without web reservation, the form; then success, or
// "appointment no longer available".

export const meta: Route.MetaFunction = ({ matches }) => [...pageTitle(matches, "bookingReservation.page.title"), { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appointmentStyles },
  { rel: "stylesheet", href: contactEditStylesheet },
  { rel: "stylesheet", href: insurerChoiceStylesheet },
  { rel: "stylesheet", href: reservationStyles },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadReservePage(request, context, params.appointmentId);
}

type View = { kind: "page" } | Exclude<ReservationFormResult, { kind: "success" }>;

/** The booked time as the form showed it, with what the server answered. */
type Booked = { appointment: ReservationAppointment; details: ReservationDetails };

export default function Reserve({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [view, setView] = useState<View>({ kind: "page" });
  const [booked, setBooked] = useState<Booked | null>(null);
  const page = loaderData;

  // The booked view stays until the user leaves: once the time is theirs, a revalidation of the
  // page's data answers "already reserved", which must not replace the confirmation.
  if (booked) return <SuccessView appointment={booked.appointment} details={booked.details} loggedIn deadlineHours={page.deadlineHours} />;
  if (page.state === "notFound") return <NotFoundState />;
  if (page.state === "noOccupationalHealthcare") return <NoOccupationalHealthcareState />;
  if (page.state === "webReservationNotAllowed") return <NoWebReservationState />;
  if (page.state === "bookingInterrupted") return <InterruptedState />;
  if (page.state === "alreadyReserved") return <AlreadyReservedState ownAppointmentId={page.ownAppointmentId} healthCareType={page.healthCareType} />;
  if (page.state !== "available") return <NotFoundState />;

  if (view.kind === "unavailable") return <UnavailableState healthCareType={page.healthCareType} />;
  if (view.kind === "interrupted") return <InterruptedState focus />;
  if (view.kind === "noOccupationalHealthcare") return <NoOccupationalHealthcareState focus />;
  if (view.kind === "webReservationNotAllowed") return <NoWebReservationState focus />;

  return (
    <div className="reservation-page">
      <section className="page-section">
        <h1>{t("bookingReservation.heading")}</h1>
        <ReservationSummary appointment={page.appointment} healthCareType={page.healthCareType} kela65Eligible={page.kela65Eligible} />
      </section>
      <section className="page-section">
        <ReservationForm
          key={page.appointment.id}
          form={page}
          onResult={(result) => (result.kind === "success" ? setBooked({ appointment: page.appointment, details: result.details }) : setView(result))}
        />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
