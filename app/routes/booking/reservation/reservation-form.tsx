import { type FormEvent, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { BookingContactSchema } from "#domain/contact-info";
import type { HealthCareType } from "#domain/enums";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import { EMPTY_INSURER_CHOICE, type InsurerChoiceValue, isInsurerChoiceComplete } from "#domain/insurers";
import { createReservationPayloadSchema, type OccupationalConfirmation, type ReservationDetails } from "#domain/reservation";
import type { ReservationFormState } from "#server/modules/booking/reservation-service";
import type { PatientContact } from "#server/modules/profile/contact-service";
import { pushAnalyticsEvent, pushAnalyticsEventAndWait } from "#app/analytics";
import { href } from "#domain/routes/href";
import type { MessageKey } from "#app/i18n/messages";
import { useT } from "#app/i18n/use-t";
import { useLang } from "#app/root-context";
import { useCsrfToken, useLeaveWithoutSession } from "#app/ui/api-client";
import { InsurerChoice } from "#app/routes/booking/insurers/insurer-choice";
import { ContactEdit } from "#app/routes/booking/registration/contact-edit";
import { Spinner } from "#app/ui/spinner";
import { type FieldErrors, fieldErrorsOf, mergeFieldErrors, zodFieldErrors } from "#app/ui/field-errors";
import { CheckboxField } from "./form-fields";
import { reservationAnalytics } from "./reservation-analytics";
import { INLINE_ERROR_MESSAGES, postConcept, postReservation } from "./reservation-client";
import type { ReservationFormExtras } from "./reserve.server";

// The logged-in booking form (spec part 2 §2 "Reserve appointment, logged-in", §4 "Logged-in
// reservation", §5): who the appointment is for (and who books it, for a guardian or agent) with
// the masked identity code; the contact details with their address edit (PUT /api/user; the
// confirmations go to the saved e-mail and phone); for insurance the insurer picker; the binding
// acknowledgement inside the window and the occupational confirmation by specialty. The booking
// button is enabled only when nothing is missing, no edit is unsaved and no booking is under way
// (spec §5). An answer that the user is not registered, or has no consent, leads to those forms
// and back here.

export type ReservationFormResult =
  | { kind: "success"; details: ReservationDetails }
  | { kind: "unavailable" }
  | { kind: "interrupted" }
  | { kind: "noOccupationalHealthcare" }
  | { kind: "webReservationNotAllowed" };

const OCCUPATIONAL_TEXT: Record<OccupationalConfirmation, MessageKey> = {
  doctorReferral: "bookingReservation.occupational.confirm.doctorReferral",
  referral: "bookingReservation.occupational.confirm.referral",
  referralOnly: "bookingReservation.occupational.confirm.referralOnly",
  contractOnly: "bookingReservation.occupational.confirm.contractOnly",
};

function isCompleteContact(contact: PatientContact): boolean {
  return BookingContactSchema.safeParse({
    streetAddress: contact.streetAddress ?? "",
    postalCode: contact.postalCode ?? "",
    postOffice: contact.postOffice ?? "",
    emailAddress: contact.emailAddress ?? "",
    phoneNumber: contact.phoneNumber ?? "",
  }).success;
}

export interface ReservationFormProps {
  form: ReservationFormState & ReservationFormExtras;
  onResult: (result: ReservationFormResult) => void;
}

export function ReservationForm({ form, onResult }: ReservationFormProps) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const csrfToken = useCsrfToken();
  const leaveWithoutSession = useLeaveWithoutSession();
  const { appointment, patient, user, insurerContext } = form;
  const [contact, setContact] = useState<PatientContact>(form.contact);
  const [editingContact, setEditingContact] = useState(false);
  const [insurerChoice, setInsurerChoice] = useState<InsurerChoiceValue>(EMPTY_INSURER_CHOICE);
  const [bindingAcknowledged, setBindingAcknowledged] = useState(false);
  const [occupationalConfirmed, setOccupationalConfirmed] = useState(false);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [insurerErrorsShown, setInsurerErrorsShown] = useState(false);
  const [reserving, setReserving] = useState(false);
  const [inlineError, setInlineError] = useState<MessageKey | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  const healthCareType: HealthCareType = form.healthCareType;
  const body = {
    internalOrganization: form.internalOrganization,
    appointmentId: appointment.id,
    healthCareType,
    emailAddress: contact.emailAddress ?? "",
    phone: contact.phoneNumber ?? "",
    bindingAcknowledged,
    occupationalConfirmed,
    ...(insurerContext
      ? { insurerChoice, conceptCode: insurerChoice.conceptCode, dcpContentHash: insurerChoice.dcpContentHash }
      : {}),
  };
  const clientErrors = zodFieldErrors(
    createReservationPayloadSchema({
      withinBindingWindow: appointment.withinBindingWindow,
      occupationalConfirmation: form.occupationalConfirmation,
    }).safeParse(body).error,
  );
  const errors: FieldErrors = mergeFieldErrors(clientErrors, serverErrors);
  const contactComplete = isCompleteContact(contact);
  const insurerComplete = !insurerContext || isInsurerChoiceComplete(insurerChoice, insurerContext);
  const canBook = !reserving && !editingContact && contactComplete && insurerComplete && Object.values(errors).every((error) => !error);
  const shown = (path: string) => (touched[path] ? errors[path] : undefined);
  const here = location.pathname + location.search;

  function fail(message: MessageKey) {
    setInlineError(message);
    requestAnimationFrame(() => errorRef.current?.focus());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canBook) {
      // The button only looks disabled (aria-disabled), so a click can say what is missing.
      setInsurerErrorsShown(true);
      setTouched({ bindingAcknowledged: true, occupationalConfirmed: true });
      return;
    }
    setInlineError(null);
    const analytics = reservationAnalytics(appointment, healthCareType, false);
    pushAnalyticsEvent({ event: "reservationStart", ...analytics });
    setReserving(true);
    if (insurerContext && insurerChoice.conceptCode) {
      const concept = await postConcept(insurerChoice.conceptCode, csrfToken);
      if (typeof concept === "object") return leaveWithoutSession(concept.session);
      if (concept !== "success") {
        setReserving(false);
        pushAnalyticsEvent({ event: "reservationError", ...analytics, error: "conceptInsertFailed" });
        return fail("bookingReservation.error.unknownError");
      }
    }
    const outcome = await postReservation("/api/reserve-appointment", body, csrfToken);
    setReserving(false);
    if (outcome.kind === "session") return leaveWithoutSession(outcome.expired);
    if (outcome.kind === "success") {
      pushAnalyticsEvent({ event: "reservationSuccess", ...analytics });
      onResult({ kind: "success", details: outcome.details });
      return;
    }
    const errorType = outcome.kind === "error" ? outcome.type : outcome.kind === "invalid" ? "ValidationError" : "networkError";
    if (outcome.kind === "error" && (outcome.type === "noPatient" || outcome.type === "patientDataConsentRequired")) {
      // A navigation follows: give the analytics tool its moment (at most 2000 ms, spec §7).
      await pushAnalyticsEventAndWait({ event: "reservationError", ...analytics, error: errorType });
      void navigate(href(outcome.type === "noPatient" ? "registration" : "patientDataConsent", lang, {}, { nextPath: here }));
      return;
    }
    pushAnalyticsEvent({ event: "reservationError", ...analytics, error: errorType });
    if (outcome.kind === "invalid") {
      setServerErrors(fieldErrorsOf(outcome.details));
      setTouched({ bindingAcknowledged: true, occupationalConfirmed: true });
      setInsurerErrorsShown(true);
      if (outcome.details.some((detail) => detail.path === "emailAddress" || detail.path === "phone")) fail("bookingReservation.form.contactIncomplete");
      return;
    }
    if (outcome.kind === "error") {
      if (outcome.type === "appointmentNotAvailable") return onResult({ kind: "unavailable" });
      if (outcome.type === "notCreditworthy") return onResult({ kind: "interrupted" });
      if (outcome.type === "noOccupationalHealthcare" || outcome.type === "webReservationNotAllowed") return onResult({ kind: outcome.type });
    }
    fail(INLINE_ERROR_MESSAGES[errorType as keyof typeof INLINE_ERROR_MESSAGES] ?? "bookingReservation.error.unknownError");
  }

  return (
    <div className="reservation-form">
      <section aria-labelledby="reservation-patient-heading">
        <h2 id="reservation-patient-heading">{t("bookingReservation.form.patientHeading")}</h2>
        <dl className="reservation-person" data-private="">
          <dt>{t("bookingReservation.form.firstName")}</dt>
          <dd>{patient.firstName}</dd>
          <dt>{t("bookingReservation.form.lastName")}</dt>
          <dd>{patient.lastName}</dd>
          <dt>{t("bookingReservation.form.identityCode")}</dt>
          <dd>{patient.maskedIdentityCode}</dd>
          {user ? (
            <>
              <dt>{t("bookingReservation.form.bookedBy")}</dt>
              <dd>
                {t(user.role === "guardian" ? "bookingReservation.form.role.guardian" : "bookingReservation.form.role.mandate", {
                  name: `${user.firstName} ${user.lastName}`,
                })}
              </dd>
            </>
          ) : null}
        </dl>
      </section>

      <ContactEdit
        initial={form.contact}
        onSaved={(saved) => {
          setContact(saved);
          setServerErrors((previous) => ({ ...previous, emailAddress: undefined, phone: undefined }));
        }}
        onEditingChange={setEditingContact}
      />
      {!contactComplete && !editingContact ? (
        <p className="notice notice--warning reservation-contact-warning">{t("bookingReservation.form.contactIncomplete")}</p>
      ) : null}

      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="reservation-submit">
        {insurerContext ? (
          <InsurerChoice
            lang={lang}
            appointmentId={appointment.id}
            appointmentDate={helsinkiCalendarDate(new Date(appointment.startDate))}
            context={insurerContext}
            value={insurerChoice}
            onChange={setInsurerChoice}
            showErrors={insurerErrorsShown}
            disabled={reserving}
          />
        ) : null}

        {appointment.withinBindingWindow || form.occupationalConfirmation ? (
          <fieldset className="reservation-confirmations">
            <legend>{t("bookingReservation.form.confirmationsHeading")}</legend>
            {appointment.withinBindingWindow ? (
              <>
                <p className="reservation-binding-info">{t("bookingReservation.form.bindingInfo", { n: appointment.bindingHours })}</p>
                <CheckboxField
                  id="reservation-binding"
                  label={t("bookingReservation.form.binding")}
                  checked={bindingAcknowledged}
                  onChange={setBindingAcknowledged}
                  onBlur={() => setTouched((previous) => ({ ...previous, bindingAcknowledged: true }))}
                  error={shown("bindingAcknowledged")}
                />
              </>
            ) : null}
            {form.occupationalConfirmation ? (
              <CheckboxField
                id="reservation-occupational"
                label={t(OCCUPATIONAL_TEXT[form.occupationalConfirmation])}
                checked={occupationalConfirmed}
                onChange={setOccupationalConfirmed}
                onBlur={() => setTouched((previous) => ({ ...previous, occupationalConfirmed: true }))}
                error={shown("occupationalConfirmed")}
              />
            ) : null}
          </fieldset>
        ) : null}

        {inlineError ? (
          <div ref={errorRef} tabIndex={-1} role="alert" className="notice notice--error">
            <p>{t(inlineError)}</p>
          </div>
        ) : null}
        <p className="actions">
          <button
            id="reservation-submit"
            type="submit"
            className="button button--primary"
            aria-disabled={!canBook || undefined}
            disabled={reserving || editingContact}
            aria-busy={reserving || undefined}
            aria-describedby={!canBook && !reserving ? "reservation-disabled-hint" : undefined}
          >
            {t("bookingReservation.form.submit")}
          </button>
          {reserving ? <Spinner label={t("bookingReservation.form.reserving")} /> : null}
        </p>
        {!canBook && !reserving ? (
          <p id="reservation-disabled-hint" className="form-field__hint">
            {t("bookingReservation.form.disabledHint")}
          </p>
        ) : null}
      </form>
    </div>
  );
}
