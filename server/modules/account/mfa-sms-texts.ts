import type { Language } from "#domain/enums";
import type { BrandId } from "#domain/session-state";

// Texts of the SMS codes, in the patient's own language. The server cannot read the app's
// catalogs (server never imports app), so the three versions live here. The brand names repeat
// app/brands (the sender name of an SMS is the brand the user logged in to).

const BRAND_NAMES: Record<BrandId, string> = { adult: "Hoiva", kids: "Hoiva Junior" };

/** "login": the second factor of a login; "onboarding": the code that confirms a phone for SMS login. */
export type SmsCodePurpose = "login" | "onboarding";

function codeSentence(lang: Language, purpose: SmsCodePurpose, name: string, code: string): string {
  const login = purpose === "login";
  switch (lang) {
    case "fi":
      return login ? `${name}: kirjautumiskoodisi on ${code}.` : `${name}: vahvistuskoodisi tekstiviestitunnistautumisen käyttöönottoon on ${code}.`;
    case "sv":
      return login ? `Din inloggningskod till ${name} är ${code}.` : `Din kod för att aktivera inloggning med sms till ${name} är ${code}.`;
    case "en":
      return login ? `Your ${name} login code is ${code}.` : `Your code for turning on SMS login to ${name} is ${code}.`;
  }
}

function validitySentences(lang: Language, validMinutes: number): string {
  switch (lang) {
    case "fi":
      return `Koodi on voimassa ${validMinutes} minuuttia. Älä kerro koodia kenellekään.`;
    case "sv":
      return `Koden gäller i ${validMinutes} minuter. Ge inte koden till någon.`;
    case "en":
      return `It is valid for ${validMinutes} minutes. Do not give this code to anyone.`;
  }
}

export function smsCodeText({
  purpose,
  lang,
  brand,
  code,
  validMinutes,
}: {
  purpose: SmsCodePurpose;
  lang: Language;
  brand: BrandId;
  code: string;
  validMinutes: number;
}): string {
  return `${codeSentence(lang, purpose, BRAND_NAMES[brand], code)} ${validitySentences(lang, validMinutes)}`;
}
