import { formatShortDate, formatTime } from "#domain/date-display";
import type { Language, LocationType } from "#domain/enums";
import type { BrandId } from "#domain/session-state";

// The appointment reminder (SMS and e-mail), in the recipient's language and the appointment's
// brand. Like the booking confirmation (server/modules/booking/reservation-messages.ts) it names
// time and place only, never the practitioner, specialty or visit type: a reminder is read on
// lock screens. The link is the booking link: it opens the appointment without login, to check
// in, cancel (after strong identification) or join a video appointment.

const BRAND_NAMES: Record<BrandId, string> = { adult: "Hoiva", kids: "Hoiva Junior" };

export interface ReminderFacts {
  lang: Language;
  brand: BrandId;
  startsAt: Date;
  locationType: LocationType;
  clinicName: string;
  /** "Street 1, 00100 City". */
  clinicAddress: string;
  /** Absolute URL of the booking link. */
  link: string;
}

type Where = "clinic" | "video" | "phone";

function whereOf(locationType: LocationType): Where {
  if (locationType === "videoAppointment" || locationType === "remote") return "video";
  if (locationType === "phone") return "phone";
  return "clinic";
}

export function reminderSmsText({ lang, brand, startsAt, locationType, clinicName, link }: ReminderFacts): string {
  const name = BRAND_NAMES[brand];
  const date = formatShortDate(startsAt, lang);
  const time = formatTime(startsAt);
  const where = whereOf(locationType);
  switch (lang) {
    case "fi": {
      const place = { clinic: clinicName, video: "videovastaanotto", phone: "puhelinaika" }[where];
      return `${name}: Muistutus ajastasi ${date} klo ${time}, ${place}. Ilmoittaudu, peru tai ${where === "video" ? "liity" : "katso tiedot"}: ${link}`;
    }
    case "sv": {
      const place = { clinic: clinicName, video: "videomottagning", phone: "telefontid" }[where];
      return `${name}: Påminnelse om din tid ${date} kl. ${time}, ${place}. Anmäl ankomst, avboka eller ${where === "video" ? "anslut" : "se uppgifterna"}: ${link}`;
    }
    case "en": {
      const place = { clinic: clinicName, video: "video appointment", phone: "phone appointment" }[where];
      return `${name}: Reminder of your appointment on ${date} at ${time}, ${place}. Check in, cancel or ${where === "video" ? "join" : "see the details"}: ${link}`;
    }
  }
}

export function reminderEmail(facts: ReminderFacts): { subject: string; body: string } {
  const { lang, brand, startsAt, clinicName, clinicAddress, link } = facts;
  const name = BRAND_NAMES[brand];
  const date = formatShortDate(startsAt, lang);
  const time = formatTime(startsAt);
  const where = whereOf(facts.locationType);
  switch (lang) {
    case "fi": {
      const place = {
        clinic: `Paikka: ${clinicName}, ${clinicAddress}.`,
        video: `Aika on videovastaanotto. Liity siihen muutamaa minuuttia ennen alkua ajan sivulta:\n${link}\nTarvitset laitteen, jossa on kamera, mikrofoni ja verkkoyhteys.`,
        phone: "Aika on puhelinaika: ammattilainen soittaa sinulle.",
      }[where];
      return {
        subject: `${name}: muistutus ajastasi ${date}`,
        body: `Hei,\n\nmuistutamme aikastasi ${date} klo ${time}.\n\n${place}\n\nVoit ilmoittautua, katsoa ajan tiedot ja perua ajan osoitteessa:\n${link}\n\nYstävällisin terveisin\n${name}`,
      };
    }
    case "sv": {
      const place = {
        clinic: `Plats: ${clinicName}, ${clinicAddress}.`,
        video: `Tiden är en videomottagning. Anslut några minuter innan den börjar på tidens sida:\n${link}\nDu behöver en enhet med kamera, mikrofon och nätförbindelse.`,
        phone: "Tiden är en telefontid: yrkespersonen ringer dig.",
      }[where];
      return {
        subject: `${name}: påminnelse om din tid ${date}`,
        body: `Hej,\n\nvi påminner om din tid ${date} kl. ${time}.\n\n${place}\n\nDu kan anmäla din ankomst, se tiden och avboka den på:\n${link}\n\nMed vänliga hälsningar\n${name}`,
      };
    }
    case "en": {
      const place = {
        clinic: `Place: ${clinicName}, ${clinicAddress}.`,
        video: `This is a video appointment. Join it a few minutes before the start from the appointment's page:\n${link}\nYou need a device with a camera, a microphone and an internet connection.`,
        phone: "This is a phone appointment: the professional will call you.",
      }[where];
      return {
        subject: `${name}: reminder of your appointment on ${date}`,
        body: `Hello,\n\nthis is a reminder of your appointment on ${date} at ${time}.\n\n${place}\n\nYou can check in, view the appointment and cancel it at:\n${link}\n\nBest regards\n${name}`,
      };
    }
  }
}
