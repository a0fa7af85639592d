import { type FormEvent, Suspense, useEffect, useMemo, useRef, useState } from "react";
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
import type { FieldErrors } from "#app/ui/field-errors";
import { ErrorSummary } from "#app/ui/form-fields";
import { CsrfInput } from "#app/ui/form/csrf-input";
import { useSchemaErrorSummary, useSchemaForm } from "#app/ui/form/use-schema-form";
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
// (intent reserve), with or without JavaScript; conform keeps the confirmations and checks them
// with the action's own schema. The booking button stays enabled (only a booking under way
// disables it); a try while something is missing or an edit is unsaved sends nothing and lists
// what under "Please check the following fields" (the GOV.UK pattern); without JavaScript the
// server answers the same list. The schemas come after the page's first load (decision 239):
// until they are there the browser does not tell whether the contact details or the
// confirmations are complete, and the server does when the form is posted.

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

/** The server's errors about what is not a field of this form (the saved contact details, the insurer picker). */
function pageErrorsOf(answer: ReservationFormProps["answer"]): FieldErrors {
  if (answer?.kind !== "invalid") return {};
  const errors: FieldErrors = {};
  for (const [path, details] of Object.entries(answer.result.error ?? {})) {
    if (details?.[0] && path !== "bindingAcknowledged" && path !== "occupationalConfirmed") errors[path] = details[0];
  }
  return errors;
}

export function ReservationForm({ form: page, answer }: ReservationFormProps) {
  const t = useT();
  const lang = useLang();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const inputs = useLazyModule(reservationInputs);
  const contactSchema = useLazyModule(contactInputs)?.BookingContactSchema ?? null;
  const { appointment, patient, user, insurerContext, contact } = page;
  const schema = useMemo(
    () =>
      inputs?.createReservationConfirmationsSchema({
        withinBindingWindow: appointment.withinBindingWindow,
        occupationalConfirmation: page.occupationalConfirmation,
      }) ?? null,
    [inputs, appointment.withinBindingWindow, page.occupationalConfirmation],
  );
  const [form, fields] = useSchemaForm(schema, { id: "reservation", lastResult: answer?.result });
  const [editingContact, setEditingContact] = useState(false);
  const [insurerChoice, setInsurerChoice] = useState<InsurerChoiceValue>(EMPTY_INSURER_CHOICE);
  const errorSummary = useSchemaErrorSummary(form, answer !== null);
  const { summaryRef, attempted, focusSummary } = errorSummary;
  // The server's errors about the contact details and the insurer, each until the user changes what it is about.
  const [pageErrors, setPageErrors] = useState<FieldErrors>(() => pageErrorsOf(answer));
  const reserving = navigation.state !== "idle" && navigation.formData?.get("intent") === "reserve";
  const errorRef = useRef<HTMLDivElement>(null);

  // A new answer from the server: focus goes to what to read.
  useEffect(() => {
    if (!answer) return;
    setPageErrors(pageErrorsOf(answer));
    if (answer.kind === "invalid") focusSummary();
    else requestAnimationFrame(() => errorRef.current?.focus());
  }, [answer, focusSummary]);

  const healthCareType: HealthCareType = page.healthCareType;
  // Unknown until the schema is there: the saved details count as complete, the server checks.
  const contactComplete = contactSchema === null || isCompleteContact(contact, contactSchema);
  const insurerComplete = !insurerContext || isInsurerChoiceComplete(insurerChoice, insurerContext);
  const hasPageError = (prefix: string) => Object.keys(pageErrors).some((path) => pageErrors[path] && (path === prefix || path.startsWith(`${prefix}.`)));
  const contactMissing = (hydrated && (!contactComplete || editingContact)) || hasPageError("emailAddress") || hasPageError("phone");
  const insurerMissing = insurerContext !== null && ((hydrated && !insurerComplete) || hasPageError("insurerChoice"));
  const errorOf = (name: "bindingAcknowledged" | "occupationalConfirmed") => fields[name].errors?.[0];

  const missing: { id: string; label: string }[] = [];
  if (contactMissing) missing.push({ id: FIELD_IDS.contact, label: t("contactEdit.heading") });
  if (insurerMissing) missing.push({ id: FIELD_IDS.insurer, label: t("insurers.legend") });
  if (errorOf("bindingAcknowledged")) missing.push({ id: FIELD_IDS.bindingAcknowledged, label: t("bookingReservation.form.binding") });
  if (errorOf("occupationalConfirmed") && page.occupationalConfirmation) {
    missing.push({ id: FIELD_IDS.occupationalConfirmed, label: t(OCCUPATIONAL_TEXT[page.occupationalConfirmation]) });
  }
  // The summary shows after a try to book (or the server's answer).
  const summaryFields = attempted && !reserving ? missing : [];

  const inlineError: MessageKey | null =
    answer?.kind === "error" ? (INLINE_ERROR_MESSAGES[answer.type as keyof typeof INLINE_ERROR_MESSAGES] ?? "bookingReservation.error.unknownError") : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    if (reserving) return event.preventDefault();
    // conform stops a post whose confirmations are missing; the form itself also knows whether
    // the contact details and the insurer are complete. Nothing is sent while anything is missing.
    if (!errorSummary.submit(event)) return;
    if (contactMissing || insurerMissing) {
      event.preventDefault();
      focusSummary();
      return;
    }
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
          onSaved={() => setPageErrors((previous) => ({ ...previous, emailAddress: undefined, phone: undefined }))}
        />
      </div>
      {!contactComplete && !editingContact ? (
        <p className="notice notice--warning reservation-contact-warning">{t("bookingReservation.form.contactIncomplete")}</p>
      ) : null}

      <Form method="post" id={form.id} onSubmit={submit} noValidate aria-labelledby="reservation-submit">
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
                  setPageErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([path]) => !path.startsWith("insurerChoice"))));
                }}
                showErrors={attempted}
                disabled={reserving}
              />
            </Suspense>
          </div>
        ) : null}

        {appointment.withinBindingWindow || page.occupationalConfirmation ? (
          <fieldset className="reservation-confirmations">
            <legend>{t("bookingReservation.form.confirmationsHeading")}</legend>
            {appointment.withinBindingWindow ? (
              <>
                <p className="reservation-binding-info">{t("bookingReservation.form.bindingInfo", { n: appointment.bindingHours })}</p>
                <CheckboxField
                  key={fields.bindingAcknowledged.key}
                  id={FIELD_IDS.bindingAcknowledged}
                  name="bindingAcknowledged"
                  label={t("bookingReservation.form.binding")}
                  defaultChecked={fields.bindingAcknowledged.initialValue === "on"}
                  error={errorOf("bindingAcknowledged")}
                />
              </>
            ) : null}
            {page.occupationalConfirmation ? (
              <CheckboxField
                key={fields.occupationalConfirmed.key}
                id={FIELD_IDS.occupationalConfirmed}
                name="occupationalConfirmed"
                label={t(OCCUPATIONAL_TEXT[page.occupationalConfirmation])}
                defaultChecked={fields.occupationalConfirmed.initialValue === "on"}
                error={errorOf("occupationalConfirmed")}
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
