import type { VisitSummary } from "#server/modules/account/front-page-service";
import { useT } from "#app/i18n/use-t";
import { Link } from "#app/ui/link";
import { RelativeTime } from "#app/ui/relative-time";
import { FrontPageItem, FrontPageSection } from "./front-page-section";

/** Latest past visits (medical reports), newest first. */
export function VisitsSection({ visits }: { visits: VisitSummary[] }) {
  const t = useT();
  return (
    <FrontPageSection id="visits" title={t("frontPage.visits.title")} allPage="visits" emptyKind="visits" isEmpty={visits.length === 0}>
      {visits.map((visit) => (
        <FrontPageItem
          key={visit.id}
          title={
            <Link page="visit" params={{ visitId: visit.id }}>
              {visit.specialtyName ?? visit.practitionerName}
            </Link>
          }
        >
          <p className="front-item__meta">
            <RelativeTime date={visit.dateTime} />
          </p>
          <p className="front-item__detail">{[visit.practitionerName, visit.clinicName].filter(Boolean).join(" · ")}</p>
        </FrontPageItem>
      ))}
    </FrontPageSection>
  );
}
