import { formatShortDate } from "#domain/date-display";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { ErrorView } from "#app/ui/error-view";
import { Link } from "#app/ui/link";
import { ListRow, ListRows } from "#app/ui/list-row";
import { StatusBadge } from "#app/ui/status-badge";
import { useLanguage } from "#app/ui/use-language";
import type { Route } from "./+types/questionnaires";
import { loadQuestionnairesPage, type QuestionnaireListItem } from "./questionnaires.server";
import styles from "#app/ui/health-records.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Questionnaires /{lang}/{kyselyt|rundfraga|questionnaires} (spec part 2 §2, §3 "Questionnaire
// invitation", §8): new tasks (waiting for answers) and answered questionnaires, each linking to
// the questionnaire; in maintenance mode only "Surveys are temporarily out of use.". Read only:
// answering happens on the questionnaire page.

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "questionnaires.list.title");

export const links: Route.LinksFunction = () => [stylesheet(styles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadQuestionnairesPage(request, context);
}

function QuestionnaireList({ items, answered }: { items: QuestionnaireListItem[]; answered: boolean }) {
  const t = useT();
  const lang = useLanguage();
  if (items.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-state__text">{t(answered ? "questionnaires.list.noAnswered" : "questionnaires.list.noNewTasks")}</p>
      </div>
    );
  }
  return (
    <ListRows className="record-list" data-private="">
      {items.map((item) => {
        const at = answered && item.answeredAt ? item.answeredAt : item.invitedAt;
        const date = formatShortDate(new Date(at), lang);
        return (
          <ListRow
            key={item.id}
            heading="h3"
            linked
            title={
              <Link page="questionnaire" params={{ invitationId: item.id }}>
                {item.title}
              </Link>
            }
            badge={
              <StatusBadge tone={answered ? "success" : "info"}>{t(answered ? "questionnaires.status.answered" : "questionnaires.status.toAnswer")}</StatusBadge>
            }
            detail={<time dateTime={at}>{t(answered ? "questionnaires.list.answeredAt" : "questionnaires.list.sent", { date })}</time>}
          />
        );
      })}
    </ListRows>
  );
}

export default function QuestionnairesPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="page-section">
      <h1>{t("questionnaires.list.title")}</h1>
      {loaderData.status === "maintenance-mode" ? (
        <div className="record-notice" role="status">
          <p>{t("questionnaires.maintenance")}</p>
        </div>
      ) : (
        <>
          <h2>{t("questionnaires.list.newTasks")}</h2>
          <QuestionnaireList items={loaderData.newTaskItems} answered={false} />
          <h2>{t("questionnaires.list.answered")}</h2>
          <QuestionnaireList items={loaderData.answerItems} answered />
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
