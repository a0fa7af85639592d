import { data, type AppLoadContext } from "react-router";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import type { OccupationalTeamState } from "#domain/records";
import { getOccupationalInfo } from "#server/modules/occupational/team-service";
import { langOfPath } from "#domain/routes/route-table";
import { requireValidSession } from "#app/session.server";

export interface OccupationalTeamPageData {
  team: OccupationalTeamState;
}

/**
 * Occupational health care team /{lang}/{tyoterveystiimi|foretagshalsovardsteamet|
 * occupational-health-care-team} (spec part 1 §2 "Team"): the acting patient's employer and team.
 * When the team cannot be read the page is the generic error view with Try again
 * (temporary-api-error, answered 503); any other error reaches the error boundary.
 */
export async function loadOccupationalTeamPage(request: Request, context: AppLoadContext) {
  const session = requireValidSession(request, context);
  if (session.actingPatientId === null) return data<OccupationalTeamPageData>({ team: { status: "no-team" } });
  try {
    const info = await getOccupationalInfo(context.scope.db, {
      actingPatientId: session.actingPatientId,
      brand: context.scope.brand,
      lang: langOfPath(new URL(request.url).pathname),
      today: helsinkiCalendarDate(context.scope.now),
      now: context.scope.now,
      actor: context.scope.actor,
    });
    return data<OccupationalTeamPageData>({ team: info ? { status: "ok", info } : { status: "no-team" } });
  } catch (error) {
    context.services.logger.error({ err: error, requestId: context.requestId }, "reading the occupational health care team failed");
    return data<OccupationalTeamPageData>({ team: { status: "temporary-api-error" } }, { status: 503 });
  }
}
