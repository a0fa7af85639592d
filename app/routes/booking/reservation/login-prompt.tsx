import { useEffect, useRef } from "react";
import type { HealthCareType } from "#domain/enums";
import { href } from "#domain/routes/href";
import type { MessageKey } from "#app/i18n/messages";
import { useT } from "#app/i18n/use-t";
import { useLang } from "#app/root-context";
import { Link } from "#app/ui/link";
import { RESERVE_PAGE } from "./reservation-pages";

// The login prompt of the anonymous reservation page (spec part 2 §2, §4 "Anonymous reservation",
// §6, §8): strong identification is needed because the time requires it, because of the health
// care type (insurance, kela65, occupational), or because the weak booking failed (noPatient:
// register as a new customer; consent missing; details in conflict). The login page offers the
// banks and, in the children's brand, the own/child choice; afterwards the user lands on the
// logged-in reservation page of the same time, which continues to registration or the consent
// form when needed.

export type LoginReason =
  | "requiresAuthToReserve"
  | "healthCareType"
  | "noPatient"
  | "patientDataConsentRequired"
  | "patientInfoConflict"
  | "authenticationRequired";

const REASON_TEXT: Record<LoginReason, MessageKey> = {
  requiresAuthToReserve: "bookingReservation.login.requiresAuthToReserve",
  healthCareType: "bookingReservation.login.healthCareType",
  noPatient: "bookingReservation.login.noPatient",
  patientDataConsentRequired: "bookingReservation.login.patientDataConsentRequired",
  patientInfoConflict: "bookingReservation.login.patientInfoConflict",
  authenticationRequired: "bookingReservation.login.authenticationRequired",
};

export interface LoginPromptProps {
  reason: LoginReason;
  appointmentId: number;
  healthCareType: HealthCareType;
  /** True when the prompt replaced the form after a failed weak booking (focus moves here). */
  focus?: boolean;
}

export function LoginPrompt({ reason, appointmentId, healthCareType, focus = false }: LoginPromptProps) {
  const t = useT();
  const lang = useLang();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) headingRef.current?.focus();
  }, [focus]);
  const nextPath = href(RESERVE_PAGE[healthCareType], lang, { appointmentId });
  return (
    <section className="reservation-login" aria-labelledby="reservation-login-heading">
      <h2 id="reservation-login-heading" ref={headingRef} tabIndex={-1}>
        {t("bookingReservation.login.heading")}
      </h2>
      {reason === "noPatient" ? <p className="reservation-login__tag">{t("bookingReservation.login.newCustomer")}</p> : null}
      <p>{t(REASON_TEXT[reason])}</p>
      <div className="notice notice--warning">
        <p>{t("bookingReservation.login.warning")}</p>
      </div>
      <p className="actions">
        <Link page="login" search={{ nextPath }} className="button button--primary">
          {t("bookingReservation.login.button")}
        </Link>
      </p>
    </section>
  );
}
