import { BookingSteps } from "#app/ui/booking/booking-steps";
import { Suspense, useEffect } from "react";
import { useActionData } from "react-router";
import { pushAnalyticsEvent } from "#app/analytics";
import { saveContactDraft } from "#app/ui/form/contact-draft";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { ErrorView } from "#app/ui/error-view";
import { lazyComponent } from "#app/ui/lazy-module";
import type { Route } from "./+types/reserve-anonymous";
import { resultOfAnswer } from "./anonymous-answer";
import { reservationAnalytics } from "./reservation-analytics";
import { LoginPrompt } from "./login-prompt";
import { ReservationSummary } from "./reservation-summary";
import { AlreadyReservedState, NotFoundState, UnavailableState } from "./reservation-states";
import { type AnonymousReservationAnswer, loadAnonymousReservePage, submitAnonymousReservation } from "./reserve.server";
import styles from "./reserve-anonymous.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Anonymous reservation page /{lang}/kirjautumattomat-kayttajat/vapaat-ajat/{id} (spec part 2 §2
// "Reserve appointment, anonymous", §4 "Anonymous reservation", §6): the appointment and price,
// then the weak-identification form, or the login prompt when the time or the health care type
// (`?healthCareType=`) needs strong identification. A failed weak booking that needs strong
// identification turns the form into the prompt; success shows the booked view. The form posts to
// this page's action, with or without JavaScript.

// The form (with the form library) comes after the page's first load, rendered by the server into
// the page like the rest of it (decision 264); the booked view too: it is needed only once the
// booking is made.
const AnonymousForm = lazyComponent(() => import("./anonymous-form").then((module) => module.AnonymousForm));
const SuccessView = lazyComponent(() => import("./success-view").then((module) => module.SuccessView));

export const meta: Route.MetaFunction = ({ matches }) => [...pageTitle(matches, "bookingReservation.page.title"), { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [stylesheet(styles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadAnonymousReservePage(request, context, params.appointmentId);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return submitAnonymousReservation(request, context, params.appointmentId);
}

export default function ReserveAnonymous({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const answer = useActionData<AnonymousReservationAnswer>();
  const result = resultOfAnswer(answer);
  const page = loaderData;

  // The analytics event of each answer, once; a new customer's typed contact details wait in this
  // tab for the registration form that follows the strong login.
  useEffect(() => {
    if (!answer) return;
    if (answer.kind === "error" && answer.type === "noPatient") {
      const typed = (name: string) => {
        const value = answer.result.initialValue?.[name];
        return typeof value === "string" ? value : "";
      };
      saveContactDraft({ phoneNumber: typed("phone"), emailAddress: typed("emailAddress") });
    }
    const appointment = answer.kind === "success" ? answer.appointment : "appointment" in page ? page.appointment : null;
    if (!appointment) return;
    const analytics = reservationAnalytics(appointment, "private", true);
    if (answer.kind === "success") pushAnalyticsEvent({ event: "reservationSuccess", ...analytics });
    else pushAnalyticsEvent({ event: "reservationError", ...analytics, error: answer.kind === "invalid" ? "ValidationError" : answer.type });
  }, [answer]);

  // The booked view is the action's answer: it stays until the user leaves, whatever the page's
  // data (revalidated after the post) says about the now reserved time.
  if (answer?.kind === "success") {
    return (
      <Suspense fallback={null}>
        <SuccessView appointment={answer.appointment} details={answer.details} loggedIn={false} deadlineHours={0} />
      </Suspense>
    );
  }

  if (page.state === "notFound") return <NotFoundState />;
  if (page.state === "alreadyReserved") return <AlreadyReservedState ownAppointmentId={null} healthCareType={page.healthCareType} />;
  if (result?.kind === "unavailable") return <UnavailableState healthCareType="private" />;

  return (
    <div className="reservation-page">
      <section className="page-section">
        <h1>{t("bookingReservation.heading")}</h1>
        <BookingSteps current="details" />
        <ReservationSummary appointment={page.appointment} healthCareType={page.healthCareType} />
      </section>
      <section className="page-section">
        {page.state === "loginRequired" ? (
          <LoginPrompt reason={page.reason} appointmentId={page.appointment.id} healthCareType={page.healthCareType} />
        ) : result?.kind === "login" ? (
          <LoginPrompt reason={result.reason} appointmentId={page.appointment.id} healthCareType="private" focus />
        ) : (
          <Suspense fallback={null}>
            <AnonymousForm appointment={page.appointment} answer={answer && !result ? answer : null} />
          </Suspense>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
