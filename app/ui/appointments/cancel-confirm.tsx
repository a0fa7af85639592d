import { useEffect, useId, useRef } from "react";
import { useT } from "#app/i18n/use-t";

/**
 * The in-page confirmation before cancelling (spec part 1 §4 "It asks for confirmation"), inside
 * the form that cancels: "Yes" submits it; the question takes focus and is read out; Escape or
 * "No" returns to the page ("No" links to `dismissHref` when given, for a page without JavaScript).
 */
export function CancelConfirm({ onDismiss, dismissHref }: { onDismiss: () => void; dismissHref?: string }) {
  const t = useT();
  const questionId = useId();
  const questionRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    questionRef.current?.focus();
  }, []);

  return (
    <div
      className="cancel-confirm"
      role="group"
      aria-labelledby={questionId}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onDismiss();
        }
      }}
    >
      <p id={questionId} ref={questionRef} tabIndex={-1} className="cancel-confirm__question">
        {t("appointments.cancel.confirm")}
      </p>
      <p className="actions">
        <button type="submit" className="button button--danger">
          {t("appointments.cancel.confirmYes")}
        </button>
        {dismissHref ? (
          <a
            href={dismissHref}
            role="button"
            className="button button--secondary"
            onClick={(event) => {
              event.preventDefault();
              onDismiss();
            }}
          >
            {t("appointments.cancel.confirmNo")}
          </a>
        ) : (
          <button type="button" className="button button--secondary" onClick={onDismiss}>
            {t("appointments.cancel.confirmNo")}
          </button>
        )}
      </p>
    </div>
  );
}
