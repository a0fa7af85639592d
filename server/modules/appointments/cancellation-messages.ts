import { formatShortDate, formatTime } from "#domain/date-display";
import type { Language } from "#domain/enums";
import type { BrandId } from "#domain/session-state";

// The cancellation confirmation, in the patient's own language. The server cannot read the app's
// catalogs (server never imports app), so the three versions live here; brand names repeat
// app/brands. The text names time and clinic only: no practitioner or specialty, which could tell
// a bystander reading the phone's lock screen more about the patient's health than needed.

const BRAND_NAMES: Record<BrandId, string> = { adult: "Hoiva", kids: "Hoiva Junior" };

export interface CancellationFacts {
  lang: Language;
  brand: BrandId;
  startsAt: Date;
  clinicName: string;
}

export function cancellationSmsText({ lang, brand, startsAt, clinicName }: CancellationFacts): string {
  const name = BRAND_NAMES[brand];
  const date = formatShortDate(startsAt, lang);
  const time = formatTime(startsAt);
  switch (lang) {
    case "fi":
      return `${name}: Aikasi ${date} klo ${time}, ${clinicName}, on peruttu.`;
    case "sv":
      return `${name}: Din tid ${date} kl. ${time}, ${clinicName}, har avbokats.`;
    case "en":
      return `${name}: Your appointment on ${date} at ${time}, ${clinicName}, has been cancelled.`;
  }
}

export function cancellationEmail({ lang, brand, startsAt, clinicName }: CancellationFacts): { subject: string; body: string } {
  const name = BRAND_NAMES[brand];
  const date = formatShortDate(startsAt, lang);
  const time = formatTime(startsAt);
  switch (lang) {
    case "fi":
      return {
        subject: `${name}: aika peruttu`,
        body: `Hei,\n\naikasi ${date} klo ${time} toimipisteessä ${clinicName} on peruttu.\n\nVoit varata uuden ajan verkossa milloin tahansa.\n\nYstävällisin terveisin\n${name}`,
      };
    case "sv":
      return {
        subject: `${name}: tiden avbokad`,
        body: `Hej,\n\ndin tid ${date} kl. ${time} på ${clinicName} har avbokats.\n\nDu kan boka en ny tid på nätet när som helst.\n\nMed vänliga hälsningar\n${name}`,
      };
    case "en":
      return {
        subject: `${name}: appointment cancelled`,
        body: `Hello,\n\nyour appointment on ${date} at ${time} at ${clinicName} has been cancelled.\n\nYou can book a new appointment online at any time.\n\nBest regards\n${name}`,
      };
  }
}
