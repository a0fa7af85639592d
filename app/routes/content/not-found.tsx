import { data } from "react-router";
import { NotFoundView } from "#app/ui/root-error-view";
import { pageTitle } from "#app/i18n/meta";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "common.notFound.title");

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundView />;
}
