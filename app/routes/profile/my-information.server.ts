import type { AppLoadContext } from "react-router";
import { MY_INFORMATION_TABS, type MyInformationTab } from "#domain/save-action";
import { requireActingPatient } from "#app/session.server";
import { loadKelaCardSection } from "./kela-card-section.server";
import type { KelaCardSectionData } from "./kela-card-section";
import { loadSmsLoginSetting } from "./sms-login-setting.server";
import type { SmsLoginSettingData } from "./sms-login-setting";

export interface MyInformationPageData {
  /** The tab the address names (?tab=contact|consent); the contact tab by default. */
  tab: MyInformationTab;
  smsLoginSetting: SmsLoginSettingData | null;
  kelaCardSection: KelaCardSectionData | null;
}

export function tabOf(params: URLSearchParams): MyInformationTab {
  const tab = params.get("tab");
  return (MY_INFORMATION_TABS as readonly string[]).includes(tab ?? "") ? (tab as MyInformationTab) : "contact";
}

/** My information /{lang}/{omat-tiedot|mina-uppgifter|my-information} (spec part 1 §2): the acting patient's details. */
export async function loadMyInformationPage(request: Request, context: AppLoadContext): Promise<MyInformationPageData> {
  requireActingPatient(request, context);
  const [smsLoginSetting, kelaCardSection] = await Promise.all([
    loadSmsLoginSetting(request, context),
    loadKelaCardSection(request, context),
  ]);
  return { tab: tabOf(new URL(request.url).searchParams), smsLoginSetting, kelaCardSection };
}
