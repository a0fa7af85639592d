import { Suspense, useId } from "react";
import { isRouteErrorResponse } from "react-router";
import { formatShortDate } from "#domain/date-display";
import type { TeamAbsence } from "#domain/records";
import type { MessagingAnnouncement } from "#server/modules/messaging/announcement-service";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { lazyComponent } from "#app/ui/lazy-module";
import { Link } from "#app/ui/link";
import { useLang } from "#app/root-context";
import { Markdown } from "#app/ui/markdown";
import { RootErrorView } from "#app/ui/root-error-view";
import type { Route } from "./+types/new-conversation";
import { loadNewConversationPage, submitNewConversation } from "./new-conversation.server";
import messagingStyles from "./messaging.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// New conversation /{lang}/{viestit/uusi|meddelanden/ny|messages/new} (spec part 2 §2, §5 "New
// thread", §8): subject (at most 70 characters), message and attachments (attachment-picker.tsx),
// to the care team. Send is disabled while either text is blank after trimming, an attachment is
// still uploading, or while sending, once the page is alive; without
// JavaScript the action answers the same check. Sent: the new conversation's page. Otherwise the
// errors next to the fields and in the summary, or "Sending the message failed. Try again.",
// keeping what was typed. Above the form the members of the patient's occupational health care
// team who are away today, with their substitutes (decision 350), and the active announcement (heading, Markdown description
// rendered safely, its type's style). Blank without the messaging flag or a messaging user; the
// maintenance page while messaging is switched off. The form's code (Conform, the schema, the
// attachment picker) comes after the page's first load (decision 264).

const NewConversationForm = lazyComponent(() => import("./new-conversation-form").then((module) => module.NewConversationForm));

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "messaging.new.title");

export const links: Route.LinksFunction = () => [stylesheet(messagingStyles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadNewConversationPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return submitNewConversation(request, context);
}

export default function NewConversation({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="page-section new-conversation-page">
      <p>
        <Link page="messages">{t("messaging.backToList")}</Link>
      </p>
      <h1>{t("messaging.new.title")}</h1>
      {loaderData.state === "maintenance" ? (
        <p className="notice notice--warning" role="note">
          {t("messaging.maintenance")}
        </p>
      ) : null}
      {loaderData.state === "form" ? (
        <>
          {loaderData.teamAbsences.length > 0 ? <TeamAbsences absences={loaderData.teamAbsences} /> : null}
          {loaderData.announcement ? <AnnouncementBanner {...loaderData.announcement} /> : null}
          <Suspense fallback={null}>
            <NewConversationForm subjectMaxLength={loaderData.subjectMaxLength} />
          </Suspense>
        </>
      ) : null}
    </section>
  );
}

/** Who of the occupational health care team is away and who substitutes, before the patient writes (decision 350). */
function TeamAbsences({ absences }: { absences: TeamAbsence[] }) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  return (
    <section className="notice notice--warning team-absences" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="notice__title">
        {t("messaging.new.teamAbsenceHeading")}
      </h2>
      <ul>
        {absences.map((absence) => (
          <li key={absence.name}>
            {t("messaging.new.teamAbsence", {
              name: absence.name,
              title: absence.title,
              date: formatShortDate(absence.lastDay, lang),
              hasSubstitutes: absence.substitutes.length > 0 ? "yes" : "no",
              substitutes: absence.substitutes.map((substitute) => (substitute.title ? `${substitute.name} (${substitute.title})` : substitute.name)).join(", "),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The care organisation's announcement: its heading and Markdown description, styled by its type. */
function AnnouncementBanner({ heading, description, type }: MessagingAnnouncement) {
  const id = useId();
  const style = { info: "notice--info", notification: "notice--notification", warning: "notice--warning", success: "notice--success" }[type];
  return (
    <section className={`notice ${style} announcement`} aria-labelledby={`${id}-heading`} data-type={type}>
      <h2 id={`${id}-heading`} className="notice__title announcement__heading">
        {heading}
      </h2>
      <Markdown source={description} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RootErrorView status={isRouteErrorResponse(error) ? error.status : 500} />;
}
