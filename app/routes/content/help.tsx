import { IntlProvider } from "react-intl";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { langOfPath } from "#domain/routes/route-table";
import { useBrand, useRootData } from "#app/root-context";
import { ErrorView } from "#app/ui/error-view";
import { HelpInstructions } from "./help-content";
import { finnishHelpMessages } from "./help.server";
import { PhoneLink } from "#app/ui/phone-link";
import type { Route } from "./+types/help";

// Help (spec part 1 §2): common patient instructions, the SMS authentication FAQ when the mfa
// feature is on, and the customer service phone. The instructions exist in Finnish only: the sv
// and en pages say so in their own language and show the Finnish text marked lang="fi", so
// screen readers switch their voice.

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "content.help.title");

export function loader({ request }: Route.LoaderArgs) {
  // Open to everyone: it tells how to log in (decision 302).
  return { finnishMessages: finnishHelpMessages(langOfPath(new URL(request.url).pathname)) };
}

export default function Help({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const brand = useBrand();
  const { sessionState } = useRootData();
  const { finnishMessages } = loaderData;
  const instructions = (
    <HelpInstructions
      showSmsFaq={sessionState.features.includes("mfa")}
      customerServicePhone={brand.customerServicePhone}
    />
  );

  return (
    <article className="page-section content-page">
      <h1>{t("content.help.title")}</h1>
      {finnishMessages ? (
        <>
          <div className="content-notice">
            <p>{t("content.help.finnishOnly")}</p>
            <p>
              {t("content.help.finnishOnlyContact")} <PhoneLink phone={brand.customerServicePhone} />
            </p>
          </div>
          <IntlProvider locale="fi" messages={finnishMessages} defaultLocale="fi" timeZone="Europe/Helsinki">
            <div lang="fi">{instructions}</div>
          </IntlProvider>
        </>
      ) : (
        instructions
      )}
    </article>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
