import { type ChangeEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { ATTACHMENT_EXTENSIONS, ATTACHMENTS_MAX_TOTAL_BYTES, hasAllowedExtension } from "#domain/messaging";
import { isSafeFileName, visibleFileName } from "#domain/text-field";
import { useT } from "#app/i18n/use-t";
import { useCsrfToken, useLeaveWithoutSession } from "#app/ui/api-client";
import { useToast } from "#app/ui/toast-provider";
import { messagingClient, NETWORK_FAILURE } from "./lazy-client";

// Attachments of a reply or a new conversation (spec part 2 §5 "Attachments", §8; part 1 §5
// "Upload files"): files chosen with the allowed endings, together at most 9 MiB — checked before
// any upload, else the toast "Attachment file is too large" / "Maximum attachment size is 9MB" and
// none of them is taken. Each file uploads at once to its single-use address with its own progress;
// a failed upload is marked failed (not retried) and can be removed; a lost session leaves for the
// login page. The uploaded ones go with the
// form as `attachments[i].key` and `attachments[i].fileName`, which the page's action passes to the
// service (it accepts only the author's own uploads). Needs JavaScript: without it the picker is
// not shown and a message is text only.

export type ChosenStatus = "uploading" | "uploaded" | "failed" | "typeNotAllowed" | "nameNotAllowed";

export interface ChosenAttachment {
  id: string;
  /** The file's name; one with control or direction characters is refused and shown with them made visible (decision 281). */
  name: string;
  size: number;
  status: ChosenStatus;
  /** 0–100 while uploading. */
  progress: number;
  key: string | null;
}

export interface AttachmentsState {
  chosen: ChosenAttachment[];
  /** Files the user chose; refused all together when they would exceed 9 MiB with the others. */
  add: (files: readonly File[]) => void;
  remove: (id: string) => void;
  uploadedCount: number;
  uploading: boolean;
  /** What a screen reader hears about the last change (added, failed, removed). */
  announcement: string;
}

/** The chosen attachments of one form, with their uploads. */
export function useAttachments(): AttachmentsState {
  const t = useT();
  const toast = useToast();
  const csrfToken = useCsrfToken();
  const leave = useLeaveWithoutSession();
  const [chosen, setChosen] = useState<ChosenAttachment[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const uploads = useRef(new Map<string, AbortController>());
  const counter = useRef(0);

  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const update = useCallback((id: string, change: Partial<ChosenAttachment>) => {
    setChosen((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return;
      const taken = chosen.filter((item) => item.status === "uploading" || item.status === "uploaded").reduce((sum, item) => sum + item.size, 0);
      const acceptable = (file: File) => hasAllowedExtension(file.name) && isSafeFileName(file.name);
      const adding = files.filter(acceptable).reduce((sum, file) => sum + file.size, 0);
      if (taken + adding > ATTACHMENTS_MAX_TOTAL_BYTES) {
        toast.show({ kind: "error", title: t("messaging.attachments.tooLarge"), message: t("messaging.attachments.tooLargeMessage") });
        return;
      }
      const items = files.map((file): [ChosenAttachment, File] => {
        counter.current += 1;
        const status: ChosenStatus = !isSafeFileName(file.name) ? "nameNotAllowed" : hasAllowedExtension(file.name) ? "uploading" : "typeNotAllowed";
        const name = status === "nameNotAllowed" ? visibleFileName(file.name) : file.name;
        return [{ id: `attachment-${counter.current}`, name, size: file.size, status, progress: 0, key: null }, file];
      });
      setChosen((list) => [...list, ...items.map(([item]) => item)]);
      const refused = items.find(([item]) => item.status === "typeNotAllowed" || item.status === "nameNotAllowed");
      if (refused) setAnnouncement(t(refusalKey(refused[0].status), { name: refused[0].name }));
      for (const [item, file] of items) {
        if (item.status !== "uploading") continue;
        const controller = new AbortController();
        uploads.current.set(item.id, controller);
        const upload = (client: typeof import("./messaging-client")) =>
          client.uploadAttachment(file, {
            csrfToken,
            signal: controller.signal,
            onProgress: (loaded, total) => update(item.id, { progress: total > 0 ? Math.round((loaded / total) * 100) : 0 }),
          });
        void messagingClient.load().then(upload, () => NETWORK_FAILURE).then((outcome) => {
          uploads.current.delete(item.id);
          if (controller.signal.aborted) return;
          if (outcome.kind === "ok") {
            update(item.id, { status: "uploaded", progress: 100, key: outcome.key });
            setAnnouncement(t("messaging.attachments.uploaded", { name: item.name }));
            return;
          }
          // The session is gone: to the login (or timed-out) page, back here afterwards.
          if (outcome.kind === "session") return leave(outcome.expired);
          if (outcome.kind === "tooLarge") {
            toast.show({ kind: "error", title: t("messaging.attachments.tooLarge"), message: t("messaging.attachments.tooLargeMessage") });
          }
          update(item.id, { status: outcome.kind === "typeNotAllowed" ? "typeNotAllowed" : "failed" });
          setAnnouncement(t(outcome.kind === "typeNotAllowed" ? "messaging.attachments.typeNotAllowed" : "messaging.attachments.failed", { name: item.name }));
        });
      }
    },
    [chosen, csrfToken, leave, t, toast, update],
  );

  const remove = useCallback(
    (id: string) => {
      uploads.current.get(id)?.abort();
      uploads.current.delete(id);
      const item = chosen.find((each) => each.id === id);
      setChosen((list) => list.filter((each) => each.id !== id));
      if (item) setAnnouncement(t("messaging.attachments.removed", { name: item.name }));
    },
    [chosen, t],
  );

  return {
    chosen,
    add,
    remove,
    uploadedCount: chosen.filter((item) => item.status === "uploaded").length,
    uploading: chosen.some((item) => item.status === "uploading"),
    announcement,
  };
}

/** Why a chosen file is not attached. */
function refusalKey(status: ChosenStatus) {
  return status === "typeNotAllowed" ? "messaging.attachments.typeNotAllowed" : status === "nameNotAllowed" ? "messaging.attachments.nameNotAllowed" : "messaging.attachments.failed";
}

const ACCEPT = ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(",");

/** The file chooser, the chosen files with progress and Remove, and the fields the form posts. */
export function AttachmentPicker({ state, disabled = false }: { state: AttachmentsState; disabled?: boolean }) {
  const t = useT();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { chosen, add, remove, announcement } = state;
  const uploaded = chosen.filter((item) => item.status === "uploaded" && item.key !== null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    add(Array.from(event.target.files ?? []));
    // The same file can be chosen again after removing it.
    event.target.value = "";
  }

  function removeAndRefocus(itemId: string) {
    remove(itemId);
    // The button that had focus is gone: back to the chooser.
    inputRef.current?.focus();
  }

  const hintId = `${id}-hint`;
  return (
    <fieldset className="attachment-picker">
      <legend className="form-field__label">{t("messaging.attachments.legend")}</legend>
      <p id={hintId} className="form-field__hint">
        {t("messaging.attachments.hint", { types: ATTACHMENT_EXTENSIONS.join(", ") })}
      </p>
      <label htmlFor={`${id}-input`} className="attachment-picker__choose">
        {t("messaging.attachments.choose")}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="file"
        multiple
        accept={ACCEPT}
        onChange={choose}
        disabled={disabled}
        aria-describedby={hintId}
        className="attachment-picker__input"
      />
      {chosen.length > 0 ? (
        <ul className="attachment-picker__list" aria-label={t("messaging.attachments.chosen")}>
          {chosen.map((item) => (
            <li key={item.id} className={`attachment-picker__item attachment-picker__item--${item.status}`}>
              <span className="attachment-picker__name" data-private="">
                {item.name}
              </span>
              {item.status === "uploading" ? (
                <progress className="attachment-picker__progress" max={100} value={item.progress} aria-label={t("messaging.attachments.progress", { name: item.name })} />
              ) : null}
              {item.status === "failed" || item.status === "typeNotAllowed" || item.status === "nameNotAllowed" ? (
                <span className="field-error">{t(refusalKey(item.status), { name: item.name })}</span>
              ) : null}
              <button type="button" className="link-button" onClick={() => removeAndRefocus(item.id)} disabled={disabled}>
                {t("messaging.attachments.remove", { name: item.name })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {uploaded.map((item, index) => (
        <span key={item.id} hidden>
          <input type="hidden" name={`attachments[${index}].key`} value={item.key ?? ""} />
          <input type="hidden" name={`attachments[${index}].fileName`} value={item.name} />
        </span>
      ))}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
