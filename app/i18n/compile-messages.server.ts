import { parse } from "@formatjs/icu-messageformat-parser";
import type { CompiledMessages, Messages } from "./catalog";

// The catalogs' ICU messages parsed on the server (issue 16, decision 238): the browser gets each
// page's texts as the parser's syntax trees, so its bundle carries FormatJS without the ICU parser
// (vite.config.ts) and never parses a message. The options are those react-intl's own parsing
// uses (tags are markup, skeletons parsed), so a tree formats exactly as its text would.

const compiled = new WeakMap<Messages, CompiledMessages>();

/** The catalog's messages as syntax trees; once per catalog object (the catalogs are shared). */
export function compileMessages(messages: Messages, lang: string): CompiledMessages {
  let trees = compiled.get(messages);
  if (!trees) {
    const locale = new Intl.Locale(lang);
    trees = Object.freeze(Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message, { locale })])));
    compiled.set(messages, trees);
  }
  return trees;
}
