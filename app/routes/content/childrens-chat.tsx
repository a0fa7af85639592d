import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { useBrand } from "#app/root-context";
import { isRouteErrorResponse } from "react-router";
import { pageOfPath } from "#domain/routes/route-table";
import { ErrorView } from "#app/ui/error-view";
import { RootErrorView } from "#app/ui/root-error-view";
import { requireFeature } from "#app/features.server";
import { requireValidSession } from "#app/session.server";
import type { Route } from "./+types/childrens-chat";

// Children's chat (pikkutsatti) (spec part 1 §2): only a notice that the chat has moved to the
// mobile app, with the brand's store links. Both addresses need the pikkutsatti flag (else 404);
// the logged-in /{lang}/pikkutsatti needs a session, the anonymous users' address does not
// (decision 230).

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "content.childrensChat.title");

export function loader({ request, context }: Route.LoaderArgs) {
  requireFeature(context, "pikkutsatti");
  if (pageOfPath(new URL(request.url).pathname)?.key === "childrensChatNotice") requireValidSession(request, context);
  return null;
}

export default function ChildrensChat() {
  const t = useT();
  const brand = useBrand();
  return (
    <article className="page-section content-page">
      <h1>{t("content.childrensChat.title")}</h1>
      <p className="lead">{t("content.childrensChat.body", { brand: brand.name })}</p>
      <h2>{t("content.childrensChat.appsHeading")}</h2>
      <ul className="content-app-links">
        <li>
          <a href={brand.appLinks.appStore} className="button button--primary">
            {t("content.childrensChat.appStore")}
          </a>
        </li>
        <li>
          <a href={brand.appLinks.googlePlay} className="button button--primary">
            {t("content.childrensChat.googlePlay")}
          </a>
        </li>
      </ul>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) return <RootErrorView status={error.status} />;
  return <ErrorView headingLevel={1} className="page-section" />;
}
