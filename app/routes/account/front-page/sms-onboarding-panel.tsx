import { useState } from "react";
import { useLocation } from "react-router";
import { useT } from "#app/i18n/use-t";
import { SmsOnboardingFlow } from "#app/ui/sms-login/sms-onboarding-flow";
import { useFadeOut } from "#app/ui/sms-login/use-fade-out";
import { useHydrated } from "#app/ui/use-hydrated";

/**
 * SMS login onboarding on the front page (spec part 1 §2, §4): shown only when there is
 * onboarding data. Phone entry, then the code; on success or too many attempts the panel fades
 * out over 500 ms and hides, and the toast says what happened. "Not now" closes it for this visit
 * (a request under way is cancelled).
 */
export function SmsOnboardingPanel({ phoneNumber, codeSentTo }: { phoneNumber: string; codeSentTo: string | null }) {
  const t = useT();
  const location = useLocation();
  const hydrated = useHydrated();
  const { fading, hidden, fadeOut } = useFadeOut();
  const [closed, setClosed] = useState(false);
  if (hidden || closed) return null;
  return (
    <section
      className={`front-page__onboarding content-notice sms-onboarding${fading ? " sms-onboarding--fading" : ""}`}
      aria-labelledby="front-page-sms-onboarding"
    >
      <div className="sms-onboarding__header">
        <h2 id="front-page-sms-onboarding">{t("mfa.onboarding.title")}</h2>
        {hydrated ? (
          <button type="button" className="link-button" onClick={() => setClosed(true)}>
            {t("mfa.onboarding.close")}
          </button>
        ) : null}
      </div>
      <p>{t("mfa.onboarding.intro")}</p>
      <SmsOnboardingFlow
        phoneNumber={phoneNumber}
        codeSentTo={codeSentTo}
        returnTo={location.pathname}
        onEnd={fadeOut}
      />
    </section>
  );
}
