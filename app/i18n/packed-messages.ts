import { type LiteralElement, type MessageFormatElement, TYPE } from "@formatjs/icu-messageformat-parser";
import type { IntlShape } from "react-intl";
import type { CompiledMessages } from "./catalog";
import { intlOf } from "./intl";

// A page's texts travel in the root data as one JSON string (decision 267). React Router encodes
// loader data anew on every request, node by node, and the browser decodes it the same way: a
// page's syntax trees are thousands of nodes, a string is written as it is and read back with one
// JSON.parse. Most messages are plain text, sent as the text instead of a one-literal tree.

/** A message that is only text as the text, any other as its syntax tree. */
type Packed = Record<string, string | MessageFormatElement[]>;

const packedByCatalog = new WeakMap<CompiledMessages, string>();
const catalogByPacked = new Map<string, CompiledMessages>();

/** The catalog as the root data's string; once per catalog object (the server shares them). */
export function packMessages(messages: CompiledMessages): string {
  let packed = packedByCatalog.get(messages);
  if (packed === undefined) {
    const compact: Packed = {};
    for (const [key, tree] of Object.entries(messages)) {
      const [first] = tree;
      compact[key] = tree.length === 1 && first?.type === TYPE.literal ? first.value : tree;
    }
    packed = JSON.stringify(compact);
    packedByCatalog.set(messages, packed);
    // The server's own render unpacks to the very catalog object, whose formatter is shared.
    catalogByPacked.set(packed, messages);
  }
  return packed;
}

/** The catalog of a packed string; the same object for the same string (one formatter each). */
export function unpackMessages(packed: string): CompiledMessages {
  let messages = catalogByPacked.get(packed);
  if (!messages) {
    const compact = JSON.parse(packed) as Packed;
    const literal = (value: string): LiteralElement[] => [{ type: TYPE.literal, value }];
    messages = Object.freeze(Object.fromEntries(Object.entries(compact).map(([key, message]) => [key, typeof message === "string" ? literal(message) : message])));
    catalogByPacked.set(packed, messages);
  }
  return messages;
}

/** The formatter of the root data's language and packed texts (the root and the page titles). */
export function intlOfRootData(data: { lang: string; messages: string }): IntlShape {
  return intlOf(data.lang, unpackMessages(data.messages));
}
