import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { ReservationAppointment } from "#server/modules/booking/reservation-service";
import { pushAnalyticsEvent } from "#app/analytics";
import type { MessageKey } from "#app/i18n/messages";
import { useT } from "#app/i18n/use-t";
import { useLang, useRootData } from "#app/root-context";
import { href } from "#domain/routes/href";
import { Link } from "#app/ui/link";
import { Spinner } from "#app/ui/spinner";
import { ErrorSummary, TextField } from "#app/ui/form-fields";
import { CheckboxField } from "./form-fields";
import { CsrfInput } from "#app/ui/form/csrf-input";
import { lazyModule, useLazyModule } from "#app/ui/lazy-module";
import { useSchemaErrorSummary, useSchemaForm } from "#app/ui/form/use-schema-form";
import { INLINE_ERROR_MESSAGES } from "./reservation-errors";
import type { AnonymousReservationAnswer } from "./reserve.server";
import { reservationAnalytics } from "./reservation-analytics";

// The weak-identification form (spec part 2 §4 "Anonymous reservation", §5): names, identity code,
// phone and e-mail, terms of use, and the binding acknowledgement inside the binding window. A
// form post to the page's action (intent reserve), with or without JavaScript. conform keeps the
// fields and validates with the action's own schema: errors show next to the fields once left,
// and after a try to book in the summary too, before anything is sent (Book stays enabled); the
// server's answer (its errors, or why it could not book) comes back with everything typed.
// Leaving the phone or e-mail field while either is empty shows the warning that both are needed
// for confirmations. The schema comes after the page's first load (decision 239): until it is
// there the form checks nothing itself and the server answers the post.

const reservationInputs = lazyModule(() => import("#domain/reservation-inputs"));

type Field = "firstName" | "lastName" | "ssn" | "phone" | "emailAddress" | "termsAccepted" | "bindingAcknowledged";

const FIELD_IDS: Record<Field, string> = {
  firstName: "reservation-first-name",
  lastName: "reservation-last-name",
  ssn: "reservation-ssn",
  phone: "reservation-phone",
  emailAddress: "reservation-email",
  termsAccepted: "reservation-terms",
  bindingAcknowledged: "reservation-binding",
};

const FIELD_LABELS: Record<Field, MessageKey> = {
  firstName: "bookingReservation.form.firstName",
  lastName: "bookingReservation.form.lastName",
  ssn: "bookingReservation.form.identityCode",
  phone: "bookingReservation.form.phone",
  emailAddress: "bookingReservation.form.email",
  termsAccepted: "bookingReservation.form.terms",
  bindingAcknowledged: "bookingReservation.form.binding",
};

export interface AnonymousFormProps {
  appointment: ReservationAppointment;
  /** The action's answer that keeps the user on the form (errors), if the last post was this form. */
  answer: Exclude<AnonymousReservationAnswer, { kind: "success" }> | null;
}

