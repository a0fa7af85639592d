// Return addresses (login nextPath, OIDC next, "choose person" next) come from the query string,
// so anyone can write them: only a path on this site is followed, never another origin.

const BASE = "http://same-site.invalid";
const MAX_LENGTH = 2048;

/**
 * The value as a same-site relative path ("/fi/ajat?sivu=2"), or null when it is anything else:
 * absolute or protocol-relative URLs ("//evil.example"), backslash tricks ("/\evil.example"),
 * control characters, or dot segments that would resolve to "//host".
 */
export function safeRelativePath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  // Browsers read "\" as "/" and drop tabs and new lines inside URLs.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = url.pathname + url.search + url.hash;
  // "/.//evil.example" resolves to "//evil.example".
  return path.startsWith("//") ? null : path;
}
