import { type AppLoadContext, data } from "react-router";
import { createPatientDataConsentSchema } from "#domain/registration-inputs";
import { initialTab, saveActionPath } from "#domain/my-information";
import { ContactFormSchema } from "#domain/my-information-inputs";
import { type MyInformationTab } from "#domain/save-action";
import { type SaveAction, parseSaveAction } from "#domain/save-action-inputs";
import { redirectWithToast } from "#app/flash.server";
import { BRANDS } from "#app/brands";
import { type FormReply, isFormLibraryIntent, parseForm, readForm, replyWithDetails } from "#app/form.server";
import type { ConsentActionData } from "#app/ui/profile/consent-answer";
import { langOfPath } from "#domain/routes/route-table";
import { requireActingPatient } from "#app/session.server";
import { type ConsentForm, hasPatientDataConsent, loadConsentForm, saveConsent } from "#server/modules/profile/consent-service";
import { type MyInformation, loadMyInformation, saveMyInformation } from "#server/modules/profile/my-information-service";
import { CONTACT_INTENT } from "./contact-info-intents";
import { loadKelaCardSection } from "./kela-card-section.server";
import type { KelaCardSectionData } from "./kela-card-section";
import { loadSmsLoginSetting } from "./sms-login-setting.server";
import { loadReminderPreferences, submitReminderPreferences } from "./reminder-preferences.server";
import type { ReminderPreferencesActionData, ReminderPreferencesData } from "./reminder-preferences";
import { REMINDERS_INTENT } from "#domain/reminder-preferences";
import { REMOVE_PUSH_DEVICE_INTENT } from "#domain/push-inputs";
import { loadPushSection, submitRemovePushDevice } from "./push-notifications-section.server";
import type { PushSectionData } from "./push-notifications-section";
import type { SmsLoginSettingData } from "./sms-login-setting";

// My information /{lang}/{omat-tiedot|mina-uppgifter|my-information}?tab=&saveAction=... (spec part
// 1 §2): the acting patient's contact details, language and guardians on the contact tab, the
// patient data consent on the permissions tab. The forms post to this page's action (intent
// saveContactInfo: the service of POST /api/user); saved, the save action decides where to go.

export interface MyInformationPageData {
  /** The tab the address names (?tab=contact|consent), else the save action's; contact by default. */
  tab: MyInformationTab;
  information: MyInformation;
  /** The permissions tab's patient data consent form. */
  consent: ConsentForm;
  saveAction: SaveAction | null;
  smsLoginSetting: SmsLoginSettingData | null;
  kelaCardSection: KelaCardSectionData | null;
  reminderPreferences: ReminderPreferencesData | null;
  /** Notifications on the user's devices and offline reading (decisions 371, 372). */
  pushSection: PushSectionData | null;
}

export function tabOf(params: URLSearchParams): MyInformationTab {
  return initialTab(params.get("tab"), parseSaveAction(params));
}

export async function loadMyInformationPage(request: Request, context: AppLoadContext): Promise<MyInformationPageData> {
  const { actingPatientId } = requireActingPatient(request, context);
  const { db, now, actor } = context.scope;
  const [information, consent, smsLoginSetting, kelaCardSection, reminderPreferences, pushSection] = await Promise.all([
    loadMyInformation(db, { patientId: actingPatientId, now, actor }),
    loadConsentForm(db, { patientId: actingPatientId, brand: consentBrandOf(context), actor }),
    loadSmsLoginSetting(request, context),
    loadKelaCardSection(request, context),
    loadReminderPreferences(request, context),
    loadPushSection(request, context),
  ]);
  if (!information || !consent) throw data(null, { status: 404 });
  const params = new URL(request.url).searchParams;
  return { tab: tabOf(params), information, consent, saveAction: parseSaveAction(params), smsLoginSetting, kelaCardSection, reminderPreferences, pushSection };
}

/**
 * The contact form's answer when the user stays on the page (the form library's reply: everything
 * as typed, with the problems): refused, not saved (`failed`), or, without JavaScript, a guardian
 * added or removed (the reply of the library's list intent), nothing saved yet.
 */
export interface ContactInfoActionData {
  intent: typeof CONTACT_INTENT;
  result: FormReply;
  failed?: true;
}

/**
 * The contact form's post, with or without JavaScript: the same schema as the browser and POST
 * /api/user, then the same service; saved, the save action's page with 'Your information has been
 * saved'. A guardian's Add and Remove buttons post the form library's list intents when the
 * browser does not handle them itself.
 */
async function submitContactInfo(request: Request, context: AppLoadContext, form: FormData, patientId: number): Promise<ContactInfoActionData | Response> {
  const submission = parseForm(form, ContactFormSchema);
  if (submission.status !== "success") return { intent: CONTACT_INTENT, result: submission.reply() };
  const { db, now, actor } = context.scope;
  const result = await saveMyInformation(db, { patientId, information: submission.value, now, actor });
  if (result.type === "ValidationError") return { intent: CONTACT_INTENT, result: replyWithDetails(submission, result.details) };
  if (result.type !== "success") return { intent: CONTACT_INTENT, result: submission.reply(), failed: true };
  const url = new URL(request.url);
  const next = saveActionPath(parseSaveAction(url.searchParams), langOfPath(url.pathname), "contact");
  return redirectWithToast(request, next, "contactInfoSaved");
}

/** The page's posts, by intent: the contact form (Save, or a guardian's list intent), the consent, reminders, a device. */
export async function submitMyInformation(request: Request, context: AppLoadContext): Promise<ContactInfoActionData | ConsentActionData | ReminderPreferencesActionData | Response> {
  const session = requireActingPatient(request, context);
  const form = await readForm(request, session);
  const intent = form.get("intent");
  if (intent === "saveConsent") return submitConsent(request, context, form, session.actingPatientId);
  if (intent === REMINDERS_INTENT) return submitReminderPreferences(request, context, form);
  if (intent === REMOVE_PUSH_DEVICE_INTENT) return submitRemovePushDevice(request, context, form);
  if (intent === CONTACT_INTENT || (intent === null && isFormLibraryIntent(form))) return submitContactInfo(request, context, form, session.actingPatientId);
  throw data({ type: "unknownIntent" }, { status: 400 });
}

function consentBrandOf(context: AppLoadContext) {
  return { occupationalConsent: BRANDS[context.brand].capabilities.occupationalConsent };
}

/**
 * The permissions tab's consent form (intent saveConsent): the rules and service of POST
 * /api/user/consent (the first save needs the privacy policy read); saved, the save action's page
 * (reload-page: the permissions tab again) with 'Your choices have been saved'.
 */
async function submitConsent(request: Request, context: AppLoadContext, form: FormData, patientId: number): Promise<ConsentActionData | Response> {
  const { db, now, actor } = context.scope;
  const brand = consentBrandOf(context);
  const firstTime = !(await hasPatientDataConsent(db, patientId));
  const submission = parseForm(form, createPatientDataConsentSchema({ ...brand, firstTime }));
  if (submission.status !== "success") return { result: submission.reply() };
  const saved = await saveConsent(db, { patientId, brand, consent: submission.value, now, actor });
  if (saved.type === "ValidationError") return { result: replyWithDetails(submission, saved.details) };
  if (saved.type !== "success") return { result: submission.reply(), failed: true };
  const url = new URL(request.url);
  return redirectWithToast(request, saveActionPath(parseSaveAction(url.searchParams), langOfPath(url.pathname), "consent"), "consentSaved");
}
