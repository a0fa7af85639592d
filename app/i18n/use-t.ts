import { type MessageFormatElement, TYPE } from "@formatjs/icu-messageformat-parser";
import { type IntlShape, useIntl } from "react-intl";
import type { MessageKey } from "./messages";

type Values = Record<string, string | number | Date>;

/**
 * The text of a message in the formatter's language. Most messages are plain text, or text with
 * `{name}` arguments given as strings or numbers: those are joined here as FormatJS would join
 * them, without its per-call memoization (which serialises the message's syntax tree as a JSON key
 * on every call; decision 391). Every other message (plural, select, dates, numbers, tags, a
 * missing value or key) goes through `formatMessage`.
 */
export function formatText(intl: IntlShape, key: MessageKey, values?: Values): string {
  const message = intl.messages[key] as string | MessageFormatElement[] | undefined;
  if (Array.isArray(message)) {
    let text = "";
    for (const element of message) {
      if (element.type === TYPE.literal) text += element.value;
      else if (element.type === TYPE.argument && values && (typeof values[element.value] === "string" || typeof values[element.value] === "number")) text += String(values[element.value]);
      else return intl.formatMessage({ id: key }, values);
    }
    return text;
  }
  return intl.formatMessage({ id: key }, values);
}

/** The translate function of the current language: t("shell.logIn"). */
export function useT(): (key: MessageKey, values?: Values) => string {
  const intl = useIntl();
  return (key, values) => formatText(intl, key, values);
}
