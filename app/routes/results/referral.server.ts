import { type AppLoadContext, data } from "react-router";
import { type Referral } from "#domain/health-records";
import { NumericIdSchema } from "#domain/numeric-id-inputs";
import { langOfPath, pageOfPath } from "#domain/routes/route-table";
import { getReferral } from "#server/modules/results/service";
import { requireValidSession } from "#app/session.server";

/** `now`: the server's time of the load (ISO), for the validity hint. */
export type ReferralPageData = { type: Referral["type"]; referral: Referral | null; now: string };

/**
 * Laboratory referral /{lang}/{laboratoriolahete|laboratorieremiss|laboratoryreferral}/{id} and
 * imaging referral /{lang}/{kuvantamislahete|bildbehandlingremiss|imagingreferral}/{id} (spec part
 * 2 §2): one referral of the acting patient of the page's type. Another patient's referral, one of
 * the other type or an unknown id is "Referral was not found", with HTTP 404.
 */
export async function loadReferralPage(request: Request, context: AppLoadContext, idParam: string | undefined) {
  const session = requireValidSession(request, context);
  const pathname = new URL(request.url).pathname;
  const type = pageOfPath(pathname.replace(/\.data$/, ""))?.key === "imagingReferral" ? "imaging" : "laboratory";
  const id = NumericIdSchema.safeParse(idParam);
  const { now } = context.scope;
  const notFound = data<ReferralPageData>({ type, referral: null, now: now.toISOString() }, { status: 404 });
  if (!id.success || session.actingPatientId === null) return notFound;
  const referral = await getReferral(context.scope.db, {
    actingPatientId: session.actingPatientId,
    type,
    referralId: id.data,
    lang: langOfPath(pathname),
    now,
    actor: context.scope.actor,
  });
  return referral ? data<ReferralPageData>({ type, referral, now: now.toISOString() }) : notFound;
}
