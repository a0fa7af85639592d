import { FormattedMessage } from "react-intl";
import { type DateInput, formatShortDate, validityHint, type ValidityHint } from "#domain/date-display";
import { helsinkiCalendarDate } from "#domain/helsinki-time";
import type { MessageKey } from "#app/i18n/messages";
import { StatusBadge, type StatusTone } from "./status-badge";
import { useLanguage } from "./use-language";
import { useNow } from "./use-now";

const MESSAGE_OF: Record<ValidityHint["kind"], MessageKey> = {
  expired: "ui.validity.expired",
  today: "ui.validity.today",
  tomorrow: "ui.validity.tomorrow",
  weeks: "ui.validity.weeks",
  date: "ui.validity.date",
};

/**
 * Validity of a referral or the like (spec part 1 §4): "Valid until {date}" with (today),
 * (tomorrow) or (n weeks) as the domain's hint says, or "Not valid" once expired.
 */
export function ValidUntil({ date, now }: { date: DateInput; now?: Date }) {
  const lang = useLanguage();
  const hint = validityHint(date, useNow(now));
  const day = date instanceof Date ? helsinkiCalendarDate(date) : date;
  const values = {
    date: <time dateTime={day}>{formatShortDate(date, lang)}</time>,
    weeks: hint.kind === "weeks" ? hint.weeks : 0,
  };
  return (
    <span className={`valid-until valid-until--${hint.kind}`}>
      <FormattedMessage id={MESSAGE_OF[hint.kind]} values={values} />
    </span>
  );
}

const TONE_OF: Record<ValidityHint["kind"], StatusTone> = {
  expired: "neutral",
  today: "warning",
  tomorrow: "warning",
  weeks: "success",
  date: "success",
};

/**
 * The validity as a status badge (decision 383): valid = success, ending today or tomorrow =
 * warning, "Not valid" = neutral; the words are ValidUntil's.
 */
export function ValidityBadge({ date, now }: { date: DateInput; now?: Date }) {
  const hint = validityHint(date, useNow(now));
  return (
    <StatusBadge tone={TONE_OF[hint.kind]}>
      <ValidUntil date={date} now={now} />
    </StatusBadge>
  );
}
