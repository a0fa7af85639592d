import type { ImagingSummary } from "#server/modules/account/front-page-service";
import { useT } from "#app/i18n/use-t";
import { Link } from "#app/ui/link";
import { CalendarDay } from "./dates";
import { FrontPageItem, FrontPageSection } from "./front-page-section";

/** Latest imaging results; each links to the results of its imaging day. */
export function ImagingSection({ imaging }: { imaging: ImagingSummary[] }) {
  const t = useT();
  return (
    <FrontPageSection id="imaging" title={t("frontPage.imaging.title")} allPage="imaging" emptyKind="results" isEmpty={imaging.length === 0}>
      {imaging.map((result) => (
        <FrontPageItem
          key={result.id}
          title={
            <Link page="imagingResult" params={{ imagingDate: result.imagingDate }}>
              {result.examinationName}
            </Link>
          }
        >
          <p className="front-item__meta">
            <CalendarDay date={result.imagingDate} />
          </p>
        </FrontPageItem>
      ))}
    </FrontPageSection>
  );
}
