import type { Language } from "#domain/enums";
import type { BrandId } from "#domain/session-state";

// Text of the SMS login code, in the patient's own language. The server cannot read the app's
// catalogs (server never imports app), so the three versions live here. The brand names repeat
// app/brands (the sender name of an SMS is the brand the user logged in to).

const BRAND_NAMES: Record<BrandId, string> = { adult: "Hoiva", kids: "Hoiva Junior" };

export function loginCodeSmsText({
  lang,
  brand,
  code,
  validMinutes,
}: {
  lang: Language;
  brand: BrandId;
  code: string;
  validMinutes: number;
}): string {
  const name = BRAND_NAMES[brand];
  switch (lang) {
    case "fi":
      return `${name}: kirjautumiskoodisi on ${code}. Koodi on voimassa ${validMinutes} minuuttia. Älä kerro koodia kenellekään.`;
    case "sv":
      return `Din inloggningskod till ${name} är ${code}. Koden gäller i ${validMinutes} minuter. Ge inte koden till någon.`;
    case "en":
      return `Your ${name} login code is ${code}. It is valid for ${validMinutes} minutes. Do not give this code to anyone.`;
  }
}

/** Text of the code that confirms a phone for SMS login (onboarding), in the language of the page. */
export function onboardingCodeSmsText({
  lang,
  brand,
  code,
  validMinutes,
}: {
  lang: Language;
  brand: BrandId;
  code: string;
  validMinutes: number;
}): string {
  const name = BRAND_NAMES[brand];
  switch (lang) {
    case "fi":
      return `${name}: vahvistuskoodisi tekstiviestitunnistautumisen käyttöönottoon on ${code}. Koodi on voimassa ${validMinutes} minuuttia. Älä kerro koodia kenellekään.`;
    case "sv":
      return `Din kod för att aktivera inloggning med sms till ${name} är ${code}. Koden gäller i ${validMinutes} minuter. Ge inte koden till någon.`;
    case "en":
      return `Your code for turning on SMS login to ${name} is ${code}. It is valid for ${validMinutes} minutes. Do not give this code to anyone.`;
  }
}
