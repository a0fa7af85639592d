import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { useBrand } from "#app/root-context";
import { ErrorView } from "#app/ui/error-view";
import { Tabs, useTabQuery, type TabItem } from "#app/ui/tabs";
import { FaqPanel, InstructionsPanel, RulesPanel, SicknessFundContact, WelcomePanel } from "./sickness-fund-content";
import type { Route } from "./+types/sickness-fund";

// Sickness fund (spec part 1 §2): four tabs of static text, open to anyone. The spec's
// temporary-api-error state (a generic error view) cannot arise: no API is called, so there is
// no loader. The open tab lives in ?tab=, read on the server and in the browser alike, and
// switching tabs loads nothing (the root route does not revalidate within one language).

const SICKNESS_FUND_TABS = ["welcome", "rules", "instructions", "faq"] as const;
type SicknessFundTab = (typeof SICKNESS_FUND_TABS)[number];

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "content.sicknessFund.title");

export default function SicknessFund() {
  const t = useT();
  const brand = useBrand();
  const { selectedId, select, hrefFor } = useTabQuery(SICKNESS_FUND_TABS);
  const tabs: TabItem<SicknessFundTab>[] = [
    { id: "welcome", label: t("content.sicknessFund.tab.welcome"), panel: <WelcomePanel /> },
    { id: "rules", label: t("content.sicknessFund.tab.rules"), panel: <RulesPanel /> },
    { id: "instructions", label: t("content.sicknessFund.tab.instructions"), panel: <InstructionsPanel /> },
    { id: "faq", label: t("content.sicknessFund.tab.faq"), panel: <FaqPanel /> },
  ];

  return (
    <article className="page-section content-page">
      <h1>{t("content.sicknessFund.title")}</h1>
      <p className="lead">{t("content.sicknessFund.intro")}</p>
      <Tabs
        label={t("content.sicknessFund.tabsLabel")}
        tabs={tabs}
        selectedId={selectedId}
        onSelect={select}
        hrefFor={hrefFor}
      />
      <SicknessFundContact phone={brand.customerServicePhone} />
    </article>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
