import { useId, useState } from "react";
import { callApi } from "#app/ui/api-client";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router";
import type { MfaResponse, SendLoginCodeResult } from "#domain/sms-login";
import { href } from "#domain/routes/href";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { useBrand, useLang, useRootData } from "#app/root-context";
import { ErrorView } from "#app/ui/error-view";
import { loadDocument } from "#app/ui/load-document";
import { PinInput } from "#app/ui/pin-input";
import { LogoutForm } from "#app/ui/shell/logout-form";
import { Spinner } from "#app/ui/spinner";
import { useToast } from "#app/ui/toast-provider";
import mfaStyles from "#app/styles/mfa.css?url";
import type { Route } from "./+types/mfa";
import { loadMfaPage } from "./mfa.server";

// MFA page (spec part 1 §2, §4 "MFA page", §7 POST /api/pin): after strong identification a user
// with SMS login enters the 4-digit code sent to their phone. No menu or footer (bare chrome).
// Right code → the next path; wrong → 'Identification failed' and the inputs turn red; too many
// → logged out, 'Too many retries' and the front page.

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "mfa.page.title");

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: mfaStyles }];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadMfaPage(request, context);
}

type CheckState = "idle" | "checking" | "failed" | "expired" | "done";
type CodeState = Exclude<SendLoginCodeResult, { type: "notNeeded" }>;

const RESULT_TOAST_ID = "mfa-result";

export default function Mfa({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const intl = useIntl();
  const lang = useLang();
  const brand = useBrand();
  const toast = useToast();
  const navigate = useNavigate();
  const { sessionState } = useRootData();
  const { next, lifetimeMinutes } = loaderData;
  const errorId = useId();

  const [code, setCode] = useState<CodeState>(loaderData.code);
  /** Whether a code the user could enter exists (a blocked resend keeps the earlier one). */
  const [codeSent, setCodeSent] = useState(loaderData.code.type === "sent" || loaderData.code.type === "live");
  const [check, setCheck] = useState<CheckState>("idle");
  const [resending, setResending] = useState(false);
  /** A new code empties the inputs: the input is mounted afresh. */
  const [inputGeneration, setInputGeneration] = useState(0);

  const maskedPhone = code.type === "noDevice" ? null : code.maskedPhone;

  function showNetworkError() {
    toast.show({ id: RESULT_TOAST_ID, kind: "error", title: t("mfa.networkError") });
  }

  /** The session is gone or timed out meanwhile: a full page load of where it must go now. */
  function leaveWithoutSession(expired: boolean) {
    loadDocument(expired ? href("expiredSession", lang, {}, { next }) : href("login", lang, {}, { nextPath: next }));
  }

  /** A call of the MFA API; null when it did not answer (the user has been told or sent away). */
  async function post<Body>(path: string, body?: unknown): Promise<Body | null> {
    const outcome = await callApi<Body>("POST", path, { csrfToken: sessionState.csrfToken, body });
    if (outcome.kind === "session") {
      leaveWithoutSession(outcome.expired);
      return null;
    }
    if (outcome.kind !== "ok") {
      showNetworkError();
      return null;
    }
    return outcome.body;
  }

  async function submitPin(pin: string) {
    setCheck("checking");
    const answer = await post<{ mfaResponse: MfaResponse }>("/api/pin", { pin });
    if (!answer) {
      setCheck("idle");
      return;
    }
    const { mfaResponse } = answer;
    switch (mfaResponse.type) {
      case "mfa-ok":
        setCheck("done");
        toast.dismiss(RESULT_TOAST_ID);
        // A full load: the header, menu and session state are those of a logged-in user now.
        loadDocument(next);
        return;
      case "mfa-challenge-failed":
        toast.show({
          id: RESULT_TOAST_ID,
          kind: "error",
          title: t("mfa.failed.title"),
          message: mfaResponse.expired ? t("mfa.codeExpired") : t("mfa.failed.message"),
        });
        setCheck(mfaResponse.expired ? "expired" : "failed");
        return;
      case "too-many-mfa-attempts":
        toast.show({ id: RESULT_TOAST_ID, kind: "error", title: t("mfa.tooMany.title"), message: t("mfa.tooMany.message") });
        setCheck("done");
        void navigate(href("home", lang), { replace: true });
        return;
    }
  }

  async function resend() {
    setResending(true);
    const result = await post<SendLoginCodeResult>("/api/pin/resend");
    setResending(false);
    if (!result) return;
    if (result.type === "notNeeded") {
      loadDocument(next);
      return;
    }
    setCode(result);
    if (result.type === "sent" || result.type === "live") {
      setCodeSent(true);
      setCheck("idle");
      setInputGeneration((generation) => generation + 1);
      toast.show({ id: RESULT_TOAST_ID, kind: "success", title: t("mfa.resent", { phone: result.maskedPhone }) });
    }
  }

  const busy = check === "checking" || check === "done";
  const invalid = check === "failed" || check === "expired";

  return (
    <section className="page-section mfa-page" aria-busy={busy}>
      <h1>{t("mfa.heading")}</h1>
      {code.type === "noDevice" ? (
        <>
          <h2>{t("mfa.noDevice.title")}</h2>
          <p>{t("mfa.noDevice.body", { phone: brand.customerServicePhone })}</p>
        </>
      ) : (
        <>
          {codeSent && maskedPhone ? (
            <p data-private="">{t("mfa.sentTo", { phone: maskedPhone, minutes: lifetimeMinutes })}</p>
          ) : null}
          {code.type === "tooManyCodes" ? (
            <p className="mfa-page__error">
              {t("mfa.tooManyCodes", { time: intl.formatTime(new Date(code.retryAt), { hour: "numeric", minute: "2-digit" }) })}
            </p>
          ) : null}
          <PinInput
            key={inputGeneration}
            legend={t("mfa.legend")}
            digitLabel={(index, count) => t("mfa.digitLabel", { index, count })}
            disabled={busy || !codeSent}
            invalid={invalid}
            errorId={errorId}
            autoFocus={codeSent}
            onChange={() => {
              if (invalid) setCheck("idle");
            }}
            onComplete={(pin) => void submitPin(pin)}
          />
          <div className="mfa-page__status">
            {check === "checking" ? <Spinner label={t("mfa.checking")} /> : null}
            {invalid ? (
              <p id={errorId} className="mfa-page__error">
                {t("mfa.failed.title")}. {check === "expired" ? t("mfa.codeExpired") : t("mfa.failed.message")}
              </p>
            ) : null}
          </div>
          <p className="actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void resend()}
              disabled={resending || busy}
              aria-busy={resending}
            >
              {resending ? t("mfa.resending") : t("mfa.resend")}
            </button>
          </p>
        </>
      )}
      <LogoutForm className="mfa-page__logout">
        <p>
          <button type="submit" className="link-button" disabled={check === "done"}>
            {t("mfa.cancel")}
          </button>
        </p>
      </LogoutForm>
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
