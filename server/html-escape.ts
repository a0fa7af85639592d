// The one escaping module for the few pages the server still writes as text: the development
// tools (test identity provider, outbox, demo insurer, test payment service) and the workspace's
// remaining string views. Every interpolated value goes through here, never a local copy.

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe for an HTML element's content or a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** Markup already escaped (the result of `html`), inserted as it is. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = Html | string | number | null | undefined | false | readonly Html[];

/** Tagged template whose interpolations are escaped unless they are already `Html`. */
export function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  let out = strings[0] ?? "";
  parts.forEach((part, index) => {
    out += render(part) + (strings[index + 1] ?? "");
  });
  return new Html(out);
}

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return "";
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map((item: Html) => item.value).join("");
  return escapeHtml(String(part));
}
