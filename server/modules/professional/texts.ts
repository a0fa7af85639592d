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
  patient: string;
  ageYears: (age: number) => string;
  assignee: string;
  status: string;
  open: string;
  closed: string;
  messagesHeading: string;
  fromPatient: string;
  deleted: string;
  deletedReason: (reason: string) => string;
  attachments: string;
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
  replyHeading: string;
  replyLabel: string;
  replyButton: string;
  threadClosedNotice: string;
  assignHeading: string;
  assignToMe: string;
  assignLabel: string;
  assignButton: string;
  closeButton: string;
  reopenButton: string;
  deleteSummary: string;
  deleteReasonLabel: string;
  /** Under the reason when the message carries an unanswered questionnaire (decision 275). */
  deleteWithdrawsQuestionnaire: string;
  deleteButton: string;
  done: Record<"started" | "replied" | "assigned" | "closed" | "reopened" | "deleted" | "renewed" | "declined" | "invited", string>;
  problems: Record<
    "emptyReply" | "tooManyAttachments" | "attachmentsTooLarge" | "attachmentNameNotAllowed" | "attachmentTypeNotAllowed" | "invalid" | "threadClosed" | "assigneeNotFound" | "messageNotFound" | "renewalNotFound" | "replyRequired" | "formNotFound",
    string
  >;
  notFoundHeading: string;
  notFoundText: string;
  renewals: {
    heading: string;
    issued: (date: string) => string;
    reason: string;
    replyLabel: string;
    renew: string;
    decline: string;
    renewed: string;
    declined: string;
  };
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
  questionnaires: {
    heading: string;
    formLabel: string;
    contentLabel: string;
    contentHint: string;
    send: string;
    notAnswered: string;
    /** An unanswered questionnaire of a deleted message: the patient no longer sees it. */
    withdrawn: string;
    answeredAt: (when: string) => string;
    noAnswer: string;
  };
}

