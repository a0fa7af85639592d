import type { SubmissionResult } from "@conform-to/react";
import { useId } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { formatShortDate, formatTime } from "#domain/date-display";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import type { ValidationDetail } from "#domain/validation-details";
import { ANY_CLINIC } from "#domain/waitlist";
import type { WaitlistEntryView, WaitlistOfferView, WaitlistState } from "#server/modules/appointments/waitlist-service";
import type { MessageKey } from "#app/i18n/messages";
import { useT } from "#app/i18n/use-t";
import { useLang } from "#app/root-context";
import { useErrorText } from "#app/ui/field-errors";
import { CsrfInput } from "#app/ui/form/csrf-input";
import { Link } from "#app/ui/link";
import { StatusBadge } from "#app/ui/status-badge";

// "Tell me if an earlier time frees up" on the appointment page (issue 35 §3, decision 341): for
// an appointment that can still be moved, a plain form (same practitioner, or the same kind of
// appointment at a picked clinic or any; not earlier than a day), posted to the page's action
// with intent joinWaitlist; once waiting, what is waited for and "Stop waiting"; with an open
// offer, the notice and the link to it. Works without JavaScript.

export interface WaitlistPageData extends WaitlistState {
  /** The brand's clinics, for the service match. */
  clinics: { id: string; name: string }[];
  /** Helsinki's today (YYYY-MM-DD): the earliest day to choose. */
  today: string;
  holdMinutes: number;
}

export type WaitlistOutcome = "ValidationError" | "failed" | "appointmentNotFound" | "deadlineExceeded" | "notMovable" | "alreadyWaiting" | "invalidClinic" | "invalidDate";

export interface WaitlistActionData {
  intent: "joinWaitlist" | "leaveWaitlist";
  appointmentId: number | null;
  outcome: WaitlistOutcome;
  result?: SubmissionResult<ValidationDetail[]>;
}

function isWaitlistAnswer(value: unknown, appointmentId: number): value is WaitlistActionData {
  if (typeof value !== "object" || value === null) return false;
  const answer = value as Partial<WaitlistActionData>;
  return (answer.intent === "joinWaitlist" || answer.intent === "leaveWaitlist") && answer.appointmentId === appointmentId;
}

const OUTCOME_TEXTS: Record<Exclude<WaitlistOutcome, "ValidationError">, MessageKey> = {
  failed: "waitlist.error.failed",
  appointmentNotFound: "waitlist.error.failed",
  deadlineExceeded: "waitlist.error.deadlineExceeded",
  notMovable: "waitlist.error.notMovable",
  alreadyWaiting: "waitlist.error.alreadyWaiting",
  invalidClinic: "waitlist.error.invalidClinic",
  invalidDate: "waitlist.error.invalidDate",
};

export interface WaitlistAppointment {
  id: number;
  clinicId: string;
  clinicName: string;
  practitionerName: string;
  startDate: Date | string;
  /** Only an appointment that can still be cancelled online can be moved. */
  mayCancel: boolean;
  healthCareType: string;
}

export function WaitlistSection({ appointment, waitlist }: { appointment: WaitlistAppointment; waitlist: WaitlistPageData }) {
  const offer = waitlist.offers[appointment.id];
  const entry = waitlist.entries[appointment.id];
  if (offer) return <OfferNotice offer={offer} />;
  if (entry) return <Waiting appointment={appointment} entry={entry} clinics={waitlist.clinics} />;
  if (!appointment.mayCancel || appointment.healthCareType === "insurance") return null;
  return <JoinForm appointment={appointment} waitlist={waitlist} />;
}

function OfferNotice({ offer }: { offer: WaitlistOfferView }) {
  const t = useT();
  const lang = useLang();
  const startsAt = new Date(offer.startDate);
  return (
    <div className="notice notice--info waitlist" role="status">
      <p className="notice__title">
        {t("waitlist.offerNotice.title")} <StatusBadge tone="info">{t("waitlistOffer.status.open")}</StatusBadge>
      </p>
      <p>{t("waitlist.offerNotice.text", { date: formatShortDate(startsAt, lang), time: formatTime(startsAt), until: formatTime(new Date(offer.expiresAt)) })}</p>
      <p className="actions">
        <Link page="waitlistOffer" params={{ offerId: offer.offerId }} className="button button--primary">
          {t("waitlist.offerNotice.link")}
        </Link>
      </p>
    </div>
  );
}

