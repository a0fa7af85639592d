import { useEffect, useId, useRef, useState, type ChangeEvent, type ClipboardEvent, type KeyboardEvent } from "react";
import { END_PART_LENGTH, isAllowedEndPartCharacter } from "#domain/identity-code-end-part";
import { useHydrated } from "#app/ui/use-hydrated";

export interface EndPartInputProps {
  legend: string;
  hint: string;
  /** Accessible name of one input: (1, 4) → "Character 1 of 4". */
  characterLabel: (index: number, count: number) => string;
  /**
   * The form field's name. Until the page runs its JavaScript the four inputs are one plain field
   * of this name, posted with its form (without JavaScript, the only way).
   */
  name: string;
  /** Called once all four inputs hold a character (upper case). */
  onComplete: (endPart: string) => void;
  /** Any change by the user (the page clears its error on it). */
  onChange?: () => void;
  disabled?: boolean;
  /** Marks the inputs invalid and names the element that explains why. */
  errorId?: string;
  autoFocus?: boolean;
}

/**
 * The last four characters of the identity code (spec part 1 §5): four single-character inputs,
 * upper-cased as typed; 1-3 accept digits only, 4 a digit or a check character; anything else is
 * ignored. Focus moves forward on entry and back on Backspace in an empty input; a pasted end part
 * spreads over the inputs. Handed over only when all four are filled. Before hydration (and
 * without JavaScript) one plain field named `name` takes the four characters instead.
 */
export function EndPartInput({ legend, hint, characterLabel, name, onComplete, onChange, disabled = false, errorId, autoFocus = false }: EndPartInputProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [chars, setChars] = useState<string[]>(() => Array.from({ length: END_PART_LENGTH }, () => ""));
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  const focusInput = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(END_PART_LENGTH - 1, index))];
    input?.focus();
    input?.select();
  };

  useEffect(() => {
    if (autoFocus && hydrated) focusInput(0);
    // Only when first shown (the four inputs replace the plain field once the page is hydrated).
  }, [hydrated]);

  function update(next: string[], focusIndex: number | null) {
    setChars(next);
    onChange?.();
    if (focusIndex !== null) focusInput(focusIndex);
    if (next.every((char) => char !== "")) onComplete(next.join(""));
  }

  /** Puts the accepted characters of `typed` into the inputs from `start` on. */
  function fill(start: number, typed: string) {
    const next = [...chars];
    let index = start;
    for (const raw of typed.toUpperCase()) {
      if (index >= END_PART_LENGTH) break;
      if (!isAllowedEndPartCharacter(index, raw)) continue;
      next[index] = raw;
      index += 1;
    }
    if (index === start) return;
    update(next, Math.min(index, END_PART_LENGTH - 1));
  }

  function handleChange(index: number, event: ChangeEvent<HTMLInputElement>) {
    const value = event.target.value;
    if (value === "") {
      if (chars[index] !== "") update(chars.map((char, i) => (i === index ? "" : char)), null);
      return;
    }
    const old = chars[index] ?? "";
    // A character typed next to the one already there replaces it.
    const typed = value.length === 2 && old !== "" ? (value[0]?.toUpperCase() === old ? value.slice(1) : value.slice(0, 1)) : value;
    fill(index, typed);
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    fill(index, event.clipboardData.getData("text").replace(/\s|-/g, "").slice(-END_PART_LENGTH));
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Backspace" && chars[index] === "" && index > 0) {
      event.preventDefault();
      update(chars.map((char, i) => (i === index - 1 ? "" : char)), index - 1);
    } else if (event.key === "ArrowLeft" && index > 0) {
      event.preventDefault();
      focusInput(index - 1);
    } else if (event.key === "ArrowRight" && index < END_PART_LENGTH - 1) {
      event.preventDefault();
      focusInput(index + 1);
    }
  }

  const hintId = `${id}-hint`;
  if (!hydrated) {
    return (
      <div className="end-part">
        <label htmlFor={`${id}-plain`} className="end-part__legend">
          {legend}
        </label>
        <p id={hintId} className="end-part__hint">
          {hint}
        </p>
        <input
          id={`${id}-plain`}
          name={name}
          className="end-part__plain"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={END_PART_LENGTH}
          required
          aria-invalid={errorId ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}
          autoFocus={autoFocus}
        />
      </div>
    );
  }
  return (
    <fieldset className="end-part">
      <legend className="end-part__legend">{legend}</legend>
      <p id={hintId} className="end-part__hint">
        {hint}
      </p>
      <div className="end-part__inputs">
        {chars.map((char, index) => (
          <span key={index} className="end-part__cell">
            <label htmlFor={`${id}-${index}`} className="visually-hidden">
              {characterLabel(index + 1, END_PART_LENGTH)}
            </label>
            <input
              id={`${id}-${index}`}
              ref={(element) => {
                inputs.current[index] = element;
              }}
              className="end-part__char"
              type="text"
              inputMode={index < END_PART_LENGTH - 1 ? "numeric" : "text"}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={char}
              disabled={disabled}
              aria-invalid={errorId ? true : undefined}
              aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}
              onChange={(event) => handleChange(index, event)}
              onPaste={(event) => handlePaste(index, event)}
              onKeyDown={(event) => handleKeyDown(index, event)}
              onFocus={(event) => event.target.select()}
            />
          </span>
        ))}
      </div>
    </fieldset>
  );
}
