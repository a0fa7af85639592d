import { type FormEvent, Suspense, useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { BookingContactSchema } from "#domain/contact-info";
import type { HealthCareType } from "#domain/enums";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import { EMPTY_INSURER_CHOICE, type InsurerChoiceValue, isInsurerChoiceComplete } from "#domain/insurers";
import type { OccupationalConfirmation } from "#domain/reservation";
import type { ReservationFormState } from "#server/modules/booking/reservation-service";
import type { PatientContact } from "#server/modules/profile/contact-service";
import { pushAnalyticsEvent } from "#app/analytics";
import type { MessageKey } from "#app/i18n/messages";
import { useT } from "#app/i18n/use-t";
import { useLang } from "#app/root-context";
import { ContactEdit } from "#app/routes/booking/registration/contact-edit";
import { Spinner } from "#app/ui/spinner";
import { type FieldErrors, fieldErrorsOf, mergeFieldErrors, zodFieldErrors } from "#app/ui/field-errors";
import { ErrorSummary } from "#app/ui/form-fields";
import { CsrfInput } from "#app/ui/form/csrf-input";
import { useErrorSummary } from "#app/ui/form/use-error-summary";
import { lazyComponent, lazyModule, useLazyModule } from "#app/ui/lazy-module";
import { useHydrated } from "#app/ui/use-hydrated";
import { CheckboxField } from "./form-fields";
import { reservationAnalytics } from "./reservation-analytics";
import { INLINE_ERROR_MESSAGES } from "./reservation-errors";
import type { ReservationAnswer, ReservationFormExtras } from "./reserve.server";

// The logged-in booking form (spec part 2 §2 "Reserve appointment, logged-in", §4 "Logged-in
// reservation", §5): who the appointment is for (and who books it, for a guardian or agent) with
// the masked identity code; the contact details with their address edit (the confirmations go to
// the saved e-mail and phone); for insurance the insurer picker; the binding acknowledgement inside
// the window and the occupational confirmation by specialty. A form post to the page's action
// (intent reserve), with or without JavaScript. The booking button stays enabled (only a booking
// under way disables it); a try while something is missing or an edit is unsaved sends nothing
// and lists what under "Please check the following fields" (the GOV.UK pattern); without
// JavaScript the server answers the same list. The schemas come after the page's first load (decision 239): until they are there
// the browser does not tell whether the contact details or the confirmations are complete, and
// the server does when the form is posted.

const reservationInputs = lazyModule(() => import("#domain/reservation-inputs"));
const contactInputs = lazyModule(() => import("#domain/contact-info"));

// Only insurance bookings show the insurer picker: its code is not among the booking pages' first
// scripts (decision 264).
const InsurerChoice = lazyComponent(() => import("#app/routes/booking/insurers/insurer-choice").then((module) => module.InsurerChoice));

const OCCUPATIONAL_TEXT: Record<OccupationalConfirmation, MessageKey> = {
  doctorReferral: "bookingReservation.occupational.confirm.doctorReferral",
  referral: "bookingReservation.occupational.confirm.referral",
  referralOnly: "bookingReservation.occupational.confirm.referralOnly",
  contractOnly: "bookingReservation.occupational.confirm.contractOnly",
};

const FIELD_IDS = {
  contact: "reservation-contact",
  insurer: "reservation-insurer",
  bindingAcknowledged: "reservation-binding",
  occupationalConfirmed: "reservation-occupational",
} as const;

function isCompleteContact(contact: PatientContact, schema: typeof BookingContactSchema): boolean {
  return schema.safeParse({
    streetAddress: contact.streetAddress ?? "",
    postalCode: contact.postalCode ?? "",
    postOffice: contact.postOffice ?? "",
    emailAddress: contact.emailAddress ?? "",
    phoneNumber: contact.phoneNumber ?? "",
  }).success;
}

export interface ReservationFormProps {
  form: ReservationFormState & ReservationFormExtras;
  /** The action's answer that keeps the user on the form, if the last post was a booking. */
  answer: Exclude<ReservationAnswer, { kind: "success" }> | null;
}

export function ReservationForm({ form, answer }: ReservationFormProps) {
  const t = useT();
  const lang = useLang();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const inputs = useLazyModule(reservationInputs);
  const contactSchema = useLazyModule(contactInputs)?.BookingContactSchema ?? null;
  const { appointment, patient, user, insurerContext, contact } = form;
  const [editingContact, setEditingContact] = useState(false);
  const [insurerChoice, setInsurerChoice] = useState<InsurerChoiceValue>(EMPTY_INSURER_CHOICE);
  const [bindingAcknowledged, setBindingAcknowledged] = useState(answer?.values.bindingAcknowledged ?? false);
  const [occupationalConfirmed, setOccupationalConfirmed] = useState(answer?.values.occupationalConfirmed ?? false);
  const { summaryRef, attempted, focusSummary, trySubmit } = useErrorSummary(answer !== null);
  // The server's field errors, each until the user changes what it is about.
  const [serverErrors, setServerErrors] = useState<FieldErrors>(answer?.kind === "invalid" ? fieldErrorsOf(answer.details) : {});
  const reserving = navigation.state !== "idle" && navigation.formData?.get("intent") === "reserve";
  const errorRef = useRef<HTMLDivElement>(null);

  // A new answer from the server: focus goes to what to read.
  useEffect(() => {
    if (!answer) return;
    setServerErrors(answer.kind === "invalid" ? fieldErrorsOf(answer.details) : {});
    if (answer.kind === "invalid") focusSummary();
    else requestAnimationFrame(() => errorRef.current?.focus());
  }, [answer, focusSummary]);

  const healthCareType: HealthCareType = form.healthCareType;
  const clientErrors = zodFieldErrors(
    inputs?.createReservationPayloadSchema({
      withinBindingWindow: appointment.withinBindingWindow,
      occupationalConfirmation: form.occupationalConfirmation,
    }).safeParse({
      internalOrganization: form.internalOrganization,
      appointmentId: appointment.id,
      healthCareType,
      emailAddress: contact.emailAddress ?? "",
      phone: contact.phoneNumber ?? "",
      bindingAcknowledged,
      occupationalConfirmed,
    }).error,
  );
  // Before the schema is there (and while hydrating) only the server's answer says what is missing.
  const errors: FieldErrors = mergeFieldErrors(clientErrors, serverErrors);
  // Unknown until the schema is there: the saved details count as complete, the server checks.
  const contactComplete = contactSchema === null || isCompleteContact(contact, contactSchema);
  const insurerComplete = !insurerContext || isInsurerChoiceComplete(insurerChoice, insurerContext);
  const hasError = (prefix: string) => Object.keys(errors).some((path) => errors[path] && (path === prefix || path.startsWith(`${prefix}.`)));

  const missing: { id: string; label: string }[] = [];
  if ((hydrated && (!contactComplete || editingContact)) || hasError("emailAddress") || hasError("phone")) {
    missing.push({ id: FIELD_IDS.contact, label: t("contactEdit.heading") });
  }
  if (insurerContext && ((hydrated && !insurerComplete) || hasError("insurerChoice"))) missing.push({ id: FIELD_IDS.insurer, label: t("insurers.legend") });
  if (errors.bindingAcknowledged) missing.push({ id: FIELD_IDS.bindingAcknowledged, label: t("bookingReservation.form.binding") });
  if (errors.occupationalConfirmed && form.occupationalConfirmation) {
    missing.push({ id: FIELD_IDS.occupationalConfirmed, label: t(OCCUPATIONAL_TEXT[form.occupationalConfirmation]) });
  }
  // Field errors and the summary show after a try to book (or the server's answer).
  const shown = (path: string) => (attempted ? errors[path] : undefined);
  const summaryFields = attempted && !reserving ? missing : [];

  const inlineError: MessageKey | null =
    answer?.kind === "error" ? (INLINE_ERROR_MESSAGES[answer.type as keyof typeof INLINE_ERROR_MESSAGES] ?? "bookingReservation.error.unknownError") : null;

  function submit(event: FormEvent) {
    if (reserving) return event.preventDefault();
    // Nothing is sent while the form itself can tell what is missing: the summary says what.
    if (!trySubmit(event, missing.length > 0)) return;
    pushAnalyticsEvent({ event: "reservationStart", ...reservationAnalytics(appointment, healthCareType, false) });
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

      <div id={FIELD_IDS.contact} tabIndex={-1}>
        <ContactEdit
          contact={contact}
          onEditingChange={setEditingContact}
          onSaved={() => setServerErrors((previous) => ({ ...previous, emailAddress: undefined, phone: undefined }))}
        />
      </div>
      {!contactComplete && !editingContact ? (
        <p className="notice notice--warning reservation-contact-warning">{t("bookingReservation.form.contactIncomplete")}</p>
      ) : null}

      <Form method="post" onSubmit={submit} noValidate aria-labelledby="reservation-submit">
        <CsrfInput />
        <input type="hidden" name="intent" value="reserve" />
        {insurerContext ? (
          <div id={FIELD_IDS.insurer} tabIndex={-1}>
            <input type="hidden" name="insurerChoice" value={JSON.stringify(insurerChoice)} />
            <Suspense fallback={<Spinner label={t("insurers.loading")} />}>
              <InsurerChoice
                lang={lang}
                appointmentId={appointment.id}
                appointmentDate={helsinkiCalendarDate(new Date(appointment.startDate))}
                context={insurerContext}
                value={insurerChoice}
                onChange={(value) => {
                  setInsurerChoice(value);
                  setServerErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([path]) => !path.startsWith("insurerChoice"))));
                }}
                showErrors={attempted}
                disabled={reserving}
              />
            </Suspense>
          </div>
        ) : null}

        {appointment.withinBindingWindow || form.occupationalConfirmation ? (
          <fieldset className="reservation-confirmations">
            <legend>{t("bookingReservation.form.confirmationsHeading")}</legend>
            {appointment.withinBindingWindow ? (
              <>
                <p className="reservation-binding-info">{t("bookingReservation.form.bindingInfo", { n: appointment.bindingHours })}</p>
                <CheckboxField
                  id={FIELD_IDS.bindingAcknowledged}
                  name="bindingAcknowledged"
                  label={t("bookingReservation.form.binding")}
                  checked={bindingAcknowledged}
                  onChange={(checked) => {
                    setBindingAcknowledged(checked);
                    setServerErrors((previous) => ({ ...previous, bindingAcknowledged: undefined }));
                  }}
                  error={shown("bindingAcknowledged")}
                />
              </>
            ) : null}
            {form.occupationalConfirmation ? (
              <CheckboxField
                id={FIELD_IDS.occupationalConfirmed}
                name="occupationalConfirmed"
                label={t(OCCUPATIONAL_TEXT[form.occupationalConfirmation])}
                checked={occupationalConfirmed}
                onChange={(checked) => {
                  setOccupationalConfirmed(checked);
                  setServerErrors((previous) => ({ ...previous, occupationalConfirmed: undefined }));
                }}
                error={shown("occupationalConfirmed")}
              />
            ) : null}
          </fieldset>
        ) : null}

        <ErrorSummary ref={summaryRef} fields={summaryFields} announce={answer?.kind === "invalid"} id="reservation-missing" />
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
            disabled={reserving}
            aria-busy={reserving || undefined}
            aria-describedby={summaryFields.length > 0 ? "reservation-missing" : undefined}
          >
            {t("bookingReservation.form.submit")}
          </button>
          {reserving ? <Spinner label={t("bookingReservation.form.reserving")} /> : null}
        </p>
      </Form>
    </div>
  );
}
