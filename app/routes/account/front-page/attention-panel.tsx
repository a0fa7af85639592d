import type { ReactNode } from "react";
import { formatShortDate } from "#domain/date-display";
import { formatEuros } from "#domain/price";
import type { PathParams } from "#domain/routes/href";
import type { PageKey } from "#domain/routes/route-table";
import type { Attention } from "#server/modules/account/front-page-service";
import { useT } from "#app/i18n/use-t";
import { Link } from "#app/ui/link";
import { ShellIcon, type ShellIconName } from "#app/ui/shell/shell-icon";
import { useLanguage } from "#app/ui/use-language";

/**
 * What needs the patient now (decision 322), after today's appointment: unread messages, unpaid
 * invoices with their total, new results, questionnaires to answer and answered renewal requests,
 * each a link to where it is dealt with; a line that nothing does when nothing does.
 */
export function AttentionPanel({ attention }: { attention: Attention }) {
  const t = useT();
  const lang = useLanguage();
  const { unreadThreadCount, openInvoices, newLabResults, questionnairesToAnswer, renewalDecisionCount } = attention;
  const items: ReactNode[] = [];
  if (unreadThreadCount > 0) {
    items.push(
      <AttentionItem key="messages" page="messages" icon="messages" title={t("frontPage.attention.messages", { count: unreadThreadCount })} />,
    );
  }
  if (openInvoices.count > 0) {
    const total = formatEuros(openInvoices.totalCents, lang);
    items.push(
      <AttentionItem
        key="invoices"
        page="invoices"
        icon="invoices"
        urgent={openInvoices.overdueCount > 0}
        title={t("frontPage.attention.invoices", { count: openInvoices.count, total })}
        detail={
          openInvoices.overdueCount > 0
            ? t("frontPage.attention.overdue", { count: openInvoices.overdueCount })
            : openInvoices.firstDueDate
              ? t("frontPage.attention.due", { date: formatShortDate(openInvoices.firstDueDate, lang) })
              : undefined
        }
      />,
    );
  }
  const [newest] = newLabResults;
  if (newest) {
    items.push(
      <AttentionItem
        key="results"
        page={newLabResults.length === 1 ? "laboratoryResult" : "laboratory"}
        params={newLabResults.length === 1 ? { resultDate: newest.date } : undefined}
        icon="laboratory"
        title={t("frontPage.attention.results", { count: newLabResults.length })}
        detail={newLabResults.map((day) => formatShortDate(day.date, lang)).join(", ")}
      />,
    );
  }
  const [onlyQuestionnaire] = questionnairesToAnswer;
  if (onlyQuestionnaire) {
    const single = questionnairesToAnswer.length === 1;
    items.push(
      <AttentionItem
        key="questionnaires"
        page={single ? "questionnaire" : "questionnaires"}
        params={single ? { invitationId: onlyQuestionnaire.id } : undefined}
        icon="questionnaires"
        title={t("frontPage.attention.questionnaires", { count: questionnairesToAnswer.length })}
        detail={questionnairesToAnswer.map((questionnaire) => questionnaire.title).join(", ")}
      />,
    );
  }
  if (renewalDecisionCount > 0) {
    items.push(
      <AttentionItem key="renewals" page="prescriptions" icon="prescriptions" title={t("frontPage.attention.renewals", { count: renewalDecisionCount })} />,
    );
  }

  return (
    <section className="attention" aria-labelledby="front-page-attention">
      <h2 id="front-page-attention">{t("frontPage.attention.title")}</h2>
      {items.length > 0 ? <ul className="attention__list">{items}</ul> : <p className="attention__none">{t("frontPage.attention.none")}</p>}
    </section>
  );
}

function AttentionItem({
  page,
  params,
  icon,
  title,
  detail,
  urgent = false,
}: {
  page: PageKey;
  params?: PathParams;
  icon: ShellIconName;
  title: string;
  detail?: string;
  urgent?: boolean;
}) {
  return (
    <li>
      <Link page={page} params={params} className={urgent ? "attention__item attention__item--urgent" : "attention__item"}>
        <ShellIcon name={icon} large />
        <span className="attention__text">
          <span className="attention__title">{title}</span>
          {detail ? <span className="attention__detail">{detail}</span> : null}
        </span>
      </Link>
    </li>
  );
}
