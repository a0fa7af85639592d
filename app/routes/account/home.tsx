import { pageTitle } from "#app/i18n/meta";
import { ErrorView } from "#app/ui/error-view";
import type { Route } from "./+types/home";
import { AnonymousFrontPage } from "./front-page/anonymous-front-page";
import { FrontPage } from "./front-page/front-page";
import { loadHomePage } from "./home.server";
import frontPageStyles from "./front-page/front-page.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// The front page /{lang} (spec part 1 §2): the way in for a visitor, the summaries for a
// logged-in user. An expired or MFA-pending session is redirected by the loader.

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "menu.home");

export const links: Route.LinksFunction = () => [stylesheet(frontPageStyles)];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadHomePage(request, context);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  if (loaderData.frontPage) return <FrontPage state={loaderData.frontPage} quickActions={loaderData.quickActions} />;
  return <AnonymousFrontPage services={loaderData.visitor?.services ?? []} clinics={loaderData.visitor?.clinics ?? []} />;
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
