import { formatShortDate } from "#domain/date-display";
import type { TeamMember } from "#domain/records";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { ErrorView } from "#app/ui/error-view";
import { useLanguage } from "#app/ui/use-language";
import type { Route } from "./+types/occupational-team";
import { loadOccupationalTeamPage } from "./occupational-team.server";
import styles from "#app/ui/records.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Occupational health care team /{lang}/{tyoterveystiimi|foretagshalsovardsteamet|
// occupational-health-care-team} (spec part 1 §2 "Team", §3 "Occupational info", §8; part 2 §3
// "Practitioner"): the employer's name, the responsible doctors and nurses linking to their
// profiles on the brand site, each with a substitute's name and period when one is named; the
// generic error view with Try again when the team could not be read (temporary-api-error).

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "occupationalTeam.title");

export const links: Route.LinksFunction = () => [stylesheet(styles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadOccupationalTeamPage(request, context);
}

function MemberList({ members, headingId }: { members: TeamMember[]; headingId: string }) {
  const t = useT();
  const lang = useLanguage();
  if (members.length === 0) return <p>{t("occupationalTeam.noneNamed")}</p>;
  return (
    <ul className="team-list" aria-labelledby={headingId}>
      {members.map((member) => (
        <li key={member.id} className="team-list__item">
          {member.profileUrl ? (
            <a href={member.profileUrl} aria-label={t("occupationalTeam.profile", { name: member.name })}>
              {member.name}
            </a>
          ) : (
            member.name
          )}
          {member.substituteName && member.substitutePeriod ? (
            <p className="team-list__substitute">
              {t("occupationalTeam.substitute", {
                name: member.substituteName,
                start: formatShortDate(member.substitutePeriod.start, lang),
                end: formatShortDate(member.substitutePeriod.end, lang),
              })}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export default function OccupationalTeamPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { team } = loaderData;
  if (team.status === "temporary-api-error") return <ErrorView headingLevel={1} className="page-section" />;
  return (
    <section className="page-section">
      <h1>{t("occupationalTeam.title")}</h1>
      {team.status === "no-team" ? (
        <p className="lead">{t("occupationalTeam.noTeam")}</p>
      ) : (
        <>
          <p className="lead">{t("occupationalTeam.intro")}</p>
          <dl className="team-employer">
            <dt>{t("occupationalTeam.employer")}</dt>
            <dd>{team.info.employerName}</dd>
          </dl>
          <h2 id="team-doctors">{t("occupationalTeam.doctors")}</h2>
          <MemberList members={team.info.responsibleDoctors} headingId="team-doctors" />
          <h2 id="team-nurses">{t("occupationalTeam.nurses")}</h2>
          <MemberList members={team.info.responsibleNurses} headingId="team-nurses" />
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
