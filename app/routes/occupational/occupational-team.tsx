import { formatShortDate } from "#domain/date-display";
import type { TeamMember } from "#domain/records";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { ErrorView } from "#app/ui/error-view";
import { Link } from "#app/ui/link";
import { PractitionerThumbnail } from "#app/ui/practitioner-picture";
import { useLanguage } from "#app/ui/use-language";
import type { Route } from "./+types/occupational-team";
import { loadOccupationalTeamPage } from "./occupational-team.server";
import styles from "#app/ui/records.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Occupational health care team /{lang}/{tyoterveystiimi|foretagshalsovardsteamet|
// occupational-health-care-team} (spec part 1 §2 "Team", §3 "Occupational info", §8; part 2 §3
// "Practitioner"): the employer's name, a message to the team, and the responsible doctors and
// nurses, each with picture or initials, job title, "Book an appointment" (the occupational
// booking list with them chosen) and the profile on the brand site; an absent member says until
// when and who substitutes (decision 350), and a substitute's name and period show when the team
// names one; the generic error view with Try again when the team could not be read
// (temporary-api-error).

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "occupationalTeam.title");

export const links: Route.LinksFunction = () => [stylesheet(styles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadOccupationalTeamPage(request, context);
}

function MemberList({ members, headingId }: { members: TeamMember[]; headingId: string }) {
  const t = useT();
  if (members.length === 0) return <p>{t("occupationalTeam.noneNamed")}</p>;
  return (
    <ul className="team-list" aria-labelledby={headingId}>
      {members.map((member) => (
        <MemberCard key={member.id} member={member} />
      ))}
    </ul>
  );
}

/** One member: picture (initials without one), name and title, absence with the substitutes, and booking with them. */
function MemberCard({ member }: { member: TeamMember }) {
  const t = useT();
  const lang = useLanguage();
  // The team's own named substitute, unless the absence already names the same person.
  const namedSubstitute =
    member.substituteName && member.substitutePeriod && !member.absence?.substitutes.some((substitute) => substitute.name === member.substituteName)
      ? { name: member.substituteName, period: member.substitutePeriod }
      : null;
  return (
    <li className="team-card">
      <PractitionerThumbnail name={member.name} url={member.pictureUrl} />
      <div className="team-card__body">
        <p className="team-card__name">
          {member.name}
          {member.absence ? <span className="status-badge status-badge--warning team-card__badge">{t("occupationalTeam.away")}</span> : null}
        </p>
        <p className="team-card__title">{member.title}</p>
        {member.absence ? (
          <div className="team-card__absence">
            <p>{t("occupationalTeam.awayUntil", { date: formatShortDate(member.absence.lastDay, lang) })}</p>
            {member.absence.substitutes.length > 0 ? (
              <ul className="team-card__substitutes">
                {member.absence.substitutes.map((substitute) => (
                  <li key={substitute.name}>
                    {t("occupationalTeam.substituteNamed", { name: substitute.name })}
                    {substitute.title ? `, ${substitute.title}` : null}
                    {substitute.practitionerId !== null ? (
                      <>
                        {" "}
                        <Link
                          page="bookingOccupational"
                          search={{ practitionerIds: substitute.practitionerId }}
                          className="team-card__inline-action"
                          aria-label={t("occupationalTeam.bookSubstituteNamed", { name: substitute.name })}
                        >
                          {t("occupationalTeam.bookSubstitute")}
                        </Link>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {namedSubstitute ? (
          <p className="team-list__substitute">
            {t("occupationalTeam.substitute", {
              name: namedSubstitute.name,
              start: formatShortDate(namedSubstitute.period.start, lang),
              end: formatShortDate(namedSubstitute.period.end, lang),
            })}
          </p>
        ) : null}
        <p className="team-card__actions">
          <Link
            page="bookingOccupational"
            search={{ practitionerIds: member.id }}
            className="button button--secondary team-card__action"
            aria-label={t("occupationalTeam.bookWith", { name: member.name })}
          >
            {t("occupationalTeam.book")}
          </Link>
          {member.profileUrl ? (
            <a href={member.profileUrl} className="team-card__profile" aria-label={t("occupationalTeam.profile", { name: member.name })}>
              {t("occupationalTeam.profileLink")}
            </a>
          ) : null}
        </p>
      </div>
    </li>
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
          <div className="team-message">
            <p>{t("occupationalTeam.messageIntro")}</p>
            <Link page="newMessage" className="button button--primary">
              {t("occupationalTeam.message")}
            </Link>
          </div>
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
