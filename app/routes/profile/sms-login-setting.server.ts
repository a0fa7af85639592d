import type { AppLoadContext } from "react-router";
import type { SmsLoginSettingData } from "./sms-login-setting";

/** The SMS login setting of the contact tab of My information (spec part 1 §3 "MFA status"); null: not shown. */
export async function loadSmsLoginSetting(_request: Request, _context: AppLoadContext): Promise<SmsLoginSettingData | null> {
  return null;
}
