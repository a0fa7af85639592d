import { useT } from "#app/i18n/use-t";

// Pieces every workspace form shares: the hidden token and intent of a post to the page's action,
// and the file input of a message (which after a refused post asks for the files again: a
// browser never sends them twice).

export function IntentFields({ csrfToken, intent }: { csrfToken: string; intent: string }) {
  return (
    <>
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
}

export function AttachmentsField({ accept, chooseAgain }: { accept: string; chooseAgain: boolean }) {
  const t = useT();
  return (
    <div className="form-field">
      <label htmlFor="attachments" className="form-field__label">
        {t("workspace.attachmentsLabel")}
      </label>
      <p className="form-field__hint" id="attachments-hint">
        {t("workspace.attachmentsHint")}
        {chooseAgain ? ` ${t("workspace.chooseFilesAgain")}` : ""}
      </p>
      <input type="file" id="attachments" name="attachments" multiple accept={accept} aria-describedby="attachments-hint" />
    </div>
  );
}
