import { MY_INFORMATION_TABS, type MyInformationTab } from "#domain/save-action";
import { saveButtonLabel } from "#domain/my-information";
import { pageTitle } from "#app/i18n/meta";
import { ConsentForm } from "#app/ui/profile/consent-form";
import { useT } from "#app/i18n/use-t";
import { ErrorView } from "#app/ui/error-view";
import { Link } from "#app/ui/link";
import { Tabs, useTabQuery, type TabItem } from "#app/ui/tabs";
import type { Route } from "./+types/my-information";
import { ContactInfoForm } from "./contact-info-form";
import { KelaCardSection } from "./kela-card-section";
import { loadMyInformationPage, submitMyInformation } from "./my-information.server";
import myInformationStyles from "./my-information.css?url";
import profileFormStyles from "#app/ui/profile/profile-form.css?url";
import { SmsLoginSetting } from "./sms-login-setting";

// My information /{lang}/{omat-tiedot|mina-uppgifter|my-information} (spec part 1 §2): two tabs,
// contact information and permissions and agreements, the open one in ?tab= so a link can open
// either (a go-to-view-appointment-page save action with tab consent opens the consent tab). The
// contact tab carries the contact form, then the SMS login setting and the Kela card section.
// Below the tabs, the link to who has viewed these data.

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "myInformation.title");

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: profileFormStyles },
  { rel: "stylesheet", href: myInformationStyles },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadMyInformationPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return submitMyInformation(request, context);
}

export default function MyInformation({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { information, saveAction } = loaderData;
  const { selectedId, select, hrefFor } = useTabQuery<MyInformationTab>(MY_INFORMATION_TABS);
  const tabs: TabItem<MyInformationTab>[] = [
    {
      id: "contact",
      label: t("myInformation.tab.contact"),
      panel: (
        <>
          {/* Saved values are the form's starting point: a save that changed them starts it afresh. */}
          <ContactInfoForm key={JSON.stringify(information)} information={information} saveAction={saveAction} />
          <SmsLoginSetting setting={loaderData.smsLoginSetting} />
          <KelaCardSection section={loaderData.kelaCardSection} />
        </>
      ),
    },
    {
      id: "consent",
      label: t("myInformation.tab.consent"),
      panel: (
        <>
          <p className="lead">{t("myInformation.consent.intro")}</p>
          <ConsentForm form={loaderData.consent} saveLabel={t(`myInformation.action.${saveButtonLabel(saveAction)}`)} />
        </>
      ),
    },
  ];
  return (
    <section className="page-section my-information-page">
      <h1>{t("myInformation.title")}</h1>
      <Tabs
        label={t("myInformation.tabsLabel")}
        tabs={tabs}
        selectedId={selectedId}
        onSelect={select}
        hrefFor={hrefFor}
      />
      {/* The professionals' accesses to these data (issue 15): for every patient handled, on both tabs. */}
      <p className="my-information-page__access-log">
        <Link page="accessLog">{t("myInformation.accessLogLink")}</Link>
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
