import type { LabResultSummary } from "#server/modules/account/front-page-service";
import { useT } from "#app/i18n/use-t";
import { Link } from "#app/ui/link";
import { CalendarDay } from "./dates";
import { FrontPageItem, FrontPageSection } from "./front-page-section";

/** Latest laboratory result days: Ready when every test is ready, otherwise Pending. */
export function LabResultsSection({ labResults }: { labResults: LabResultSummary[] }) {
  const t = useT();
  return (
    <FrontPageSection
      id="lab-results"
      title={t("frontPage.labResults.title")}
      allPage="laboratory"
      emptyKind="results"
      isEmpty={labResults.length === 0}
    >
      {labResults.map((day) => {
        const more = day.testCount - day.testNames.length;
        return (
          <FrontPageItem
            key={day.id}
            title={
              <Link page="laboratoryResult" params={{ resultDate: day.date }}>
                <CalendarDay date={day.date} />
              </Link>
            }
          >
            <p className="front-item__meta">
              <span className={day.isReady ? "front-item__status front-item__status--ready" : "front-item__status"}>
                {t(day.isReady ? "frontPage.labResults.ready" : "frontPage.labResults.pending")}
              </span>
            </p>
            {day.testNames.length > 0 && (
              <p className="front-item__detail">
                {day.testNames.join(", ")}
                {more > 0 && ` ${t("frontPage.labResults.moreTests", { count: more })}`}
              </p>
            )}
          </FrontPageItem>
        );
      })}
    </FrontPageSection>
  );
}
