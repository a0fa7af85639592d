import { BookingSteps } from "#app/ui/booking/booking-steps";
import { Suspense, useEffect } from "react";
import { useActionData } from "react-router";
import { pushAnalyticsEvent } from "#app/analytics";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { ErrorView } from "#app/ui/error-view";
import { lazyComponent } from "#app/ui/lazy-module";
import appointmentStyles from "#app/ui/appointments/appointments.css?url";
import insurerChoiceStylesheet from "#app/routes/booking/insurers/insurers.css?url";
import { contactEditStylesheets } from "#app/routes/booking/registration/contact-edit-links";
import type { Route } from "./+types/reserve";
import { reservationAnalytics } from "./reservation-analytics";
import { ReservationSummary } from "./reservation-summary";
import {
  AlreadyReservedState,
  InterruptedState,
  NoOccupationalHealthcareState,
  NotFoundState,
  NoWebReservationState,
  UnavailableState,
} from "./reservation-states";
import { loadReservePage, type ReservationAnswer, type ReservePageAnswer, submitReservePage } from "./reserve.server";
import reservationStyles from "./reservation.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Logged-in reservation pages (spec part 2 §2 "Reserve appointment, logged-in", §4 "Logged-in
// reservation"): /{lang}/vapaat-ajat/{id} (private), .../vakuutus/{id} (insurance), .../kela65/{id},
// /{lang}/tyoterveys/vapaat-ajat/{id} (occupational). One module for the four route keys; the path
// says the health care type. States: not found, already reserved, booking interrupted,
// occupational agreement missing or without web reservation, the form; then success, or
// "appointment no longer available".

// The form (with the form library and the contact edit) comes after the page's first load,
// rendered by the server into the page like the rest of it (decision 264); the booked view too:
// it is needed only once the booking is made.
const ReservationForm = lazyComponent(() => import("./reservation-form").then((module) => module.ReservationForm));
const SuccessView = lazyComponent(() => import("./success-view").then((module) => module.SuccessView));

export const meta: Route.MetaFunction = ({ matches }) => [...pageTitle(matches, "bookingReservation.page.title"), { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [
  stylesheet(appointmentStyles),
  ...contactEditStylesheets.map(stylesheet),
  stylesheet(insurerChoiceStylesheet),
  stylesheet(reservationStyles),
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadReservePage(request, context, params.appointmentId);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return submitReservePage(request, context, params.appointmentId);
}

/** The booking's answer, if the page's last post was a booking (the contact edit posts too). */
function reservationAnswerOf(answer: ReservePageAnswer | undefined): ReservationAnswer | null {
  return answer?.intent === "reserve" ? answer : null;
}

export default function Reserve({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const answer = reservationAnswerOf(useActionData<ReservePageAnswer>());
  const page = loaderData;

  // The analytics event of each booking answer, once.
  useEffect(() => {
    if (!answer || !("appointment" in page)) return;
    const analytics = reservationAnalytics(page.appointment, page.healthCareType, false);
    if (answer.kind === "success") pushAnalyticsEvent({ event: "reservationSuccess", ...analytics });
    else pushAnalyticsEvent({ event: "reservationError", ...analytics, error: answer.kind === "invalid" ? "ValidationError" : answer.type });
  }, [answer]);

  // The booked view is the action's answer: it stays until the user leaves, whatever the page's
  // data (revalidated after the post, now "already reserved") says.
  if (answer?.kind === "success") {
    return (
      <Suspense fallback={null}>
        <SuccessView appointment={answer.appointment} details={answer.details} loggedIn deadlineHours={page.deadlineHours} />
      </Suspense>
    );
  }
  if (page.state === "notFound") return <NotFoundState />;
  if (page.state === "noOccupationalHealthcare") return <NoOccupationalHealthcareState focus={answer !== null} />;
  if (page.state === "webReservationNotAllowed") return <NoWebReservationState focus={answer !== null} />;
  if (page.state === "bookingInterrupted") return <InterruptedState focus={answer !== null} />;
  if (page.state === "alreadyReserved") {
    // Taken by someone else between the page and the post: "no longer available".
    if (answer) return <UnavailableState healthCareType={page.healthCareType} />;
    return <AlreadyReservedState ownAppointmentId={page.ownAppointmentId} healthCareType={page.healthCareType} />;
  }
  if (page.state !== "available") return <NotFoundState />;

  if (answer?.kind === "error") {
    if (answer.type === "appointmentNotAvailable") return <UnavailableState healthCareType={page.healthCareType} />;
    if (answer.type === "notCreditworthy") return <InterruptedState focus />;
    if (answer.type === "noOccupationalHealthcare") return <NoOccupationalHealthcareState focus />;
    if (answer.type === "webReservationNotAllowed") return <NoWebReservationState focus />;
  }

  return (
    <div className="reservation-page">
      <section className="page-section">
        <h1>{t("bookingReservation.heading")}</h1>
        <BookingSteps current="details" />
        <ReservationSummary appointment={page.appointment} healthCareType={page.healthCareType} kela65Eligible={page.kela65Eligible} />
      </section>
      <section className="page-section">
        <Suspense fallback={null}>
          <ReservationForm key={page.appointment.id} form={page} answer={answer} />
        </Suspense>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