function Waiting({ appointment, entry, clinics }: { appointment: WaitlistAppointment; entry: WaitlistEntryView; clinics: WaitlistPageData["clinics"] }) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const navigation = useNavigation();
  const answer = useActionData<unknown>();
  const failed = isWaitlistAnswer(answer, appointment.id) && answer.intent === "leaveWaitlist";
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "leaveWaitlist";
  const date = formatShortDate(entry.notBefore, lang);
  const clinic = clinics.find((candidate) => candidate.id === entry.clinicId)?.name;
  const text =
    entry.match === "practitioner"
      ? t("waitlist.waiting.practitioner", { practitioner: appointment.practitionerName, date })
      : clinic
        ? t("waitlist.waiting.service", { clinic, date })
        : t("waitlist.waiting.serviceAnyClinic", { date });
  return (
    <section className="waitlist" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t("waitlist.waiting.title")}</h2>
      <p>{text}</p>
      {failed ? (
        <p className="notice notice--error" role="alert">
          {t("waitlist.error.failed")}
        </p>
      ) : null}
      <Form method="post" aria-busy={pending}>
        <CsrfInput />
        <input type="hidden" name="intent" value="leaveWaitlist" />
        <input type="hidden" name="appointmentId" value={appointment.id} />
        <button type="submit" className="button button--secondary" disabled={pending}>
          {t("waitlist.leave")}
        </button>
      </Form>
    </section>
  );
}

function JoinForm({ appointment, waitlist }: { appointment: WaitlistAppointment; waitlist: WaitlistPageData }) {
  const t = useT();
  const id = useId();
  const errorText = useErrorText();
  const navigation = useNavigation();
  const pageAnswer = useActionData<unknown>();
  const answer = isWaitlistAnswer(pageAnswer, appointment.id) && pageAnswer.intent === "joinWaitlist" ? pageAnswer : null;
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "joinWaitlist";
  const typed = (answer?.result?.initialValue ?? {}) as Record<string, unknown>;
  const typedText = (name: string, fallback: string) => (typeof typed[name] === "string" ? (typed[name] as string) : fallback);
  const fieldError = (name: string) => answer?.result?.error?.[name]?.[0];
  const dateError = fieldError("notBefore");
  const outcome = answer && answer.outcome !== "ValidationError" ? answer.outcome : null;
  const match = typedText("match", "practitioner");
  const lastDay = helsinkiCalendarDate(new Date(appointment.startDate));
  const otherClinics = waitlist.clinics.filter((clinic) => clinic.id !== appointment.clinicId);
  return (
    <section className="waitlist" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t("waitlist.heading")}</h2>
      <p>{t("waitlist.intro", { minutes: waitlist.holdMinutes })}</p>
      {outcome ? (
        <p className="notice notice--error" role="alert">
          {t(OUTCOME_TEXTS[outcome])}
        </p>
      ) : null}
      <Form method="post" className="waitlist__form" aria-busy={pending} noValidate>
        <CsrfInput />
        <input type="hidden" name="intent" value="joinWaitlist" />
        <input type="hidden" name="appointmentId" value={appointment.id} />
        <fieldset className="waitlist__choices">
          <legend>{t("waitlist.match.legend")}</legend>
          <div className="waitlist__choice">
            <input id={`${id}-practitioner`} type="radio" name="match" value="practitioner" defaultChecked={match !== "service"} />
            <label htmlFor={`${id}-practitioner`}>{t("waitlist.match.practitioner", { practitioner: appointment.practitionerName })}</label>
          </div>
          <div className="waitlist__choice">
            <input id={`${id}-service`} type="radio" name="match" value="service" defaultChecked={match === "service"} />
            <label htmlFor={`${id}-service`}>{t("waitlist.match.service")}</label>
          </div>
        </fieldset>
        <div className="form-field">
          <label htmlFor={`${id}-clinic`} className="form-field__label">
            {t("waitlist.clinic.label")}
          </label>
          <p id={`${id}-clinic-hint`} className="form-field__hint">
            {t("waitlist.clinic.hint")}
          </p>
          <select id={`${id}-clinic`} name="clinicId" className="form-field__input" aria-describedby={`${id}-clinic-hint`} defaultValue={typedText("clinicId", appointment.clinicId)}>
            <option value={appointment.clinicId}>{appointment.clinicName}</option>
            {otherClinics.map((clinic) => (
              <option key={clinic.id} value={clinic.id}>
                {clinic.name}
              </option>
            ))}
            <option value={ANY_CLINIC}>{t("waitlist.clinic.any")}</option>
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-date`} className="form-field__label">
            {t("waitlist.notBefore.label")}
          </label>
          <p id={`${id}-date-hint`} className="form-field__hint">
            {t("waitlist.notBefore.hint")}
          </p>
          <input
            id={`${id}-date`}
            type="date"
            name="notBefore"
            min={waitlist.today}
            max={lastDay}
            required
            className={dateError ? "form-field__input form-field__input--invalid" : "form-field__input"}
            aria-invalid={dateError || outcome === "invalidDate" ? true : undefined}
            aria-describedby={dateError ? `${id}-date-hint ${id}-date-error` : `${id}-date-hint`}
            defaultValue={typedText("notBefore", waitlist.today)}
          />
          {dateError ? (
            <p id={`${id}-date-error`} className="field-error">
              {errorText(dateError)}
            </p>
          ) : null}
        </div>
        <div>
          <button type="submit" className="button button--secondary" disabled={pending}>
            {t("waitlist.join")}
          </button>
        </div>
      </Form>
    </section>
  );
}