export const WORKSPACE_TEXTS: Record<Language, WorkspaceTexts> = {
  fi: {
    renewals: {
      heading: "Reseptin uusimispyyntö",
      issued: (date) => `Määrätty ${date}`,
      reason: "Syy",
      replyLabel: "Vastaus asiakkaalle",
      renew: "Uusi resepti",
      decline: "Hylkää ja vastaa",
      renewed: "Uusittu",
      declined: "Hylätty",
    },
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
    patient: "Asiakas",
    ageYears: (age) => `${age} v`,
    assignee: "Käsittelijä",
    status: "Tila",
    open: "Avoin",
    closed: "Suljettu",
    messagesHeading: "Viestit",
    fromPatient: "asiakas",
    deleted: "Tämä viesti on poistettu.",
    deletedReason: (reason) => `Poiston syy: ${reason}`,
    attachments: "Liitteet",
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
    replyHeading: "Vastaa",
    replyLabel: "Viesti",
    replyButton: "Lähetä vastaus",
    threadClosedNotice: "Keskustelu on suljettu. Avaa se uudelleen vastataksesi.",
    assignHeading: "Käsittelijä",
    assignToMe: "Ota käsiteltäväksi",
    assignLabel: "Osoita kollegalle",
    assignButton: "Osoita",
    closeButton: "Sulje keskustelu",
    reopenButton: "Avaa keskustelu uudelleen",
    deleteSummary: "Poista viesti",
    deleteReasonLabel: "Poiston syy",
    deleteWithdrawsQuestionnaire: "Viestin kysely, johon ei ole vastattu, perutaan samalla: asiakas ei enää näe sitä.",
    deleteButton: "Poista viesti",
    done: {
      started: "Keskustelu aloitettu ja viesti lähetetty.",
      replied: "Vastaus lähetetty.",
      assigned: "Käsittelijä vaihdettu.",
      closed: "Keskustelu suljettu.",
      reopened: "Keskustelu avattu uudelleen.",
      deleted: "Viesti poistettu.",
      renewed: "Resepti uusittu.",
      declined: "Uusimispyyntö hylätty.",
      invited: "Kysely lähetetty.",
    },
    problems: {
      emptyReply: "Kirjoita viesti tai liitä tiedosto.",
      tooManyAttachments: "Liitteitä voi olla enintään 10.",
      attachmentsTooLarge: "Liitetiedosto on liian suuri. Liitteiden enimmäiskoko on 9 Mt.",
      attachmentNameNotAllowed: "Liitteen tiedostonimessä on merkkejä, jotka eivät ole sallittuja. Nimeä tiedosto uudelleen ja yritä uudelleen.",
      attachmentTypeNotAllowed: "Liitteen tiedostotyyppi ei ole sallittu tai tiedosto ei ole sitä, mitä sen nimi kertoo.",
      invalid: "Tarkista tiedot: kenttä on pakollinen tai liian pitkä.",
      threadClosed: "Keskustelu on suljettu.",
      assigneeNotFound: "Valittua käsittelijää ei löytynyt.",
      messageNotFound: "Viestiä ei voi poistaa.",
      renewalNotFound: "Uusimispyyntöä ei löytynyt tai siitä on jo päätetty.",
      replyRequired: "Kirjoita asiakkaalle vastaus, kun hylkäät pyynnön.",
      formNotFound: "Valittua kyselyä ei löytynyt.",
    },
    notFoundHeading: "Sivua ei löytynyt",
    notFoundText: "Keskustelua ei ole tai sinulla ei ole siihen pääsyä.",
    questionnaires: {
      heading: "Lähetä kysely",
      formLabel: "Kysely",
      contentLabel: "Saateteksti (valinnainen)",
      contentHint: "Jos jätät kentän tyhjäksi, asiakas saa vakioviestin omalla kielellään.",
      send: "Lähetä kysely",
      notAnswered: "Ei vastattu",
      withdrawn: "Peruttu: viesti on poistettu",
      answeredAt: (when) => `Vastattu ${when}`,
      noAnswer: "Ei vastausta",
    },
  },
  sv: {
    renewals: {
      heading: "Begäran om receptförnyelse",
      issued: (date) => `Utfärdat ${date}`,
      reason: "Orsak",
      replyLabel: "Svar till kunden",
      renew: "Förnya receptet",
      decline: "Avslå och svara",
      renewed: "Förnyat",
      declined: "Avslaget",
    },
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
    patient: "Kund",
    ageYears: (age) => `${age} år`,
    assignee: "Handläggare",
    status: "Status",
    open: "Öppen",
    closed: "Stängd",
    messagesHeading: "Meddelanden",
    fromPatient: "kund",
    deleted: "Det här meddelandet har raderats.",
    deletedReason: (reason) => `Orsak till raderingen: ${reason}`,
    attachments: "Bilagor",
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
    replyHeading: "Svara",
    replyLabel: "Meddelande",
    replyButton: "Skicka svar",
    threadClosedNotice: "Diskussionen är stängd. Öppna den igen för att svara.",
    assignHeading: "Handläggare",
    assignToMe: "Ta för handläggning",
    assignLabel: "Tilldela en kollega",
    assignButton: "Tilldela",
    closeButton: "Stäng diskussionen",
    reopenButton: "Öppna diskussionen igen",
    deleteSummary: "Radera meddelandet",
    deleteReasonLabel: "Orsak till raderingen",
    deleteWithdrawsQuestionnaire: "Meddelandets obesvarade rundfråga återkallas samtidigt: kunden ser den inte längre.",
    deleteButton: "Radera meddelandet",
    done: {
      started: "Konversationen har startats och meddelandet skickats.",
      replied: "Svaret har skickats.",
      assigned: "Handläggaren har bytts.",
      closed: "Diskussionen har stängts.",
      reopened: "Diskussionen har öppnats igen.",
      deleted: "Meddelandet har raderats.",
      renewed: "Receptet har förnyats.",
      declined: "Begäran har avslagits.",
      invited: "Rundfrågan har skickats.",
    },
    problems: {
      emptyReply: "Skriv ett meddelande eller bifoga en fil.",
      tooManyAttachments: "Du kan bifoga högst 10 filer.",
      attachmentsTooLarge: "Bilagan är för stor. Bilagornas maximala storlek är 9 MB.",
      attachmentNameNotAllowed: "Bilagans filnamn innehåller tecken som inte är tillåtna. Byt namn på filen och försök igen.",
      attachmentTypeNotAllowed: "Bilagans filtyp är inte tillåten eller filen är inte vad dess namn anger.",
      invalid: "Kontrollera uppgifterna: fältet är obligatoriskt eller för långt.",
      threadClosed: "Diskussionen är stängd.",
      assigneeNotFound: "Den valda handläggaren hittades inte.",
      messageNotFound: "Meddelandet kan inte raderas.",
      renewalNotFound: "Begäran hittades inte eller är redan avgjord.",
      replyRequired: "Skriv ett svar till kunden när du avslår begäran.",
      formNotFound: "Den valda rundfrågan hittades inte.",
    },
    notFoundHeading: "Sidan hittades inte",
    notFoundText: "Diskussionen finns inte eller så har du ingen åtkomst till den.",
    questionnaires: {
      heading: "Skicka en rundfråga",
      formLabel: "Rundfråga",
      contentLabel: "Följebrev (valfritt)",
      contentHint: "Om du lämnar fältet tomt får kunden ett standardmeddelande på sitt eget språk.",
      send: "Skicka rundfrågan",
      notAnswered: "Inte besvarad",
      withdrawn: "Återkallad: meddelandet har raderats",
      answeredAt: (when) => `Besvarad ${when}`,
      noAnswer: "Inget svar",
    },
  },
  en: {
    renewals: {
      heading: "Prescription renewal request",
      issued: (date) => `Issued ${date}`,
      reason: "Reason",
      replyLabel: "Reply to the customer",
      renew: "Renew prescription",
      decline: "Decline and reply",
      renewed: "Renewed",
      declined: "Declined",
    },
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
    patient: "Customer",
    ageYears: (age) => `${age} years`,
    assignee: "Handled by",
    status: "Status",
    open: "Open",
    closed: "Closed",
    messagesHeading: "Messages",
    fromPatient: "customer",
    deleted: "This message has been deleted.",
    deletedReason: (reason) => `Reason for deletion: ${reason}`,
    attachments: "Attachments",
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
    replyHeading: "Reply",
    replyLabel: "Message",
    replyButton: "Send reply",
    threadClosedNotice: "The conversation is closed. Reopen it to reply.",
    assignHeading: "Handled by",
    assignToMe: "Assign to me",
    assignLabel: "Assign to a colleague",
    assignButton: "Assign",
    closeButton: "Close conversation",
    reopenButton: "Reopen conversation",
    deleteSummary: "Delete message",
    deleteReasonLabel: "Reason for deletion",
    deleteWithdrawsQuestionnaire: "The message's unanswered questionnaire is withdrawn with it: the patient no longer sees it.",
    deleteButton: "Delete message",
    done: {
      started: "Conversation started and message sent.",
      replied: "Reply sent.",
      assigned: "Assignment changed.",
      closed: "Conversation closed.",
      reopened: "Conversation reopened.",
      deleted: "Message deleted.",
      renewed: "Prescription renewed.",
      declined: "Renewal request declined.",
      invited: "Questionnaire sent.",
    },
    problems: {
      emptyReply: "Write a message or attach a file.",
      tooManyAttachments: "You can attach at most 10 files.",
      attachmentsTooLarge: "Attachment file is too large. Maximum attachment size is 9MB.",
      attachmentNameNotAllowed: "The attachment's file name has characters that are not allowed. Rename the file and try again.",
      attachmentTypeNotAllowed: "The attachment's file type is not allowed, or the file is not what its name says.",
      invalid: "Please check the field: it is required or too long.",
      threadClosed: "The conversation is closed.",
      assigneeNotFound: "The chosen colleague was not found.",
      messageNotFound: "The message cannot be deleted.",
      renewalNotFound: "The renewal request was not found or has been decided already.",
      replyRequired: "Write a reply to the customer when you decline the request.",
      formNotFound: "The chosen questionnaire was not found.",
    },
    notFoundHeading: "Page not found",
    notFoundText: "The conversation does not exist or you have no access to it.",
    questionnaires: {
      heading: "Send a questionnaire",
      formLabel: "Questionnaire",
      contentLabel: "Covering note (optional)",
      contentHint: "If you leave it empty, the customer gets a standard message in their own language.",
      send: "Send questionnaire",
      notAnswered: "Not answered",
      withdrawn: "Withdrawn: the message was deleted",
      answeredAt: (when) => `Answered ${when}`,
      noAnswer: "No answer",
    },
  },
};
