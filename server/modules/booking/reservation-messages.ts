import { formatShortDate, formatTime } from "#domain/date-display";
import type { Language } from "#domain/enums";
import type { BrandId } from "#domain/session-state";

// The booking confirmation (SMS and e-mail), in the customer's own language. The server cannot
// read the app's catalogs (server never imports app), so the three versions live here; brand
// names repeat app/brands. Like the cancellation message, it names time and place only: no
// practitioner, specialty or visit type, which could tell a bystander reading the phone's lock
// screen more about the customer's health than needed. The link opens the appointment without
// login (view, check in, cancel after strong identification).

const BRAND_NAMES: Record<BrandId, string> = { adult: "Hoiva", kids: "Hoiva Junior" };

export interface ConfirmationFacts {
  lang: Language;
  brand: BrandId;
  startsAt: Date;
  clinicName: string;
  /** Absolute URL of the booking link. */
  link: string;
  /** Absolute URL of the appointment's calendar file (.ics), through the same link. */
  calendarLink: string;
  /** Free cancellation ends this many hours before the start (the brand's binding window). */
  freeCancellationHours: number;
  /** Booked inside that window: binding at once, so no free cancellation is promised. */
  binding: boolean;
}

/** The cancellation sentence of the e-mail: the same truth the booked view tells. */
function cancellationSentence(lang: Language, hours: number, binding: boolean): string {
  switch (lang) {
    case "fi":
      return binding ? "Varaus on sitova, eikä sitä voi enää perua maksutta." : `Voit perua ajan maksutta viimeistään ${hours} tuntia ennen sen alkua.`;
    case "sv":
      return binding ? "Bokningen är bindande och kan inte längre avbokas avgiftsfritt." : `Du kan avboka tiden avgiftsfritt senast ${hours} timmar innan den börjar.`;
    case "en":
      return binding ? "The booking is binding and can no longer be cancelled free of charge." : `You can cancel the appointment free of charge until ${hours} hours before it starts.`;
  }
}

export function confirmationSmsText({ lang, brand, startsAt, clinicName, link }: ConfirmationFacts): string {
  const name = BRAND_NAMES[brand];
  const date = formatShortDate(startsAt, lang);
  const time = formatTime(startsAt);
  switch (lang) {
    case "fi":
      return `${name}: Aikasi on varattu ${date} klo ${time}, ${clinicName}. Katso tai peru aika: ${link}`;
    case "sv":
      return `${name}: Din tid är bokad ${date} kl. ${time}, ${clinicName}. Se eller avboka tiden: ${link}`;
    case "en":
      return `${name}: Your appointment is booked for ${date} at ${time}, ${clinicName}. View or cancel it: ${link}`;
  }
}

export function confirmationEmail(facts: ConfirmationFacts): { subject: string; body: string } {
  const { lang, brand, startsAt, clinicName, link, calendarLink } = facts;
  const name = BRAND_NAMES[brand];
  const cancellation = cancellationSentence(lang, facts.freeCancellationHours, facts.binding);
  const date = formatShortDate(startsAt, lang);
  const time = formatTime(startsAt);
  switch (lang) {
    case "fi":
      return {
        subject: `${name}: ajanvarauksen vahvistus`,
        body: `Hei,\n\naikasi on varattu ${date} klo ${time} toimipisteeseen ${clinicName}.\n\nVoit katsoa ajan tiedot, ilmoittautua ja perua ajan osoitteessa:\n${link}\n\nLisää aika kalenteriisi:\n${calendarLink}\n\n${cancellation}\n\nYstävällisin terveisin\n${name}`,
      };
    case "sv":
      return {
        subject: `${name}: bekräftelse av tidsbokning`,
        body: `Hej,\n\ndin tid är bokad ${date} kl. ${time} på ${clinicName}.\n\nDu kan se tiden, anmäla din ankomst och avboka tiden på:\n${link}\n\nLägg till tiden i din kalender:\n${calendarLink}\n\n${cancellation}\n\nMed vänliga hälsningar\n${name}`,
      };
    case "en":
      return {
        subject: `${name}: booking confirmation`,
        body: `Hello,\n\nyour appointment is booked for ${date} at ${time} at ${clinicName}.\n\nYou can view the appointment, check in and cancel it at:\n${link}\n\nAdd the appointment to your calendar:\n${calendarLink}\n\n${cancellation}\n\nBest regards\n${name}`,
      };
  }
}
