import { classifyTimestamp, formatRelativeTime, formatShortDate } from "#domain/date-display";
import { useT } from "#app/i18n/use-t";
import { useLanguage } from "./use-language";
import { useNow } from "./use-now";

/**
 * A message or feed timestamp (spec part 1 §4): relative within 24 hours, "Yesterday" from 24 to
 * 48 hours, otherwise the short date. Server and browser clocks differ, so the text may change
 * on hydration; that is expected, hence suppressHydrationWarning.
 */
export function RelativeTime({ date, now }: { date: Date; now?: Date }) {
  const t = useT();
  const lang = useLanguage();
  const display = classifyTimestamp(date, useNow(now));

  let text: string;
  if (display.kind === "relative") {
    // Minutes read naturally up to an hour; after that whole hours ("3 hours ago").
    const { minutes } = display;
    if (minutes === 0) text = formatRelativeTime(0, "second", lang, { words: true });
    else if (minutes < 60) text = formatRelativeTime(-minutes, "minute", lang);
    else text = formatRelativeTime(-Math.floor(minutes / 60), "hour", lang);
  } else if (display.kind === "yesterday") {
    text = t("ui.time.yesterday");
  } else {
    text = formatShortDate(date, lang);
  }

  return (
    <time dateTime={date.toISOString()} suppressHydrationWarning>
      {text}
    </time>
  );
}
