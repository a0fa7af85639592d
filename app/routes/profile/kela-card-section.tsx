import { useEffect, useId, useReducer, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import {
  KELA_CARD_SIDES,
  KELA_IMAGE_FORMAT_NAMES,
  KELA_IMAGE_TYPES,
  type KelaCardSide,
  type KelaImageState,
  bothUploaded,
  canSave,
  isUploading,
  kelaCardReducer,
  kelaCardStateFromImages,
} from "#domain/kela-card";
import { pushAnalyticsEvent } from "#app/analytics";
import { useT } from "#app/i18n/use-t";
import { useCsrfToken, useLeaveWithoutSession } from "#app/ui/api-client";
import { useHydrated } from "#app/ui/use-hydrated";
import { sniffKelaImage, uploadKelaCard } from "./kela-card-client";

// The Kela card section on the contact tab of My information (spec part 1 §3 "Kela card", §4
// "Kela image upload", §5, §8; decisions 219-221): two slots, front and back. Choosing a file
// makes its side ready to upload (or shows why not); "Save images" is enabled once both sides
// are ready and uploads both with progress; once both are uploaded, "Change images" starts over.

export type KelaCardSectionData =
  | { status: "loaded"; imageUrl: Record<KelaCardSide, string | null> }
  | { status: "failed" };

const sideLabel = { front: "kelaCard.side.front", back: "kelaCard.side.back" } as const;
const chooseLabel = { front: "kelaCard.choose.front", back: "kelaCard.choose.back" } as const;
const imageAlt = { front: "kelaCard.image.front", back: "kelaCard.image.back" } as const;

export function KelaCardSection({ section }: { section: KelaCardSectionData | null }) {
  const t = useT();
  const headingId = useId();
  if (!section) return null;
  return (
    <section className="kela-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("kelaCard.title")}</h2>
      {section.status === "failed" ? (
        <p className="field-error" role="alert">
          {t("kelaCard.error.retrieve")}
        </p>
      ) : (
        <KelaCardUpload imageUrl={section.imageUrl} />
      )}
    </section>
  );
}

function KelaCardUpload({ imageUrl }: { imageUrl: Record<KelaCardSide, string | null> }) {
  const t = useT();
  const hydrated = useHydrated();
  const csrfToken = useCsrfToken();
  const leave = useLeaveWithoutSession();
  const revalidator = useRevalidator();
  const [state, dispatch] = useReducer(kelaCardReducer, imageUrl, kelaCardStateFromImages);
  const files = useRef<Partial<Record<KelaCardSide, File>>>({});
  const [saved, setSaved] = useState(false);
  const firstInput = useRef<HTMLInputElement>(null);
  const [focusFirstInput, setFocusFirstInput] = useState(false);
  const front = imageUrl.front;
  const back = imageUrl.back;

  // New links from the loader (after saving, or a revalidation) show the stored images.
  const loading = revalidator.state !== "idle";
  useEffect(() => {
    if (!loading) dispatch({ type: "loaded", imageUrl: { front, back } });
  }, [front, back, loading]);

  useEffect(() => {
    if (focusFirstInput) {
      firstInput.current?.focus();
      setFocusFirstInput(false);
    }
  }, [focusFirstInput]);

  const choose = async (side: KelaCardSide, file: File | undefined) => {
    setSaved(false);
    if (!file) {
      delete files.current[side];
      dispatch({ type: "cleared", side });
      return;
    }
    files.current[side] = file;
    // The bytes decide the type, not the name or what the browser guessed.
    const proved = await sniffKelaImage(file);
    dispatch({ type: "chosen", side, fileName: file.name, contentType: proved ?? "application/octet-stream", sizeBytes: file.size });
    if (!proved) pushAnalyticsEvent({ event: "kelaCardImageError", reason: "invalidFileType" });
  };

  const save = async () => {
    const front = files.current.front;
    const back = files.current.back;
    if (!canSave(state) || !front || !back || state.front.status !== "ready-to-upload" || state.back.status !== "ready-to-upload") return;
    dispatch({ type: "started" });
    const outcome = await uploadKelaCard(
      { front: { file: front, contentType: state.front.contentType }, back: { file: back, contentType: state.back.contentType } },
      { csrfToken, onProgress: (side, progress) => dispatch({ type: "progress", side, progress }) },
    );
    if (outcome.kind === "session") return leave(outcome.expired);
    if (outcome.kind === "failed") {
      dispatch({ type: "failed", ...(outcome.side ? { side: outcome.side } : {}), message: outcome.message });
      pushAnalyticsEvent({ event: "kelaCardImageError", reason: outcome.message.replace("kelaCard.error.", "") });
      return;
    }
    KELA_CARD_SIDES.forEach((side) => dispatch({ type: "progress", side, progress: 100 }));
    files.current = {};
    setSaved(true);
    await revalidator.revalidate();
  };

  const changeImages = () => {
    setSaved(false);
    files.current = {};
    dispatch({ type: "change-images" });
    setFocusFirstInput(true);
  };

  const cancelChange = () => {
    files.current = {};
    dispatch({ type: "loaded", imageUrl: { front, back } });
  };

  const uploading = isUploading(state);
  const hadImages = front !== null && back !== null;
  return (
    <div className="kela-card__body">
      <p>{t("kelaCard.intro", { formats: KELA_IMAGE_FORMAT_NAMES })}</p>
      <ul className="kela-card__slots">
        {KELA_CARD_SIDES.map((side, index) => (
          <li key={side} className="kela-card__slot">
            <KelaCardSlot
              side={side}
              slot={state[side]}
              disabled={!hydrated || uploading}
              inputRef={index === 0 ? firstInput : undefined}
              onChoose={(file) => void choose(side, file)}
            />
          </li>
        ))}
      </ul>
      <div className="kela-card__actions">
        {bothUploaded(state) ? (
          <button type="button" className="button button--secondary" onClick={changeImages} disabled={!hydrated}>
            {t("kelaCard.changeImages")}
          </button>
        ) : (
          <>
            <button type="button" className="button button--primary" onClick={() => void save()} disabled={!hydrated || !canSave(state) || uploading} aria-busy={uploading}>
              {uploading ? t("kelaCard.saving") : t("kelaCard.save")}
            </button>
            {hadImages && !uploading ? (
              <button type="button" className="button button--secondary" onClick={cancelChange}>
                {t("kelaCard.cancel")}
              </button>
            ) : null}
          </>
        )}
      </div>
      <p className="kela-card__status" role="status">
        {saved && bothUploaded(state) ? t("kelaCard.saved") : ""}
      </p>
    </div>
  );
}

interface SlotProps {
  side: KelaCardSide;
  slot: KelaImageState;
  disabled: boolean;
  inputRef?: React.Ref<HTMLInputElement> | undefined;
  onChoose: (file: File | undefined) => void;
}

function KelaCardSlot({ side, slot, disabled, inputRef, onChoose }: SlotProps) {
  const t = useT();
  const inputId = useId();
  const messageId = useId();
  return (
    <figure className="kela-card__figure" data-status={slot.status}>
      <figcaption className="kela-card__side">{t(sideLabel[side])}</figcaption>
      {slot.status === "uploaded" ? (
        <img className="kela-card__image" src={slot.path} alt={t(imageAlt[side])} />
      ) : slot.status === "uploading" ? (
        <div className="kela-card__progress">
          <progress id={inputId} max={100} value={slot.progress} aria-label={t("kelaCard.uploading", { progress: slot.progress })} />
          <span aria-hidden="true">{t("kelaCard.uploading", { progress: slot.progress })}</span>
        </div>
      ) : (
        <div className="kela-card__choose">
          <label htmlFor={inputId}>{t(chooseLabel[side])}</label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={KELA_IMAGE_TYPES.join(",")}
            disabled={disabled}
            aria-invalid={slot.status === "error" ? true : undefined}
            aria-describedby={messageId}
            onChange={(event) => onChoose(event.currentTarget.files?.[0])}
          />
          <p id={messageId} className={slot.status === "error" ? "field-error" : "kela-card__note"} role={slot.status === "error" ? "alert" : undefined}>
            {slot.status === "error"
              ? t(slot.message, { formats: KELA_IMAGE_FORMAT_NAMES })
              : slot.status === "ready-to-upload"
                ? t("kelaCard.ready", { fileName: slot.fileName })
                : t("kelaCard.missing")}
          </p>
        </div>
      )}
    </figure>
  );
}
