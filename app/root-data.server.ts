import type { AppLoadContext } from "react-router";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import { describeSession } from "#server/modules/account/session-state";
import { loadSessionPerson } from "#server/modules/account/menu-service";
import { actorsForOthersOf } from "#server/modules/account/acting-service";
import type { Session } from "#server/modules/account/session-service";
import { compileMessages } from "#app/i18n/compile-messages.server";
import { catalogOf } from "#app/i18n/messages";
import { packMessages } from "#app/i18n/packed-messages";
import { messageAreasOfPath, WORKSPACE_AREAS } from "#app/i18n/page-areas";
import { langOfPath } from "#domain/routes/route-table";
import { professionalLangOfPath } from "#domain/routes/professional-route-table";
import type { MenuPatient } from "#app/ui/shell/menu";
import { flashOf } from "#app/flash.server";
import type { BrowserErrorReportingConfig } from "#app/error-reporting/browser-errors";
import type { Config } from "#server/config/config";
import type { LoginActor } from "#domain/identification-providers";

/** The language of a request: the first path segment, Finnish when there is none. */
function errorReportingOf(config: Config): BrowserErrorReportingConfig | null {
  return config.SENTRY_PUBLIC_DSN ? { dsn: config.SENTRY_PUBLIC_DSN, environment: config.HOIVA_STAGE } : null;
}

/**
 * The menu person of this request's valid session, read once per request: the root loader (header
 * and menu) and the front page's loader (quick actions) run side by side and share the one read.
 */
const sessionPersonOfRequest = new WeakMap<AppLoadContext, ReturnType<typeof loadSessionPerson>>();

export function sessionPersonOf(context: AppLoadContext, session: Session): ReturnType<typeof loadSessionPerson> {
  let person = sessionPersonOfRequest.get(context);
  if (!person) {
    person = loadSessionPerson(context.services.database.db, session, helsinkiCalendarDate(context.services.clock.now()));
    sessionPersonOfRequest.set(context, person);
  }
  return person;
}

/** What the root route hands every page: language, brand, session state and texts. */
export async function loadRootData(request: Request, context: AppLoadContext) {
  const { pathname } = new URL(request.url);
  const lang = langOfPath(pathname);
  // A workspace page shows nothing of a patient session the browser may also carry.
  const isWorkspace = professionalLangOfPath(pathname) !== null;
  const session = isWorkspace ? null : context.session;
  // The header and menu show the user only while the session is valid.
  const person = session?.status === "valid" ? await sessionPersonOf(context, session) : null;
  const patient: MenuPatient | null = person && {
    firstName: person.firstName,
    lastName: person.lastName,
    hasOccupationalCare: person.hasOccupationalCare,
    hasPatientData: person.hasPatientData,
    unreadThreadCount: person.unreadThreadCount,
    hasMessagingUser: person.hasMessagingUser,
    openInvoiceCount: person.openInvoiceCount,
  };
  const sicknessFundMember = person?.isSicknessFundMember ?? false;
  // A guardian (for a child) or an agent (for a principal) acting for them.
  const acting: { actor: LoginActor } | null =
    person && session?.status === "valid" && session.actingRole !== "self"
      ? { actor: session.actingRole === "guardian" ? "child" : "mandate" }
      : null;
  // The header's person switcher: while acting for someone, or for anyone who may (decision 176).
  const switchActor = person && session?.status === "valid" ? (acting?.actor ?? actorsForOthersOf(session)[0] ?? null) : null;
  return {
    lang,
    brandId: context.brand,
    nonce: context.nonce,
    sessionState: describeSession({ config: context.services.config, brand: context.brand, lang, session, sicknessFundMember }),
    // Only the texts of this language and page travel with it, parsed (decision 238), as one string
    // (decision 267).
    messages: packMessages(compileMessages(catalogOf(lang, isWorkspace ? WORKSPACE_AREAS : messageAreasOfPath(pathname)), lang)),
    /** The logged-in patient as the menu shows them; null for an anonymous visitor. */
    patient,
    /** Set while the user acts for someone else: the login actor whose choose-person page changes person. */
    acting,
    /** The actor whose choose-person page the header's switcher opens; null: no switcher. */
    switchActor,
    /** The toast the previous write left for this page (post/redirect/get). */
    flash: flashOf(context),
    /** The browser's error reporting (SENTRY_PUBLIC_DSN, a public DSN); null: the browser loads none. */
    errorReporting: errorReportingOf(context.services.config),
    /** The server's clock as the page was made: the session's end is counted from it (a device's clock may be off). */
    serverNow: context.services.clock.now().toISOString(),
  };
}

export type RootData = Awaited<ReturnType<typeof loadRootData>>;
