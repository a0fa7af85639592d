import { Suspense } from "react";
import { MY_INFORMATION_TABS, type MyInformationTab } from "#domain/save-action";
import { saveButtonLabel } from "#domain/my-information";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { ErrorView } from "#app/ui/error-view";
import { lazyComponent } from "#app/ui/lazy-module";
import { Link } from "#app/ui/link";
import { Tabs, useTabQuery, type TabItem } from "#app/ui/tabs";
import type { Route } from "./+types/my-information";
import { loadMyInformationPage, submitMyInformation } from "./my-information.server";
import { ReminderPreferencesSection } from "./reminder-preferences";
import myInformationStyles from "./my-information.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// My information /{lang}/{omat-tiedot|mina-uppgifter|my-information} (spec part 1 §2): two tabs,
// contact information and permissions and agreements, the open one in ?tab= so a link can open
// either (a go-to-view-appointment-page save action with tab consent opens the consent tab). The
// contact tab carries the contact form, then the SMS login setting, the Kela card section and the
// notifications on the user's devices (decision 372).
// Below the tabs, the link to who has viewed these data.

// What most visits do not use comes after the page's first load (decision 264): the server renders
// it into the page, the browser makes it work once its code is there.
const SmsLoginSetting = lazyComponent(() => import("./sms-login-setting").then((module) => module.SmsLoginSetting));
const KelaCardSection = lazyComponent(() => import("./kela-card-section").then((module) => module.KelaCardSection));
const PushNotificationsSection = lazyComponent(() => import("./push-notifications-section").then((module) => module.PushNotificationsSection));
// The contact form too: its form library (decision 395) would take the page over the first-load budget.
const ContactInfoForm = lazyComponent(() => import("./contact-info-form").then((module) => module.ContactInfoForm));
const ConsentForm = lazyComponent(() => import("#app/ui/profile/consent-form").then((module) => module.ConsentForm));

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "myInformation.title");

export const links: Route.LinksFunction = () => [stylesheet(myInformationStyles)];

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
          <Suspense fallback={null}>
            <ContactInfoForm key={JSON.stringify(information)} information={information} saveAction={saveAction} />
          </Suspense>
          <ReminderPreferencesSection preferences={loaderData.reminderPreferences} />
          <Suspense fallback={null}>
            <SmsLoginSetting setting={loaderData.smsLoginSetting} />
            <KelaCardSection section={loaderData.kelaCardSection} />
            <PushNotificationsSection section={loaderData.pushSection} />
          </Suspense>
        </>
      ),
    },
    {
      id: "consent",
      label: t("myInformation.tab.consent"),
      panel: (
        <>
          <p className="lead">{t("myInformation.consent.intro")}</p>
          <Suspense fallback={null}>
            <ConsentForm form={loaderData.consent} saveLabel={t(`myInformation.action.${saveButtonLabel(saveAction)}`)} />
          </Suspense>
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
