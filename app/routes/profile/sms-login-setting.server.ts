import type { AppLoadContext } from "react-router";
import { requireValidSession } from "#app/session.server";
import { loadSmsLoginSetting as loadSetting } from "#server/modules/account/mfa-onboarding-service";
import type { SmsLoginSettingData } from "./sms-login-setting";

/**
 * The SMS login setting of the contact tab of My information (spec part 1 §3 "MFA status"); null:
 * not shown. SMS login is the logged-in user's own login, so the setting is shown only while they
 * handle their own matters (not a child's or a principal's), and only to a patient (decision 213).
 */
export async function loadSmsLoginSetting(request: Request, context: AppLoadContext): Promise<SmsLoginSettingData | null> {
  const session = requireValidSession(request, context);
  if (session.patientId === null || session.actingPatientId !== session.patientId) return null;
  const { db, now, actor, features } = context.scope;
  return loadSetting(db, { patientId: session.patientId, sessionId: session.id, mfaFeature: features.includes("mfa"), now, actor });
}
