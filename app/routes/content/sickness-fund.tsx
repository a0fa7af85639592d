import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { useBrand } from "#app/root-context";
import { isRouteErrorResponse } from "react-router";
import { ErrorView } from "#app/ui/error-view";
import { RootErrorView } from "#app/ui/root-error-view";
import { Tabs, useTabQuery, type TabItem } from "#app/ui/tabs";
import { FaqPanel, InstructionsPanel, RulesPanel, SicknessFundContact, WelcomePanel } from "./sickness-fund-content";
import type { Route } from "./+types/sickness-fund";
import { requireFeature } from "#app/features.server";
import { requireValidSession } from "#app/session.server";

// Sickness fund (spec part 1 §2): four tabs of static text for logged-in patients of an
// environment with the sickness-fund-page flag (decision 230; the menu also needs the membership).
// A failure shows the generic error view with Try again (spec part 1 §8), a missing flag the 404
// page. The open tab lives in ?tab=, read on the server and in the browser alike, and switching
// tabs loads nothing (the root route does not revalidate within one language).

const SICKNESS_FUND_TABS = ["welcome", "rules", "instructions", "faq"] as const;
type SicknessFundTab = (typeof SICKNESS_FUND_TABS)[number];

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "content.sicknessFund.title");

export function loader({ request, context }: Route.LoaderArgs) {
  requireValidSession(request, context);
  requireFeature(context, "sickness-fund-page");
  return null;
}

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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) return <RootErrorView status={error.status} />;
  return <ErrorView headingLevel={1} className="page-section" />;
}
