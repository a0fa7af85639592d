import { FormattedMessage } from "react-intl";
import { useRevalidator } from "react-router";
import { normalisePhoneNumber } from "#domain/phone-number";
import { useT } from "#app/i18n/use-t";
import { useBrand } from "#app/root-context";

export interface ErrorViewProps {
  /** Default: run the loaders again, which also clears a route error boundary once they succeed. */
  onRetry?: () => void;
  /** 1 when the view is the whole page (root error boundary), 2 inside a page section. */
  headingLevel?: 1 | 2 | 3;
  /** Extra class for the surrounding layout, e.g. "page-section" when it fills a page. */
  className?: string;
}

/** The generic error view of the spec (part 1 §8): apology, customer service phone, Try again. */
export function ErrorView({ onRetry, headingLevel = 2, className }: ErrorViewProps) {
  const t = useT();
  const brand = useBrand();
  const revalidator = useRevalidator();
  const Heading = `h${headingLevel}` as const;

  function retry() {
    if (onRetry) onRetry();
    else if (revalidator.state === "idle") void revalidator.revalidate();
  }

  return (
    <section className={className ? `error-view ${className}` : "error-view"}>
      <Heading className="error-view__title">{t("ui.errorView.title")}</Heading>
      <p>{t("ui.errorView.body")}</p>
      <p>
        <FormattedMessage
          id="ui.errorView.phone"
          values={{ phone: <a href={`tel:${normalisePhoneNumber(brand.customerServicePhone)}`}>{brand.customerServicePhone}</a> }}
        />
      </p>
      <button type="button" className="button button--primary" onClick={retry} aria-busy={revalidator.state === "loading"}>
        {t("ui.errorView.retry")}
      </button>
    </section>
  );
}
