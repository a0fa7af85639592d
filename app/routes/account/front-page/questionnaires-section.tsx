import type { QuestionnaireSummary } from "#server/modules/account/front-page-service";
import { useT } from "#app/i18n/use-t";
import { Link } from "#app/ui/link";
import { RelativeTime } from "#app/ui/relative-time";
import { FrontPageItem, FrontPageSection } from "./front-page-section";

/** Questionnaires, the ones waiting for answers first. Shown only when any exist. */
export function QuestionnairesSection({ questionnaires }: { questionnaires: QuestionnaireSummary[] }) {
  const t = useT();
  return (
    <FrontPageSection
      id="questionnaires"
      title={t("frontPage.questionnaires.title")}
      allPage="questionnaires"
      isEmpty={questionnaires.length === 0}
    >
      {questionnaires.map((questionnaire) => (
        <FrontPageItem
          key={questionnaire.id}
          highlighted={questionnaire.answeredAt === null}
          title={
            <Link page="questionnaire" params={{ invitationId: questionnaire.id }}>
              {questionnaire.title}
            </Link>
          }
        >
          <p className="front-item__meta">
            {questionnaire.answeredAt === null ? (
              <span className="front-item__status">{t("frontPage.questionnaires.open")}</span>
            ) : (
              <>
                <span className="front-item__status front-item__status--ready">{t("frontPage.questionnaires.answered")}</span>{" "}
                <RelativeTime date={questionnaire.answeredAt} />
              </>
            )}
          </p>
        </FrontPageItem>
      ))}
    </FrontPageSection>
  );
}
