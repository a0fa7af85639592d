import { defineCatalog } from "../catalog";

// Texts shared by many pages: placeholders, not-found, page titles of the shell.
export default defineCatalog({
  en: {
    "common.comingSoon.title": "This page is coming soon",
    "common.comingSoon.body": "We are building this part of the service. In the meantime you can reach us through customer service at {phone}.",
    "common.backToFrontPage": "Back to the front page",
    "common.notFound.title": "Page not found",
    "common.notFound.body": "The page you were looking for does not exist or has moved.",
    "common.pageTitle": "{page} – {brand}",
    "home.anonymous.heading": "Welcome to {brand}{multiword, select, other {}}",
    "home.anonymous.intro": "Book and manage appointments, read your results and message your care team.",
    "home.anonymous.book": "Book an appointment",
    "home.anonymous.logIn": "Log in to your own information",
    // Toasts a redirect after a write may leave on any page (app/flash.ts).
    "flash.appointmentCancelled": "Appointment canceled",
    "flash.consentSaved": "Your choices have been saved",
    "flash.contactInfoSaved": "Your information has been saved",
    "flash.mfaTooManyAttempts.title": "Too many retries",
    "flash.mfaTooManyAttempts.message": "You can retry again later",
  },
  fi: {
    "common.comingSoon.title": "Tämä sivu on tulossa pian",
    "common.comingSoon.body": "Rakennamme tätä palvelun osaa. Sillä välin tavoitat meidät asiakaspalvelustamme numerosta {phone}.",
    "common.backToFrontPage": "Takaisin etusivulle",
    "common.notFound.title": "Sivua ei löytynyt",
    "common.notFound.body": "Etsimääsi sivua ei ole olemassa tai se on siirtynyt.",
    "common.pageTitle": "{page} – {brand}",
    // A name of several words takes " -palveluun" (Hoiva Junior -palveluun), one word "-palveluun";
    // the other languages carry the same argument and ignore it.
    "home.anonymous.heading": "Tervetuloa {brand}{multiword, select, yes { -palveluun} other {-palveluun}}",
    "home.anonymous.intro": "Varaa ja hallitse aikojasi, lue tuloksesi ja viestitä hoitotiimisi kanssa.",
    "home.anonymous.book": "Varaa aika",
    "home.anonymous.logIn": "Kirjaudu omiin tietoihisi",
    // Toasts a redirect after a write may leave on any page (app/flash.ts).
    "flash.appointmentCancelled": "Aika peruttu",
    "flash.consentSaved": "Valintasi on tallennettu",
    "flash.contactInfoSaved": "Tietosi on tallennettu",
    "flash.mfaTooManyAttempts.title": "Liian monta yritystä",
    "flash.mfaTooManyAttempts.message": "Voit yrittää myöhemmin uudelleen",
  },
  sv: {
    "common.comingSoon.title": "Den här sidan kommer snart",
    "common.comingSoon.body": "Vi bygger den här delen av tjänsten. Under tiden når du oss via kundtjänst på {phone}.",
    "common.backToFrontPage": "Tillbaka till startsidan",
    "common.notFound.title": "Sidan hittades inte",
    "common.notFound.body": "Sidan du letade efter finns inte eller har flyttats.",
    "common.pageTitle": "{page} – {brand}",
    "home.anonymous.heading": "Välkommen till {brand}{multiword, select, other {}}",
    "home.anonymous.intro": "Boka och hantera tider, läs dina resultat och skicka meddelanden till ditt vårdteam.",
    "home.anonymous.book": "Boka tid",
    "home.anonymous.logIn": "Logga in till dina egna uppgifter",
    // Toasts a redirect after a write may leave on any page (app/flash.ts).
    "flash.appointmentCancelled": "Tiden har avbokats",
    "flash.consentSaved": "Dina val har sparats",
    "flash.contactInfoSaved": "Dina uppgifter har sparats",
    "flash.mfaTooManyAttempts.title": "För många försök",
    "flash.mfaTooManyAttempts.message": "Du kan försöka igen senare",
  },
});
