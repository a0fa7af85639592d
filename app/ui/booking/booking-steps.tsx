import { useT } from "#app/i18n/use-t";

// Where the patient is in booking: choose a time → your details → booked. A phone shows one
// step at a time, so the row of three tells how far there is to go. The current step carries
// aria-current="step"; the finished ones say so to a screen reader.

const STEPS = ["choose", "details", "booked"] as const;
export type BookingStep = (typeof STEPS)[number];

const LABELS = {
  choose: "common.bookingSteps.choose",
  details: "common.bookingSteps.details",
  booked: "common.bookingSteps.booked",
} as const;

export function BookingSteps({ current }: { current: BookingStep }) {
  const t = useT();
  const currentIndex = STEPS.indexOf(current);
  return (
    <ol className="booking-steps" aria-label={t("common.bookingSteps.label")}>
      {STEPS.map((step, index) => {
        const state = index < currentIndex ? "done" : index === currentIndex ? "current" : "next";
        return (
          <li key={step} className={`booking-steps__step booking-steps__step--${state}`} aria-current={state === "current" ? "step" : undefined}>
            <span className="booking-steps__number" aria-hidden="true">
              {state === "done" ? "✓" : index + 1}
            </span>
            <span className="booking-steps__label">{t(LABELS[step])}</span>
            {state === "done" ? <span className="visually-hidden"> ({t("common.bookingSteps.done")})</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
