import { useEffect, useState } from "react";
import { ONBOARDING_FADE_OUT_MS } from "#domain/sms-onboarding-limits";

/**
 * A panel that fades out over 500 ms and then hides (spec part 1 §4, §9): `fading` while the
 * opacity transition runs, `hidden` after it. The focus, which would be lost with the panel, goes
 * to the page's heading.
 */
export function useFadeOut(): { fading: boolean; hidden: boolean; fadeOut: () => void } {
  const [state, setState] = useState<"shown" | "fading" | "hidden">("shown");
  useEffect(() => {
    if (state !== "fading") return;
    const timer = setTimeout(() => {
      setState("hidden");
      const heading = document.querySelector<HTMLElement>("main h1, h1");
      if (heading && document.activeElement === document.body) {
        if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
        heading.focus();
      }
    }, ONBOARDING_FADE_OUT_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return { fading: state === "fading", hidden: state === "hidden", fadeOut: () => setState((now) => (now === "shown" ? "fading" : now)) };
}
