import { redirect } from "react-router";
import { pathPattern, DEFAULT_LANG } from "#domain/routes/route-table";

/** "/" has no language of its own: send visitors to the Finnish front page. */
export function loader() {
  return redirect(pathPattern("home", DEFAULT_LANG));
}