export function AnonymousForm({ appointment, answer }: AnonymousFormProps) {
  const t = useT();
  const lang = useLang();
  const { sessionState } = useRootData();
  const navigation = useNavigation();
  const inputs = useLazyModule(reservationInputs);
  const allowDevelopmentCodes = !sessionState.environment.endsWith("production");
  const schema = useMemo(
    () => inputs?.createAnonymousReservationSchema({ withinBindingWindow: appointment.withinBindingWindow, allowDevelopmentCodes }) ?? null,
    [inputs, appointment.withinBindingWindow, allowDevelopmentCodes],
  );
  const [form, fields] = useSchemaForm(schema, { id: "anonymous-reservation", lastResult: answer?.result });
  const summary = useSchemaErrorSummary(form, answer !== null);
  const { summaryRef, attempted, focusSummary } = summary;
  const [contactMissing, setContactMissing] = useState(false);
  const contactLeft = useRef(false);
  const reserving = navigation.state !== "idle" && navigation.formData?.get("intent") === "reserve";
  const inlineError: MessageKey | null =
    answer?.kind === "error" ? (INLINE_ERROR_MESSAGES[answer.type as keyof typeof INLINE_ERROR_MESSAGES] ?? "bookingReservation.error.unknownError") : null;
  const errorRef = useRef<HTMLDivElement>(null);

  // A new answer from the server: its field errors are in the form, focus goes to what to read.
  useEffect(() => {
    if (!answer) return;
    if (answer.kind === "invalid") focusSummary();
    else requestAnimationFrame(() => errorRef.current?.focus());
  }, [answer, focusSummary]);

  const errorOf = (name: Field) => fields[name].errors?.[0];
  // After a try to book: what the schema (or, before it is there, the server) found wrong.
  const summaryFields = attempted
    ? (Object.keys(FIELD_IDS) as Field[]).filter((name) => errorOf(name)).map((name) => ({ id: FIELD_IDS[name], label: t(FIELD_LABELS[name]) }))
    : [];

  /** Once the phone or e-mail field has been left: whether either is still empty. */
  function checkContact(input: HTMLInputElement, leaving: boolean) {
    if (leaving) contactLeft.current = true;
    if (!contactLeft.current || !input.form) return;
    const text = (name: string) => {
      const value = new FormData(input.form!).get(name);
      return typeof value === "string" ? value.trim() : "";
    };
    setContactMissing(!text("phone") || !text("emailAddress"));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    if (reserving) return event.preventDefault();
    // Nothing is sent while the form itself can tell what is missing: conform stops the post.
    if (!summary.submit(event)) return;
    pushAnalyticsEvent({ event: "reservationStart", ...reservationAnalytics(appointment, "private", true) });
  }

  const initial = (name: Field) => {
    const value = fields[name].initialValue;
    return typeof value === "string" ? value : "";
  };
  const field = (name: "firstName" | "lastName" | "ssn" | "phone" | "emailAddress") => ({
    id: FIELD_IDS[name],
    name,
    label: t(FIELD_LABELS[name]),
    defaultValue: initial(name),
    error: errorOf(name),
    isPrivate: true,
  });
  const contactField = (name: "phone" | "emailAddress") => ({
    ...field(name),
    onChange: (event: { currentTarget: HTMLInputElement }) => checkContact(event.currentTarget, false),
    onBlur: (event: { currentTarget: HTMLInputElement }) => checkContact(event.currentTarget, true),
  });

  return (
    <Form method="post" id={form.id} className="reservation-form" onSubmit={submit} noValidate aria-labelledby="reservation-form-heading">
      <CsrfInput />
      <input type="hidden" name="intent" value="reserve" />
      <h2 id="reservation-form-heading">{t("bookingReservation.form.fieldsHeading")}</h2>
      <p>{t("bookingReservation.form.anonymousIntro")}</p>
      <p className="reservation-new-customer">
        <Link page="login" search={{ nextPath: href("reservePrivate", lang, { appointmentId: appointment.id }) }}>
          {t("bookingReservation.form.newCustomerHint")}
        </Link>
      </p>
      <TextField key={fields.firstName.key} {...field("firstName")} autoComplete="given-name" maxLength={50} required />
      <TextField key={fields.lastName.key} {...field("lastName")} autoComplete="family-name" maxLength={50} required />
      <TextField key={fields.ssn.key} {...field("ssn")} hint={t("bookingReservation.form.identityCodeHint")} autoComplete="off" maxLength={11} required />
      <TextField key={fields.phone.key} {...contactField("phone")} type="tel" hint={t("bookingReservation.form.phoneHint")} autoComplete="tel" maxLength={20} required />
      <TextField key={fields.emailAddress.key} {...contactField("emailAddress")} type="email" autoComplete="email" maxLength={78} required />
      {contactMissing ? (
        <p className="notice notice--warning reservation-contact-warning" role="status">
          {t("bookingReservation.form.contactWarning")}
        </p>
      ) : null}

      <fieldset className="reservation-confirmations">
        <legend>{t("bookingReservation.form.confirmationsHeading")}</legend>
        <CheckboxField
          key={fields.termsAccepted.key}
          id={FIELD_IDS.termsAccepted}
          name="termsAccepted"
          label={t("bookingReservation.form.terms")}
          defaultChecked={fields.termsAccepted.initialValue === "on"}
          error={errorOf("termsAccepted")}
        >
          <Link page="termsOfUse" target="_blank" rel="noopener" className="reservation-check__link">
            {t("bookingReservation.form.termsLink")} <span className="visually-hidden">{t("bookingReservation.form.newTab")}</span>
          </Link>
        </CheckboxField>
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
      </fieldset>

      <ErrorSummary ref={summaryRef} fields={summaryFields} announce={answer?.kind === "invalid"} id="reservation-missing" />
      {inlineError ? (
        <div ref={errorRef} tabIndex={-1} role="alert" className="notice notice--error">
          <p>{t(inlineError)}</p>
        </div>
      ) : null}
      <p className="actions">
        <button
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
  );
}
