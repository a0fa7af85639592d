import type { SubmissionResult } from "@conform-to/react";
import { isValidationKey } from "#domain/validation-keys";
import type { ValidationDetail } from "#domain/validation-details";
import type { MessageKey } from "#app/i18n/messages";
import { useT } from "#app/i18n/use-t";
import { Spinner } from "#app/ui/spinner";
import { useHydrated } from "#app/ui/use-hydrated";
import { AttachmentPicker, type AttachmentsState } from "./attachment-picker";

/**
 * The end of a conversation form (a reply, a new conversation): the attachments once the page runs
 * (without JavaScript text only), why the last send failed, and Send with its progress.
 */
export function MessageFormEnd({
  attachments,
  sending,
  blocked,
  failure,
}: {
  attachments: AttachmentsState;
  sending: boolean;
  blocked: boolean;
  failure: MessageKey | null;
}) {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <>
      {hydrated ? <AttachmentPicker state={attachments} disabled={sending} /> : null}
      {failure ? (
        <p role="alert" className="notice notice--error">
          {t(failure)}
        </p>
      ) : null}
      <p className="actions">
        <button type="submit" className="button button--primary" disabled={blocked} aria-busy={sending}>
          {t("messaging.send")}
        </button>
        {sending ? <Spinner label={t("messaging.sending")} /> : null}
      </p>
    </>
  );
}

/**
 * Why the server refused the form's attachments (a file name with control or direction
 * characters, decision 281), or null. The picker refuses such a file before its upload, so this
 * answers a post that did not come from it.
 */
export function attachmentsRefusal(result: SubmissionResult<ValidationDetail[]> | undefined): MessageKey | null {
  const detail = Object.entries(result?.error ?? {}).find(([name, details]) => name.startsWith("attachments") && details?.length)?.[1]?.[0];
  return detail && isValidationKey(detail.message) ? detail.message : null;
}
