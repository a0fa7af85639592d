import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { Lang } from "#domain/routes/route-table";

export type Messages = Record<string, string>;

/** Messages parsed on the server into the ICU parser's syntax trees (decision 238). */
export type CompiledMessages = Readonly<Record<string, MessageFormatElement[]>>;

/**
 * One area's texts in all three languages. English is the reference (the spec's wording);
 * the type makes a key missing from fi or sv a compile error, and a test checks it again.
 * Texts are ICU messages: "{count, plural, one {# day} other {# days}}".
 */
export function defineCatalog<const Keys extends string>(catalog: {
  en: Record<Keys, string>;
  fi: Record<Keys, string>;
  sv: Record<Keys, string>;
}): Record<Lang, Record<Keys, string>> {
  return catalog;
}
