import type { Language, ThreadCategory } from "#domain/enums";

// Texts of the professional workspace. Its pages are rendered by the server (plain forms, no
// patient-app bundle: decision 243), so its wording lives next to them, in fi, sv and en.

type CategoryTexts = Record<ThreadCategory, string>;

export interface WorkspaceTexts {
  workspace: string;
  skipToContent: string;
  signInHeading: string;
  signInIntro: string;
  signInButton: string;
  signInFailed: string;
  signOut: string;
  signedInAs: (name: string) => string;
  /** The idle timeout (decision 284): "{time}" marks where the time of the sign-out goes. */
  idle: { notice: string; warning: string; staySignedIn: string; signedOut: (minutes: number) => string };
  inboxHeading: string;
  categoriesLabel: string;
  categories: CategoryTexts;
  noThreads: string;
  fallbackTitle: string;
  columnTitle: string;
  columnPatient: string;
  columnAssignee: string;
  columnActivity: string;
  unread: string;
  closedStatus: string;
  unassigned: string;
  nextPage: string;
  firstPage: string;
  backToInbox: string;
  ageYears: (age: number) => string;
  attachmentsLabel: string;
  attachmentsHint: string;
  chooseFilesAgain: string;
  newThread: {
    link: string;
    heading: string;
    identityCodeLabel: string;
    identityCodeHint: string;
    find: string;
    recipient: string;
    changePatient: string;
    titleLabel: string;
    contentLabel: string;
    send: string;
    problems: Record<"invalidIdentityCode" | "patientNotFound" | "contentRequired" | "invalid", string>;
    /** Over the lookups' rate limit (decision 283), with the time the professional may search again. */
    tooManyLookups: (time: string) => string;
  };
  /** Why the files of a new conversation were refused. */
  problems: Record<"tooManyAttachments" | "attachmentsTooLarge" | "attachmentNameNotAllowed" | "attachmentTypeNotAllowed", string>;
  notFoundHeading: string;
  notFoundText: string;
  workspaceNav: string;
  absences: {
    heading: string;
    current: string;
    none: string;
    period: (from: string, to: string) => string;
    substitutes: string;
    internalMessage: string;
    internalMessageHint: string;
    newHeading: string;
    firstDay: string;
    lastDay: string;
    record: string;
    remove: string;
    done: Record<"recorded" | "deleted", string>;
    problems: Record<"invalid" | "invalidPeriod" | "substituteNotFound" | "absenceNotFound", string>;
  };
}

