import { useEffect, useId, useRef } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { formatShortDate, formatTime } from "#domain/date-display";
import type { WaitlistOfferStatus } from "#domain/waitlist";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { useLang } from "#app/root-context";
import { ErrorView } from "#app/ui/error-view";
import { CsrfInput } from "#app/ui/form/csrf-input";
import { Link } from "#app/ui/link";
import { StatusBadge, type StatusTone } from "#app/ui/status-badge";
import type { Route } from "./+types/waitlist-offer";
import { loadWaitlistOfferPage, submitWaitlistOffer, type WaitlistOfferActionData } from "./waitlist-offer.server";
import waitlistStyles from "./waitlist.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// An earlier time offered from the waitlist (issue 35 §3, decision 342): the new time beside the
// current one, until when it is held, and two plain form posts, "Take the earlier time" (with the
// binding acknowledgement when the time is inside the binding window) and "No thanks". Once the
// hold has ended, only that and the way back to the appointment.

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "waitlistOffer.title");

export const links: Route.LinksFunction = () => [stylesheet(waitlistStyles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadWaitlistOfferPage(request, context, params.offerId);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return submitWaitlistOffer(request, context, params.offerId);
}

/** The offer's state as a badge (decision 383): held = info, accepted = success, the rest neutral. */
const OFFER_TONE: Record<WaitlistOfferStatus, StatusTone> = { open: "info", accepted: "success", declined: "neutral", expired: "neutral" };

function OfferStatusBadge({ status }: { status: WaitlistOfferStatus }) {
  const t = useT();
  return <StatusBadge tone={OFFER_TONE[status]}>{t(`waitlistOffer.status.${status}`)}</StatusBadge>;
}

export default function WaitlistOffer({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const navigation = useNavigation();
  const answer = useActionData<WaitlistOfferActionData | undefined>();
  const alertRef = useRef<HTMLDivElement>(null);
  const { offer, isOpen, withinBindingWindow, bindingHours } = loaderData;
  const startsAt = new Date(offer.startDate);
  const current = new Date(offer.currentStartDate);
  const until = formatTime(new Date(offer.expiresAt));
  const pending = navigation.state !== "idle";
  const bindingMissing = answer?.outcome === "bindingNotAcknowledged";
  const failure = answer && !bindingMissing ? answer.outcome : null;

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure, answer]);

  const when = (date: Date) => t("waitlistOffer.when", { date: formatShortDate(date, lang), time: formatTime(date) });
  const open = isOpen && failure !== "offerExpired" && failure !== "offerClosed";
  // An open offer whose hold has ended (not yet closed by the sweep) reads as expired.
  const status: WaitlistOfferStatus = open ? "open" : offer.status === "open" ? "expired" : offer.status;

  return (
    <section className="page-section waitlist-offer">
      <h1>{t("waitlistOffer.title")}</h1>
      <p className="waitlist-offer__status">
        <OfferStatusBadge status={status} />
      </p>
      {failure ? (
        <div ref={alertRef} tabIndex={-1} role="alert" className="notice notice--error">
          <p>
            {failure === "offerExpired" || failure === "offerClosed"
              ? t("waitlistOffer.error.offerExpired", { until })
              : failure === "deadlineExceeded"
                ? t("waitlistOffer.error.deadlineExceeded")
                : t("waitlistOffer.error.notAllowed")}
          </p>
        </div>
      ) : null}
      {open ? <p className="lead">{t("waitlistOffer.lead", { until })}</p> : null}
      <dl className="waitlist-offer__facts" data-private="">
        <div>
          <dt>{t("waitlistOffer.newTime")}</dt>
          <dd>
            {when(startsAt)} ({t("waitlistOffer.duration", { minutes: offer.durationMinutes })})
          </dd>
        </div>
        <div>
          <dt>{t("waitlistOffer.practitioner")}</dt>
          <dd>{offer.practitionerName}</dd>
        </div>
        <div>
          <dt>{t("waitlistOffer.place")}</dt>
          <dd>
            {offer.clinicName}, {offer.clinicAddress}
          </dd>
        </div>
        <div>
          <dt>{t("waitlistOffer.currentTime")}</dt>
          <dd>{when(current)}</dd>
        </div>
      </dl>
      {open ? (
        <>
          <p>{t("waitlistOffer.moveNote")}</p>
          <Form method="post" className="waitlist-offer__answer" aria-busy={pending} noValidate>
            <CsrfInput />
            {withinBindingWindow ? (
              <div className="waitlist-offer__binding">
                <input
                  id={`${id}-binding`}
                  type="checkbox"
                  name="bindingAcknowledged"
                  aria-invalid={bindingMissing || undefined}
                  aria-describedby={bindingMissing ? `${id}-binding-error` : undefined}
                />
                <label htmlFor={`${id}-binding`}>{t("waitlistOffer.binding", { hours: bindingHours })}</label>
                {bindingMissing ? (
                  <p id={`${id}-binding-error`} className="field-error" role="alert">
                    {t("waitlistOffer.bindingRequired")}
                  </p>
                ) : null}
              </div>
            ) : null}
            <div className="actions">
              <button type="submit" name="intent" value="acceptOffer" className="button button--primary" disabled={pending}>
                {t("waitlistOffer.accept")}
              </button>
              <button type="submit" name="intent" value="declineOffer" className="button button--secondary" disabled={pending}>
                {t("waitlistOffer.decline")}
              </button>
            </div>
          </Form>
        </>
      ) : (
        <div className="notice notice--info">
          <p className="notice__title">{t("waitlistOffer.closed")}</p>
          <p>{t("waitlistOffer.closedHint")}</p>
        </div>
      )}
      <p>
        <Link page="appointment" params={{ ids: offer.appointmentId }}>
          {t("waitlistOffer.backToAppointment")}
        </Link>
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
