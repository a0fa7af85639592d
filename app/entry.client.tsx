import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { reportBrowserError } from "./error-reporting/browser-errors";

// React Router's default browser entry, plus the error reporting of loaders, actions and render
// errors in the browser (sent only with SENTRY_PUBLIC_DSN; app/error-reporting/browser-errors.ts).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter onError={(error, { location }) => reportBrowserError(error, location.pathname)} />
    </StrictMode>,
  );
});