export const WORKSPACE_TEXTS: Record<Language, WorkspaceTexts> = {
  fi: {
    workspaceNav: "Työtila",
    absences: {
      heading: "Poissaolot",
      current: "Tulevat ja meneillään olevat poissaolosi",
      none: "Sinulla ei ole tulevia poissaoloja.",
      period: (from, to) => `${from}–${to}`,
      substitutes: "Sijaiset",
      internalMessage: "Viesti kollegoille",
      internalMessageHint: "Näkyy vain kollegoille, ei asiakkaille.",
      newHeading: "Kirjaa poissaolo",
      firstDay: "Ensimmäinen poissaolopäivä",
      lastDay: "Viimeinen poissaolopäivä",
      record: "Kirjaa poissaolo",
      remove: "Poista poissaolo",
      done: { recorded: "Poissaolo kirjattu.", deleted: "Poissaolo poistettu." },
      problems: {
        invalid: "Tarkista päivät ja valitse vähintään yksi sijainen.",
        invalidPeriod: "Tarkista päivät: viimeinen päivä ei voi olla ennen ensimmäistä eikä mennyt.",
        substituteNotFound: "Valittua sijaista ei löytynyt.",
        absenceNotFound: "Poissaoloa ei löytynyt.",
      },
    },
    workspace: "Hoiva – ammattilaiset",
    skipToContent: "Siirry sisältöön",
    signInHeading: "Kirjaudu ammattilaistyötilaan",
    signInIntro: "Kirjaudu organisaation työtunnuksellasi. Työtila on hoitohenkilökunnan ja HR-käyttäjien käyttöön.",
    signInButton: "Kirjaudu työtunnuksella",
    signInFailed: "Kirjautuminen ei onnistunut. Yritä uudelleen.",
    signOut: "Kirjaudu ulos",
    signedInAs: (name) => `Kirjautuneena: ${name}`,
    idle: {
      notice: "Ilman toimintaa sinut kirjataan ulos klo {time}.",
      warning: "Sinut kirjataan pian ulos, koska työtilaa ei ole käytetty: klo {time}.",
      staySignedIn: "Jatka istuntoa",
      signedOut: (minutes) => `Sinut kirjattiin ulos, koska työtilaa ei käytetty ${minutes} minuuttiin.`,
    },
    inboxHeading: "Viestit",
    categoriesLabel: "Viestiluokat",
    categories: {
      assignedToMe: "Minulle osoitetut",
      unassigned: "Osoittamattomat",
      substitutions: "Sijaistukset",
      participant: "Osallisena",
      others: "Muut",
      closed: "Suljetut",
      hrOpen: "Avoimet",
      hrSubstitutions: "Sijaistukset",
      hrClosed: "Suljetut",
    },
    noThreads: "Tässä luokassa ei ole keskusteluja.",
    fallbackTitle: "Keskustelu",
    columnTitle: "Aihe",
    columnPatient: "Asiakas",
    columnAssignee: "Käsittelijä",
    columnActivity: "Viimeisin viesti",
    unread: "Lukematon",
    closedStatus: "Suljettu",
    unassigned: "Ei käsittelijää",
    nextPage: "Seuraava sivu",
    firstPage: "Ensimmäinen sivu",
    backToInbox: "Takaisin viesteihin",
    ageYears: (age) => `${age} v`,
    attachmentsLabel: "Liitteet (valinnainen)",
    attachmentsHint: "Enintään 10 tiedostoa, yhteensä enintään 9 Mt: PDF, kuvat (JPG, PNG, GIF, TIFF), Word-, Excel-, PowerPoint- ja OpenDocument-tiedostot, RTF, teksti ja CSV.",
    chooseFilesAgain: "Valitse liitteet uudelleen ennen lähettämistä.",
    newThread: {
      link: "Aloita uusi keskustelu",
      heading: "Uusi keskustelu asiakkaan kanssa",
      identityCodeLabel: "Asiakkaan henkilötunnus",
      identityCodeHint: "Koko henkilötunnus, 11 merkkiä. Asiakas saa viestin Hoivan viesteihin ja ilmoituksen siitä.",
      find: "Hae asiakas",
      recipient: "Vastaanottaja",
      changePatient: "Vaihda asiakas",
      titleLabel: "Aihe (valinnainen)",
      contentLabel: "Viesti",
      send: "Lähetä viesti",
      problems: {
        invalidIdentityCode: "Tarkista henkilötunnus.",
        patientNotFound: "Henkilötunnuksella ei löytynyt asiakasta.",
        contentRequired: "Kirjoita viesti.",
        invalid: "Tarkista tiedot: aihe voi olla enintään 70 ja viesti 10 000 merkkiä.",
      },
      tooManyLookups: (time) => `Liian monta hakua henkilötunnuksella. Voit hakea uudelleen klo ${time}.`,
    },
    problems: {
      tooManyAttachments: "Liitteitä voi olla enintään 10.",
      attachmentsTooLarge: "Liitetiedosto on liian suuri. Liitteiden enimmäiskoko on 9 Mt.",
      attachmentNameNotAllowed: "Liitteen tiedostonimessä on merkkejä, jotka eivät ole sallittuja. Nimeä tiedosto uudelleen ja yritä uudelleen.",
      attachmentTypeNotAllowed: "Liitteen tiedostotyyppi ei ole sallittu tai tiedosto ei ole sitä, mitä sen nimi kertoo.",
    },
    notFoundHeading: "Sivua ei löytynyt",
    notFoundText: "Keskustelua ei ole tai sinulla ei ole siihen pääsyä.",
  },
  sv: {
    workspaceNav: "Arbetsyta",
    absences: {
      heading: "Frånvaro",
      current: "Din kommande och pågående frånvaro",
      none: "Du har ingen kommande frånvaro.",
      period: (from, to) => `${from}–${to}`,
      substitutes: "Vikarier",
      internalMessage: "Meddelande till kolleger",
      internalMessageHint: "Visas bara för kolleger, aldrig för kunder.",
      newHeading: "Registrera frånvaro",
      firstDay: "Första frånvarodagen",
      lastDay: "Sista frånvarodagen",
      record: "Registrera frånvaro",
      remove: "Ta bort frånvaron",
      done: { recorded: "Frånvaron har registrerats.", deleted: "Frånvaron har tagits bort." },
      problems: {
        invalid: "Kontrollera datumen och välj minst en vikarie.",
        invalidPeriod: "Kontrollera datumen: sista dagen kan inte vara före den första eller redan ha passerat.",
        substituteNotFound: "Den valda vikarien hittades inte.",
        absenceNotFound: "Frånvaron hittades inte.",
      },
    },
    workspace: "Hoiva – vårdpersonal",
    skipToContent: "Hoppa till innehållet",
    signInHeading: "Logga in i arbetsytan för vårdpersonal",
    signInIntro: "Logga in med organisationens arbetskonto. Arbetsytan är avsedd för vårdpersonal och HR-användare.",
    signInButton: "Logga in med arbetskonto",
    signInFailed: "Inloggningen misslyckades. Försök igen.",
    signOut: "Logga ut",
    signedInAs: (name) => `Inloggad: ${name}`,
    idle: {
      notice: "Utan aktivitet loggas du ut kl. {time}.",
      warning: "Du loggas snart ut eftersom arbetsytan inte har använts: kl. {time}.",
      staySignedIn: "Fortsätt sessionen",
      signedOut: (minutes) => `Du loggades ut efter ${minutes} minuter utan aktivitet.`,
    },
    inboxHeading: "Meddelanden",
    categoriesLabel: "Meddelandekategorier",
    categories: {
      assignedToMe: "Tilldelade mig",
      unassigned: "Ej tilldelade",
      substitutions: "Vikariat",
      participant: "Deltagare",
      others: "Övriga",
      closed: "Stängda",
      hrOpen: "Öppna",
      hrSubstitutions: "Vikariat",
      hrClosed: "Stängda",
    },
    noThreads: "Det finns inga diskussioner i den här kategorin.",
    fallbackTitle: "Diskussion",
    columnTitle: "Ämne",
    columnPatient: "Kund",
    columnAssignee: "Handläggare",
    columnActivity: "Senaste meddelande",
    unread: "Oläst",
    closedStatus: "Stängd",
    unassigned: "Ingen handläggare",
    nextPage: "Nästa sida",
    firstPage: "Första sidan",
    backToInbox: "Tillbaka till meddelandena",
    ageYears: (age) => `${age} år`,
    attachmentsLabel: "Bilagor (frivilligt)",
    attachmentsHint: "Högst 10 filer, sammanlagt högst 9 MB: PDF, bilder (JPG, PNG, GIF, TIFF), Word-, Excel-, PowerPoint- och OpenDocument-filer, RTF, text och CSV.",
    chooseFilesAgain: "Välj bilagorna på nytt innan du skickar.",
    newThread: {
      link: "Starta en ny konversation",
      heading: "Ny konversation med en kund",
      identityCodeLabel: "Kundens personbeteckning",
      identityCodeHint: "Hela personbeteckningen, 11 tecken. Kunden får meddelandet i Hoivas meddelanden och ett besked om det.",
      find: "Sök kund",
      recipient: "Mottagare",
      changePatient: "Byt kund",
      titleLabel: "Ämne (frivilligt)",
      contentLabel: "Meddelande",
      send: "Skicka meddelandet",
      problems: {
        invalidIdentityCode: "Kontrollera personbeteckningen.",
        patientNotFound: "Ingen kund hittades med personbeteckningen.",
        contentRequired: "Skriv ett meddelande.",
        invalid: "Kontrollera uppgifterna: ämnet får vara högst 70 och meddelandet 10 000 tecken.",
      },
      tooManyLookups: (time) => `För många sökningar med personbeteckning. Du kan söka igen kl. ${time}.`,
    },
    problems: {
      tooManyAttachments: "Du kan bifoga högst 10 filer.",
      attachmentsTooLarge: "Bilagan är för stor. Bilagornas maximala storlek är 9 MB.",
      attachmentNameNotAllowed: "Bilagans filnamn innehåller tecken som inte är tillåtna. Byt namn på filen och försök igen.",
      attachmentTypeNotAllowed: "Bilagans filtyp är inte tillåten eller filen är inte vad dess namn anger.",
    },
    notFoundHeading: "Sidan hittades inte",
    notFoundText: "Diskussionen finns inte eller så har du ingen åtkomst till den.",
  },
  en: {
    workspaceNav: "Workspace",
    absences: {
      heading: "Absences",
      current: "Your current and upcoming absences",
      none: "You have no upcoming absences.",
      period: (from, to) => `${from}–${to}`,
      substitutes: "Substitutes",
      internalMessage: "Message to colleagues",
      internalMessageHint: "Shown to colleagues only, never to customers.",
      newHeading: "Record an absence",
      firstDay: "First day of absence",
      lastDay: "Last day of absence",
      record: "Record absence",
      remove: "Delete absence",
      done: { recorded: "Absence recorded.", deleted: "Absence deleted." },
      problems: {
        invalid: "Please check the days and choose at least one substitute.",
        invalidPeriod: "Please check the days: the last day cannot be before the first or in the past.",
        substituteNotFound: "The chosen substitute was not found.",
        absenceNotFound: "The absence was not found.",
      },
    },
    workspace: "Hoiva – professionals",
    skipToContent: "Skip to content",
    signInHeading: "Sign in to the professional workspace",
    signInIntro: "Sign in with your organisation's work account. The workspace is for care staff and HR users.",
    signInButton: "Sign in with work account",
    signInFailed: "Signing in failed. Please try again.",
    signOut: "Sign out",
    signedInAs: (name) => `Signed in: ${name}`,
    idle: {
      notice: "Without activity you will be signed out at {time}.",
      warning: "You will soon be signed out because of inactivity, at {time}.",
      staySignedIn: "Stay signed in",
      signedOut: (minutes) => `You were signed out after ${minutes} minutes of inactivity.`,
    },
    inboxHeading: "Messages",
    categoriesLabel: "Message categories",
    categories: {
      assignedToMe: "Assigned to me",
      unassigned: "Unassigned",
      substitutions: "Substitutions",
      participant: "Participant",
      others: "Others",
      closed: "Closed",
      hrOpen: "Open",
      hrSubstitutions: "Substitutions",
      hrClosed: "Closed",
    },
    noThreads: "There are no conversations in this category.",
    fallbackTitle: "Conversation",
    columnTitle: "Subject",
    columnPatient: "Customer",
    columnAssignee: "Handled by",
    columnActivity: "Latest message",
    unread: "Unread",
    closedStatus: "Closed",
    unassigned: "Nobody",
    nextPage: "Next page",
    firstPage: "First page",
    backToInbox: "Back to messages",
    ageYears: (age) => `${age} years`,
    attachmentsLabel: "Attachments (optional)",
    attachmentsHint: "Up to 10 files, 9 MB together: PDF, images (JPG, PNG, GIF, TIFF), Word, Excel, PowerPoint and OpenDocument files, RTF, text and CSV.",
    chooseFilesAgain: "Choose the attachments again before sending.",
    newThread: {
      link: "Start a new conversation",
      heading: "New conversation with a patient",
      identityCodeLabel: "Patient's personal identity code",
      identityCodeHint: "The whole identity code, 11 characters. The patient gets the message in Hoiva's messages and a notification of it.",
      find: "Find patient",
      recipient: "Recipient",
      changePatient: "Change patient",
      titleLabel: "Subject (optional)",
      contentLabel: "Message",
      send: "Send message",
      problems: {
        invalidIdentityCode: "Please check the identity code.",
        patientNotFound: "No patient was found with this identity code.",
        contentRequired: "Please write a message.",
        invalid: "Please check the fields: the subject may have at most 70 and the message 10,000 characters.",
      },
      tooManyLookups: (time) => `Too many searches by identity code. You can search again at ${time}.`,
    },
    problems: {
      tooManyAttachments: "You can attach at most 10 files.",
      attachmentsTooLarge: "Attachment file is too large. Maximum attachment size is 9MB.",
      attachmentNameNotAllowed: "The attachment's file name has characters that are not allowed. Rename the file and try again.",
      attachmentTypeNotAllowed: "The attachment's file type is not allowed, or the file is not what its name says.",
    },
    notFoundHeading: "Page not found",
    notFoundText: "The conversation does not exist or you have no access to it.",
  },
};
