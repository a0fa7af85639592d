import { useT } from "#app/i18n/use-t";

/**
 * Placeholder of the SMS login onboarding (spec part 1 §4): shown only when there is onboarding
 * data. The phone entry and code check flow comes with the SMS login work.
 */
export function SmsOnboardingPanel({ phoneNumber }: { phoneNumber: string }) {
  const t = useT();
  return (
    <section className="front-page__onboarding content-notice" aria-labelledby="front-page-sms-onboarding">
      <h2 id="front-page-sms-onboarding">{t("frontPage.smsOnboarding.title")}</h2>
      <p data-private="">{t("frontPage.smsOnboarding.body", { phoneNumber })}</p>
      <p>{t("frontPage.smsOnboarding.comingSoon")}</p>
    </section>
  );
}
