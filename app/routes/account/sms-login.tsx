import { ErrorView } from "#app/ui/error-view";
import type { Route } from "./+types/sms-login";
import { submitSmsLogin, visitSmsLogin } from "./sms-login.server";

// The SMS login form posts without JavaScript (decision 214): only an action; a visit goes home.

export function loader({ request }: Route.LoaderArgs) {
  return visitSmsLogin(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return submitSmsLogin(request, context);
}

export default function SmsLogin() {
  return null;
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
