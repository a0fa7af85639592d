import { defineCatalog } from "../catalog";

// Appointment reminder choices on My information (issue 35 §2, decision 340).
export default defineCatalog({
  en: {
    "reminders.heading": "Appointment reminders",
    "reminders.intro": "We send you a reminder before an appointment. If you are the guardian of a child, you also receive the reminders of the child's appointments.",
    "reminders.legend": "Send reminders",
    "reminders.bySms": "By text message",
    "reminders.byEmail": "By e-mail",
    "reminders.save": "Save reminder choices",
    "reminders.failed": "Your reminder choices could not be saved. Try again.",
  },
  fi: {
    "reminders.heading": "Muistutukset ajoista",
    "reminders.intro": "Lähetämme sinulle muistutuksen ennen varattua aikaa. Jos olet lapsen huoltaja, saat myös lapsen aikojen muistutukset.",
    "reminders.legend": "Lähetä muistutukset",
    "reminders.bySms": "Tekstiviestillä",
    "reminders.byEmail": "Sähköpostilla",
    "reminders.save": "Tallenna muistutusvalinnat",
    "reminders.failed": "Muistutusvalintoja ei voitu tallentaa. Yritä uudelleen.",
  },
  sv: {
    "reminders.heading": "Påminnelser om tider",
    "reminders.intro": "Vi skickar dig en påminnelse före en bokad tid. Om du är vårdnadshavare för ett barn får du också påminnelserna om barnets tider.",
    "reminders.legend": "Skicka påminnelser",
    "reminders.bySms": "Som textmeddelande",
    "reminders.byEmail": "Per e-post",
    "reminders.save": "Spara val för påminnelser",
    "reminders.failed": "Valen för påminnelser kunde inte sparas. Försök igen.",
  },
});
