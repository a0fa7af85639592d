import { useEffect, useId, useRef, useState } from "react";
import { formatTime } from "#domain/date-display";
import { Form, type ShouldRevalidateFunction, useLocation, useNavigation, useSubmit } from "react-router";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { useBrand } from "#app/root-context";
import { ErrorView } from "#app/ui/error-view";
import { CsrfInput } from "#app/ui/form/csrf-input";
import { serverAnswerOrNetworkError } from "#app/ui/form/network-answer";
import { PinInput } from "#app/ui/pin-input";
import { LogoutForm } from "#app/ui/shell/logout-form";
import { Spinner } from "#app/ui/spinner";
import { useToast } from "#app/ui/toast-provider";
import { useHydrated } from "#app/ui/use-hydrated";
import mfaStyles from "#app/styles/mfa.css?url";
import type { Route } from "./+types/mfa";
import { loadMfaPage, type MfaAnswer, type MfaCodeState, submitMfa } from "./mfa.server";
import { stylesheet } from "#app/ui/stylesheet";

// MFA page (spec part 1 §2, §4 "MFA page", §7 POST /api/pin): after strong identification a user
// with SMS login enters the 4-digit code sent to their phone. No menu or footer (bare chrome).
// Right code → the next path; wrong → 'Identification failed' and the inputs turn red; too many
// → logged out, 'Too many retries' and the front page. The code and "Send a new code" are form
// posts to this page's action (intents verify, resend); with JavaScript the code goes as soon as
// four digits are in, without it the code is one field with its own button.

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "mfa.page.title");

export const links: Route.LinksFunction = () => [stylesheet(mfaStyles)];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadMfaPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return submitMfa(request, context);
}

/** With JavaScript: a post that gets no answer is the page's network error. */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return serverAnswerOrNetworkError(request, serverAction, (intent): MfaAnswer => ({
    intent: intent === "verify" || intent === "resend" ? intent : null,
    outcome: "networkError",
  }));
}

/**
 * The page's own answers carry all it needs: its loader is not asked again after them (opening the
 * page sends a code when none is live, which must not follow a refused one unasked).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) => {
  const intent = formData?.get("intent");
  return intent === "verify" || intent === "resend" ? false : defaultShouldRevalidate;
};

const RESULT_TOAST_ID = "mfa-result";

const isLive = (code: MfaCodeState) => code.type === "sent" || code.type === "live";

export default function Mfa({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const brand = useBrand();
  const toast = useToast();
  const location = useLocation();
  const navigation = useNavigation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const { lifetimeMinutes } = loaderData;
  const errorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // The page's address (with ?next=) takes the posts.
  const here = location.pathname + location.search;

  const answer: MfaAnswer | null = actionData ?? null;
  /** The answer the page was first rendered with: the answer to a post without JavaScript, whose page data came after it. */
  const [firstAnswer] = useState(answer);
  const [code, setCode] = useState<MfaCodeState>(answer?.outcome === "resent" ? answer.code : loaderData.code);
  /** Whether a code the user could enter exists (a blocked resend keeps the earlier one). */
  const [codeSent, setCodeSent] = useState(isLive(loaderData.code) || isLive(code));
  /** The refusal the user has started typing over (the inputs are no longer red). */
  const [dismissed, setDismissed] = useState<MfaAnswer | null>(null);
  /** A new code empties the inputs: the input is mounted afresh. */
  const [inputGeneration, setInputGeneration] = useState(0);

  // Only while the post itself is under way: once answered the answer shows.
  const posting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const checking = posting === "verify";
  const resending = posting === "resend";
  const current = answer === dismissed ? null : answer;
  const failure = current?.intent === "verify" && current.outcome !== "networkError" ? current.outcome : null;
  const invalid = failure !== null && !checking;
  // Without JavaScript the page after a run-out code is a page load, which sent a new code.
  const renewed = failure === "expired" && answer === firstAnswer && loaderData.code.type === "sent";
  const maskedPhone = code.type === "noDevice" ? null : code.maskedPhone;

  // Each new answer (with JavaScript): the toast, and a new code's state.
  useEffect(() => {
    if (!answer || answer === firstAnswer) return;
    if (answer.outcome === "networkError") {
      toast.show({ id: RESULT_TOAST_ID, kind: "error", title: t("mfa.networkError") });
    } else if (answer.intent === "verify") {
      const message = answer.outcome === "expired" ? t("mfa.codeExpired") : answer.outcome === "ValidationError" ? t("mfa.codeFormat") : t("mfa.failed.message");
      toast.show({ id: RESULT_TOAST_ID, kind: "error", title: t("mfa.failed.title"), message });
    } else {
      setCode(answer.code);
      if (isLive(answer.code)) {
        setCodeSent(true);
        setInputGeneration((generation) => generation + 1);
        toast.show({ id: RESULT_TOAST_ID, kind: "success", title: t("mfa.resent", { phone: answer.code.maskedPhone }) });
      }
    }
    // Once per answer.
  }, [answer]);

  function submitPin(pin: string) {
    if (!formRef.current) return;
    const form = new FormData(formRef.current);
    form.set("pin", pin);
    void submit(form, { method: "post", action: here });
  }

  const failureText =
    failure === "expired"
      ? renewed && maskedPhone
        ? t("mfa.resent", { phone: maskedPhone })
        : t("mfa.codeExpired")
      : failure === "ValidationError"
        ? t("mfa.codeFormat")
        : t("mfa.failed.message");
  // Without JavaScript there are no toasts: the new code's message is in the page.
  const resentHere = !hydrated && current?.outcome === "resent" && isLive(current.code);

  return (
    <section className="page-section mfa-page" aria-busy={checking}>
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
          {resentHere && maskedPhone ? <p role="status">{t("mfa.resent", { phone: maskedPhone })}</p> : null}
          {code.type === "tooManyCodes" ? (
            <p className="mfa-page__error">
              {t("mfa.tooManyCodes", { time: formatTime(new Date(code.retryAt)) })}
            </p>
          ) : null}
          <Form ref={formRef} method="post" action={here} noValidate>
            <CsrfInput />
            <input type="hidden" name="intent" value="verify" />
            <PinInput
              key={inputGeneration}
              name="pin"
              legend={t("mfa.legend")}
              digitLabel={(index, count) => t("mfa.digitLabel", { index, count })}
              disabled={checking || !codeSent}
              invalid={invalid}
              errorId={errorId}
              autoFocus={codeSent}
              onChange={() => {
                if (failure) setDismissed(answer);
              }}
              onComplete={submitPin}
            />
            <div className="mfa-page__status">
              {checking ? <Spinner label={t("mfa.checking")} /> : null}
              {invalid ? (
                // Read with the inputs; without JavaScript (no toast) it is the page's alert.
                <p id={errorId} className="mfa-page__error" role={hydrated ? undefined : "alert"}>
                  {`${t("mfa.failed.title")}. ${failureText}`}
                </p>
              ) : null}
            </div>
            {hydrated || !codeSent ? null : (
              <p className="actions">
                <button type="submit" className="button button--primary">
                  {t("mfa.submit")}
                </button>
              </p>
            )}
          </Form>
          <Form method="post" action={here}>
            <CsrfInput />
            <input type="hidden" name="intent" value="resend" />
            <p className="actions">
              <button type="submit" className="button button--secondary" disabled={resending || checking} aria-busy={resending}>
                {resending ? t("mfa.resending") : t("mfa.resend")}
              </button>
            </p>
          </Form>
        </>
      )}
      <LogoutForm className="mfa-page__logout">
        <p>
          <button type="submit" className="link-button">
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
