import { SMS_CODE_LENGTH } from "#domain/phone-number";
import { useT } from "#app/i18n/use-t";
import type { MessageKey } from "#app/i18n/messages";
import { Link } from "#app/ui/link";
import { PhoneLink } from "#app/ui/phone-link";

/** Check-in opens this long before the appointment (spec part 1 §9). */
const CHECK_IN_OPENS_MINUTES = 30;

const SMS_FAQ = [
  ["content.help.sms.whatQ", "content.help.sms.whatA"],
  ["content.help.sms.toggleQ", "content.help.sms.toggleA"],
  ["content.help.sms.noCodeQ", "content.help.sms.noCodeA"],
  ["content.help.sms.safeQ", "content.help.sms.safeA"],
  ["content.help.sms.tooManyQ", "content.help.sms.tooManyA"],
] as const satisfies readonly (readonly [MessageKey, MessageKey])[];

interface HelpInstructionsProps {
  /** The SMS authentication FAQ is shown only when the mfa feature is on (spec part 1 §2). */
  showSmsFaq: boolean;
  customerServicePhone: string;
}

/** The common patient instructions, in the language of the surrounding IntlProvider. */
export function HelpInstructions({ showSmsFaq, customerServicePhone }: HelpInstructionsProps) {
  const t = useT();
  return (
    <>
      <p className="lead">{t("content.help.intro")}</p>

      <section>
        <h2>{t("content.help.login.heading")}</h2>
        <p>{t("content.help.login.p1")}</p>
        <p>{t("content.help.login.p2")}</p>
        <p>{t("content.help.login.p3")}</p>
      </section>

      <section>
        <h2>{t("content.help.booking.heading")}</h2>
        <p>{t("content.help.booking.p1")}</p>
        <p>
          <Link page="bookingLanding">{t("content.help.booking.link")}</Link>
        </p>
      </section>

      <section>
        <h2>{t("content.help.cancelling.heading")}</h2>
        <p>{t("content.help.cancelling.p1")}</p>
      </section>

      <section>
        <h2>{t("content.help.checkIn.heading")}</h2>
        <p>{t("content.help.checkIn.p1", { minutes: CHECK_IN_OPENS_MINUTES })}</p>
        <p>{t("content.help.checkIn.p2")}</p>
      </section>

      <section>
        <h2>{t("content.help.results.heading")}</h2>
        <p>{t("content.help.results.p1")}</p>
      </section>

      <section>
        <h2>{t("content.help.messages.heading")}</h2>
        <p>{t("content.help.messages.p1")}</p>
        <p>{t("content.help.messages.p2")}</p>
      </section>

      {showSmsFaq && (
        <section>
          <h2>{t("content.help.sms.heading")}</h2>
          <div className="content-faq">
            {SMS_FAQ.map(([question, answer]) => (
              <details key={question}>
                <summary>{t(question)}</summary>
                <p>{t(answer, { digits: SMS_CODE_LENGTH })}</p>
              </details>
            ))}
          </div>
        </section>
      )}

      <section className="content-contact">
        <h2>{t("content.help.contact.heading")}</h2>
        <p>
          {t("content.help.contact.p1")} <PhoneLink phone={customerServicePhone} className="content-contact__phone" />
        </p>
        <p className="content-small">{t("content.callCharge")}</p>
      </section>
    </>
  );
}
