import { Form, useNavigation } from "react-router";
import { formatShortDate } from "#domain/date-display";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { useLang } from "#app/root-context";
import { ErrorView } from "#app/ui/error-view";
import accountStyles from "#app/styles/account.css?url";
import type { Route } from "./+types/act-for";
import { loadActForPage, submitActFor } from "./act-for.server";
import { stylesheet } from "#app/ui/stylesheet";

// "Choose person" (spec part 1 §1, §6): after a guardian or mandate login the user picks whose
// matters the session handles, or their own. A child who is not our customer yet says so (the
// guardian registers them next). No menu or footer (bare chrome).

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "actFor.title");

export const links: Route.LinksFunction = () => [stylesheet(accountStyles)];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadActForPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return submitActFor(request, context);
}

export default function ActFor({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const navigation = useNavigation();
  const { actor, persons, next, csrfToken } = loaderData;
  const busy = navigation.state !== "idle";

  return (
    <section className="page-section act-for">
      <h1>{t("actFor.title")}</h1>
      <p className="lead">{t(actor === "child" ? "actFor.intro.child" : "actFor.intro.mandate")}</p>
      <Form method="post" aria-busy={busy}>
        <input type="hidden" name="csrfToken" value={csrfToken} />
        <input type="hidden" name="actor" value={actor} />
        <input type="hidden" name="next" value={next} />
        <ul className="act-for__list" aria-label={t(actor === "child" ? "actFor.listLabel.child" : "actFor.listLabel.mandate")}>
          {persons.map((person) => (
            <li key={person.choice}>
              <button type="submit" name="person" value={person.choice} className="act-for__person" disabled={busy}>
                <span className="act-for__name" data-private="">
                  {person.firstName} {person.lastName}
                </span>
                <span className="act-for__detail">{t("actFor.born", { date: formatShortDate(person.birthDate, lang) })}</span>
                {person.patientId === null ? <span className="act-for__detail">{t("actFor.notCustomer")}</span> : null}
              </button>
            </li>
          ))}
        </ul>
        <div className="act-for__own">
          <button
            type="submit"
            name="person"
            value="self"
            className="button button--secondary"
            aria-describedby="act-for-own-hint"
            disabled={busy}
          >
            {t("actFor.ownMatters")}
          </button>
          <p id="act-for-own-hint">{t("actFor.ownMattersHint")}</p>
        </div>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
