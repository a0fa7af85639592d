import { data, redirect, type AppLoadContext } from "react-router";
import { safeRelativePath } from "#domain/safe-path";
import { href } from "#domain/routes/href";
import { SmsLoginFormSchema } from "#domain/sms-login";
import type { FlashToastId } from "#app/flash";
import { redirectWithToast } from "#app/flash.server";
import { parseForm, readForm } from "#app/form.server";
import { langOfPath } from "#domain/routes/route-table";
import { requireValidSession } from "#app/session.server";
import { setSmsLogin, startMfaOnboarding, verifyMfaOnboarding } from "#server/modules/account/mfa-onboarding-service";

// /{lang}/{tekstiviestitunnistautuminen|sms-inloggning|sms-login} (decision 214): the form posts of
// the SMS login onboarding panel and setting for a browser without JavaScript, calling the same
// services as /api/mfa-onboarding and /api/mfa with the session's CSRF token. Each answer is a
// redirect back to the page the form was on (`returnTo`, a same-site path) with a toast; that
// page then shows the code step while a code of this session waits. A visit is sent home.

export function visitSmsLogin(request: Request): never {
  throw redirect(href("home", langOfPath(new URL(request.url).pathname)));
}

export async function submitSmsLogin(request: Request, context: AppLoadContext) {
  const session = requireValidSession(request, context);
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const form = await readForm(request, session);
  const returnTo = safeRelativePath(form.get("returnTo")) ?? href("home", lang);
  const back = (toast: FlashToastId) => redirectWithToast(request, returnTo, toast);
  if (session.patientId === null) throw data({ type: "notFound" }, { status: 404 });

  const submission = parseForm(form, SmsLoginFormSchema);
  // Only a code that is not four digits, or a number without six digits, gets here without JavaScript.
  if (submission.status !== "success") return back(form.get("intent") === "send-code" ? "smsLoginUnavailable" : "smsLoginFailed");

  const { db, now, actor, brand, features, senders } = context.scope;
  const smsContext = { patientId: session.patientId, mfaFeature: features.includes("mfa"), now, actor };
  const sending = { sessionId: session.id, lang, brand, sms: senders.sms };
  const value = submission.value;

  switch (value.intent) {
    case "send-code": {
      const result = await startMfaOnboarding(db, smsContext, sending, value.phoneNumber);
      if (result.type === "mfa-code-sent") return back("smsLoginCodeSent");
      return back(result.type === "too-many-onboarding-attempts" ? "mfaTooManyAttempts" : "smsLoginUnavailable");
    }
    case "verify-code": {
      const result = await verifyMfaOnboarding(db, smsContext, { sessionId: session.id, code: value.challengeResponseFromUser });
      if (result.type === "mfa-ok") return back("smsLoginEnabled");
      if (result.type === "too-many-mfa-attempts") return back("mfaTooManyAttempts");
      return back(result.expired ? "smsLoginExpired" : "smsLoginFailed");
    }
    case "toggle": {
      const result = await setSmsLogin(db, smsContext, sending, value.action);
      if (!result) throw data({ type: "notFound" }, { status: 404 });
      if (value.action === "disable") return back("smsLoginDisabled");
      if (result.mfaStatus.status === "too-many-onboarding-attempts") return back("mfaTooManyAttempts");
      if (result.mfaStatus.status === "enabled") return back("smsLoginEnabled");
      return result.codeSentTo ? back("smsLoginCodeSent") : redirect(returnTo);
    }
  }
}
