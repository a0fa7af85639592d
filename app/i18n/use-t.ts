import { type MessageFormatElement, TYPE } from "@formatjs/icu-messageformat-parser";
import { type Formatters, IntlMessageFormat } from "intl-messageformat";
import { Fragment, type ReactNode, createElement } from "react";
import { type IntlShape, useIntl } from "react-intl";
import type { MessageKey } from "./messages";

type Values = Record<string, string | number | Date>;

/**
 * The text of a message in the formatter's language. Most messages are plain text, or text with
 * `{name}` arguments given as strings or numbers: those are joined here as FormatJS would join
 * them, without its per-call memoization (which serialises the message's syntax tree as a JSON key
 * on every call; decision 391). Plural and select messages with such values are formatted by
 * their own formatter, made once per formatter and message (decision 408). Every other message
 * (dates and times, tags, a missing value or key, a value of another kind) goes through
 * `formatMessage`, which also reports what fails.
 */
export function formatText(intl: IntlShape, key: MessageKey, values?: Values): string {
  const message = intl.messages[key] as string | MessageFormatElement[] | undefined;
  if (!Array.isArray(message)) return intl.formatMessage({ id: key }, values);
  const joined = joinPlain(message, values);
  if (joined !== null) return joined;
  const format = values && hasOnlyTextValues(values) ? keptFormatOf(intl, key, message) : null;
  if (format) {
    try {
      const text = format.format(values);
      if (typeof text === "string") return text;
    } catch {
      // Reported and answered by formatMessage below.
    }
  }
  return intl.formatMessage({ id: key }, values);
}

/** A message of literals and `{name}` arguments with string or number values, joined; else null. */
function joinPlain(message: MessageFormatElement[], values: Values | undefined): string | null {
  let text = "";
  for (const element of message) {
    if (element.type === TYPE.literal) text += element.value;
    else if (element.type === TYPE.argument && values && (typeof values[element.value] === "string" || typeof values[element.value] === "number")) text += String(values[element.value]);
    else return null;
  }
  return text;
}

function hasOnlyTextValues(values: Values): boolean {
  return Object.values(values).every((value) => typeof value === "string" || typeof value === "number");
}

/** Null for a message this must leave to formatMessage: dates and times (its time zone), tags. */
type KeptFormat = IntlMessageFormat | null;

const keptFormats = new WeakMap<IntlShape, Map<MessageKey, KeptFormat>>();

/**
 * The formatter of one message, made once per formatter (one per language and catalog on the
 * server, decision 267) with the formatter's own number and plural rules, as formatMessage makes it.
 */
function keptFormatOf(intl: IntlShape, key: MessageKey, message: MessageFormatElement[]): KeptFormat {
  let byKey = keptFormats.get(intl);
  if (!byKey) {
    byKey = new Map();
    keptFormats.set(intl, byKey);
  }
  let format = byKey.get(key);
  if (format === undefined) {
    format = message.every(isKeepable) ? new IntlMessageFormat(message, intl.locale, intl.formats, { formatters: keptFormattersOf(intl) }) : null;
    byKey.set(key, format);
  }
  return format;
}

const keptFormatters = new WeakMap<IntlShape, Formatters>();

/**
 * The plural rules and the plain number format of the kept formatters, made once per formatter
 * (decision 419): FormatJS's memoized ones serialise their arguments as a JSON key for every plural
 * argument and every `#`. Number formats with options, and dates, stay the formatter's own.
 */
function keptFormattersOf(intl: IntlShape): Formatters {
  let formatters = keptFormatters.get(intl);
  if (!formatters) {
    const pluralRules = new Map<string, Intl.PluralRules>();
    let plainNumbers: Intl.NumberFormat | undefined;
    formatters = {
      getNumberFormat: (locales, options) => (options ? intl.formatters.getNumberFormat(locales, options) : (plainNumbers ??= new Intl.NumberFormat(locales))),
      getDateTimeFormat: (locales, options) => intl.formatters.getDateTimeFormat(locales, options),
      getPluralRules: (locales, options) => {
        const type = options?.type ?? "cardinal";
        let rules = pluralRules.get(type);
        if (!rules) {
          rules = new Intl.PluralRules(locales, { type });
          pluralRules.set(type, rules);
        }
        return rules;
      },
    };
    keptFormatters.set(intl, formatters);
  }
  return formatters;
}

function isKeepable(element: MessageFormatElement): boolean {
  switch (element.type) {
    case TYPE.date:
    case TYPE.time:
    case TYPE.tag:
      return false;
    case TYPE.plural:
    case TYPE.select:
      return Object.values(element.options).every((option) => option.value.every(isKeepable));
    default:
      return true;
  }
}

/** The translate function of the current language: t("shell.logIn"). */
export function useT(): (key: MessageKey, values?: Values) => string {
  const intl = useIntl();
  return (key, values) => formatText(intl, key, values);
}

/**
 * A message with elements among its values ("Prescribed {date}" with a <time>): a message of
 * literals and `{name}` arguments is put together here, as `joinPlain` does for text (FormatJS's
 * rich formatting memoises on a JSON key of the message and its values, decision 417); any other
 * goes through `formatMessage`.
 */
export function formatRich(intl: IntlShape, key: MessageKey, values: Record<string, ReactNode>): ReactNode {
  const message = intl.messages[key] as string | MessageFormatElement[] | undefined;
  if (!Array.isArray(message)) return intl.formatMessage({ id: key }, values);
  const parts: ReactNode[] = [];
  for (const [index, element] of message.entries()) {
    if (element.type === TYPE.literal) parts.push(element.value);
    else if (element.type === TYPE.argument && element.value in values) parts.push(createElement(Fragment, { key: index }, values[element.value]));
    else return intl.formatMessage({ id: key }, values);
  }
  return parts;
}

/** The translate function for messages with elements among their values (see formatRich). */
export function useRichT(): (key: MessageKey, values: Record<string, ReactNode>) => ReactNode {
  const intl = useIntl();
  return (key, values) => formatRich(intl, key, values);
}
