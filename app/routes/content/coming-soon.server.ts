import type { AppLoadContext } from "react-router";
import { PAGES, pageOfPath } from "#domain/routes/route-table";
import { requireValidSession } from "#app/session.server";

/** A page not built yet still keeps its access rule: patient pages need a valid session. */
export function guardComingSoonPage(request: Request, context: AppLoadContext): null {
  const page = pageOfPath(new URL(request.url).pathname);
  if (page && PAGES[page.key].access === "patient") requireValidSession(request, context);
  return null;
}
