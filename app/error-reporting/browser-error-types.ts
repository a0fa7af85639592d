// What the always-loaded browser-errors.ts and the SDK's chunk (sentry-browser.ts) share.

export interface BrowserErrorReportingConfig {
  /** The public DSN of the browser's project. */
  dsn: string;
  /** The stage (HOIVA_STAGE). */
  environment: string;
}

/** The context tag of a browser report: which page of the route table, never its address. */
export interface BrowserErrorContext {
  area: "browser";
  /** The route table's page key, "notFound" outside the table. */
  page: string;
  lang: string;
}

export interface BrowserReporter {
  report(error: unknown, context: BrowserErrorContext): void;
}
