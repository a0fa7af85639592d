import { type FormEvent, useCallback, useRef, useState } from "react";

// The GOV.UK error summary pattern, one way for every form: Submit is never disabled for what the
// user has not yet typed; nothing is listed until they try to send; a try with errors sends
// nothing (the browser can tell) and moves focus to the summary, whose links lead to each field.
// Without JavaScript the form posts and the server's answer lists the same errors.

export interface ErrorSummaryControl {
  /** Give it to the ErrorSummary. */
  summaryRef: React.RefObject<HTMLDivElement | null>;
  /** Whether the user has tried to send (or the server has answered): the summary and field errors show. */
  attempted: boolean;
  /** Focus the summary after this render (an answer from the server with errors). */
  focusSummary: () => void;
  /**
   * In the form's onSubmit: notes the try; with errors stops the post and focuses the summary.
   * Answers whether the post goes ahead.
   */
  trySubmit: (event: FormEvent, hasErrors: boolean) => boolean;
}

export function useErrorSummary(answered = false): ErrorSummaryControl {
  const summaryRef = useRef<HTMLDivElement>(null);
  const [attempted, setAttempted] = useState(answered);
  const focusSummary = useCallback(() => {
    requestAnimationFrame(() => summaryRef.current?.focus());
  }, []);
  const trySubmit = useCallback(
    (event: FormEvent, hasErrors: boolean) => {
      setAttempted(true);
      if (!hasErrors) return true;
      event.preventDefault();
      focusSummary();
      return false;
    },
    [focusSummary],
  );
  return { summaryRef, attempted, focusSummary, trySubmit };
}
