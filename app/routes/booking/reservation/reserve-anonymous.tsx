import { useState } from "react";
import type { ReservationDetails } from "#domain/reservation";
import type { ReservationAppointment } from "#server/modules/booking/reservation-service";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { ErrorView } from "#app/ui/error-view";
import appointmentStyles from "#app/ui/appointments/appointments.css?url";
import type { Route } from "./+types/reserve-anonymous";
import { AnonymousForm, type AnonymousFormResult } from "./anonymous-form";
import { LoginPrompt } from "./login-prompt";
import { ReservationSummary } from "./reservation-summary";
import { AlreadyReservedState, NotFoundState, UnavailableState } from "./reservation-states";
import { loadAnonymousReservePage } from "./reserve.server";
import { SuccessView } from "./success-view";
import reservationStyles from "./reservation.css?url";

// Anonymous reservation page /{lang}/kirjautumattomat-kayttajat/vapaat-ajat/{id} (spec part 2 §2
// "Reserve appointment, anonymous", §4 "Anonymous reservation", §6): the appointment and price,
// then the weak-identification form, or the login prompt when the time or the health care type
// (`?healthCareType=`) needs strong identification. A failed weak booking that needs strong
// identification turns the form into the prompt; success shows the booked view.

export const meta: Route.MetaFunction = ({ matches }) => [...pageTitle(matches, "bookingReservation.page.title"), { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appointmentStyles },
  { rel: "stylesheet", href: reservationStyles },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadAnonymousReservePage(request, context, params.appointmentId);
}

type View = { kind: "page" } | Exclude<AnonymousFormResult, { kind: "success" }>;

/** The booked time as the form showed it, with what the server answered. */
type Booked = { appointment: ReservationAppointment; details: ReservationDetails };

export default function ReserveAnonymous({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [view, setView] = useState<View>({ kind: "page" });
  const [booked, setBooked] = useState<Booked | null>(null);
  const page = loaderData;

  // The booked view stays until the user leaves, whatever a revalidation of the page says now.
  if (booked) return <SuccessView appointment={booked.appointment} details={booked.details} loggedIn={false} deadlineHours={0} />;

  if (page.state === "notFound") return <NotFoundState />;
  if (page.state === "alreadyReserved") return <AlreadyReservedState ownAppointmentId={null} healthCareType={page.healthCareType} />;
  if (view.kind === "unavailable") return <UnavailableState healthCareType="private" />;

  return (
    <div className="reservation-page">
      <section className="page-section">
        <h1>{t("bookingReservation.heading")}</h1>
        <ReservationSummary appointment={page.appointment} healthCareType={page.healthCareType} />
      </section>
      <section className="page-section">
        {page.state === "loginRequired" ? (
          <LoginPrompt reason={page.reason} appointmentId={page.appointment.id} healthCareType={page.healthCareType} />
        ) : view.kind === "login" ? (
          <LoginPrompt reason={view.reason} appointmentId={page.appointment.id} healthCareType="private" focus />
        ) : (
          <AnonymousForm
            appointment={page.appointment}
            internalOrganization={page.internalOrganization}
            onResult={(result) => (result.kind === "success" ? setBooked({ appointment: page.appointment, details: result.details }) : setView(result))}
          />
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
