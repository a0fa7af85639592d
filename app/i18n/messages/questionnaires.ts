import { defineCatalog } from "../catalog";

// Questionnaires: the list of new tasks and answered questionnaires (spec part 2 §2 "Results,
// referrals, visits, questionnaires", §3 "Questionnaire invitation", §8).
export default defineCatalog({
  en: {
    "questionnaires.list.title": "Questionnaires",
    "questionnaires.list.newTasks": "New tasks",
    "questionnaires.list.answered": "Answered",
    "questionnaires.list.noNewTasks": "No new questionnaires",
    "questionnaires.list.noAnswered": "No answered questionnaires",
    "questionnaires.list.sent": "Sent {date}",
    "questionnaires.list.answeredAt": "Answered {date}",
    "questionnaires.maintenance": "Surveys are temporarily out of use.",
  },
  fi: {
    "questionnaires.list.title": "Kyselyt",
    "questionnaires.list.newTasks": "Uudet tehtävät",
    "questionnaires.list.answered": "Vastatut",
    "questionnaires.list.noNewTasks": "Ei uusia kyselyitä",
    "questionnaires.list.noAnswered": "Ei vastattuja kyselyitä",
    "questionnaires.list.sent": "Lähetetty {date}",
    "questionnaires.list.answeredAt": "Vastattu {date}",
    "questionnaires.maintenance": "Kyselyt ovat tilapäisesti poissa käytöstä.",
  },
  sv: {
    "questionnaires.list.title": "Rundfrågor",
    "questionnaires.list.newTasks": "Nya uppgifter",
    "questionnaires.list.answered": "Besvarade",
    "questionnaires.list.noNewTasks": "Inga nya rundfrågor",
    "questionnaires.list.noAnswered": "Inga besvarade rundfrågor",
    "questionnaires.list.sent": "Skickad {date}",
    "questionnaires.list.answeredAt": "Besvarad {date}",
    "questionnaires.maintenance": "Enkäterna är tillfälligt ur bruk.",
  },
});
