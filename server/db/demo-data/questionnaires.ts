import { questionnaireAnswers, questionnaireForms, questionnaireInvitations } from "../schema/index";
import type { DemoContext } from "./context";

// Questionnaire forms and the personas' invitations: Aino has one to fill in (sent in a message)
// and one answered; Jari has answered the work ability questionnaire.

const option = (value: string, fi: string, sv: string, en: string) => ({ value, label: { fi, sv, en } });

// The pre-visit form shows every question type in two sections (decision 203).
const PRE_VISIT_FORM = {
  title: { fi: "Esitiedot gynekologin vastaanotolle", sv: "Förhandsuppgifter inför gynekologbesöket", en: "Pre-visit information for the gynaecologist" },
  definition: {
    version: 1,
    sections: [
      {
        id: "background",
        title: { fi: "Taustatiedot", sv: "Bakgrundsuppgifter", en: "Background" },
        questions: [
          { id: "lastPeriod", type: "date", required: true, label: { fi: "Viimeisten kuukautisten alkamispäivä", sv: "Första dagen av senaste menstruation", en: "First day of your last period" } },
          {
            id: "contraception",
            type: "choice",
            required: true,
            label: { fi: "Ehkäisymenetelmä", sv: "Preventivmetod", en: "Contraception" },
            options: [
              option("none", "Ei ehkäisyä", "Inget preventivmedel", "None"),
              option("pill", "E-pilleri", "P-piller", "Contraceptive pill"),
              option("iud", "Kierukka", "Spiral", "Intrauterine device"),
              option("other", "Muu", "Annan", "Other"),
            ],
          },
          { id: "pregnancies", type: "number", required: false, integer: true, min: 0, max: 20, label: { fi: "Raskauksien määrä", sv: "Antal graviditeter", en: "Number of pregnancies" } },
        ],
      },
      {
        id: "symptoms",
        title: { fi: "Oireet", sv: "Symtom", en: "Symptoms" },
        questions: [
          {
            id: "symptomList",
            type: "multipleChoice",
            required: false,
            label: { fi: "Mitä oireita sinulla on?", sv: "Vilka symtom har du?", en: "Which symptoms do you have?" },
            hint: { fi: "Valitse kaikki sopivat.", sv: "Välj alla som passar.", en: "Choose all that apply." },
            options: [
              option("pain", "Kipu", "Smärta", "Pain"),
              option("bleeding", "Epäsäännöllinen vuoto", "Oregelbunden blödning", "Irregular bleeding"),
              option("itching", "Kutina", "Klåda", "Itching"),
            ],
          },
          {
            id: "painLevel",
            type: "scale",
            required: true,
            min: 0,
            max: 10,
            label: { fi: "Kuinka voimakasta kipu on?", sv: "Hur stark är smärtan?", en: "How strong is the pain?" },
            minLabel: { fi: "Ei kipua", sv: "Ingen smärta", en: "No pain" },
            maxLabel: { fi: "Pahin mahdollinen", sv: "Värsta tänkbara", en: "Worst possible" },
          },
          { id: "symptoms", type: "text", required: false, maxLength: 1000, label: { fi: "Muut oireet tai huolenaiheet", sv: "Andra symtom eller bekymmer", en: "Other symptoms or concerns" } },
        ],
      },
    ],
  },
};

const HEALTH_SURVEY_FORM = {
  title: { fi: "Terveyskysely", sv: "Hälsoenkät", en: "Health survey" },
  definition: {
    version: 1,
    questions: [
      {
        id: "smoking",
        type: "choice",
        required: true,
        label: { fi: "Tupakoitko?", sv: "Röker du?", en: "Do you smoke?" },
        options: [option("no", "En", "Nej", "No"), option("sometimes", "Satunnaisesti", "Ibland", "Sometimes"), option("daily", "Päivittäin", "Dagligen", "Daily")],
      },
      { id: "exerciseHours", type: "number", required: true, min: 0, max: 100, label: { fi: "Liikuntaa tunteina viikossa", sv: "Motion timmar per vecka", en: "Exercise hours per week" } },
    ],
  },
};

const WORK_ABILITY_FORM = {
  title: { fi: "Työkykykysely", sv: "Arbetsförmågeenkät", en: "Work ability questionnaire" },
  definition: {
    version: 1,
    questions: [
      { id: "workAbility", type: "scale", min: 0, max: 10, required: true, label: { fi: "Nykyinen työkykysi (0-10)", sv: "Din nuvarande arbetsförmåga (0-10)", en: "Your current work ability (0-10)" } },
      { id: "strain", type: "text", required: false, label: { fi: "Mikä työssäsi kuormittaa?", sv: "Vad belastar dig i arbetet?", en: "What strains you at work?" } },
    ],
  },
};

export interface QuestionnaireInvitationIds {
  /** Aino's unanswered pre-visit questionnaire, sent inside a message. */
  ainoPreVisit: number;
}

export async function loadQuestionnaires({ db, people, clock }: DemoContext): Promise<QuestionnaireInvitationIds> {
  const forms = await db
    .insert(questionnaireForms)
    .values([PRE_VISIT_FORM, HEALTH_SURVEY_FORM, WORK_ABILITY_FORM].map((form) => ({ ...form, createdAt: clock.at(-900, "09:00") })))
    .returning({ id: questionnaireForms.id });
  const [preVisit, healthSurvey, workAbility] = forms.map((form) => form.id);
  if (preVisit === undefined || healthSurvey === undefined || workAbility === undefined) {
    throw new Error("Questionnaire form insert returned too few rows");
  }
  const { aino, jari } = people.persona;
  const invitations = await db
    .insert(questionnaireInvitations)
    .values([
      { patientId: aino, formId: preVisit, invitedAt: clock.at(-10, "13:05") },
      { patientId: aino, formId: healthSurvey, invitedAt: clock.at(-152, "09:00") },
      { patientId: jari, formId: workAbility, invitedAt: clock.at(-32, "08:00") },
    ])
    .returning({ id: questionnaireInvitations.id });
  const [ainoPreVisit, ainoSurvey, jariWorkAbility] = invitations.map((invitation) => invitation.id);
  if (ainoPreVisit === undefined || ainoSurvey === undefined || jariWorkAbility === undefined) {
    throw new Error("Questionnaire invitation insert returned too few rows");
  }
  await db.insert(questionnaireAnswers).values([
    { invitationId: ainoSurvey, patientId: aino, answers: { smoking: "no", exerciseHours: 4 }, answeredAt: clock.at(-150, "21:40") },
    {
      invitationId: jariWorkAbility,
      patientId: jari,
      answers: { workAbility: 7, strain: "Nostot ja kiireiset aikataulut työmaalla." },
      answeredAt: clock.at(-30, "17:25"),
    },
  ]);
  return { ainoPreVisit };
}
