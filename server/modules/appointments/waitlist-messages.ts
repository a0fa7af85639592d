import { formatShortDate, formatTime } from "#domain/date-display";
import type { Language } from "#domain/enums";
import type { BrandId } from "#domain/session-state";

// The offer of an earlier time from the waitlist (SMS and e-mail, decision 344), in the
// recipient's language and the appointment's brand. It names the new time, the clinic, until when
// the time is held and the link to accept or decline, as the booking confirmation names time and
// place: never the practitioner, specialty, visit type or anything of the patient's health. The
// link opens the offer after login; nothing is decided by opening it.

const BRAND_NAMES: Record<BrandId, string> = { adult: "Hoiva", kids: "Hoiva Junior" };

export interface OfferFacts {
  lang: Language;
  brand: BrandId;
  startsAt: Date;
  clinicName: string;
  heldUntil: Date;
  /** Absolute URL of the offer page. */
  link: string;
}

export function offerSmsText({ lang, brand, startsAt, clinicName, heldUntil, link }: OfferFacts): string {
  const name = BRAND_NAMES[brand];
  const date = formatShortDate(startsAt, lang);
  const time = formatTime(startsAt);
  const until = formatTime(heldUntil);
  switch (lang) {
    case "fi":
      return `${name}: Aiempi aika vapautui: ${date} klo ${time}, ${clinicName}. Pidämme sen sinulle klo ${until} asti. Ota aika tai ohita se: ${link}`;
    case "sv":
      return `${name}: En tidigare tid blev ledig: ${date} kl. ${time}, ${clinicName}. Vi håller den åt dig till kl. ${until}. Ta tiden eller avstå: ${link}`;
    case "en":
      return `${name}: An earlier time is free: ${date} at ${time}, ${clinicName}. We hold it for you until ${until}. Take it or pass: ${link}`;
  }
}

export function offerEmail({ lang, brand, startsAt, clinicName, heldUntil, link }: OfferFacts): { subject: string; body: string } {
  const name = BRAND_NAMES[brand];
  const date = formatShortDate(startsAt, lang);
  const time = formatTime(startsAt);
  const until = formatTime(heldUntil);
  switch (lang) {
    case "fi":
      return {
        subject: `${name}: aiempi aika vapautui`,
        body: `Hei,\n\npyysit kertomaan, jos aiempi aika vapautuu. Aika ${date} klo ${time}, ${clinicName}, on nyt vapaana.\n\nPidämme sen sinulle klo ${until} asti. Jos otat sen, nykyinen aikasi vapautuu. Ota aika tai ohita se osoitteessa:\n${link}\n\nYstävällisin terveisin\n${name}`,
      };
    case "sv":
      return {
        subject: `${name}: en tidigare tid blev ledig`,
        body: `Hej,\n\ndu bad oss meddela om en tidigare tid blir ledig. Tiden ${date} kl. ${time}, ${clinicName}, är nu ledig.\n\nVi håller den åt dig till kl. ${until}. Om du tar den frigörs din nuvarande tid. Ta tiden eller avstå på:\n${link}\n\nMed vänliga hälsningar\n${name}`,
      };
    case "en":
      return {
        subject: `${name}: an earlier time is free`,
        body: `Hello,\n\nyou asked us to tell you if an earlier time frees up. The time on ${date} at ${time}, ${clinicName}, is now free.\n\nWe hold it for you until ${until}. If you take it, your current time is released. Take it or pass at:\n${link}\n\nBest regards\n${name}`,
      };
  }
}
